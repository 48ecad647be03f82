import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/countries';
import { parseProjectedCountry } from '../geodata/projectedCountry';
import { DivisionLocator } from '../geo/division-locator';
import { CAPITAL_REGIONS, capitalInset } from './capital-insets';
import { zoomInsetBox } from './render-zoom-insets';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { query: string; import: string }): Record<string, () => Promise<T>>;
  }
}

/** The built map files (npm run maps writes them to var/maps); absent in a fresh checkout: the suite skips. */
const files = import.meta.glob<string>('../../../var/maps/*.projected.*.json', {
  query: '?raw',
  import: 'default',
});

const presets = Object.entries(CAPITAL_REGIONS).map(([slug, region]) => {
  const iso3 = COUNTRIES.find((c) => c.slug === slug)?.iso3;
  const file = Object.keys(files).find((name) => iso3 && name.includes(`/${iso3}.projected.`));
  return { slug, region, file };
});

describe('capital presets', () => {
  it('cover the crowded capitals the issue names', () => {
    expect(Object.values(CAPITAL_REGIONS).map((region) => region.caption)).toEqual([
      'Paris and the petite couronne',
      'Delhi',
      'Colombo',
      'Bangkok',
      'Metro Manila',
      'Brussels',
      'London',
    ]);
  });
});

describe.skipIf(Object.keys(files).length === 0)(
  'capital presets on the built maps (decision "Zoom insets are copies drawn by renderMap")',
  () => {
    it.each(presets)('$slug: every division named is in the map data', async ({ slug, region, file }) => {
      expect(file, `${slug} has no built map`).toBeDefined();
      const load = file ? files[file] : undefined;
      if (!load) return;
      const projected = parseProjectedCountry(JSON.parse(await load()));
      const levels = [projected.level1, projected.level2];
      const ids = new Set(levels.flatMap((level) => level?.divisions.map((d) => d.id) ?? []));
      const missing = region.divisions.filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      // The box goes to a corner inside map space where it hides none of the country's land.
      const inset = capitalInset(slug, levels);
      expect(inset).toBeDefined();
      if (!inset) return;
      const box = zoomInsetBox(inset);
      const space = (projected.level1 ?? projected.level2)?.space ?? { width: 0, height: 0 };
      expect(box[0]).toBeGreaterThanOrEqual(0);
      expect(box[1]).toBeGreaterThanOrEqual(0);
      expect(box[2]).toBeLessThanOrEqual(space.width + 1);
      expect(box[3]).toBeLessThanOrEqual(space.height + 1);
      expect(inset.zoom).toBeGreaterThan(1);
      for (const level of levels) {
        if (!level) continue;
        const locator = new DivisionLocator(level);
        let land = 0;
        for (let i = 0; i < 10; i++)
          for (let j = 0; j < 10; j++) {
            const x = box[0] + ((i + 0.5) / 10) * (box[2] - box[0]);
            const y = box[1] + ((j + 0.5) / 10) * (box[3] - box[1]);
            if (locator.at(x, y) !== undefined) land++;
          }
        expect(land, `${slug}: land under the box at level ${level.level}`).toBeLessThanOrEqual(2);
      }
    });
  },
);
