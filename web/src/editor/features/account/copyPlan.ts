import { publishedCopyPath } from '@mapwright/core/api/publishedMaps';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { parseDocument } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../../../auth/api';
import type { PublishedMapPayload } from '../../../auth/publications';

export type PublishedCopy =
  | { readonly kind: 'ok'; readonly doc: MapDocument }
  /** A map of another country: its editor makes the copy (division ids would not match here). */
  | { readonly kind: 'otherCountry'; readonly path: string }
  /** Its document cannot be read: why, in the core's words. */
  | { readonly kind: 'error'; readonly detail: string };

/** What a published map read for "Make your own copy" means for the editor of `country`. */
export function interpretPublishedCopy(payload: PublishedMapPayload, country: string): PublishedCopy {
  const parsed = parseDocument(payload.document);
  if (!parsed.ok) return { kind: 'error', detail: parsed.error };
  const slug = mapSlugOf(parsed.doc);
  if (slug !== country) {
    return { kind: 'otherCountry', path: publishedCopyPath(slug, payload.id) };
  }
  return { kind: 'ok', doc: parsed.doc };
}

/** Why the copy could not be made, for a notice; the draft stays as it is. */
export function copyErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 404) return t('dialogs:account.copyNotFound');
  if (error instanceof ApiError) return t('dialogs:account.copyFailedBecause', { reason: error.message });
  if (error instanceof NetworkError) return t('dialogs:account.offline');
  return t('dialogs:account.copyFailed');
}
