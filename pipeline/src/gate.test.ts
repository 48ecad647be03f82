import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import mapshaper from 'mapshaper';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAPPED_COUNTRIES } from '@mapwright/core/countries/countries';
import { describe, expect, it } from 'vitest';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import { divisionPropertiesSchema, type DivisionProperties } from '@mapwright/core/geodata/division';
import { buildMaps } from './build';
import { toContractTopology } from './country';
import { GATE_LIMITS, gateLevel } from './gate';
import { defaultMirror } from './inputs';
import { outputText } from './mapshaperOps';
import { codeDigest, readStamp } from './stamp';

/** A square of `s` degrees at (x, y). */
const sq = (x: number, y: number, s = 1): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + s, y],
      [x + s, y + s],
      [x, y + s],
      [x, y],
    ],
  ],
});

async function topology(
  divs: { id: string; name: string; parent?: string; g: Polygon }[],
): Promise<Topology> {
  const fc: FeatureCollection = {
    type: 'FeatureCollection',
    features: divs.map((d): Feature => ({
      type: 'Feature',
      properties: { id: d.id, name: d.name, parent: d.parent },
      geometry: d.g,
    })),
  };
  const out = await mapshaper.applyCommands('-i in.json name=l -o out.json format=topojson id-field=id', {
    'in.json': fc,
  });
  return toContractTopology(outputText(out['out.json'], 'out.json'), 'l');
}

describe('the mosaic gate', () => {
  it('passes divisions that tile their land once', async () => {
    const g = await gateLevel(
      'XXX',
      2,
      await topology([
        { id: 'a', name: 'A', parent: 'P', g: sq(0, 0) },
        { id: 'b', name: 'B', parent: 'P', g: sq(1, 0) },
        { id: 'c', name: 'A', parent: 'Q', g: sq(0, 1) },
      ]),
    );
    expect(g.problems).toEqual([]);
    expect(g.count).toBe(3);
    expect(Math.abs(g.diffPct)).toBeLessThan(1e-9);
  });

  it('fails overlapping divisions, naming them and the overlap', async () => {
    const g = await gateLevel(
      'XXX',
      2,
      await topology([
        { id: 'a', name: 'Alpha', parent: 'P', g: sq(0, 0) },
        { id: 'b', name: 'Beta', parent: 'P', g: sq(0.5, 0) },
      ]),
    );
    expect(g.diffPct).toBeGreaterThan(GATE_LIMITS.areaPct);
    expect(g.problems).toHaveLength(1);
    expect(g.problems[0]).toMatch(/^XXX level 2: the divisions' areas add up to .* 33\.33 % more/);
    expect(g.problems[0]).toMatch(/overlapping: Alpha \(a\) \+ Beta \(b\): 6\d{3} km²/);
  });

  it('fails a division listed twice and two of one parent with the same name', async () => {
    const g = await gateLevel(
      'XXX',
      1,
      await topology([
        { id: 'a', name: 'Kassel', g: sq(0, 0) },
        { id: 'b', name: 'KASSEL', g: sq(1, 0) },
        { id: 'c', name: 'C', g: sq(2, 0) },
        { id: 'd', name: 'D', g: sq(2, 0) },
      ]),
    );
    expect(g.problems).toEqual([
      expect.stringContaining("'C' (c), 'D' (d) have the same geometry"),
      expect.stringContaining("'Kassel' (a), 'KASSEL' (b) share a name"),
      expect.stringMatching(/areas add up to .* 33\.\d\d % more .* C \(c\) \+ D \(d\)/),
    ]);
  });
});

const mirror = defaultMirror();

describe.skipIf(!mirror)('Laos level 2 from the mirror', () => {
  it('tiles the provinces once: 141 districts whose areas add up to the union', async () => {
    const mapsDir = mkdtempSync(path.join(tmpdir(), 'mw-gate-'));
    try {
      // The build runs the gate itself and throws on a failure; the figures are checked here too.
      await buildMaps({ mapsDir, mirror, only: ['LAO'], workers: 0 });
      const index = countryIndexSchema.parse(
        JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')),
      );
      const lao = index.countries.find((c) => c.iso3 === 'LAO')!;
      for (const lv of [1, 2] as const) {
        const e = lao.levels[lv];
        if (!e.available) throw new Error('unavailable');
        const topo = JSON.parse(
          readFileSync(path.join(mapsDir, path.basename(e.print.url)), 'utf8'),
        ) as Topology;
        const g = await gateLevel('LAO', lv, topo);
        expect(g.problems).toEqual([]);
        expect(g.count).toBe(lv === 1 ? 17 : 141);
        expect(Math.abs(g.diffPct)).toBeLessThanOrEqual(GATE_LIMITS.areaPct);
      }
    } finally {
      rmSync(mapsDir, { recursive: true, force: true });
    }
  }, 120_000);
});

// The build gates every country; this checks what it wrote, when the built files are current (npm test
// builds them after the unit tests, so a stale or absent build is skipped here and gated there).
const mapsDir = path.resolve(process.env.MAPS_DIR ?? path.join(process.env.DATA_DIR ?? './var', 'maps'));
const current = readStamp(mapsDir)?.codeDigest === codeDigest();

describe.skipIf(!current)('the built map files of every country and the variant', () => {
  it('pass the mosaic gate at every level', async () => {
    const index = countryIndexSchema.parse(
      JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')),
    );
    // The 34, Vietnam before 1 July 2025, then every other country (decision "Every other country
    // from Natural Earth").
    expect(index.countries.map((c) => c.slug)).toEqual(MAPPED_COUNTRIES.map((c) => c.slug));
    const problems: string[] = [];
    for (const c of index.countries)
      for (const lv of [1, 2] as const) {
        const e = c.levels[lv];
        if (!e.available) continue;
        const topo = JSON.parse(
          readFileSync(path.join(mapsDir, path.basename(e.print.url)), 'utf8'),
        ) as Topology;
        problems.push(...(await gateLevel(c.iso3, lv, topo)).problems);
      }
    expect(problems).toEqual([]);
  }, 120_000);

  it('name Italy’s regions in Italian with the English as aliases, and give Göttingen its current code', () => {
    const index = countryIndexSchema.parse(
      JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')),
    );
    const props = (iso3: string, lv: 1 | 2) => {
      const e = index.countries.find((c) => c.iso3 === iso3)!.levels[lv];
      if (!e.available) throw new Error('unavailable');
      const topo = JSON.parse(
        readFileSync(path.join(mapsDir, path.basename(e.screen.url)), 'utf8'),
      ) as Topology;
      const obj = topo.objects.divisions as GeometryCollection<DivisionProperties>;
      return new Map(obj.geometries.map((g) => [String(g.id), divisionPropertiesSchema.parse(g.properties)]));
    };
    const italy = props('ITA', 1);
    expect(italy.get('IT-82')).toMatchObject({ name: 'Sicilia', aliases: ['Sicily'] });
    expect(italy.get('IT-75')).toMatchObject({ name: 'Puglia', aliases: ['Apulia'] });
    expect([...italy.values()].map((d) => d.name)).toEqual(
      expect.arrayContaining(['Lombardia', 'Piemonte', 'Sardegna', 'Toscana']),
    );
    const germany = props('DEU', 2);
    expect(germany.get('03152')).toMatchObject({
      name: 'Göttingen',
      code: '03159',
      formerCodes: ['03152', '03156'],
    });
    expect(germany.has('03156')).toBe(false);
    expect(germany.size).toBe(400);
  });
});
