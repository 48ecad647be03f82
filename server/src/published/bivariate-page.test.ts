import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setBivariateValues } from '@mapwright/core/document/operations/bivariate';
import { setDataLayer } from '@mapwright/core/document/operations/data-layers';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { createPublishedSite } from '../testing/published-site';

afterAll(expectNoInternalErrors);

/** Blue-red's both-high and both-low corners. */
const HIGH_HIGH = '#574249';
const LOW_LOW = '#e8e8e8';

/** How many pixels of the PNG have exactly this colour. */
function pixelsOf(png: PNG, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i] === r && png.data[i + 1] === g && png.data[i + 2] === b) count++;
  }
  return count;
}

// The published page and its preview draw through renderMap, as the editor and every export do: a
// map of two variables shows there with its colours and its square.
describe('a published map of two variables', () => {
  const backend = availableBackends()[0];
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let visitor: TestClient;
  let path: string;

  beforeAll(async () => {
    if (!backend) throw new Error('no database backend');
    target = await backend.createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    const app = buildTestApp({ database, config: testConfig(site) });
    const ann = createTestClient(app);
    visitor = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    let doc = applyOperation(createDocument('SriLanka'), setDataLayer, 'bivariate', 1);
    doc = applyOperation(doc, setBivariateValues, {
      x: { 'LK-1': 9, 'LK-2': 1 },
      y: { 'LK-1': 90, 'LK-2': 10 },
      xTitle: 'Income',
      yTitle: 'Rent',
    });
    const saved = await ann.request('/api/maps', { json: { name: 'Two', document: doc } });
    const id = ((await saved.json()) as { id: string }).id;
    const published = await ann.request(`/api/maps/${id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    path = ((await published.json()) as { path: string }).path;
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  it('draws the divisions in their classes’ colours and the square with both titles', async () => {
    const html = await (await visitor.request(path)).text();
    expect(html).toMatch(new RegExp(`fill="${HIGH_HIGH}"[^>]*data-division="LK-1"`));
    expect(html).toMatch(new RegExp(`fill="${LOW_LOW}"[^>]*data-division="LK-2"`));
    expect(html).toContain('data-legend-bivariate="blue-red"');
    expect(html.match(/data-bivariate-class="/g)).toHaveLength(9);
    expect(html).toMatch(/data-bivariate-axis="x"[^>]*>Income<\/text>/);
    expect(html).toMatch(/data-bivariate-axis="y"[^>]*>Rent<\/text>/);
  });

  it('draws them in the preview too', async () => {
    const res = await visitor.request(`${path}/preview.png?v=1`);
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect(pixelsOf(png, HIGH_HIGH)).toBeGreaterThan(20_000);
  });
});
