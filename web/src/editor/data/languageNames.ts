import type { CountryEntry } from '@mapwright/core/geodata/countryIndex';
import type { MapLanguage } from '@mapwright/core/document/map-language';
import {
  languageNamesSchema,
  NAMES_MANIFEST_FILE,
  namesManifestSchema,
  type LanguageNames,
} from '@mapwright/core/names/language-names';
import { forgetJson, requestMapJson } from './requests';

/** Beside the index, as the pipeline writes it. */
const MANIFEST_URL = `/maps/${NAMES_MANIFEST_FILE}`;

/**
 * A map's division names in one language (decision "A map has a language of its own"): the manifest
 * beside the index names the map's file for the language; both are fetched only for a map in a
 * language other than English, once per page life. Undefined when the data has no name in it.
 */
export async function loadLanguageNames(
  entry: CountryEntry,
  language: MapLanguage,
): Promise<LanguageNames | undefined> {
  if (language === 'en') return undefined;
  const manifest = namesManifestSchema.safeParse(await requestMapJson(MANIFEST_URL));
  if (!manifest.success) {
    forgetJson(MANIFEST_URL);
    throw new Error('The list of map names is damaged; please try again later.');
  }
  // The manifest is keyed by map key, which is what the index names the map's outline by.
  const url = manifest.data[entry.outline]?.[language];
  if (!url) return undefined;
  const names = languageNamesSchema.safeParse(await requestMapJson(url));
  if (!names.success || names.data.language !== language) {
    forgetJson(url);
    throw new Error('The names of this map in that language are damaged; please try again later.');
  }
  return names.data;
}
