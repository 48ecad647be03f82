import { mapNameOf } from '@mapwright/core/countries/countries';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { parseDocument } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../../../auth/api';
import { savedMapPath, type SavedMap } from '../../../auth/savedMaps';

export type SavedMapOpen =
  | { readonly kind: 'ok'; readonly doc: MapDocument }
  /** A map of another country: its editor is at `path` (division ids would not match here). */
  | { readonly kind: 'otherCountry'; readonly path: string; readonly countryName: string }
  /** Its document cannot be read: why, in the core's words. */
  | { readonly kind: 'error'; readonly name: string; readonly detail: string };

/** What a saved map fetched from the account means for the editor of `country` (a map slug: mapSlugOf). */
export function interpretSavedMap(map: SavedMap, country: string): SavedMapOpen {
  const parsed = parseDocument(map.document);
  if (!parsed.ok) return { kind: 'error', name: map.name, detail: parsed.error };
  const slug = mapSlugOf(parsed.doc);
  if (slug !== country) {
    const countryName = mapNameOf(slug);
    return {
      kind: 'otherCountry',
      path: savedMapPath({ id: map.id, country: slug }),
      countryName,
    };
  }
  return { kind: 'ok', doc: parsed.doc };
}

/** A saved map whose document cannot be read, for a notice. */
export function unreadableMessage(opened: { name: string; detail: string }, t: TFunction): string {
  return t('dialogs:account.openUnreadable', { name: opened.name, detail: opened.detail });
}

/** Why a saved map could not be read, for a notice; the draft stays as it is. */
export function openErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('dialogs:account.openNotFound');
    if (error.status === 401 || error.status === 403) return t('dialogs:account.openForbidden');
    return t('dialogs:account.openFailedBecause', { reason: error.message });
  }
  if (error instanceof NetworkError) return t('dialogs:account.offline');
  return t('dialogs:account.openFailed');
}
