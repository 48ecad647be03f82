/**
 * Writes core/src/labels/metrics.generated.json: the advance widths and ink heights the label placement
 * measures text with, read from the map fonts themselves (the @fontsource WOFF files the exports embed),
 * because the core has no DOM to measure in and labels must never overlap in the browser, resvg or the
 * PDF (decision "Labels are placed greedily inside their divisions, measured with the fonts' own
 * widths"). Inter's advance per code point for everything Inter sets; for each Noto fallback family its
 * own code points' advances, or for the Han families only their widest glyph (thousands of code points,
 * all about one em); and each family's ascent and descent. Run after upgrading a font package:
 * `npm run labels:metrics`. A test (labelMetrics.test.ts) fails while the committed file differs from
 * what this writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import { declaresSubset, FONT_FAMILIES, FONT_WEIGHTS, fontFileName } from '@mapwright/core/fonts/families';
import { woffToSfnt } from '@mapwright/core/fonts/woff';
import type { LabelMetricsData } from '@mapwright/core/labels/metrics';

export const METRICS_FILE = path.resolve('core/src/labels/metrics.generated.json');

const require = createRequire(path.resolve('package.json'));
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

interface SfntFont {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  /** Code point -> advance in font units. */
  readonly advances: Map<number, number>;
  /** Code point -> its glyph's ink above and below the baseline (yMax, -yMin), font units. */
  readonly ink: Map<number, readonly [number, number]>;
}

/** Parses the tables we need (head, hhea, hmtx, cmap format 4 or 12) of a TrueType/OpenType font. */
export function readSfnt(sfnt: Uint8Array): SfntFont {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
    tables.set(tag, view.getUint32(at + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`The font has no ${tag} table`);
    return offset;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const unitsPerEm = view.getUint16(head + 18);
  const ascent = view.getInt16(hhea + 4);
  const descent = -view.getInt16(hhea + 6);
  const metrics = view.getUint16(hhea + 34);
  const advanceOf = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metrics - 1));
  const longLoca = view.getInt16(head + 50) === 1;
  const loca = table('loca');
  const glyf = table('glyf');
  const glyphAt = (glyph: number) =>
    longLoca ? view.getUint32(loca + 4 * glyph) : 2 * view.getUint16(loca + 2 * glyph);
  const inkOf = (glyph: number): [number, number] => {
    const start = glyphAt(glyph);
    if (glyphAt(glyph + 1) === start) return [0, 0]; // no outline (a space)
    // The glyph header's yMin and yMax (composite glyphs carry their bounds too).
    return [view.getInt16(glyf + start + 8), -view.getInt16(glyf + start + 4)];
  };
  const advances = new Map<number, number>();
  const ink = new Map<number, readonly [number, number]>();
  for (const [cp, glyph] of cmapOf(view, table('cmap'))) {
    if (glyph === 0) continue;
    advances.set(cp, advanceOf(glyph));
    ink.set(cp, inkOf(glyph));
  }
  return { unitsPerEm, ascent, descent, advances, ink };
}

function cmapOf(view: DataView, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  const subtables = view.getUint16(cmap + 2);
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < subtables; i++) {
    const at = cmap + 4 + 8 * i;
    const offset = cmap + view.getUint32(at + 4);
    const format = view.getUint16(offset);
    if (format === 12) format12 = offset;
    if (format === 4) format4 = offset;
  }
  if (format12 >= 0) {
    const groups = view.getUint32(format12 + 12);
    for (let g = 0; g < groups; g++) {
      const at = format12 + 16 + 12 * g;
      const start = view.getUint32(at);
      const end = view.getUint32(at + 4);
      const glyph = view.getUint32(at + 8);
      for (let cp = start; cp <= end; cp++) map.set(cp, glyph + cp - start);
    }
    return map;
  }
  if (format4 < 0) throw new Error('The font has no Unicode cmap');
  const segments = view.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const ranges = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const end = view.getUint16(ends + 2 * s);
    const start = view.getUint16(starts + 2 * s);
    const delta = view.getInt16(deltas + 2 * s);
    const rangeOffset = view.getUint16(ranges + 2 * s);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const at = ranges + 2 * s + rangeOffset + 2 * (cp - start);
        glyph = view.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      map.set(cp, glyph);
    }
  }
  return map;
}

/** The ink above and below the baseline (font units) of a character shaped alone by HarfBuzz. */
function inkShaper(sfnt: Uint8Array): (cp: number) => [number, number] {
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  return (cp) => {
    const buffer = new hb.Buffer();
    buffer.addText(String.fromCodePoint(cp));
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    let top = 0;
    let bottom = 0;
    buffer.getGlyphPositions().forEach((position, i) => {
      const extents = font.glyphExtents(infos[i]?.codepoint ?? 0);
      if (!extents || extents.height === 0) return;
      top = Math.max(top, position.yOffset + extents.yBearing);
      bottom = Math.max(bottom, -(position.yOffset + extents.yBearing + extents.height));
    });
    return [top, bottom];
  };
}

