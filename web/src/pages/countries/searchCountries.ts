import type { Country } from '@mapwright/core/countries/countries';

/** Case- and accent-insensitive form used to match what people type against country names. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Countries whose name, slug or ISO code contains the query (all when the query is blank). */
export function searchCountries(countries: readonly Country[], query: string): Country[] {
  const q = foldForSearch(query);
  if (!q) return [...countries];
  return countries.filter((c) =>
    [c.name, c.slug, c.iso2, c.iso3].some((field) => foldForSearch(field).includes(q)),
  );
}
