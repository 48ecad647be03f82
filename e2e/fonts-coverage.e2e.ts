import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, type FontWeight } from '@mapwright/core/fonts/families';
import { fontStack, parseFontFamilyList } from '@mapwright/core/fonts/font-stack';
import { itemizeText, type FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { DEFAULT_FONT_FAMILY } from '@mapwright/core/document/text-block';
import { loadFamilyCoverage, loadFontSfnt } from '../server/src/fonts/fontFiles';

/**
 * Every name of every division of the 34 countries in the built map data (English and local, both
 * levels) is set by the map fonts: each character falls in a face the font stack declares, and
 * HarfBuzz shapes every stretch with that face's font without a missing glyph (glyph 0), at both
 * weights. What a map with those names as titles, legend labels or annotations exports.
 */
const mapsDir = process.env.MAPS_DIR ?? resolve(import.meta.dirname, '../var/maps');

/**
 * Left out, with the reason: control characters are not text (two Jordanian names in the data are
 * mis-decoded UTF-8, 'Ä\u0081' for 'ā': a data defect, not a font's), and U+0306 COMBINING BREVE over
 * æ (two Sri Lankan names) is in none of the unicode-range files of Inter on npm.
 */
const NOT_FONT_PROBLEMS = /[\p{Cc}\u0306]/gu;

describe('map fonts against the built map data', () => {
  it('set every division name of every country without a missing glyph', async () => {
    const index = JSON.parse(readFileSync(join(mapsDir, 'index.json'), 'utf8')) as {
      countries: { slug: string; iso3: string }[];
    };
    const coverages = new Map<string, FamilyCoverage>();
    for (const spec of FONT_FAMILIES) coverages.set(spec.family, await loadFamilyCoverage(spec.family));
    const fonts = new Map<string, InstanceType<typeof hb.Font>>();
    const fontOf = async (family: string, subset: string, weight: FontWeight) => {
      const key = `${family}|${subset}|${weight}`;
      let font = fonts.get(key);
      if (!font) {
        font = new hb.Font(new hb.Face(new hb.Blob(await loadFontSfnt(family, subset, weight))));
        fonts.set(key, font);
      }
      return font;
    };
    const problems: string[] = [];
    let names = 0;
    const files = readdirSync(mapsDir).filter((f) =>
      /^[A-Z]{3}-[12]\.screen\.[0-9a-f]+\.topo\.json$/.test(f),
    );
    expect(files.length).toBeGreaterThanOrEqual(60);
    for (const file of files) {
      const country = index.countries.find((c) => c.iso3 === file.slice(0, 3))?.slug;
      const topology = JSON.parse(readFileSync(join(mapsDir, file), 'utf8')) as {
        objects: { divisions: { geometries: { properties: { name: string; nameLocal?: string } }[] } };
      };
      const texts = new Set(
        topology.objects.divisions.geometries.flatMap((g) => [
          g.properties.name,
          g.properties.nameLocal ?? '',
        ]),
      );
      for (const raw of texts) {
        const text = raw.replace(NOT_FONT_PROBLEMS, '');
        if (text.trim() === '') continue;
        names++;
        const stack = parseFontFamilyList(fontStack(DEFAULT_FONT_FAMILY, text, country)).flatMap(
          (f) => coverages.get(f) ?? [],
        );
        for (const item of itemizeText(text, stack)) {
          const part = text.slice(item.start, item.end);
          if (!item.face) {
            if (part.trim() !== '') problems.push(`${file}: no font for "${part}" in "${text}"`);
            continue;
          }
          for (const weight of [400, 700] as const) {
            const buffer = new hb.Buffer();
            buffer.addText(part);
            buffer.guessSegmentProperties();
            hb.shape(await fontOf(item.face.family, item.face.subset, weight), buffer);
            if (buffer.getGlyphInfos().some((g) => g.codepoint === 0)) {
              problems.push(
                `${file}: ${item.face.family} ${weight} misses a glyph of "${part}" in "${text}"`,
              );
            }
          }
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(names).toBeGreaterThan(10_000);
  }, 300_000);
});
