import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCountry, testIndex, testLevel } from '@mapwright/core/geodata/test-entries';

// The entry asked for, among others.
const romania = testCountry({
  slug: 'Romania',
  name: 'Romania',
  iso2: 'RO',
  iso3: 'ROU',
  region: 'Eastern Europe',
});
const index = (countries: unknown[]) => ({ ...testIndex([]), countries });

let served: unknown;
beforeEach(() => {
  vi.resetModules(); // each test starts with no cached request or index
  vi.stubGlobal('window', {});
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(served), { status: 200 }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchCountryEntry', () => {
  it("checks only the entry asked for: another country's damaged entry does not stop it", async () => {
    served = index([{ slug: 'Germany', name: 42 }, romania]);
    const { fetchCountryEntry, fetchCountryIndex } = await import('./countryIndex');
    expect((await fetchCountryEntry('Romania')).iso3).toBe('ROU');
    // The whole index is still checked whole where it is asked for.
    await expect(fetchCountryIndex()).rejects.toThrow('The map index is damaged');
  });

  it('refuses a damaged entry, a damaged index and a country the index lacks, with clear words', async () => {
    // (The module asks for the index as it loads.)
    served = index([{ ...romania, levels: { 1: testLevel() } }]);
    const { fetchCountryEntry } = await import('./countryIndex');
    await expect(fetchCountryEntry('Romania')).rejects.toThrow('The map index is damaged');
    // The damaged response was forgotten: the next attempt asks the server again.
    served = { version: 1, countries: 'none' };
    await expect(fetchCountryEntry('Romania')).rejects.toThrow('The map index is damaged');
    served = index([romania]);
    await expect(fetchCountryEntry('Atlantis')).rejects.toThrow('There is no map data for Atlantis yet.');
    expect((await fetchCountryEntry('Romania')).name).toBe('Romania');
  });

  it('takes the entry from the whole index when that was checked already', async () => {
    served = index([romania]);
    const { fetchCountryEntry, fetchCountryIndex } = await import('./countryIndex');
    const whole = await fetchCountryIndex();
    expect(await fetchCountryEntry('Romania')).toBe(whole.countries[0]);
  });
});
