import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const file = (url: string) => ({ url, bytes: 10, gzipBytes: 5 });
const level = (n: 1 | 2) => ({
  available: true,
  label: n === 1 ? 'Counties' : 'Communes',
  labelSingular: n === 1 ? 'County' : 'Commune',
  count: 3,
  screen: file(`/maps/ROU-${n}.screen.x.topo.json`),
  print: file(`/maps/ROU-${n}.print.x.topo.json`),
  source: 'src',
  licence: 'CC-BY-4.0',
  attribution: 'Someone',
});
const romania = {
  slug: 'Romania',
  name: 'Romania',
  iso2: 'RO',
  iso3: 'ROU',
  region: 'Eastern Europe',
  bbox: [20, 43, 30, 48],
  projection: { type: 'mercator' },
  outline: 'ROU',
  levels: { 1: level(1), 2: level(2) },
};
const index = (countries: unknown[]) => ({
  version: 1,
  generatedAt: '2026-11-25T00:00:00Z',
  pipelineVersion: '1',
  outlines: file('/maps/outlines.x.json'),
  countries,
  sources: [],
});

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
    served = index([{ ...romania, levels: { 1: level(1) } }]);
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
