import { ApiError, apiRequest } from '../../../auth/api';
import type { DownloadFormat } from '@mapwright/core/export/sizes';
import type { MapKey } from '@mapwright/core/editor/map-key';

interface GrantBody {
  readonly granted: true;
  readonly unlimited: boolean;
  readonly remaining: number | null;
  readonly covered: boolean;
  readonly coveredUntil: string | null;
}

/**
 * What the server said about this download (decision "One download covers one map, its key", for
 * `covered` and `coveredUntil`).
 */
export interface Grant {
  readonly unlimited: boolean;
  readonly remaining: number | null;
  /** A download of this map (or this very version) in the last 24 hours paid for this one. */
  readonly covered: boolean;
  /** When this map's download credit ends; null when unlimited. */
  readonly coveredUntil: Date | null;
}

/** What a download would be of: the map (its key) and its version (the document's content hash). */
export interface DownloadTarget {
  readonly mapKey: MapKey;
  readonly documentHash: string;
}

export type GrantResult =
  | ({ readonly kind: 'granted' } & Grant)
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'upgrade'; readonly message: string };

/**
 * Asks the server for one download before the file is made (POST /api/downloads). 401 → sign in,
 * 403 → the upgrade offer; anything else that fails is thrown (network, server error).
 */
export async function requestDownload(
  request: { format: DownloadFormat; width: number; height: number } & DownloadTarget,
  signal?: AbortSignal,
): Promise<GrantResult> {
  try {
    const body = await apiRequest<GrantBody>('/api/downloads', { json: request, signal });
    return {
      kind: 'granted',
      unlimited: body.unlimited,
      remaining: body.remaining,
      covered: body.covered,
      coveredUntil: body.coveredUntil === null ? null : new Date(body.coveredUntil),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'sign-in' };
    if (error instanceof ApiError && error.status === 403) return { kind: 'upgrade', message: error.message };
    throw error;
  }
}

/**
 * Until when a download of this map (or version) uses no download, or null when it would use one
 * (GET /api/downloads/credit, read only): the dialog says it before anything is asked.
 */
export async function readCredit(target: DownloadTarget, signal?: AbortSignal): Promise<Date | null> {
  const query = new URLSearchParams({ mapKey: target.mapKey, documentHash: target.documentHash });
  const body = await apiRequest<{ coveredUntil: string | null }>(`/api/downloads/credit?${query}`, {
    signal,
  });
  return body.coveredUntil === null ? null : new Date(body.coveredUntil);
}
