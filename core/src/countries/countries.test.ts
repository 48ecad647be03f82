import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  MAPPED_COUNTRIES,
  REGIONS,
  REGION_MAPS,
  WORLD,
  countryByIso3,
  countryBySlug,
  editorPathOf,
  isOneCountry,
  mapKeyOf,
  regionBySlug,
} from './countries';

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

describe('the region maps', () => {
  it('are mapped like the world, each under a map key of its own the pipeline can name files by', () => {
    expect(REGION_MAPS.map((r) => r.slug)).toEqual([
      'Europe',
      'Africa',
      'Asia',
      'MiddleEast',
      'NorthAmerica',
      'SouthAmerica',
      'Oceania',
    ]);
    expect(REGION_MAPS.map((r) => r.name)).toContain('Middle East');
    for (const region of REGION_MAPS) {
      expect(MAPPED_COUNTRIES).toContain(region);
      expect(mapKeyOf(region)).toMatch(/^WLD_[A-Z0-9]+$/);
      expect(isOneCountry(region)).toBe(false);
      expect(countryBySlug(region.slug)).toBe(region);
    }
    expect(new Set(MAPPED_COUNTRIES.map(mapKeyOf)).size).toBe(MAPPED_COUNTRIES.length);
    // The ISO3 lookup stays the countries'.
    expect(countryByIso3('WLD')).toBeUndefined();
    expect(isOneCountry(WORLD)).toBe(false);
    expect(isOneCountry(COUNTRIES[0]!)).toBe(true);
  });

  it('open at /Regions/{slug}; a country is no region', () => {
    expect(editorPathOf('Europe')).toBe('/Regions/Europe');
    expect(editorPathOf('MiddleEast')).toBe('/Regions/MiddleEast');
    expect(editorPathOf('World')).toBe('/World');
    expect(editorPathOf('France')).toBe('/Countries/France');
    expect(regionBySlug('Oceania')?.mapKey).toBe('WLD_OCE');
    expect(regionBySlug('France')).toBeUndefined();
    expect(regionBySlug('europe')).toBeUndefined();
  });
});
