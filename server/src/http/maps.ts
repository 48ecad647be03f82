import path from 'node:path';
import type { Context } from 'hono';
import { errorBody } from '../errors';
import { mapsCacheControl } from './cache-policy';
import { isPrecompressedSibling } from '../../../pipeline/src/precompressed';
import { findFile, resolveInside, sendFile } from './static-files';

export const MAPS_PREFIX = '/maps/';

/** Serves the map pipeline's output (TopoJSON per country and level, index.json) from MAPS_DIR. */
export function createMapsHandler(mapsDir: string) {
  return async (c: Context): Promise<Response> => {
    const relative = c.req.path.slice(MAPS_PREFIX.length);
    const target = resolveInside(mapsDir, relative);
    // A .br or .gz sibling is how a file is sent compressed, never a file of its own.
    const file =
      target === undefined || isPrecompressedSibling(target) ? undefined : await findFile(mapsDir, target);
    if (target === undefined || !file) {
      return c.json(errorBody('not-found', `No such map file: ${c.req.path}`), 404, {
        'Cache-Control': 'no-cache',
      });
    }
    return sendFile(c, file, mapsCacheControl(path.basename(target)));
  };
}
