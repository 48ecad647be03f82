import { ApiError, apiRequest } from '../../auth/api';
import type { ExportFormat } from '@mapwright/core/export/sizes';

export interface GrantBody {
  readonly granted: true;
  readonly unlimited: boolean;
  readonly remaining: number | null;
  readonly covered: boolean;
  readonly coveredUntil: string | null;
}

/**
 * What the server said about this download (decision "A download credit covers one version of a map", for
 * `covered` and `coveredUntil`).
 */
export interface Grant {
  readonly unlimited: boolean;
  readonly remaining: number | null;
  /** A download of this document version in the last 24 hours paid for this one. */
  readonly covered: boolean;
  /** When this version's download credit ends; null when unlimited. */
  readonly coveredUntil: Date | null;
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
  request: { format: ExportFormat; width: number; height: number; documentHash: string },
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
