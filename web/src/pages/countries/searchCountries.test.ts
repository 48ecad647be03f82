import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@mapwright/core/countries/countries';
import { searchCountries } from './searchCountries';

describe('searchCountries', () => {
  it('returns every country for a blank query', () => {
    expect(searchCountries(COUNTRIES, '  ')).toHaveLength(34);
  });
  it('matches names case-insensitively, across spaces, and by ISO code', () => {
    expect(searchCountries(COUNTRIES, 'sri l').map((c) => c.slug)).toEqual(['SriLanka']);
    expect(searchCountries(COUNTRIES, 'UNITED').map((c) => c.slug)).toEqual(['UnitedKingdom']);
    expect(searchCountries(COUNTRIES, 'jpn').map((c) => c.slug)).toEqual(['Japan']);
    expect(searchCountries(COUNTRIES, 'land').map((c) => c.slug)).toEqual(['Thailand', 'Finland']);
  });
  it('ignores accents in the query', () => {
    expect(searchCountries(COUNTRIES, 'Fránce').map((c) => c.slug)).toEqual(['France']);
  });
});
