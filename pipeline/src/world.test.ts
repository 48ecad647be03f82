import { describe, expect, it } from 'vitest';
import type { RawFeature } from './loaders';
import { WORLD_UNITS, worldCountry } from './world';

const unit = (adm0: string, iso2: string, admin: string, n = 1): RawFeature[] =>
  Array.from({ length: n }, () => ({ properties: { adm0_a3: adm0, iso_a2: iso2, admin }, geometry: null }));

describe('the world recipe', () => {
  it("names each admin-0 unit as Mapwright's country, by its ISO3 code", () => {
    expect(worldCountry('DEU', unit('DEU', 'DE', 'Germany'))).toMatchObject({
      id: 'DEU',
      code: 'DEU',
      name: 'Germany',
    });
    // Natural Earth's own codes and names give way to ISO's and Mapwright's.
    expect(worldCountry('SDS', unit('SDS', 'SS', 'S. Sudan'))).toMatchObject({
      id: 'SSD',
      name: 'South Sudan',
    });
    expect(worldCountry('PSX', unit('PSX', 'PS', 'Gaza Strip', 2))).toMatchObject({
      id: 'PSE',
      name: 'Palestine',
    });
    expect(worldCountry('KOS', unit('KOS', 'XK', 'Kosovo'))).toMatchObject({
      id: 'XKX',
      code: 'XKX',
      name: 'Kosovo',
    });
    expect(worldCountry('ALD', unit('ALD', 'AX', 'Aland'))).toMatchObject({ id: 'ALA', code: 'ALA' });
  });

  it('keeps units without an ISO code of their own apart, with no code', () => {
    const somaliland = worldCountry('SOL', unit('SOL', '-1', 'Somaliland'));
    expect(somaliland).toMatchObject({ id: 'SOL', name: 'Somaliland' });
    expect(somaliland.code).toBeUndefined();
    // Ashmore and Cartier carries Australia's AU: it must not become a second AUS.
    const ashmore = worldCountry('ATC', unit('ATC', 'AU', 'Ashmore and Cartier Islands'));
    expect(ashmore).toMatchObject({ id: 'ATC', name: 'Ashmore and Cartier Islands' });
    expect(ashmore.code).toBeUndefined();
    expect(ashmore.aliases).not.toContain('AU');
  });

  it('matches a country by its alpha-2 code, its other English names and its names in other languages', () => {
    const germany = worldCountry('DEU', unit('DEU', 'DE', 'Germany')).aliases ?? [];
    expect(germany).toEqual(expect.arrayContaining(['DE', 'Allemagne', 'Alemania', 'Deutschland', 'ドイツ']));
    expect(germany).not.toContain('Germany'); // the name itself is not repeated as an alias
    const us = worldCountry('USA', unit('USA', 'US', 'United States of America')).aliases ?? [];
    expect(us).toEqual(expect.arrayContaining(['US', 'USA', 'United States of America']));
  });

  it('reads every admin-0 unit once', () => {
    expect(WORLD_UNITS).toHaveLength(251);
    expect(new Set(WORLD_UNITS).size).toBe(251);
  });
});
