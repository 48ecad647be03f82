/**
 * Each level's names, per country, from the built screen files (decision "One language per level"):
 * every level-1 name and a sample of about 30 level-2 names, with [the local name] and {aliases}, to
 * see at a glance whether a level mixes languages.
 *   npx tsx bench/geodata/names.ts [mapsDir=var/maps] [ISO3,…] [--all]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import type { DivisionProperties } from '@mapwright/core/geodata/division';

const args = process.argv.slice(2);
const all = args.includes('--all');
const rest = args.filter((a) => a !== '--all');
const mapsDir = rest.find((a) => !/^[A-Z]{3}(,[A-Z]{3})*$/.test(a)) ?? 'var/maps';
const only = rest.find((a) => /^[A-Z]{3}(,[A-Z]{3})*$/.test(a))?.split(',');
const index = countryIndexSchema.parse(JSON.parse(readFileSync(path.join(mapsDir, 'index.json'), 'utf8')));

for (const c of index.countries) {
  if (only && !only.includes(c.iso3)) continue;
  for (const lv of [1, 2] as const) {
    const e = c.levels[lv];
    if (!e.available) continue;
    const topo = JSON.parse(
      readFileSync(path.join(mapsDir, e.screen.url.split('/').pop()!), 'utf8'),
    ) as Topology;
    const gs = (topo.objects.divisions as GeometryCollection<DivisionProperties>).geometries;
    const step = lv === 1 || all ? 1 : Math.max(1, Math.floor(gs.length / 30));
    const names = gs
      .filter((_, i) => i % step === 0)
      .map((g) => {
        const p = (g.properties ?? {}) as Partial<DivisionProperties>;
        const local = p.nameLocal ? `[${p.nameLocal}]` : '';
        const aliases = p.aliases?.length ? `{${p.aliases.join(', ')}}` : '';
        return `${p.name ?? '?'}${local}${aliases}`;
      });
    console.log(`${c.iso3} ${lv} (${gs.length}): ${names.join(' | ')}`);
  }
}
