import { mapNameOf } from '@mapwright/core/countries/countries';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { parseDocument } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';
import { ApiError, NetworkError } from '../../../auth/api';
import { savedMapPath, type SavedMap } from '../../../auth/savedMaps';

export type SavedMapOpen =
  | { readonly kind: 'ok'; readonly doc: MapDocument }
  /** A map of another country: its editor is at `path` (division ids would not match here). */
  | { readonly kind: 'otherCountry'; readonly path: string; readonly countryName: string }
  | { readonly kind: 'error'; readonly message: string };

/** What a saved map fetched from the account means for the editor of `country` (a map slug: mapSlugOf). */
export function interpretSavedMap(map: SavedMap, country: string): SavedMapOpen {
  const parsed = parseDocument(map.document);
  if (!parsed.ok) return { kind: 'error', message: `"${map.name}" could not be opened. ${parsed.error}` };
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

/** Why a saved map could not be read, for a notice; the draft stays as it is. */
export function openErrorMessage(error: unknown): string {
  const keep = 'Your draft is kept.';
  if (error instanceof ApiError) {
    if (error.status === 404) {
      return `That saved map was not found: it may have been deleted, or it belongs to another account. ${keep}`;
    }
    if (error.status === 401 || error.status === 403) {
      return `You are not allowed to open that saved map; sign in with the account that saved it. ${keep}`;
    }
    return `The saved map could not be opened: ${error.message}. ${keep}`;
  }
  if (error instanceof NetworkError) return `${error.message} ${keep}`;
  return `The saved map could not be opened. ${keep}`;
}
