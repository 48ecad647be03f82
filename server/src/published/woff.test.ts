import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { previewFontFiles, PREVIEW_FONT_SOURCES } from './preview-fonts';
import { isWoff, woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const INTER_LATIN_700 = require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff');

/** Dark pixels in a render of `text` with the given font files and no system fonts. */
function inkOf(text: string, fontFiles: string[]): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><text x="4" y="44" font-family="Inter" font-size="36" font-weight="700">${text}</text></svg>`;
  const image = new Resvg(svg, {
    background: '#fff',
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' },
    logLevel: 'off',
  }).render();
  const pixels = image.pixels; // a getter that copies: read it once
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) ink++;
  return ink;
}

describe('WOFF to sfnt', () => {
  it('restores the tables behind a valid sfnt header', async () => {
    const woff = await readFile(INTER_LATIN_700);
    expect(isWoff(woff)).toBe(true);
    const sfnt = woffToSfnt(woff);
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour: TrueType or CFF
    const tags = Array.from({ length: numTables }, (_, i) =>
      sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'name']));
    const head = 12 + tags.indexOf('head') * 16;
    expect(sfnt.readUInt32BE(sfnt.readUInt32BE(head + 8) + 12)).toBe(0x5f0f3cf5); // head's magic number
    expect(() => woffToSfnt(sfnt)).toThrow('Not a WOFF 1.0 font');
  });

  it('gives resvg a font it draws text with (the WOFF itself draws nothing)', async () => {
    expect(inkOf('Mapwright', [INTER_LATIN_700])).toBe(0);
    const files = await previewFontFiles();
    expect(files).toHaveLength(PREVIEW_FONT_SOURCES.length);
    expect(inkOf('Mapwright', files)).toBeGreaterThan(500);
    expect(inkOf('Ștefan Ωμέγα Ђ', files)).toBeGreaterThan(500);
  });
});
