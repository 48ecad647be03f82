import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { requiredFaces } from '@mapwright/core/fonts/coverage';
import { FONT_FAMILIES, FONT_WEIGHTS } from '@mapwright/core/fonts/families';
import { fontStack } from '@mapwright/core/fonts/font-stack';
import type { FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { textUses } from '@mapwright/core/fonts/text-uses';
import { svgNode } from '@mapwright/core/render/svg-tree';
import { woffToSfnt } from '@mapwright/core/fonts/woff';
import { fontFilePath, loadFamilyCoverage, loadFontSfnt } from './fontFiles';

/** The sum of a table's 32-bit words, as the sfnt table directory records it. */
function tableChecksum(bytes: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 4) {
    const word =
      ((bytes[i] ?? 0) << 24) |
      ((bytes[i + 1] ?? 0) << 16) |
      ((bytes[i + 2] ?? 0) << 8) |
      (bytes[i + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

describe('map font files', () => {
  it('has a WOFF file for every declared face of every family at both weights', async () => {
    for (const spec of FONT_FAMILIES) {
      const coverage = await loadFamilyCoverage(spec.family);
      expect(coverage.faces.length, spec.family).toBeGreaterThan(0);
      for (const face of coverage.faces) {
        for (const weight of FONT_WEIGHTS) {
          await expect(readFile(fontFilePath(spec.family, face.subset, weight))).resolves.toBeTruthy();
        }
      }
    }
    // Noto families declare only their script's subsets: Latin is always Inter's.
    expect((await loadFamilyCoverage('Noto Sans Thai')).faces.map((f) => f.subset)).toEqual(['thai']);
    expect((await loadFamilyCoverage('Noto Sans JP')).faces.every((f) => /^\[\d+\]$/.test(f.subset))).toBe(
      true,
    );
    expect((await loadFamilyCoverage('Inter')).faces.map((f) => f.subset)).toContain('vietnamese');
  });

  it('turns a WOFF file into a TrueType font whose tables keep their checksums', async () => {
    const sfnt = await loadFontSfnt('Noto Sans Thai', 'thai', 400);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    expect(view.getUint32(0)).toBe(0x00010000);
    const tags: string[] = [];
    for (let i = 0; i < view.getUint16(4); i++) {
      const at = 12 + 16 * i;
      const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
      tags.push(tag);
      const data = sfnt.subarray(view.getUint32(at + 8), view.getUint32(at + 8) + view.getUint32(at + 12));
      // head's checksum is taken with its checkSumAdjustment zeroed.
      if (tag !== 'head') expect(tableChecksum(data), tag).toBe(view.getUint32(at + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'GPOS', 'head', 'hmtx']));
    await expect(woffToSfnt(sfnt, (d) => d)).rejects.toThrow(/Not a WOFF/);
  });

  it('tells which files a rendered text needs, with the real unicode ranges', async () => {
    const coverages = new Map<string, FamilyCoverage>();
    for (const spec of FONT_FAMILIES) coverages.set(spec.family, await loadFamilyCoverage(spec.family));
    const title = 'Județul Iași · 北海道 · กรุงเทพฯ';
    const tree = svgNode('svg', 'root', {}, [
      svgNode(
        'text',
        't',
        { 'font-family': fontStack('Inter, sans-serif', title, 'Japan'), 'font-weight': 700 },
        title,
      ),
    ]);
    const { faces, missing } = requiredFaces(textUses(tree), (f) => coverages.get(f));
    expect(missing.size).toBe(0);
    const byFamily = (family: string) =>
      faces
        .filter((f) => f.face.family === family)
        .flatMap((f) => [...f.codePoints].map((c) => String.fromCodePoint(c)));
    expect(byFamily('Noto Sans JP').sort()).toEqual([...'北海道'].sort());
    expect(byFamily('Noto Sans Thai').sort()).toEqual([...'กรุงเทพฯ'].sort());
    expect(byFamily('Inter')).toEqual(expect.arrayContaining(['ț', 'ș', 'J', '·', ' ']));
    expect(faces.every((f) => f.weight === 700)).toBe(true);
  });
});
