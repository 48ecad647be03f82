import { z } from 'zod';
import {
  countryEntrySchema,
  countryIndexSchema,
  type CountryEntry,
  type CountryIndex,
} from '@mapwright/core/geodata/countryIndex';
import { forgetJson, INDEX_URL, requestIndexJson } from './requests';

/** A damaged index response is forgotten, so the next attempt asks the server again. */
function damaged(): Error {
  forgetJson(INDEX_URL);
  return new Error('The map index is damaged; please try again later.');
}

/**
 * The country index, fetched once per page life. A failed fetch is not cached, so "Retry" really
 * asks the server again.
 */
let indexPromise: Promise<CountryIndex> | undefined;

export function fetchCountryIndex(): Promise<CountryIndex> {
  indexPromise ??= (async () => {
    const parsed = countryIndexSchema.safeParse(await requestIndexJson());
    if (!parsed.success) {
      throw damaged();
    }
    return parsed.data;
  })().catch((error: unknown) => {
    indexPromise = undefined;
    throw error;
  });
  return indexPromise;
}

/**
 * The index down to its list of countries, each left unchecked: the editor checks only the entry it
 * opens. Zod runs without its compiled path in the browser (the CSP forbids eval), where checking all
 * 34 entries was a noticeable part of the editor's load on a phone (bench/RESULTS.md).
 */
const indexShapeSchema = countryIndexSchema.extend({
  countries: z.array(z.unknown()),
  sources: z.array(z.unknown()),
});

/** One country's entry of the index, checked on its own (the whole index once it is parsed anyway). */
export async function fetchCountryEntry(slug: string): Promise<CountryEntry> {
  const noData = () => new Error(`There is no map data for ${slug} yet.`);
  if (indexPromise) {
    const checked = (await indexPromise).countries.find((c) => c.slug === slug);
    if (!checked) throw noData();
    return checked;
  }
  const found = (await countriesUnchecked()).find(
    (c) => typeof c === 'object' && c !== null && (c as { slug?: unknown }).slug === slug,
  );
  if (!found) throw noData();
  const entry = countryEntrySchema.safeParse(found);
  if (!entry.success) {
    throw damaged();
  }
  return entry.data;
}

async function countriesUnchecked(): Promise<readonly unknown[]> {
  const shape = indexShapeSchema.safeParse(await requestIndexJson());
  if (!shape.success) {
    throw damaged();
  }
  return shape.data.countries;
}

// The editor needs the index first thing (its files' URLs come from it): ask for it as soon as this
// module loads, in case nothing asked earlier (the editor route prefetches it with prefetchCountry,
// requests.ts). The request is the cached one, so fetchCountryEntry() reuses it.
if (typeof window !== 'undefined' && typeof fetch === 'function')
  void requestIndexJson().catch(() => undefined);
