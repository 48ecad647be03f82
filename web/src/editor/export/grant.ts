import { ApiError, apiRequest } from '../../auth/api';
import type { ExportFormat } from '@mapwright/core/export/sizes';

export interface GrantBody {
  readonly granted: true;
  readonly unlimited: boolean;
  readonly remaining: number | null;
}

export type GrantResult =
  | { readonly kind: 'granted'; readonly unlimited: boolean; readonly remaining: number | null }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'upgrade'; readonly message: string };

/**
 * Asks the server for one download before the file is made (POST /api/downloads). 401 → sign in,
 * 403 → the upgrade offer; anything else that fails is thrown (network, server error).
 */
export async function requestDownload(
  request: { format: ExportFormat; width: number; height: number },
  signal?: AbortSignal,
): Promise<GrantResult> {
  try {
    const body = await apiRequest<GrantBody>('/api/downloads', { json: request, signal });
    return { kind: 'granted', unlimited: body.unlimited, remaining: body.remaining };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'sign-in' };
    if (error instanceof ApiError && error.status === 403) return { kind: 'upgrade', message: error.message };
    throw error;
  }
}
