import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryBySlug } from '@mapwright/core/countries/countries';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import { MAPS_DIR } from '../editor/servers';

/** A country's projected screen geometry from the built map files (npm run maps). */
export function loadProjected(slug: string): ProjectedCountry {
  const country = countryBySlug(slug);
  if (!country) throw new Error(`Unknown country ${slug}`);
  const file = readdirSync(MAPS_DIR).find((name) =>
    new RegExp(`^${country.iso3}\\.projected\\.[0-9a-f]+\\.json$`).test(name),
  );
  if (!file) throw new Error(`No projected map of ${slug} in ${MAPS_DIR}: run npm run maps`);
  return parseProjectedCountry(JSON.parse(readFileSync(join(MAPS_DIR, file), 'utf8')));
}
