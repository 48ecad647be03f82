/**
 * Renders built map files to PNG for a visual check of the simplification (borders clean, shared
 * borders shared, no slivers):
 *   npx tsx bench/geodata/render.ts IND-2.screen [ROU-2.screen …]  → var/render/<name>.png
 * Uses d3-geo for the SVG and Chromium (headless) for the PNG.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import { createProjection } from '@mapwright/core/geo/projection';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

const mapsDir = path.resolve(process.env.MAPS_DIR ?? './var/maps');
const outDir = path.resolve('var/render');
mkdirSync(outDir, { recursive: true });
const index = countryIndexSchema.parse(JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')));

const size = Number(process.env.SIZE ?? 1600);
for (const arg of process.argv.slice(2)) {
  const [iso3, rest] = arg.split('-') as [string, string];
  const [level, variant] = rest.split('.') as ['1' | '2', 'screen' | 'print'];
  const file = readdirSync(mapsDir).find((f) => f.startsWith(`${iso3}-${level}.${variant}.`))!;
  const topo = JSON.parse(readFileSync(path.join(mapsDir, file), 'utf8')) as Topology;
  const obj = topo.objects.divisions as GeometryCollection;
  const fc = feature(topo, obj);
  const entry = index.countries.find((c) => c.iso3 === iso3)!;
  const proj = createProjection(entry.projection).fitSize([size, size], fc);
  const pathGen = geoPath(proj);
  const colors = ['#8dd3c7', '#ffffb3', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69', '#fccde5'];
  const fills = fc.features
    .map((f, i) => `<path d="${pathGen(f)}" fill="${colors[i % colors.length]}"/>`)
    .join('');
  const borders = `<path d="${pathGen(mesh(topo, obj, (a, b) => a !== b))}" fill="none" stroke="#333" stroke-width="0.6"/>`;
  const outline = `<path d="${pathGen(mesh(topo, obj, (a, b) => a === b))}" fill="none" stroke="#000" stroke-width="1.2"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#fff"/>${fills}${borders}${outline}</svg>`;
  const svgFile = path.join(outDir, `${arg}.svg`);
  writeFileSync(svgFile, svg);
  const png = path.join(outDir, `${arg}.png`);
  execFileSync(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--screenshot=${png}`, `--window-size=${size},${size}`, `file://${svgFile}`],
    { stdio: 'ignore' },
  );
  console.log(`${png} (${fc.features.length} divisions)`);
}
