import { editorPathOf } from '@mapwright/core/countries/countries';
import { ensureBoundaryOnServer } from '../custom/boundaryUpload';
import { ApiError, apiRequest } from './api';
import type { SavedMap, SavedMapSummary } from '@mapwright/core/api/savedMaps';

export type { SavedMap, SavedMapSummary };

export type SaveResult =
  | { readonly ok: true; readonly map: SavedMap }
  /** The account holds a newer copy (someone saved from another tab or device): nothing was written. */
  | { readonly ok: false; readonly conflict: true; readonly message: string };

/**
 * Typed client for maps saved to the signed-in user's account (`/api/maps`). Errors other than a
 * version conflict throw ApiError (401 when signed out, 404 for a missing map, 400 for a bad document).
 * The editor opens a saved map at `/Countries/{country}?map={id}` (see savedMapPath).
 */
export const savedMaps = {
  async list(): Promise<SavedMapSummary[]> {
    return (await apiRequest<{ maps: SavedMapSummary[] }>('/api/maps')).maps;
  },
  get(id: string): Promise<SavedMap> {
    return apiRequest<SavedMap>(`/api/maps/${encodeURIComponent(id)}`);
  },
  async create(name: string, document: unknown): Promise<SavedMap> {
    await boundaryStoredFor(document);
    return apiRequest<SavedMap>('/api/maps', { json: { name, document } });
  },
  async save(id: string, document: unknown, baseVersion: number): Promise<SaveResult> {
    await boundaryStoredFor(document);
    try {
      const map = await apiRequest<SavedMap>(`/api/maps/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: { document, baseVersion },
      });
      return { ok: true, map };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        return { ok: false, conflict: true, message: error.message };
      }
      throw error;
    }
  },
  rename(id: string, name: string): Promise<SavedMapSummary> {
    return apiRequest<SavedMapSummary>(`/api/maps/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: { name },
    });
  },
  async remove(id: string): Promise<void> {
    await apiRequest<void>(`/api/maps/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
};

/** A map on the user's own boundaries is saved after them: the server keeps maps that name what it holds. */
async function boundaryStoredFor(document: unknown): Promise<void> {
  const hash = (document as { boundary?: { hash?: unknown } | null } | null)?.boundary?.hash;
  if (typeof hash === 'string') await ensureBoundaryOnServer(hash);
}

/** Where the editor opens a saved map. */
export function savedMapPath(map: Pick<SavedMapSummary, 'id' | 'country'>): string {
  return `${editorPathOf(map.country)}?map=${encodeURIComponent(map.id)}`;
}

/**
 * The map's picture, drawn by the server per saved version (decision "Saved maps'
 * thumbnails are drawn on the server"): the version in the address
 * makes a new save a new image, whatever the browser keeps.
 */
export function savedMapThumbnailUrl(map: Pick<SavedMapSummary, 'id' | 'version'>): string {
  return `/api/maps/${encodeURIComponent(map.id)}/thumbnail.png?v=${map.version}`;
}
