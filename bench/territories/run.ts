/**
 * Territory outline time: `npx tsx bench/territories/run.ts` prints the time to build the outline (the
 * union made by the core, geo/territory-outline.ts) of a territory of 1,000 communes of Romania
 * (level 2): the communes of whole counties taken in the map file's order until 1,000, cut at 1,000,
 * so the territory is a few connected blocks with many inner borders. Each run builds it uncached
 * (`unionOutline`); the median and the slowest of RUNS runs are printed, and the cached call once.
 * Needs the map files in MAPS_DIR (var/maps).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import { subpathsOf } from '@mapwright/core/geo/path-rings';
import { territoryOutline, unionOutline } from '@mapwright/core/geo/territory-outline';

const mapsDir = path.resolve(process.env.MAPS_DIR ?? 'var/maps');
const RUNS = Number(process.env.RUNS ?? 30);
const SIZE = Number(process.env.SIZE ?? 1000);

const file = readdirSync(mapsDir).find((name) => /^ROU\.projected\.[0-9a-f]+\.json$/.test(name));
if (!file) throw new Error(`No projected map of Romania in ${mapsDir}: run npm run maps first.`);
const country = parseProjectedCountry(JSON.parse(readFileSync(path.join(mapsDir, file), 'utf8')));
const communes = country.level2;
if (!communes) throw new Error('The map of Romania has no level 2');

// Whole counties first, so the territory has the inner borders a real one has.
const byCounty = new Map<string, string[]>();
for (const d of communes.divisions) {
  const list = byCounty.get(d.parent ?? '') ?? [];
  list.push(d.id);
  byCounty.set(d.parent ?? '', list);
}
const members = [...byCounty.values()].flat().slice(0, SIZE);

const times: number[] = [];
let d = '';
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  d = unionOutline(communes, members);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? NaN;
const first = territoryOutline(communes, members);
const cachedStart = performance.now();
territoryOutline(communes, members);
const cached = performance.now() - cachedStart;

console.log(`territory outline, Romania level 2, node ${process.version}`);
console.log(
  `${members.length} communes: median ${median.toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms over ${RUNS} runs; ` +
    `cached ${cached.toFixed(3)} ms; ${subpathsOf(d).length} rings, ${d.length} characters` +
    (first === d ? '' : ' (cached result differs!)'),
);
