import type { Hono } from 'hono';
import { z } from 'zod';
import { BOUNDARY_HASH } from '@mapwright/core/document/map-slug';
import { DIVISIONS_OBJECT } from '@mapwright/core/geodata/division';
import { storedBoundarySchema } from '@mapwright/core/custom/stored';
import { storedBoundaryContent } from '@mapwright/core/custom/custom-map';
import type { RouteDeps } from '../deps';
import { formatBytes } from '../format-bytes';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { readJson } from '../http/read-json';

/** What one account may keep of its own boundaries, in bytes of their stored JSON. */
const CUSTOM_BOUNDARY_QUOTA_BYTES = 50_000_000;

/**
 * POST /api/boundaries stores a user's own boundaries once (decision "Own boundaries are stored once, by
 * their content"): the body is checked again with the core's schema (polygons only, names, counts,
 * within the request body limit), written back as canonical JSON and named by its sha256, which the
 * answer gives and maps reference. GET /api/boundaries/{hash} serves it to anyone with the hash,
 * cached for ever (the content cannot change under its hash); GET /api/boundaries/{hash}/stored says
 * whether it is stored without reading it.
 */
export function registerBoundaryRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth } = deps.services;
  const repo = deps.repos.customBoundaries;

  api.post('/boundaries', async (c) => {
    const user = await requireUser(auth, c);
    // Parsed by the schema, then written and hashed as the browser does (core/src/custom/custom-map.ts).
    const { boundary, content, hash } = await storedBoundaryContent(await readJson(c, storedBoundarySchema));
    // The divisions a map of them has: the second level's when the file was grouped into two.
    const divisions = (boundary.level2?.screen ?? boundary.screen).objects[DIVISIONS_OBJECT].geometries
      .length;
    const result = await repo.store(
      user.id,
      { hash, content, name: boundary.name, divisions },
      CUSTOM_BOUNDARY_QUOTA_BYTES,
    );
    if (result.outcome === 'quota') {
      throw new ApiError(
        429,
        `Your own boundaries would take more than ${formatBytes(CUSTOM_BOUNDARY_QUOTA_BYTES)}, the most an account can keep.`,
      );
    }
    return c.json({ hash, divisions }, result.created ? 201 : 200, { 'Cache-Control': 'no-store' });
  });

  // Whether a hash is stored, asked by the browser before a save names it: always 200, so a "no" is an
  // answer and not a failed request in the console; the content is not read for it.
  api.get('/boundaries/:hash/stored', async (c) => {
    const hash = z.string().regex(BOUNDARY_HASH).safeParse(c.req.param('hash'));
    if (!hash.success) throw new ApiError(404, 'No such boundaries');
    return c.json({ stored: await repo.has(hash.data) }, 200, { 'Cache-Control': 'no-store' });
  });

  api.get('/boundaries/:hash', async (c) => {
    const hash = z.string().regex(BOUNDARY_HASH).safeParse(c.req.param('hash'));
    if (!hash.success) throw new ApiError(404, 'No such boundaries');
    const content = await repo.get(hash.data);
    if (content === null) throw new ApiError(404, 'No such boundaries');
    return c.body(content, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
