import { isMapKey, type MapKey } from '@mapwright/core/editor/map-key';
import { apiRequest } from '../../../auth/api';
import type { SavedMapSummary } from '../../../auth/savedMaps';

type SavedVersion = Pick<SavedMapSummary, 'id' | 'version'>;

const path = (id: string) => `/api/downloads/saved-map-keys/${encodeURIComponent(id)}`;

/** The key recorded for a saved map, with the version it was recorded for. */
export interface RecordedKey {
  readonly version: number | null;
  readonly mapKey: string | null;
}

/**
 * The key recorded for a saved map (decision "One download covers one map, its key"), read beside the map
 * itself; null when the server could not say. Never throws: the map opens without it.
 */
export async function readSavedMapKey(id: string): Promise<RecordedKey | null> {
  try {
    return await apiRequest<RecordedKey>(path(id));
  } catch {
    return null;
  }
}

/**
 * Which map this saved version is: the key recorded when that very version was saved or opened, or
 * undefined (none recorded, or another version's: it may have been saved from another map). Undefined
 * opens it as a new map, whose next download counts: the safe side.
 */
export function keyOfVersion(recorded: RecordedKey | null, map: SavedVersion): MapKey | undefined {
  return recorded?.version === map.version && isMapKey(recorded.mapKey) ? recorded.mapKey : undefined;
}

/**
 * Records that this saved version is the map `mapKey` (after a save, a new saved map, or an opening that
 * gave it a new key), so opening it again, in another tab or on another device, is the same map. Best
 * effort: if it fails, the next opening of this version is a new map and its next download counts.
 */
export function recordSavedMapKey(map: SavedVersion, mapKey: MapKey): void {
  apiRequest<void>(path(map.id), { method: 'PUT', json: { version: map.version, mapKey } }).catch(
    () => undefined,
  );
}
