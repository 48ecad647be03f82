import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { customSlugOf } from '@mapwright/core/document/map-slug';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { createRepositories, type Repositories } from '../repositories/index';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { customBoundaryBody } from '../testing/custom-boundary';
import { createPublishedSite } from '../testing/published-site';

afterAll(expectNoInternalErrors);

const RED = '#d62728';
const NOT_STORED = "This map's boundaries are not stored yet: upload them first";
/** A hash no boundaries are stored under. */
const UNKNOWN = 'ab'.repeat(32);

/** A map on the user's own boundaries, its first division painted. */
function customDoc(hash: string, title = ''): MapDocument {
  const doc = createDocument(customSlugOf(hash), { boundaryName: 'Wards' });
  return {
    ...doc,
    title: { ...doc.title, text: title },
    levels: { ...doc.levels, 1: { ...doc.levels[1], fills: { c1: RED } } },
  };
}

/** How many pixels of the PNG have exactly this colour. */
function pixelsOf(png: PNG, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i] === r && png.data[i + 1] === g && png.data[i + 2] === b) count++;
  }
  return count;
}

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe.each(availableBackends())('maps on their own boundaries on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let repos: Repositories;
  let app: App;
  let ann: TestClient;
  let visitor: TestClient;
  let hash: string;
  /** The hashes whose stored content was read (by the render threads, through the request thread). */
  const reads: string[] = [];

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    repos = createRepositories(database.db);
    const boundaries = repos.customBoundaries;
    app = buildTestApp({
      database,
      // One render thread, so what it keeps is seen by every drawing.
      config: testConfig(site, { RENDER_THREADS: '1' }),
      repos: {
        ...repos,
        customBoundaries: {
          ...boundaries,
          get: (h) => {
            reads.push(h);
            return boundaries.get(h);
          },
        },
      },
    });
    ann = createTestClient(app);
    visitor = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    const stored = await ann.request('/api/boundaries', { json: customBoundaryBody() });
    expect(stored.status).toBe(201);
    hash = ((await stored.json()) as { hash: string }).hash;
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  it('refuses to save a map naming boundaries not stored, with words; lists a saved one by its slug', async () => {
    const refused = await ann.request('/api/maps', { json: { name: 'Wards', document: customDoc(UNKNOWN) } });
    expect(refused.status).toBe(400);
    const error = await errorOf(refused);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain(NOT_STORED);

    const created = await ann.request('/api/maps', { json: { name: 'Wards', document: customDoc(hash) } });
    expect(created.status).toBe(201);
    const map = (await created.json()) as { id: string; country: string };
    expect(map.country).toBe(`Custom/${hash}`);
    const list = (await (await ann.request('/api/maps')).json()) as {
      maps: { id: string; country: string }[];
    };
    expect(list.maps.find((m) => m.id === map.id)?.country).toBe(`Custom/${hash}`);

    // A save naming other boundaries that are not stored is refused too; the map is unchanged.
    const stale = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: customDoc(UNKNOWN), baseVersion: 1 },
    });
    expect(stale.status).toBe(400);
    expect((await errorOf(stale)).message).toContain(NOT_STORED);
    const saved = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: customDoc(hash, 'Turnout'), baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: 2, country: `Custom/${hash}` });
  });

  it('publishes one: the page draws and names its divisions and copies into their editor', async () => {
    const created = await ann.request('/api/maps', { json: { name: 'Wards', document: customDoc(hash) } });
    const mapId = ((await created.json()) as { id: string }).id;
    const thumbnail = await ann.request(`/api/maps/${mapId}/thumbnail.png?v=1`);
    expect(thumbnail.status).toBe(200);
    expect(pixelsOf(PNG.sync.read(Buffer.from(await thumbnail.arrayBuffer())), RED)).toBeGreaterThan(1000);

    const published = await ann.request(`/api/maps/${mapId}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    expect(published.status).toBe(201);
    const path = ((await published.json()) as { path: string }).path;
    const res = await visitor.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    // Every division drawn from the stored boundaries, the painted one in its colour.
    const divisions = [...html.matchAll(/<path [^>]*data-division="(c\d)"/g)].map((m) => m[1]);
    expect(divisions).toEqual(['c1', 'c2', 'c3']);
    expect(html).toMatch(new RegExp(`<path [^>]*fill="${RED}"[^>]*data-division="c1"`));
    expect(html).toContain('Boundaries: wards.geojson');
    const names = /<script type="application\/json" id="published-names">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(names ?? '')).toEqual({
      level: 1,
      names: { c1: ['North', '', ''], c2: ['South', '', ''], c3: ['East', '', ''] },
    });
    // Named by what the user called them, never "Custom".
    expect(html).toContain('<title>Map of Wards · Mapwright</title>');
    expect(html).toContain(`href="/Custom/${hash}?copy=${path.slice('/m/'.length)}"`);

    const preview = await visitor.request(`${path}/preview.png`);
    expect(preview.status).toBe(200);
    expect(pixelsOf(PNG.sync.read(Buffer.from(await preview.arrayBuffer())), RED)).toBeGreaterThan(1000);
    // The render thread keeps the projected boundaries by hash: the thumbnail, the page and the preview
    // read the stored content once.
    expect(reads.filter((h) => h === hash)).toHaveLength(1);
  });

  it('does not publish a map whose boundaries are not stored, and a page without them is unavailable', async () => {
    const session = (await (await ann.request('/api/session')).json()) as { user: { uid: string } };
    // Written past the API (a save would refuse it), as a map stored before its boundaries were.
    const created = await repos.maps.create(
      session.user.uid,
      { country: customSlugOf(UNKNOWN), name: 'Lost', document: customDoc(UNKNOWN) },
      { maxCount: 100, maxBytes: 100 * 1024 * 1024 },
    );
    if (created.outcome !== 'created') throw new Error('not saved');
    const refused = await ann.request(`/api/maps/${created.map.id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toContain(NOT_STORED);

    const forced = await repos.published.publish(session.user.uid, created.map.id, 1);
    if (forced.outcome !== 'published') throw new Error('not published');
    const page = await visitor.request(forced.publication.path);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('The map data is not available right now.');
    expect((await ann.request(`/api/maps/${created.map.id}/thumbnail.png`)).status).toBe(503);
  });
});
