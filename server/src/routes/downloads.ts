import type { Hono } from 'hono';
import { z } from 'zod';
import { MAX_EXPORT_SIDE } from '@mapwright/core/export/sizes';
import type { RouteDeps } from '../deps';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { readJson } from '../http/read-json';
import { DOWNLOAD_FORMATS } from '../repositories/downloads';

const side = z.number().int().min(1).max(MAX_EXPORT_SIDE);

/** Width and height: output pixels for PNG and SVG, page points for PDF. */
export const downloadRequestSchema = z.strictObject({
  format: z.enum(DOWNLOAD_FORMATS),
  width: side,
  height: side,
  /** The SHA-256 (hex) of the document (core/src/document/contentHash.ts): keys the download credit. */
  documentHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'documentHash must be 64 lowercase hexadecimal digits')
    .optional(),
});

export interface DownloadGrantBody {
  readonly granted: true;
  /** true on the Le Journaliste plan: nothing was counted. */
  readonly unlimited: boolean;
  /** Free downloads left after this one; null when unlimited. */
  readonly remaining: number | null;
  /**
   * true: a credit for this document version paid for it (decision "A download credit covers one version of a
   * map"); nothing was spent.
   */
  readonly covered: boolean;
  /** When the credit for this document version ends (ISO); null without one (unlimited, no hash). */
  readonly coveredUntil: string | null;
}

export const NO_DOWNLOADS_LEFT =
  'You have used your free downloads. Subscribe to Le Journaliste for unlimited downloads.';

/**
 * POST /api/downloads {format, width, height, documentHash}: asked by the web app before it makes an
 * export file. Signed out → 401; a credit for this document version bought in the last 24 hours →
 * granted, covered, nothing spent; free with downloads left → granted, one spent (atomically), a credit
 * bought for the version, and recorded; free with
 * none left → 403 permission-denied (the web app shows the upgrade offer); active → granted, not counted.
 * The remaining count reaches open tabs through the user record's live stream (the UPDATE notifies).
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
}
