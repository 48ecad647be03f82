import type { Hono } from 'hono';
import { z } from 'zod';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { parseDocument } from '@mapwright/core/document/parse-document';
import type { SavedMapsLimits } from '../config';
import type { RouteDeps } from '../deps';
import { formatBytes } from '../format-bytes';
import { INT4_MAX } from '../db/schema';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { readJson } from '../http/read-json';
import type { CustomBoundaryRepository } from '../repositories/custom-boundaries';
import { requireWithinRenderBudget } from '../http/render-budget-check';
import { requireStoredBoundary } from '../http/stored-boundary-check';

const name = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');
const createBody = z.object({ name, document: z.unknown() });
const saveBody = z.object({
  document: z.unknown(),
  // The version column is int4: a larger number could never match, and the database would refuse it.
  baseVersion: z.number().min(1).max(INT4_MAX, `must be at most ${INT4_MAX}`).int(),
});
const renameBody = z.object({ name });

/**
 * The document must be a map the core can read (its message says what is wrong with it), within the
 * render budget (a small document must not cost seconds to draw wherever it is shown), and, drawn on the
 * user's own boundaries, name boundaries the server stores (the save carries only their hash).
 */
async function validDocument(input: unknown, boundaries: CustomBoundaryRepository) {
  if (input === undefined) throw new ApiError(400, 'Invalid document: required');
  const parsed = parseDocument(input);
  if (!parsed.ok) throw new ApiError(400, parsed.error);
  requireWithinRenderBudget(parsed.doc, 'save');
  await requireStoredBoundary(parsed.doc, boundaries, 'save');
  return parsed.doc;
}

function notFound(): never {
  throw new ApiError(404, 'No such saved map');
}

/**
 * Waiting cannot lift an account limit (deleting maps does); Retry-After still tells an automatic
 * client (autosave) to back off for a good while rather than retry at once.
 */
const SAVED_MAPS_RETRY_AFTER_SECONDS = 60 * 60;

function limitReached(limit: 'count' | 'bytes', limits: SavedMapsLimits): never {
  const message =
    limit === 'count'
      ? `You have ${limits.maxCount} saved maps, the most an account can keep. Delete some to save new ones.`
      : `Your saved maps would take more than ${formatBytes(limits.maxBytes)}, the most an account can keep. Delete some to save this one.`;
  throw new ApiError(429, message, { headers: { 'Retry-After': String(SAVED_MAPS_RETRY_AFTER_SECONDS) } });
}

/**
 * Maps saved to the signed-in user's account. A save (PUT) names the version it was based on; when the
 * stored copy is newer the answer is 409 aborted with the current version, never a silent overwrite.
 * An account keeps at most SAVED_MAPS_LIMIT maps of SAVED_MAPS_BYTES_LIMIT in all: beyond, 429
 * resource-exhausted saying what to do.
 */
export function registerSavedMapRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth } = deps.services;
  const { maps, customBoundaries } = deps.repos;
  const limits = deps.config.savedMaps;
  const noStore = { 'Cache-Control': 'no-store' };

  api.get('/maps', async (c) => {
    const user = await requireUser(auth, c);
    return c.json({ maps: await maps.list(user.id) }, 200, noStore);
  });

  api.post('/maps', async (c) => {
    const user = await requireUser(auth, c);
    const body = await readJson(c, createBody);
    const doc = await validDocument(body.document, customBoundaries);
    // The map's slug (Custom/{hash} on the user's own boundaries): the editor a saved map opens in.
    const result = await maps.create(
      user.id,
      { country: mapSlugOf(doc), name: body.name, document: doc },
      limits,
    );
    if (result.outcome === 'limit') limitReached(result.limit, limits);
    return c.json(result.map, 201, noStore);
  });

  api.get('/maps/:id', async (c) => {
    const user = await requireUser(auth, c);
    return c.json((await maps.get(user.id, c.req.param('id'))) ?? notFound(), 200, noStore);
  });

  // The map's picture for /Profile (decision "Saved maps' thumbnails are drawn on the server"), drawn on the
  // server once per saved version.
  api.get('/maps/:id/thumbnail.png', async (c) => {
    const user = await requireUser(auth, c);
    return deps.services.thumbnails.respond(c, user.id, c.req.param('id'));
  });

  api.put('/maps/:id', async (c) => {
    const user = await requireUser(auth, c);
    const body = await readJson(c, saveBody);
    const doc = await validDocument(body.document, customBoundaries);
    const result = await maps.save(
      user.id,
      c.req.param('id'),
      { country: mapSlugOf(doc), document: doc },
      body.baseVersion,
      limits,
    );
    if (result.outcome === 'not-found') notFound();
    if (result.outcome === 'limit') limitReached(result.limit, limits);
    if (result.outcome === 'conflict') {
      throw new ApiError(
        409,
        `This map was saved elsewhere in the meantime (version ${result.currentVersion}, yours is based on ${body.baseVersion})`,
      );
    }
    return c.json(result.map, 200, noStore);
  });

  api.patch('/maps/:id', async (c) => {
    const user = await requireUser(auth, c);
    const body = await readJson(c, renameBody);
    return c.json((await maps.rename(user.id, c.req.param('id'), body.name)) ?? notFound(), 200, noStore);
  });

  api.delete('/maps/:id', async (c) => {
    const user = await requireUser(auth, c);
    if (!(await maps.remove(user.id, c.req.param('id')))) notFound();
    return c.body(null, 204);
  });
}
