import type { Country } from '@mapwright/core/countries/countries';
import { COUNTRY_ALIASES } from '@mapwright/core/countries/country-aliases';

/**
 * Case- and accent-insensitive form used to match what people type against country names. Letters
 * and digits of every script are kept ("中国", "भारत"); only Latin-style accents are dropped, so
 * "España" finds "Espana". Marks that are part of other scripts' letters are kept as typed.
 */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Countries whose name (English, or in the interface's language: `localName`), slug or ISO code
 * contains the query, or one of whose other names (common English names, endonyms, other codes:
 * core's COUNTRY_ALIASES) has a word starting with it; all when the query is blank. Other names match
 * by word start so "land" does not find England.
 */
export function searchCountries(
  countries: readonly Country[],
  query: string,
  localName: (country: Country) => string | undefined = () => undefined,
): Country[] {
  const q = foldForSearch(query);
  if (!q) return [...countries];
  return countries.filter(
    (c) =>
      [c.name, localName(c) ?? '', c.slug, c.iso2, c.iso3].some((field) =>
        foldForSearch(field).includes(q),
      ) || (COUNTRY_ALIASES[c.slug] ?? []).some((alias) => startsAWord(foldForSearch(alias), q)),
  );
}

function startsAWord(text: string, q: string): boolean {
  return text.startsWith(q) || text.includes(` ${q}`);
}
