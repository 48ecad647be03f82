import type { CountryEntry, LevelEntry } from '@mapwright/core/geodata/countryIndex';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { forgetJson, requestMapJson } from './requests';

/** What one level of a country needs on screen: its geometry, or why it cannot be shown. */
type LevelAvailability =
  | { readonly available: true; readonly label: string; readonly attribution: string }
  | { readonly available: false; readonly label: string; readonly reason: string };

export interface CountryGeometry {
  readonly entry: CountryEntry;
  readonly projected: ProjectedCountry;
  readonly levels: { readonly 1: LevelAvailability; readonly 2: LevelAvailability };
}

/**
 * Projected geometry per projected file, kept for the page's life. The map pipeline projects each
 * country's screen files with core's `projectCountry` at build time (decision "The map pipeline projects, the
 * editor parses"), so the editor parses and checks paths instead of projecting thousands of divisions on
 * load. The URL is content-hashed, hence immutable. A failed load is dropped so a retry refetches.
 */
const geometryCache = new Map<string, Promise<ProjectedCountry>>();

/** What the editor's level switch says of a level of the index: drawn, with its credit, or why not. */
export function availability(level: LevelEntry): LevelAvailability {
  return level.available
    ? { available: true, label: level.label, attribution: level.attribution }
    : { available: false, label: level.label, reason: level.unavailableReason };
}

export function loadCountryGeometry(entry: CountryEntry): Promise<CountryGeometry> {
  const levels = { 1: availability(entry.levels[1]), 2: availability(entry.levels[2]) };
  const url = entry.projected?.url;
  if (!url || (!levels[1].available && !levels[2].available)) {
    return Promise.reject(new Error(`No map of ${entry.name} is available yet.`));
  }
  let projected = geometryCache.get(url);
  if (!projected) {
    // Cached per URL in requests.ts, where the editor route may already have started it.
    projected = requestMapJson(url).then((json) => {
      // For the editor benchmark (bench/editor/profile.ts): when the file was in, and checked.
      performance.mark('mapwright:geometry-fetched');
      let result: ProjectedCountry;
      try {
        result = parseProjectedCountry(json);
      } catch (error) {
        forgetJson(url); // a retry asks the server again
        throw error;
      }
      performance.mark('mapwright:geometry-projected');
      return result;
    });
    projected.catch(() => geometryCache.delete(url));
    geometryCache.set(url, projected);
  }
  return projected.then((p) => ({ entry, projected: p, levels }));
}
