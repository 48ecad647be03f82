import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@mapwright/core/countries/countries';
import { searchCountries } from './searchCountries';

describe('searchCountries', () => {
  it('matches the name in the interface’s language too', () => {
    const french = (c: { slug: string }) => (c.slug === 'Germany' ? 'Allemagne' : undefined);
    expect(searchCountries(COUNTRIES, 'allem', french).map((c) => c.slug)).toEqual(['Germany']);
    expect(searchCountries(COUNTRIES, 'allem').map((c) => c.slug)).toEqual([]);
  });
  it('returns every country for a blank query', () => {
    expect(searchCountries(COUNTRIES, '  ')).toHaveLength(34);
  });
  it('matches names case-insensitively, across spaces, and by ISO code', () => {
    expect(searchCountries(COUNTRIES, 'sri l').map((c) => c.slug)).toEqual(['SriLanka']);
    expect(searchCountries(COUNTRIES, 'UNITED').map((c) => c.slug)).toEqual(['UnitedKingdom']);
    expect(searchCountries(COUNTRIES, 'jpn').map((c) => c.slug)).toEqual(['Japan']);
    expect(searchCountries(COUNTRIES, 'land').map((c) => c.slug)).toEqual(['Thailand', 'Finland']);
  });
  it('finds countries by common English names, endonyms in any script and other codes (issue 31)', () => {
    const find = (q: string) => searchCountries(COUNTRIES, q).map((c) => c.slug);
    expect(find('UK')).toEqual(['UnitedKingdom']);
    expect(find('Britain')).toEqual(['UnitedKingdom']);
    expect(find('Deutschland')).toEqual(['Germany']);
    expect(find('España')).toEqual(['Spain']);
    expect(find('espana')).toEqual(['Spain']);
    expect(find('Nihon')).toEqual(['Japan']);
    expect(find('中国')).toEqual(['China']);
    expect(find('भारत')).toEqual(['India']);
    expect(find('Burma')).toEqual(['Myanmar']);
    expect(find('Suomi')).toEqual(['Finland']);
    // A script no country uses finds nothing (not everything).
    expect(find('ქართველო')).toEqual([]);
  });
  it('matches other names only from the start of a word', () => {
    expect(searchCountries(COUNTRIES, 'land').map((c) => c.slug)).toEqual(['Thailand', 'Finland']);
  });
  it('ignores accents in the query', () => {
    expect(searchCountries(COUNTRIES, 'Fránce').map((c) => c.slug)).toEqual(['France']);
  });
});
