import { parseProjectedCountry } from '../geodata/projectedCountry';
import type { ProjectedCountry } from '../geo/project';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { query: string; import: string }): Record<string, () => Promise<T>>;
  }
}

/**
 * France's built map (npm run maps writes it to var/maps), with its five overseas insets: tests of
 * what inset layouts do on the real boxes. Undefined where the maps are not built (a fresh checkout),
 * so the suites using it skip.
 */
const files = import.meta.glob<string>('../../../var/maps/FRA.projected.*.json', {
  query: '?raw',
  import: 'default',
});

export const FRANCE_BUILT = Object.keys(files).length > 0;

export async function loadFrance(): Promise<ProjectedCountry | undefined> {
  const load = Object.values(files)[0];
  return load ? parseProjectedCountry(JSON.parse(await load())) : undefined;
}
