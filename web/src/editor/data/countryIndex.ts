import {
  countryIndexSchema,
  type CountryEntry,
  type CountryIndex,
} from '@mapwright/core/geodata/countryIndex';
import { forgetJson, INDEX_URL, requestIndexJson } from './requests';

export { INDEX_URL } from './requests';

/**
 * The country index, fetched once per page life. A failed fetch is not cached, so "Retry" really
 * asks the server again.
 */
let indexPromise: Promise<CountryIndex> | undefined;

export function fetchCountryIndex(): Promise<CountryIndex> {
  indexPromise ??= (async () => {
    const parsed = countryIndexSchema.safeParse(await requestIndexJson());
    if (!parsed.success) {
      forgetJson(INDEX_URL);
      throw new Error('The map index is damaged; please try again later.');
    }
    return parsed.data;
  })().catch((error: unknown) => {
    indexPromise = undefined;
    throw error;
  });
  return indexPromise;
}

export async function fetchCountryEntry(slug: string): Promise<CountryEntry> {
  const index = await fetchCountryIndex();
  const entry = index.countries.find((c) => c.slug === slug);
  if (!entry) throw new Error(`There is no map data for ${slug} yet.`);
  return entry;
}

// The editor needs the index first thing (its files' URLs come from it): ask for it as soon as this
// module loads, in case nothing asked earlier (the editor route prefetches it with prefetchCountry,
// requests.ts). The request is the cached one, so fetchCountryEntry() reuses it.
if (typeof window !== 'undefined' && typeof fetch === 'function')
  void requestIndexJson().catch(() => undefined);
