/**
 * Writes a country's division records (ids, names, codes, parents; no geometry) from the built map
 * files into core/src/data/fixtures/, so the core's matcher tests run on real names without the map
 * build: `npx tsx bench/data/divisions-fixture.ts India && npx prettier --write core/src/data/fixtures`.
 * Rerun after the map data changes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../editor/servers';
import { loadProjected } from './projected';

const slug = process.argv[2] ?? 'India';
const projected = loadProjected(slug);
const records = (level: typeof projected.level1) =>
  (level?.divisions ?? []).map(({ d: _d, bbox: _b, centroid: _c, ...record }) => record);
const file = join(ROOT, 'core/src/data/fixtures', `${slug.toLowerCase()}-divisions.json`);
writeFileSync(
  file,
  `${JSON.stringify({ level1: records(projected.level1), level2: records(projected.level2) })}\n`,
);
console.log(`wrote ${file}`);
