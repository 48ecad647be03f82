import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryEntry } from '@mapwright/core/geodata/countryIndex';
import { testCountry, testFile, testIndex, testLevel } from '@mapwright/core/geodata/test-entries';
import type { App } from '../app';
import {
  buildTestApp,
  createTestSite,
  expectNoInternalErrors,
  testConfig,
  writeFiles,
  type TestSite,
} from '../testing/app';

const level = (url: string) => testLevel({ label: 'States', screen: url });
const country = (slug: string, levels: CountryEntry['levels'], projected?: string): CountryEntry =>
  testCountry({
    slug,
    name: slug,
    iso2: 'IN',
    iso3: 'IND',
    bbox: [68, 6, 97, 36],
    outline: 'IND',
    levels,
    ...(projected && { projected: testFile(projected) }),
  });

const INDIA_LEVELS: CountryEntry['levels'] = {
  1: level('/maps/IND-1.screen.aaaa.topo.json'),
  2: level('/maps/IND-2.screen.bbbb.topo.json'),
};
const INDIA = country('India', INDIA_LEVELS, '/maps/IND.projected.abab.json');
const UNAVAILABLE = {
  available: false,
  label: 'Districts',
  labelSingular: 'District',
  unavailableReason: 'No source.',
} as const;
const NOWHERE = country('Nowhere', { 1: UNAVAILABLE, 2: UNAVAILABLE });
const WORLD = country('World', INDIA_LEVELS, '/maps/WLD.projected.cdcd.json');
const EUROPE = country('Europe', INDIA_LEVELS, '/maps/WLD_EUR.projected.efef.json');

let site: TestSite;
let app: App;

beforeAll(async () => {
  site = await createTestSite();
  await writeFiles(site.webDist, { 'index.html': '<!doctype html><title>Mapwright</title>' });
  await writeFiles(site.mapsDir, {
    'index.json': JSON.stringify(testIndex([INDIA, NOWHERE, WORLD, EUROPE])),
  });
  app = buildTestApp({ config: testConfig(site) });
});

afterAll(async () => {
  await site.cleanup();
  expectNoInternalErrors();
});

const preloads = async (url: string) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return res.headers.get('link');
};
const hint = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;

describe('map preload hints on index.html', () => {
  it("names the index and the country's projected levels on its editor page", async () => {
    expect(await preloads('/Countries/India')).toBe(
      [hint('/maps/index.json'), hint('/maps/IND.projected.abab.json')].join(', '),
    );
    expect(await preloads('/Countries/India/')).toBe(await preloads('/Countries/India'));
  });

  it("names the world's projected levels on /World", async () => {
    const world = [hint('/maps/index.json'), hint('/maps/WLD.projected.cdcd.json')].join(', ');
    expect(await preloads('/World')).toBe(world);
    expect(await preloads('/World/')).toBe(world);
  });

  it("names a region's projected levels on /Regions/{slug}, and only the index for another name", async () => {
    const europe = [hint('/maps/index.json'), hint('/maps/WLD_EUR.projected.efef.json')].join(', ');
    expect(await preloads('/Regions/Europe')).toBe(europe);
    expect(await preloads('/Regions/Europe/')).toBe(europe);
    // A country is no region: its page is not found, so its map is not worth a hint.
    expect(await preloads('/Regions/India')).toBe(hint('/maps/index.json'));
    expect(await preloads('/Regions/Atlantis')).toBe(hint('/maps/index.json'));
  });

  it('names only the index for a country without a map, or an unknown country', async () => {
    expect(await preloads('/Countries/Nowhere')).toBe(hint('/maps/index.json'));
    expect(await preloads('/Countries/Atlantis')).toBe(hint('/maps/index.json'));
    expect(await preloads('/Countries/%E0%A4')).toBe(hint('/maps/index.json'));
  });

  it('names the index and the outlines on the country list, and nothing on other pages', async () => {
    expect(await preloads('/Countries')).toBe(
      [hint('/maps/index.json'), hint('/maps/outlines.0.topo.json')].join(', '),
    );
    expect(await preloads('/')).toBeNull();
    expect(await preloads('/Profile')).toBeNull();
  });

  it('follows a rebuilt index, and gives no hints (not an error) when the index is damaged', async () => {
    const indexFile = path.join(site.mapsDir, 'index.json');
    const rebuilt = country('India', INDIA_LEVELS, '/maps/IND.projected.dddd.json');
    await writeFile(indexFile, JSON.stringify(testIndex([rebuilt])));
    await utimes(indexFile, new Date(), new Date(Date.now() + 5_000));
    expect(await preloads('/Countries/India')).toContain(hint('/maps/IND.projected.dddd.json'));

    await writeFile(indexFile, '{"countries": [');
    await utimes(indexFile, new Date(), new Date(Date.now() + 10_000));
    expect(await preloads('/Countries/India')).toBeNull();
  });
});
