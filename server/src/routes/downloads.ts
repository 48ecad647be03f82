import type { Hono } from 'hono';
import { z } from 'zod';
import { MAX_EXPORT_SIDE } from '@mapwright/core/export/sizes';
import { MAP_KEY_PATTERN } from '@mapwright/core/editor/map-key';
import { INT4_MAX } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { readJson } from '../http/read-json';
import { DOWNLOAD_FORMATS } from '../repositories/downloads';

const side = z.number().int().min(1).max(MAX_EXPORT_SIDE);

/** The SHA-256 (hex) of the document (core/src/document/contentHash.ts): keys the credit per version. */
const documentHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'documentHash must be 64 lowercase hexadecimal digits');

/** The map's key (core/src/editor/map-key.ts): keys the credit per map. */
const mapKey = z.string().regex(MAP_KEY_PATTERN, 'mapKey must be a lowercase version-4 UUID');

/** Width and height: output pixels for PNG and SVG, page points for PDF. */
const downloadRequestSchema = z.strictObject({
  format: z.enum(DOWNLOAD_FORMATS),
  width: side,
  height: side,
  documentHash: documentHash.optional(),
  mapKey: mapKey.optional(),
});

/** GET /api/downloads/credit's query: the map and version the dialog is about. */
const creditQuery = z.strictObject({ mapKey: mapKey.optional(), documentHash: documentHash.optional() });

/** PUT /api/downloads/saved-map-keys/:id: the saved version the editor just saved or opened, and its map. */
const savedMapKeyBody = z.strictObject({
  version: z.number().int().min(1).max(INT4_MAX, `version must be at most ${INT4_MAX}`),
  mapKey,
});

interface DownloadCreditBody {
  /** Until when a download of this map (or version) uses no download (ISO); null when it would. */
  readonly coveredUntil: string | null;
}

interface SavedMapKeyBody {
  /** The saved version the key was recorded for, and the key; both null when none was recorded. */
  readonly version: number | null;
  readonly mapKey: string | null;
}

interface DownloadGrantBody {
  readonly granted: true;
  /** true on the Le Journaliste plan: nothing was counted. */
  readonly unlimited: boolean;
  /** Free downloads left after this one; null when unlimited. */
  readonly remaining: number | null;
  /**
   * true: a credit for this map (decision "One download covers one map, its key") or this document version
   * (decision "A download credit covers one version of a map") paid for it; nothing was spent.
   */
  readonly covered: boolean;
  /** When the credit for this map or version ends (ISO); null without one (unlimited, no key nor hash). */
  readonly coveredUntil: string | null;
}

export const NO_DOWNLOADS_LEFT =
  'You have used your free downloads. Subscribe to Le Journaliste for unlimited downloads.';

/**
 * POST /api/downloads {format, width, height, documentHash, mapKey}: asked by the web app before it makes
 * an export file. Signed out → 401; a credit for this map or this document version bought in the last 24
 * hours → granted, covered, nothing spent; free with downloads left → granted, one spent (atomically),
 * credits bought for the map and the version, and recorded; free with none left → 403 permission-denied
 * (the web app shows the upgrade offer, and does not ask when it knows none are left); active → granted,
 * not counted. The remaining count reaches open tabs through the user record's live stream (the UPDATE
 * notifies).
 *
 * GET /api/downloads/credit?mapKey&documentHash: until when this map or version is covered (read only),
 * so the dialog says it before a download. PUT and GET /api/downloads/saved-map-keys/:id: which map a
 * saved map's version is, so a saved map opened again is the same map.
 */
export function registerDownloadRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth } = deps.services;
  const { users, downloads } = deps.repos;

  api.post('/downloads', async (c) => {
    const account = await requireUser(auth, c);
    const body = await readJson(c, downloadRequestSchema);
    const request = { uid: account.id, ...body };
    let decision = await downloads.grant(request);
    if (decision.outcome === 'not-found') {
      // The record is made on first sign-in; a client that never read it gets it made here.
      await users.ensure({ uid: account.id, email: account.email });
      decision = await downloads.grant(request);
    }
    switch (decision.outcome) {
      case 'granted':
        return c.json<DownloadGrantBody>({
          granted: true,
          unlimited: false,
          remaining: decision.remaining,
          covered: false,
          coveredUntil: decision.coveredUntil?.toISOString() ?? null,
        });
      case 'covered':
        return c.json<DownloadGrantBody>({
          granted: true,
          unlimited: false,
          remaining: decision.remaining,
          covered: true,
          coveredUntil: decision.coveredUntil.toISOString(),
        });
      case 'unlimited':
        return c.json<DownloadGrantBody>({
          granted: true,
          unlimited: true,
          remaining: null,
          covered: false,
          coveredUntil: null,
        });
      case 'exhausted':
        throw new ApiError(403, NO_DOWNLOADS_LEFT);
      case 'not-found':
        throw new ApiError(500, 'The user record could not be created');
    }
  });

  api.get('/downloads/credit', async (c) => {
    const account = await requireUser(auth, c);
    const parsed = creditQuery.safeParse(c.req.query());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'query';
      throw new ApiError(400, `Invalid ${where}: ${issue?.message ?? 'invalid value'}`);
    }
    const until = await downloads.coveredUntil(account.id, parsed.data);
    return c.json<DownloadCreditBody>({ coveredUntil: until?.toISOString() ?? null }, 200, NO_STORE);
  });

  api.put('/downloads/saved-map-keys/:id', async (c) => {
    const account = await requireUser(auth, c);
    const body = await readJson(c, savedMapKeyBody);
    const outcome = await downloads.recordSavedMapKey(account.id, c.req.param('id'), body);
    if (outcome === 'not-found') throw new ApiError(404, 'No such saved map, or not at that version');
    return c.body(null, 204);
  });

  api.get('/downloads/saved-map-keys/:id', async (c) => {
    const account = await requireUser(auth, c);
    const key = await downloads.savedMapKey(account.id, c.req.param('id'));
    return c.json<SavedMapKeyBody>(
      { version: key?.version ?? null, mapKey: key?.mapKey ?? null },
      200,
      NO_STORE,
    );
  });
}

const NO_STORE = { 'Cache-Control': 'no-store' };
