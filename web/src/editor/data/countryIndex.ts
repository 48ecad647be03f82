import {
  countryIndexSchema,
  type CountryEntry,
  type CountryIndex,
} from '../../../../core/src/geodata/countryIndex';

export const INDEX_URL = '/maps/index.json';

/**
 * The country index, fetched once per page life. A failed fetch is not cached, so "Retry" really
 * asks the server again.
 */
let indexPromise: Promise<CountryIndex> | undefined;

export function fetchCountryIndex(): Promise<CountryIndex> {
  indexPromise ??= (async () => {
    const response = await fetch(INDEX_URL);
    if (!response.ok) throw new Error(`The map index could not be loaded (HTTP ${response.status}).`);
    const parsed = countryIndexSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('The map index is damaged; please try again later.');
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
// module loads, while the editor's own chunk is still being evaluated and rendered. The promise is the
// cached one above, so the first fetchCountryEntry() reuses it; a failure is dropped and retried then.
if (typeof window !== 'undefined' && typeof fetch === 'function')
  void fetchCountryIndex().catch(() => undefined);
