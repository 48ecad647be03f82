import type { Hono } from 'hono';
import { z } from 'zod';
import { PUBLIC_ID_PATTERN, type PublishedMapPayload } from '@mapwright/core/api/publishedMaps';
import type { RouteDeps } from '../deps';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { notModified } from '../http/etag';
import { readJson } from '../http/read-json';
import { requireWithinRenderBudget } from '../http/render-budget-check';
import { requireStoredBoundary } from '../http/stored-boundary-check';
import { parseDocument } from '@mapwright/core/document/parse-document';

/** The saved map's version the owner saw: only that version is published (what was saved is what shows). */
const publishBody = z.strictObject({ mapVersion: z.number().int().min(1) });

function notPublished(): never {
  throw new ApiError(404, 'This map is not published');
}

/**
 * Publishing saved maps (docs/server.md, "Published maps"; decision "Published maps").
 *
 * Owner side, signed in, scoped by owner (another user's map is 404, never 403, so ids are not probed):
 * - `PUT /api/maps/:id/publication {mapVersion}` publishes the saved map as it is at that version: 201
 *   the first time, 200 when it updates the publication (same public id, version + 1); 409 when the
 *   saved map has another version (save first), 404 when there is no such map.
 * - `GET /api/maps/:id/publication`, `DELETE /api/maps/:id/publication` (204; the link then answers 404).
 * - `GET /api/publications`: all of the user's publications (the Profile's list).
 *
 * Public side, no account: `GET /api/published/:publicId` → `{id, document}` and nothing else.
 */
export function registerPublishedMapRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth } = deps.services;
  const { published } = deps.repos;
  const noStore = { 'Cache-Control': 'no-store' };

  api.get('/publications', async (c) => {
    const user = await requireUser(auth, c);
    return c.json({ publications: await published.list(user.id) }, 200, noStore);
  });

  api.get('/maps/:id/publication', async (c) => {
    const user = await requireUser(auth, c);
    return c.json((await published.get(user.id, c.req.param('id'))) ?? notPublished(), 200, noStore);
  });

  api.put('/maps/:id/publication', async (c) => {
    const user = await requireUser(auth, c);
    const body = await readJson(c, publishBody);
    // Saves are checked since the budget exists; a map saved before it is checked here, at the version
    // asked for (publish copies only that version, so what was checked is what is published).
    const saved = await deps.repos.maps.get(user.id, c.req.param('id'));
    if (saved && saved.version === body.mapVersion) {
      const parsed = parseDocument(saved.document);
      if (parsed.ok) {
        requireWithinRenderBudget(parsed.doc, 'publish');
        // The page draws the boundaries the map names: they must be stored (a save checks it too).
        await requireStoredBoundary(parsed.doc, deps.repos.customBoundaries, 'publish');
      }
    }
    const result = await published.publish(user.id, c.req.param('id'), body.mapVersion);
    if (result.outcome === 'not-found') throw new ApiError(404, 'No such saved map');
    if (result.outcome === 'conflict') {
      throw new ApiError(
        409,
        `The saved map is at version ${result.currentVersion}, not ${body.mapVersion}: save it, then publish`,
      );
    }
    // The first visitor (often the author, from the dialog's link) finds the page already built here.
    deps.services.publicPages.warm(result.publication.publicId);
    return c.json(result.publication, result.created ? 201 : 200, noStore);
  });

  api.delete('/maps/:id/publication', async (c) => {
    const user = await requireUser(auth, c);
    if (!(await published.unpublish(user.id, c.req.param('id')))) notPublished();
    return c.body(null, 204);
  });

  api.get('/published/:publicId', async (c) => {
    const publicId = c.req.param('publicId');
    const snapshot = PUBLIC_ID_PATTERN.test(publicId) ? await published.read(publicId) : undefined;
    if (!snapshot) throw new ApiError(404, 'No such published map');
    const etag = `"${snapshot.publicId}.${snapshot.version}"`;
    const headers = { 'Cache-Control': 'no-cache', ETag: etag };
    return (
      notModified(c, headers) ??
      c.json<PublishedMapPayload>({ id: snapshot.publicId, document: snapshot.document }, 200, headers)
    );
  });
}
