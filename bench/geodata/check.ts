/**
 * The state of the built map data, per country and variant (issue 36): divisions per level, the mosaic
 * gate's area check (the divisions' areas against their union, decision "Each level is a mosaic"),
 * and the newest change of boundaries the data shows, where the recipe knows it.
 *   npx tsx bench/geodata/check.ts [mapsDir=var/maps] [KEY,…]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Topology } from 'topojson-specification';
import { countryBySlug, mapKeyOf } from '@mapwright/core/countries/countries';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import { gateLevel } from '../../pipeline/src/gate';
import { RECIPES } from '../../pipeline/src/recipes';

const args = process.argv.slice(2);
const mapsDir = args.find((a) => !/^[A-Z]{3}(_[A-Z0-9]+)?(,[A-Z]{3}(_[A-Z0-9]+)?)*$/.test(a)) ?? 'var/maps';
const only = args.find((a) => a !== mapsDir)?.split(',');
const index = countryIndexSchema.parse(JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')));

const rows: string[][] = [['country', 'L1', 'L1 sum/union', 'L2', 'L2 sum/union', 'boundaries as of']];
let failed = 0;
for (const c of index.countries) {
  const country = countryBySlug(c.slug);
  const key = country ? mapKeyOf(country) : c.iso3;
  if (only && !only.includes(key)) continue;
  const row = [key];
  for (const lv of [1, 2] as const) {
    const e = c.levels[lv];
    if (!e.available) {
      row.push('—', '—');
      continue;
    }
    const topo = JSON.parse(readFileSync(path.join(mapsDir, path.basename(e.print.url)), 'utf8')) as Topology;
    const g = await gateLevel(key, lv, topo);
    failed += g.problems.length;
    for (const p of g.problems) console.error(p);
    row.push(
      String(g.count),
      `${Math.round(g.sumKm2).toLocaleString('en')} / ${Math.round(g.unionKm2).toLocaleString('en')} km² (${g.diffPct >= 0 ? '+' : ''}${g.diffPct.toFixed(4)} %)`,
    );
  }
  const asOf = RECIPES[key]?.boundariesAsOf;
  row.push(asOf ? `${asOf.date} (${asOf.why})` : 'source undated');
  rows.push(row);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows)
  console.log(r.map((v, i) => (i === rows[0]!.length - 1 ? v : v.padEnd(widths[i]!))).join('  '));
if (failed) process.exitCode = 1;
