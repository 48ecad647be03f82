import { describe, expect, it } from 'vitest';
import { COUNTRIES, REGIONS, countryByIso3, countryBySlug } from './countries';

const SPEC_SLUGS =
  'SriLanka, India, Malaysia, France, Italy, Thailand, Germany, Israel, Palestine, China, Syria, Finland, Denmark, Sweden, SouthAfrica, Spain, Pakistan, Myanmar, SaudiArabia, UnitedKingdom, Cambodia, Vietnam, Japan, Bangladesh, Oman, Iraq, Philippines, Belgium, Romania, Lebanon, Laos, Norway, Jordan, Nepal'.split(
    ', ',
  );

describe('countries', () => {
  it('lists exactly the 34 slugs of the spec, in its order', () => {
    expect(COUNTRIES.map((c) => c.slug)).toEqual(SPEC_SLUGS);
  });
  it('has unique ISO codes and uses the first eight regions', () => {
    expect(new Set(COUNTRIES.map((c) => c.iso3)).size).toBe(34);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(34);
    expect(new Set(COUNTRIES.map((c) => c.region))).toEqual(new Set(REGIONS.slice(0, 8)));
  });
  it('looks up by slug (case-sensitive) and ISO3', () => {
    expect(countryBySlug('SriLanka')?.iso3).toBe('LKA');
    expect(countryBySlug('srilanka')).toBeUndefined();
    expect(countryByIso3('ROU')?.slug).toBe('Romania');
  });
});
