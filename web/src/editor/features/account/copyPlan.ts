import { publishedCopyPath } from '@mapwright/core/api/publishedMaps';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { parseDocument } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';
import { ApiError, NetworkError } from '../../../auth/api';
import type { PublishedMapPayload } from '../../../auth/publications';

export type PublishedCopy =
  | { readonly kind: 'ok'; readonly doc: MapDocument }
  /** A map of another country: its editor makes the copy (division ids would not match here). */
  | { readonly kind: 'otherCountry'; readonly path: string }
  | { readonly kind: 'error'; readonly message: string };

/** What a published map read for "Make your own copy" means for the editor of `country`. */
export function interpretPublishedCopy(payload: PublishedMapPayload, country: string): PublishedCopy {
  const parsed = parseDocument(payload.document);
  if (!parsed.ok) return { kind: 'error', message: `The published map could not be copied. ${parsed.error}` };
  const slug = mapSlugOf(parsed.doc);
  if (slug !== country) {
    return { kind: 'otherCountry', path: publishedCopyPath(slug, payload.id) };
  }
  return { kind: 'ok', doc: parsed.doc };
}

/** Why the copy could not be made, for a notice; the draft stays as it is. */
export function copyErrorMessage(error: unknown): string {
  const keep = 'Your draft is kept.';
  if (error instanceof ApiError && error.status === 404) {
    return `That published map was not found: it may have been unpublished. ${keep}`;
  }
  if (error instanceof ApiError) return `The published map could not be copied: ${error.message}. ${keep}`;
  if (error instanceof NetworkError) return `${error.message} ${keep}`;
  return `The published map could not be copied. ${keep}`;
}
