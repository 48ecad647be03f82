import type { Context } from 'hono';
import type { Config } from '../config';
import { ApiError } from '../errors';
import { notModified, validator } from '../http/etag';
import { CompressedBodies } from '../http/compressed-cache';
import { createRateLimiter } from '../http/rate-limit';
import type { SavedMapRepository } from '../repositories/saved-maps';
import type { RequestLimitRepository } from '../repositories/request-limits';
import { createPublishedGeometry } from './geometry';
import type { RenderFailure, RenderPool } from './render-pool';

/** Memory for thumbnails (about 10-40 KB each): a few thousand; least recently used first out. */
const THUMBNAIL_CACHE_BYTES = 24 * 1024 * 1024;
/** Failures remembered at most (each until its Retry-After). */
const MAX_FAILURES = 1000;
/**
 * The Profile links a thumbnail with ?v={version}, so a new save is a new URL: the browser may keep
 * an image for a day without asking, and revalidates with its ETag after that.
 */
const CACHE_CONTROL = 'private, max-age=86400';

/**
 * Saved maps' thumbnails on /Profile (decision "Saved maps' thumbnails are drawn on the server"): the saved
 * document drawn at 480 x 270 as a PNG, in the render pool that draws published pages (decision "Published
 * pages and previews are drawn in worker threads"), for the signed-in owner only. Each request
 * reads the map's version (a primary-key lookup without the document) and answers from memory when
 * that version was drawn already; concurrent first requests share one drawing. Drawings not in the
 * cache count against THUMBNAIL_RATE_LIMIT per user (a Profile with many maps must not spend a
 * client address's RENDER_RATE_LIMIT): 429 with Retry-After beyond. A failed drawing answers 503 with
 * Retry-After, and is not tried again until then.
 */
export interface Thumbnails {
  /** The PNG of `mapId` for its owner `userId`; 404 for a map that is not theirs. */
  respond(c: Context, userId: string, mapId: string): Promise<Response>;
}

export function createThumbnails(deps: {
  config: Config;
  maps: SavedMapRepository;
  /** The server's one render pool, shared with the public pages. */
  pool: RenderPool;
  /** The database's counters, shared by every app server: drawings per user a minute. */
  requestLimits: RequestLimitRepository;
}): Thumbnails {
  const { config, maps, pool } = deps;
  const geometry = createPublishedGeometry(config.mapsDir);
  const images = new CompressedBodies(THUMBNAIL_CACHE_BYTES);
  const building = new Map<string, Promise<Built>>();
  const failed = new Map<string, { until: number; failure: RenderFailure }>();
  const drawings = createRateLimiter(deps.requestLimits, 'thumbnail-user', {
    max: config.rateLimits.thumbnailsPerUser,
    windowSeconds: 60,
  });

  async function draw(userId: string, mapId: string, etag: string): Promise<Built> {
    const known = failed.get(etag);
    if (known && known.until > Date.now()) return known.failure;
    failed.delete(etag);
    const map = await maps.get(userId, mapId);
    if (!map) return { kind: 'gone' };
    const result = await pool.run({ kind: 'thumbnail', mapId, document: map.document });
    if (result.kind === 'ok') {
      images.set(etag, result.bytes);
      return result;
    }
    failed.set(etag, { until: Date.now() + result.retryAfterSeconds * 1000, failure: result });
    for (const [key, entry] of failed)
      if (entry.until <= Date.now() || failed.size > MAX_FAILURES) failed.delete(key);
    return result;
  }

  return {
    async respond(c, userId, mapId) {
      const stamp = await maps.stampOf(userId, mapId);
      if (!stamp) throw new ApiError(404, 'No such saved map');
      const entry = await geometry.entryOf(stamp.country);
      // The map data's file is part of the picture: rebuilt map data is a new image.
      const etag = validator('thumbnail', mapId, stamp.version, entry?.projected?.url);
      const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag };
      const unchanged = notModified(c, headers);
      if (unchanged) return unchanged;
      let bytes = images.get(etag);
      if (!bytes) {
        if (!building.has(etag)) {
          const outcome = await drawings.consume(userId);
          if (!outcome.allowed) {
            throw new ApiError(
              429,
              `Too many map pictures asked for at once; please wait ${outcome.retryAfterSeconds} s.`,
              { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
            );
          }
        }
        // Looked up again: a concurrent request may have started the same drawing while this one counted.
        let pending = building.get(etag);
        if (!pending) {
          pending = draw(userId, mapId, etag).finally(() => building.delete(etag));
          building.set(etag, pending);
        }
        const built = await pending;
        if (built.kind === 'gone') throw new ApiError(404, 'No such saved map');
        if (built.kind === 'unavailable') {
          throw new ApiError(503, built.message, {
            headers: { 'Retry-After': String(built.retryAfterSeconds), 'Cache-Control': 'no-store' },
          });
        }
        bytes = built.bytes;
      }
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': 'image/png',
        'Content-Length': String(bytes.byteLength),
      });
    },
  };
}

type Built = { readonly kind: 'ok'; readonly bytes: Uint8Array } | { readonly kind: 'gone' } | RenderFailure;
