/**
 * Checks the arc projection against d3's geoPath on every built map:
 * `npx tsx bench/editor/verify-projection.ts [--print] [filter]` (files in MAPS_DIR, default var/maps).
 *
 * For each country and level (screen files), projects with projectLevel (arcs, one pass) and with
 * projectLevelWithGeoPath (d3, the reference) under the same fitted projection, and reports: divisions
 * whose ring count differs, those drawing the same points, the largest bbox and centroid differences (map units; map space is 1000 on
 * its longer side), path text size, the border mesh's subpath count, and the time of each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import { fitMapProjection, projectLevel, projectLevelWithGeoPath } from '@mapwright/core/geo/project';
import { subpathsOf } from '@mapwright/core/geo/path-rings';
import { meshLines } from '@mapwright/core/geo/project-arcs';
import { divisionsObject, type DivisionTopology } from '@mapwright/core/geo/topology';
import { meshArcs } from 'topojson-client';
import { isDeepStrictEqual } from 'node:util';
import { MAPS_DIR } from './servers';

const print = process.argv.includes('--print');
const filter = process.argv.slice(2).find((a) => !a.startsWith('--'));
/** Screen files at 0.1 unit, or (--print) print files at 0.01 unit fitted to the screen's level, as export does. */
const digits = print ? 2 : 1;
const index = countryIndexSchema.parse(JSON.parse(readFileSync(join(MAPS_DIR, 'index.json'), 'utf8')));
const read = (url: string) =>
  JSON.parse(readFileSync(join(MAPS_DIR, url.replace(/^\/maps\//, '')), 'utf8')) as DivisionTopology;
const rings = (d: string) => (d.match(/M/g) ?? []).length;
/** Whether two paths draw the same points (ours are relative offsets, d3's absolute: compared to 1e-6). */
const samePoints = (a: string, b: string) => {
  const [pa, pb] = [subpathsOf(a), subpathsOf(b)];
  return (
    pa.length === pb.length &&
    pa.every(({ points }, i) => {
      const other = pb[i]?.points;
      return (
        other?.length === points.length && points.every((v, k) => Math.abs(v - (other[k] ?? NaN)) < 1e-6)
      );
    })
  );
};

let worst = { bbox: 0, centroid: 0, ringMismatches: 0 };
for (const entry of index.countries) {
  if (filter && !entry.slug.includes(filter)) continue;
  const topologies = ([1, 2] as const).flatMap((level) => {
    const l = entry.levels[level];
    return l.available
      ? [{ level, topology: read((print ? l.print : l.screen).url), screen: read(l.screen.url) }]
      : [];
  });
  const reference = topologies[0]?.screen;
  if (!reference) continue;
  const fitted = fitMapProjection(entry.projection, reference);
  for (const { level, topology } of topologies) {
    let t = performance.now();
    const ours = projectLevel(topology, fitted, level, { digits });
    const oursMs = performance.now() - t;
    t = performance.now();
    const d3 = projectLevelWithGeoPath(topology, fitted, level, { digits });
    const d3Ms = performance.now() - t;
    const object = divisionsObject(topology);
    if (!isDeepStrictEqual(meshLines(topology, object.geometries), meshArcs(topology, object).arcs)) {
      throw new Error(`${entry.slug} ${level}: the mesh's lines differ from topojson-client's`);
    }
    let bbox = 0;
    let centroid = 0;
    let ringMismatches = 0;
    let same = 0;
    ours.divisions.forEach((a, i) => {
      const b = d3.divisions[i];
      if (!b || a.id !== b.id) throw new Error(`${entry.slug} ${level}: division order differs at ${i}`);
      if (rings(a.d) !== rings(b.d)) ringMismatches++;
      if (samePoints(a.d, b.d)) same++;
      for (let k = 0; k < 4; k++) bbox = Math.max(bbox, Math.abs((a.bbox[k] ?? 0) - (b.bbox[k] ?? 0)));
      centroid = Math.max(centroid, Math.hypot(a.centroid[0] - b.centroid[0], a.centroid[1] - b.centroid[1]));
    });
    const size = (p: typeof ours) => p.divisions.reduce((n, d) => n + d.d.length, 0);
    console.log(
      `${entry.slug.padEnd(22)} L${level} ${String(ours.divisions.length).padStart(5)} divisions  ` +
        `same points ${same}  rings≠ ${ringMismatches}  bbox Δ ${bbox.toFixed(2)}  centroid Δ ${centroid.toFixed(2)}  ` +
        `mesh lines ${rings(ours.borders)}/${rings(d3.borders)}${samePoints(ours.borders, d3.borders) ? ' (same points)' : ''}  ` +
        `path kB ${(size(ours) / 1000).toFixed(0)}/${(size(d3) / 1000).toFixed(0)}  ` +
        `ms ${oursMs.toFixed(0)}/${d3Ms.toFixed(0)}`,
    );
    worst = {
      bbox: Math.max(worst.bbox, bbox),
      centroid: Math.max(worst.centroid, centroid),
      ringMismatches: worst.ringMismatches + ringMismatches,
    };
  }
}
console.log(
  `\nworst: bbox Δ ${worst.bbox.toFixed(2)}, centroid Δ ${worst.centroid.toFixed(2)} map units; ` +
    `${worst.ringMismatches} divisions with another ring count (ours/d3 shown as a/b)`,
);
