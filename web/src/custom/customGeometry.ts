import { customAttribution, customMapEntry, projectStoredBoundary } from '@mapwright/core/custom/custom-map';
import { storedBoundarySchema } from '@mapwright/core/custom/stored';
import type { MapFile } from '@mapwright/core/geodata/countryIndex';
import type { CountryGeometry } from '../editor/data/countryGeometry';
import { keepBoundary, keptBoundary } from './boundaryStore';

/** Loaded once per page life, by hash: the geometry cannot change under it. */
const loaded = new Map<string, Promise<CountryGeometry>>();

/**
 * The geometry of a map on the user's own boundaries: this browser's copy, else the server's (kept here
 * for next time), checked with the core's schema, projected as the server projects it, with an index
 * entry of its own so the levels panel, the credit and the print export read it as a country's.
 */
export function loadCustomGeometry(hash: string): Promise<CountryGeometry> {
  let promise = loaded.get(hash);
  if (!promise) {
    promise = (async () => {
      const content = (await keptBoundary(hash)) ?? (await fetchBoundary(hash));
      const parsed = storedBoundarySchema.safeParse(JSON.parse(content));
      if (!parsed.success) throw new Error('These boundaries are damaged and cannot be drawn.');
      const boundary = parsed.data;
      const entry = customMapEntry(boundary, hash, {
        screen: fileOf(JSON.stringify(boundary.screen)),
        print: fileOf(JSON.stringify(boundary.print)),
      });
      const projected = projectStoredBoundary(boundary);
      return {
        entry,
        projected,
        levels: {
          1: { available: true, label: 'Divisions', attribution: customAttribution(boundary) },
          2: { available: false, label: 'Second level', reason: 'Your file makes one level of divisions.' },
        },
      };
    })();
    promise.catch(() => loaded.delete(hash));
    loaded.set(hash, promise);
  }
  return promise;
}

async function fetchBoundary(hash: string): Promise<string> {
  const response = await fetch(`/api/boundaries/${hash}`);
  if (response.status === 404) {
    throw new Error(
      'These boundaries are not in this browser or on the server. Open the map where it was made, or upload the file again.',
    );
  }
  if (!response.ok) throw new Error(`Your boundaries could not be loaded (HTTP ${response.status}).`);
  const content = await response.text();
  await keepBoundary(hash, content).catch(() => undefined);
  return content;
}

/** A topology as a map file the print export fetches like a country's (an object URL: no download). */
function fileOf(json: string): MapFile {
  const blob = new Blob([json], { type: 'application/json' });
  return { url: URL.createObjectURL(blob), bytes: Math.max(1, blob.size), gzipBytes: Math.max(1, blob.size) };
}
