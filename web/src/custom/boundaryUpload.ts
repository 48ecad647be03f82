import { apiRequest } from '../auth/api';
import { keptBoundary } from './boundaryStore';

/** Hashes the server is known to hold this page's life: a save asks once, and uploads at most once. */
const onServer = new Set<string>();

/**
 * Makes sure the server holds the boundaries a map names before the map is saved or published there
 * (decision "A map names its own boundaries by hash"): the server is asked, and only when the server lacks them
 * is this browser's copy uploaded, once. A map's own saves never carry the geometry.
 */
export async function ensureBoundaryOnServer(hash: string): Promise<void> {
  if (onServer.has(hash)) return;
  const { stored } = await apiRequest<{ stored: boolean }>(`/api/boundaries/${hash}/stored`);
  if (stored) {
    onServer.add(hash);
    return;
  }
  const content = await keptBoundary(hash);
  if (content === undefined) {
    throw new Error(
      'The boundaries of this map are not in this browser, so they cannot be uploaded. Upload the file again at /Custom.',
    );
  }
  await apiRequest<{ hash: string }>('/api/boundaries', { jsonText: content });
  onServer.add(hash);
}
