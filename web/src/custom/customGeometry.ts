import {
  customMapEntry,
  projectStoredBoundary,
  type StoredBoundary,
} from '@mapwright/core/custom/custom-map';
import { storedBoundarySchema } from '@mapwright/core/custom/stored';
import type { MapFile } from '@mapwright/core/geodata/countryIndex';
import { availability, type CountryGeometry } from '../editor/data/countryGeometry';
import { keepBoundary, keptBoundary } from './boundaryStore';
import type { DivisionTopology } from '@mapwright/core/geo/topology';
import { keepLocalMapFile, localMapFileUrl } from '../editor/data/localMapFiles';

type Topology = StoredBoundary['screen'];

/** Loaded once per page life, by hash: the geometry cannot change under it. */
const loaded = new Map<string, Promise<CountryGeometry>>();

/**
 * The geometry of a map on the user's own boundaries: this browser's copy, else the server's (kept here
 * for next time), checked with the core's schema, projected as the server projects it, with an index
 * entry of its own so the levels panel, the credit and the print export read it as a country's (a
 * second level, when the user grouped the divisions, fetched by the print export from its own URL).
 */
export function loadCustomGeometry(hash: string): Promise<CountryGeometry> {
  let promise = loaded.get(hash);
  if (!promise) {
    promise = (async () => {
      const content = (await keptBoundary(hash)) ?? (await fetchBoundary(hash));
      const parsed = storedBoundarySchema.safeParse(JSON.parse(content));
      if (!parsed.success) throw new Error('These boundaries are damaged and cannot be drawn.');
      const boundary = parsed.data;
      const files = (level: 1 | 2, topologies: { screen: Topology; print: Topology }) => ({
        screen: fileOf(`${hash}/${level}/screen`, topologies.screen),
        print: fileOf(`${hash}/${level}/print`, topologies.print),
      });
      const entry = customMapEntry(boundary, hash, {
        ...files(1, boundary),
        ...(boundary.level2 && { level2: files(2, boundary.level2) }),
      });
      const projected = projectStoredBoundary(boundary);
      return {
        entry,
        projected,
        levels: { 1: availability(entry.levels[1]), 2: availability(entry.levels[2]) },
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

/** A topology as a map file the print export reads like a country's, from the page (no download). */
function fileOf(key: string, topology: Topology): MapFile {
  const url = localMapFileUrl(key);
  // Checked by the schema; its bbox, if any, is the one topojson-server wrote.
  keepLocalMapFile(url, topology as unknown as DivisionTopology);
  const bytes = topology.arcs.length + 1;
  return { url, bytes, gzipBytes: bytes };
}
