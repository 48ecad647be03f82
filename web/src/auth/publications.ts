import type { Publication, PublishedMapPayload } from '@mapwright/core/api/publishedMaps';
import { ApiError, apiRequest } from './api';

export type { Publication, PublishedMapPayload };

export type PublishResult =
  | { readonly ok: true; readonly publication: Publication }
  /** The saved map is at another version than the one named: save, then publish. */
  | { readonly ok: false; readonly conflict: true; readonly message: string };

/**
 * Typed client for publishing saved maps (`/api/maps/:id/publication`, `/api/publications`) and for
 * reading a published map (`/api/published/:publicId`, no account needed). Errors throw ApiError.
 */
export const publications = {
  /**
   * The map's publication, or null when it is not published: found in the user's publications, which
   * answer 200 whether or not this map is among them (asking the map's own publication answers 404 for
   * an unpublished map, an error in the console every time the Publish dialog opened; issue 42 item 16).
   */
  async get(mapId: string): Promise<Publication | null> {
    return (await publications.list()).find((p) => p.mapId === mapId) ?? null;
  },
  async list(): Promise<Publication[]> {
    return (await apiRequest<{ publications: Publication[] }>('/api/publications')).publications;
  },
  /** Publishes the saved map as it is at `mapVersion` (first time, or again: same link). */
  async publish(mapId: string, mapVersion: number): Promise<PublishResult> {
    try {
      const publication = await apiRequest<Publication>(
        `/api/maps/${encodeURIComponent(mapId)}/publication`,
        {
          method: 'PUT',
          json: { mapVersion },
        },
      );
      return { ok: true, publication };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        return { ok: false, conflict: true, message: error.message };
      }
      throw error;
    }
  },
  async unpublish(mapId: string): Promise<void> {
    await apiRequest<void>(`/api/maps/${encodeURIComponent(mapId)}/publication`, { method: 'DELETE' });
  },
  read(publicId: string): Promise<PublishedMapPayload> {
    return apiRequest<PublishedMapPayload>(`/api/published/${encodeURIComponent(publicId)}`);
  },
};

/** The public page's absolute address. */
export function publicationUrl(
  publication: Pick<Publication, 'path'>,
  origin = window.location.origin,
): string {
  return `${origin}${publication.path}`;
}