/** The code points a unicode.json range list names ("U+0E01-0E5B,U+25CC"). */
export function codePointsOf(ranges: string): number[] {
  return ranges.split(',').flatMap((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(a ?? '', 16);
    const end = b === undefined ? start : parseInt(b, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u;

/** Advances rounded up to 1/10,000 em, so the table stays an upper bound. */
const round = (n: number) => Math.ceil(n * 10000) / 10000;

/** The metrics for the installed font packages. */
export async function labelMetricsData(): Promise<LabelMetricsData> {
  const families: LabelMetricsData['families'][number][] = [];
  const versions: string[] = [];
  for (const spec of FONT_FAMILIES) {
    const dir = packageDir(spec.package);
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
    versions.push(`${spec.package} ${pkg.version}`);
    const unicode = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    // A Noto family sets only its own script's subsets; Latin in them is Inter's (families.ts).
    const subsets = Object.keys(unicode).filter((s) => declaresSubset(spec, s));
    const han = spec.subsets === 'numbered';
    const perWeight = new Map<number, Map<number, number>>();
    const tops = new Map<number, number>();
    const bottoms = new Map<number, number>();
    let ascent = 0;
    let descent = 0;
    let widest = 0;
    for (const weight of FONT_WEIGHTS) {
      const advances = new Map<number, number>();
      for (const subset of subsets) {
        const file = path.join(dir, 'files', fontFileName(spec, subset, weight, 'woff'));
        const sfnt = await woffToSfnt(new Uint8Array(await readFile(file)), inflateSync);
        const font = readSfnt(sfnt);
        const shapedInk = han ? undefined : inkShaper(sfnt);
        ascent = Math.max(ascent, font.ascent / font.unitsPerEm);
        descent = Math.max(descent, font.descent / font.unitsPerEm);
        for (const cp of codePointsOf(unicode[subset] ?? '')) {
          const advance = font.advances.get(cp);
          if (advance === undefined) continue;
          const em = advance / font.unitsPerEm;
          // The Han families' widest is their ideographs' and kana's (a few symbols are two em or more).
          if (!han || HAN.test(String.fromCodePoint(cp))) widest = Math.max(widest, em);
          if (han) continue;
          advances.set(cp, Math.max(advances.get(cp) ?? 0, em));
          // The glyph's own bounds, and what shaping the character alone draws (an accented letter may
          // be decomposed into a base and a mark placed above it).
          const [top, bottom] = font.ink.get(cp) ?? [0, 0];
          const [shapedTop, shapedBottom] = shapedInk?.(cp) ?? [0, 0];
          tops.set(cp, Math.max(tops.get(cp) ?? 0, Math.max(top, shapedTop) / font.unitsPerEm));
          bottoms.set(cp, Math.max(bottoms.get(cp) ?? 0, Math.max(bottom, shapedBottom) / font.unitsPerEm));
        }
      }
      perWeight.set(weight, advances);
    }
    // Runs of consecutive code points, each weight's advances in the runs' order.
    const points = [...new Set([...perWeight.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
    const runs: [number, number][] = [];
    for (const cp of points) {
      const last = runs.at(-1);
      if (last && last[0] + last[1] === cp) last[1]++;
      else runs.push([cp, 1]);
    }
    const advancesOf = (weight: number) =>
      points.map((cp) => round(perWeight.get(weight)?.get(cp) ?? widest));
    // Ink rounded outwards, so the table stays an upper bound.
    const up = (n: number) => Math.ceil(n * 1000) / 1000;
    families.push({
      family: spec.family,
      ascent: round(ascent),
      descent: round(descent),
      widest: round(widest),
      runs,
      advances: { 400: advancesOf(400), 700: advancesOf(700) },
      inkTop: points.map((cp) => up(tops.get(cp) ?? ascent)),
      inkBottom: points.map((cp) => up(bottoms.get(cp) ?? descent)),
    });
  }
  return { source: versions.join(', '), families };
}

/** One family per line, so an upgrade's diff shows which family changed. */
export function formatLabelMetrics(data: LabelMetricsData): string {
  const rows = data.families.map((f) => `    ${JSON.stringify(f)}`).join(',\n');
  return `{\n  "source": ${JSON.stringify(data.source)},\n  "families": [\n${rows}\n  ]\n}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const data = await labelMetricsData();
  await writeFile(METRICS_FILE, formatLabelMetrics(data));
  console.log(`${METRICS_FILE}: ${data.families.length} families`);
}
