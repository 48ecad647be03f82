/**
 * Label placement time: `npx tsx bench/labels/run.ts` prints, for India, Thailand and Romania level 2
 * (and Germany level 1), the anchors' one-time cost per level (polylabel on every division, cold) and
 * the placement's median over runs with the anchors cached, at the default frame (1600 x 900) at zoom
 * 1 and 4, and on the largest frame (10000 x 5625: an export, 16K included, scales its frame and so is
 * placed as its frame is). Each run places a fresh document object (as every edit
 * makes one), so the placement's memo does not answer. Needs the map files in MAPS_DIR (var/maps).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { COUNTRIES } from '@mapwright/core/countries/countries';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocumentData } from '@mapwright/core/document/schema';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import { labelAnchors } from '@mapwright/core/labels/anchors';
import { placeLabels } from '@mapwright/core/labels/place';

const mapsDir = path.resolve(process.env.MAPS_DIR ?? 'var/maps');
const RUNS = Number(process.env.RUNS ?? 15);

const cases: { iso3: string; level: 1 | 2 }[] = [
  { iso3: 'IND', level: 2 },
  { iso3: 'THA', level: 2 },
  { iso3: 'ROU', level: 2 },
  { iso3: 'DEU', level: 1 },
];
const frames = [
  { name: 'default 1600x900, zoom 1', width: 1600, height: 900, zoom: 1 },
  { name: 'default 1600x900, zoom 4', width: 1600, height: 900, zoom: 4 },
  // The largest frame (MAX_FRAME_SIDE). A 16K export scales its frame, so it is placed as its frame is.
  { name: 'largest frame 10000x5625', width: 10000, height: 5625, zoom: 1 },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

console.log(`label placement, median of ${RUNS} runs (ms), node ${process.version}`);
for (const { iso3, level } of cases) {
  const file = readdirSync(mapsDir).find((f) => f.startsWith(`${iso3}.projected.`));
  const country = COUNTRIES.find((c) => c.iso3 === iso3);
  if (!file || !country) throw new Error(`No projected map file for ${iso3} in ${mapsDir}`);
  const projected = parseProjectedCountry(JSON.parse(readFileSync(path.join(mapsDir, file), 'utf8')));
  const geometry = { level1: projected.level1, level2: projected.level2 };
  const projectedLevel = level === 1 ? projected.level1 : projected.level2;
  if (!projectedLevel) throw new Error(`${iso3} has no level ${level}`);
  const started = performance.now();
  labelAnchors(projectedLevel);
  const anchors = performance.now() - started;
  console.log(
    `\n${country.name} level ${level} (${projectedLevel.divisions.length} divisions): anchors ${anchors.toFixed(0)} ms once`,
  );
  for (const frame of frames) {
    const doc = createDocument(country.slug, { frame: 'custom', width: frame.width, height: frame.height });
    doc.placement.zoom = frame.zoom;
    doc.labels[level].visible = true;
    doc.levels[level].style.visible = true;
    doc.levels[level === 1 ? 2 : 1].style.visible = false;
    doc.activeLevel = level;
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS + 2; run++) {
      const fresh: MapDocumentData = { ...doc };
      const t0 = performance.now();
      count = placeLabels(fresh, geometry).length;
      if (run >= 2) times.push(performance.now() - t0);
    }
    console.log(`  ${frame.name.padEnd(28)} ${median(times).toFixed(1).padStart(7)} ms   ${count} labels`);
  }
}

// How many labels the defaults show at the default frame, per country and level (all divisions on).
console.log(
  '\nlabels shown at the default frame (16:9, zoom 1) with the default label settings: level 1, level 2',
);
const rows: string[] = [];
for (const file of readdirSync(mapsDir)
  .filter((f) => /\.projected\.[0-9a-f]+\.json$/.test(f))
  .sort()) {
  const iso3 = file.slice(0, 3);
  const country = COUNTRIES.find((c) => c.iso3 === iso3);
  if (!country) continue;
  const projected = parseProjectedCountry(JSON.parse(readFileSync(path.join(mapsDir, file), 'utf8')));
  const counts = ([1, 2] as const).map((level) => {
    const own = level === 1 ? projected.level1 : projected.level2;
    if (!own) return '-';
    const doc = createDocument(country.slug);
    doc.labels[level].visible = true;
    doc.levels[level].style.visible = true;
    doc.levels[level === 1 ? 2 : 1].style.visible = false;
    doc.activeLevel = level;
    const placed = placeLabels(doc, { level1: projected.level1, level2: projected.level2 }).length;
    return `${placed}/${own.divisions.length}`;
  });
  rows.push(`${iso3} ${counts.join(', ')}`);
}
console.log(rows.join('; '));
