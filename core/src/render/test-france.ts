import { parseProjectedCountry } from '../geodata/projectedCountry';
import type { ProjectedCountry } from '../geo/project';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { query: string; import: string }): Record<string, () => Promise<T>>;
  }
}

/**
 * France's and Spain's built maps (npm run maps writes them to var/maps), with their territory insets:
 * tests of what insets do on the real boxes. Undefined where the maps are not built (a fresh
 * checkout), so the suites using them skip.
 */
const files = import.meta.glob<string>('../../../var/maps/{FRA,ESP}.projected.*.json', {
  query: '?raw',
  import: 'default',
});

const fileOf = (iso3: string) =>
  Object.entries(files).find(([name]) => name.includes(`/${iso3}.projected.`))?.[1];

export const FRANCE_BUILT = fileOf('FRA') !== undefined;
export const SPAIN_BUILT = fileOf('ESP') !== undefined;

async function load(iso3: string): Promise<ProjectedCountry | undefined> {
  const read = fileOf(iso3);
  return read ? parseProjectedCountry(JSON.parse(await read())) : undefined;
}

export const loadFrance = () => load('FRA');
export const loadSpain = () => load('ESP');
