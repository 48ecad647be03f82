import type { CountryEntry, CountryIndex } from '@mapwright/core/geodata/countryIndex';
import { testCountry, testFile, testIndex, testLevel } from '@mapwright/core/geodata/test-entries';
import { SERVER_TEXTS_FILE } from '@mapwright/core/api/server-texts';
import { builtServerTexts } from './server-texts';
import { createTestSite, writeFiles, type TestSite } from './site';

/**
 * A site for published-map tests: a built web app with index.html (the not-found page’s shell),
 * published.html (the public page's template, with its slots) and the server's texts, and Sri Lanka's map as two square
 * provinces of four square districts, with an index entry naming its projected file.
 */
const SHELL_HTML = '<!doctype html><html><body><div id="root"></div><script src="/assets/app.js"></script>';
const PUBLISHED_TEMPLATE =
  '<!doctype html><html><head><!--mapwright:head--><script type="module" src="/assets/published.js"></script></head>' +
  '<body><!--mapwright:body--></body></html>';
const PROJECTED_URL = '/maps/LKA.projected.0123abcd.json';
export const ATTRIBUTION = 'Boundaries: Test Survey (CC BY 4.0)';

const square = (x0: number, y0: number, x1: number, y1: number) => ({
  d: `M${x0},${y0}L${x1},${y0}L${x1},${y1}L${x0},${y1}Z`,
  bbox: [x0, y0, x1, y1] as [number, number, number, number],
  centroid: [(x0 + x1) / 2, (y0 + y1) / 2] as [number, number],
});

const PROVINCES = [
  { id: 'LK-1', name: 'Western', nameLocal: 'බස්නාහිර', ...square(0, 0, 500, 1000) },
  { id: 'LK-2', name: 'Central', ...square(500, 0, 1000, 1000) },
];
const DISTRICTS = [
  { id: 'LK-11', name: 'Colombo', parent: 'LK-1', ...square(0, 0, 500, 500) },
  { id: 'LK-12', name: 'Gampaha', parent: 'LK-1', ...square(0, 500, 500, 1000) },
  { id: 'LK-21', name: 'Kandy', parent: 'LK-2', ...square(500, 0, 1000, 500) },
  { id: 'LK-22', name: 'Matale', parent: 'LK-2', ...square(500, 500, 1000, 1000) },
];

const space = { width: 1000, height: 1000 };
const PROJECTED = {
  version: 1,
  space,
  level1: { level: 1, space, divisions: PROVINCES, borders: 'M500,0L500,1000' },
  level2: { level: 2, space, divisions: DISTRICTS, borders: 'M0,500L1000,500' },
};

const level = (label: string, screen: string) => testLevel({ label, screen, attribution: ATTRIBUTION });
const SRI_LANKA: CountryEntry = testCountry({
  levels: {
    1: level('Provinces', '/maps/LKA-1.screen.aaaa1111.topo.json'),
    2: level('Districts', '/maps/LKA-2.screen.bbbb2222.topo.json'),
  },
  projected: testFile(PROJECTED_URL),
});
const INDEX: CountryIndex = testIndex([SRI_LANKA]);

export async function createPublishedSite(): Promise<TestSite> {
  const site = await createTestSite();
  await writeFiles(site.webDist, {
    'index.html': SHELL_HTML,
    'published.html': PUBLISHED_TEMPLATE,
    [SERVER_TEXTS_FILE]: JSON.stringify(await builtServerTexts()),
  });
  await writeFiles(site.mapsDir, {
    'index.json': JSON.stringify(INDEX),
    [PROJECTED_URL.slice('/maps/'.length)]: JSON.stringify(PROJECTED),
  });
  return site;
}
