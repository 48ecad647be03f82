import type { CountryEntry, LevelEntry } from '../../../../core/src/geodata/countryIndex';
import { projectCountry, type ProjectedCountry } from '../../../../core/src/geo/project';
import type { DivisionTopology } from '../../../../core/src/geo/topology';
import { requestTopologyJson } from './requests';

/** What one level of a country needs on screen: its geometry, or why it cannot be shown. */
export type LevelAvailability =
  | { readonly available: true; readonly label: string; readonly attribution: string }
  | { readonly available: false; readonly label: string; readonly reason: string };

export interface CountryGeometry {
  readonly entry: CountryEntry;
  readonly projected: ProjectedCountry;
  readonly levels: { readonly 1: LevelAvailability; readonly 2: LevelAvailability };
}

/**
 * Projected geometry per set of screen files, kept for the page's life: projecting Romania's 3,186
 * districts costs hundreds of milliseconds, and both levels share one fitted projection, so the key is
 * the pair of (content-hashed, hence immutable) file URLs. A failed load is dropped so a retry refetches.
 */
const geometryCache = new Map<string, Promise<ProjectedCountry>>();

function fetchTopology(url: string): Promise<DivisionTopology> {
  // Cached per URL in requests.ts, where the editor route may already have started it.
  return requestTopologyJson(url) as Promise<DivisionTopology>;
}

function screenUrl(level: LevelEntry): string | undefined {
  return level.available ? level.screen.url : undefined;
}

function availability(level: LevelEntry): LevelAvailability {
  return level.available
    ? { available: true, label: level.label, attribution: level.attribution }
    : { available: false, label: level.label, reason: level.unavailableReason };
}

export function loadCountryGeometry(entry: CountryEntry): Promise<CountryGeometry> {
  const url1 = screenUrl(entry.levels[1]);
  const url2 = screenUrl(entry.levels[2]);
  const levels = { 1: availability(entry.levels[1]), 2: availability(entry.levels[2]) };
  if (!url1 && !url2) {
    return Promise.reject(new Error(`No map of ${entry.name} is available yet.`));
  }
  const key = `${url1 ?? ''}|${url2 ?? ''}`;
  let projected = geometryCache.get(key);
  if (!projected) {
    projected = Promise.all([url1 && fetchTopology(url1), url2 && fetchTopology(url2)]).then(
      ([level1, level2]) => {
        // For the editor benchmark (bench/editor/profile.ts): when the files were in, and projected.
        performance.mark('mapwright:geometry-fetched');
        const result = projectCountry(
          { ...(level1 && { level1 }), ...(level2 && { level2 }) },
          entry.projection,
        );
        performance.mark('mapwright:geometry-projected');
        return result;
      },
    );
    projected.catch(() => geometryCache.delete(key));
    geometryCache.set(key, projected);
  }
  return projected.then((p) => ({ entry, projected: p, levels }));
}

/** The attribution line for the levels that are drawn (both levels may share one source). */
export function attributionOf(geometry: CountryGeometry): string {
  const lines = [geometry.levels[1], geometry.levels[2]]
    .filter((l): l is Extract<LevelAvailability, { available: true }> => l.available)
    .map((l) => l.attribution);
  return [...new Set(lines)].join(' · ');
}
