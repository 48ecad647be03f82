/**
 * Published maps (`/api/maps/:id/publication`, `/api/publications`, `/api/published/:publicId` and the
 * public page `/m/{publicId}`), shared by the server that stores them and the web app that shows them.
 */

import { editorPathOf } from '../countries/countries';

/** A saved map's publication, as its owner sees it. */
export interface Publication {
  /** The saved map it was published from. */
  readonly mapId: string;
  /** The unguessable id in the public link. */
  readonly publicId: string;
  /** The public page: `/m/{publicId}`. */
  readonly path: string;
  /** Grows by one with every publish of the same map; the page and its preview are cached per version. */
  readonly version: number;
  /** The saved map's version the snapshot was taken from. */
  readonly mapVersion: number;
  readonly publishedAt: string;
  readonly updatedAt: string;
}

/** What anyone may read about a published map: the document and its public id, nothing else. */
export interface PublishedMapPayload {
  readonly id: string;
  readonly document: unknown;
}

/** 128 random bits in base64url: 22 characters. Anything else is not a public id (404 without a query). */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function publishedPath(publicId: string): string {
  return `/m/${publicId}`;
}

/** Where "Make your own copy" opens a published map: its country's editor, which loads it as a new draft. */
export function publishedCopyPath(country: string, publicId: string): string {
  return `${editorPathOf(country)}?copy=${encodeURIComponent(publicId)}`;
}
