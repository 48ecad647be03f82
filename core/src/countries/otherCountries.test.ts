import { describe, expect, it } from 'vitest';
import { DIVISION_CAVEATS } from './caveats';
import { ALL_COUNTRIES, COUNTRIES, REGIONS, countryByIso3, countryBySlug, isDetailed } from './countries';
import { OTHER_COUNTRIES } from './otherCountries';

describe('every other country', () => {
  it('adds countries beside the 34, with no slug or code twice', () => {
    expect(OTHER_COUNTRIES.length).toBeGreaterThan(150);
    expect(ALL_COUNTRIES).toHaveLength(COUNTRIES.length + OTHER_COUNTRIES.length);
    for (const key of ['slug', 'iso3', 'iso2'] as const)
      expect(new Set(ALL_COUNTRIES.map((c) => c[key])).size, key).toBe(ALL_COUNTRIES.length);
  });

  it('spells slugs as the spec does: the English short name, words run together', () => {
    for (const c of OTHER_COUNTRIES) expect(c.slug, c.name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(countryBySlug('UnitedStates')?.iso3).toBe('USA');
    expect(countryBySlug('Brazil')?.iso3).toBe('BRA');
    expect(countryBySlug('Nigeria')?.iso2).toBe('NG');
    expect(countryBySlug('DRCongo')?.name).toBe('DR Congo');
    expect(countryByIso3('CAN')?.slug).toBe('Canada');
  });

  it('marks the 34 and the United States as detailed, every other country as first level only', () => {
    expect(ALL_COUNTRIES.filter(isDetailed).map((c) => c.slug)).toEqual([
      ...COUNTRIES.map((c) => c.slug),
      'UnitedStates',
    ]);
    expect(countryBySlug('Kenya')?.firstLevelOnly).toBe(true);
  });

  it('uses every region, and the 34 only the first eight', () => {
    expect(new Set(ALL_COUNTRIES.map((c) => c.region))).toEqual(new Set(REGIONS));
    expect(new Set(COUNTRIES.map((c) => c.region))).toEqual(new Set(REGIONS.slice(0, 8)));
  });

  it('says where a first level is out of date only for countries it lists', () => {
    for (const slug of Object.keys(DIVISION_CAVEATS)) expect(countryBySlug(slug), slug).toBeDefined();
    expect(DIVISION_CAVEATS.Kenya?.text).toMatch(/47 counties/);
    expect(DIVISION_CAVEATS.Morocco?.text).toMatch(/12/);
  });
});
