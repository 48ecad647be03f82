import { readdirSync, readFileSync } from 'node:fs';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';

/** A country's projected file as `npm run maps` built it, for tests that compose a document up front. */
export function readBuiltCountry(iso3: string): ProjectedCountry {
  const dir = 'var/maps/';
  const name = new RegExp(`^${iso3}\\.projected\\.[0-9a-f]+\\.json$`);
  const file = readdirSync(dir).find((f) => name.test(f));
  if (!file) throw new Error(`${iso3} is not built: npm run maps`);
  return parseProjectedCountry(JSON.parse(readFileSync(dir + file, 'utf8')));
}
