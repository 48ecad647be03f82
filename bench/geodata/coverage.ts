/**
 * Coverage of the two levels, per country, measured on built print files (decision "Both
 * levels cover the same land"): the area of level
 * 2's union against level 1's and the largest distance between their outlines.
 *   npx tsx bench/geodata/coverage.ts [mapsDir=var/maps] [ISO3,…]
 * Exits 1 when a country is past the limits the pipeline's validation uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Topology } from 'topojson-specification';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import { COVERAGE_LIMITS, coverageOfTopologies, coverageProblems } from '../../pipeline/src/coverage';

const args = process.argv.slice(2);
const mapsDir = args.find((a) => !/^[A-Z]{3}(,[A-Z]{3})*$/.test(a)) ?? 'var/maps';
const only = args.find((a) => /^[A-Z]{3}(,[A-Z]{3})*$/.test(a))?.split(',');
const index = countryIndexSchema.parse(JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')));
const read = (url: string) =>
  JSON.parse(readFileSync(path.join(mapsDir, url.split('/').pop()!), 'utf8')) as Topology;

const rows = [['country', 'area L1 km²', 'area L2 km²', 'L2 vs L1', 'distance km', 'farthest point (level)']];
let failed = 0;
for (const c of index.countries) {
  if (only && !only.includes(c.iso3)) continue;
  const [l1, l2] = [c.levels[1], c.levels[2]];
  if (!l1.available || !l2.available) continue;
  const t0 = performance.now();
  const cov = await coverageOfTopologies(read(l1.print.url), read(l2.print.url));
  const problems = coverageProblems(c.iso3, cov);
  if (problems.length) failed++;
  rows.push([
    c.iso3,
    Math.round(cov.areaKm2[0]).toLocaleString('en'),
    Math.round(cov.areaKm2[1]).toLocaleString('en'),
    `${cov.areaDiffPct >= 0 ? '+' : ''}${cov.areaDiffPct.toFixed(2)} %`,
    cov.distanceKm.toFixed(2),
    `${cov.worst.at.join(', ')} (${cov.worst.level})${problems.length ? '  OVER' : ''}  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  ]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows)
  console.log(
    r.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
  );
console.log(
  `${rows.length - 1} countries, ${failed} past the limits (|area| ≤ ${COVERAGE_LIMITS.areaDiffPct} %, distance ≤ ${COVERAGE_LIMITS.distanceKm} km)`,
);
process.exitCode = failed ? 1 : 0;
