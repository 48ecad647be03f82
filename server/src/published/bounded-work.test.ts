import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument, MapDocumentData } from '@mapwright/core/document/schema';
import { MAX_PIXEL_CELLS } from '@mapwright/core/render/pixel-pitch';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { createRepositories } from '../repositories/index';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { createPublishedSite } from '../testing/published-site';
import { jobMapId } from './render-job';
import type * as RenderPool from './render-pool';

afterAll(expectNoInternalErrors);

// Counts the drawings sent to the render threads.
const jobs = vi.hoisted(() => ({ list: [] as { kind: string; publicId: string }[] }));
vi.mock('./render-pool', async (importOriginal) => {
  const { countingRenderPool } = await import('../testing/counting-render-pool');
  return countingRenderPool(await importOriginal<typeof RenderPool>(), (job) => {
    jobs.list.push({ kind: job.kind, publicId: jobMapId(job) });
  });
});

/**
 * The small document (1.9 KB then, under 4 KB with the version-13 fields) that froze the server on a924833: a 10,000 px square frame, the pixel dot map on
 * level 2 with 2 px cells and no gap (Sri Lanka's test map here: the same 25 M cells over its land).
 */
function heavyPixelDoc(): MapDocument {
  const doc = createDocument('SriLanka') as MapDocumentData;
  doc.frame = { preset: 'custom', width: 10_000, height: 10_000 };
  doc.levels[1].style.visible = false;
  doc.levels[2].style.visible = true;
  doc.activeLevel = 2;
  doc.pixelDotMap = { ...doc.pixelDotMap, active: true, level: 2, cellSize: 2, gap: 0 };
  doc.pixelDotMap.values = { 'LK-11': 40, 'LK-21': 75 };
  return doc;
}

/** 1,000 texts of 240 characters at 400 px: within every field's limit, far over the render budget. */
function heavyTextDoc(): MapDocument {
  const doc = createDocument('SriLanka') as MapDocumentData;
  const text = createAnnotation('text', { kind: 'frame', x: 10, y: 10 });
  for (let i = 0; i < 1000; i++)
    doc.annotations.push({ ...text, id: `t${i}`, text: 'x'.repeat(240), fontSize: 400 });
  return doc;
}

/** Cells drawn in a page: each cell is one `h` segment of a path inside the pixel grid. */
function cellsIn(html: string): number {
  const grid = /<g data-pixel-grid="2"[^>]*>(.*?)<\/g>/s.exec(html)?.[1] ?? '';
  return [...grid.matchAll(/ d="([^"]*)"/g)].reduce((n, m) => n + (m[1]?.match(/h/g)?.length ?? 0), 0);
}

describe.each(availableBackends())('bounded work for every request on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  async function signedIn(app: App, email: string): Promise<TestClient> {
    const client = createTestClient(app);
    await client.signUp(email, 'pass-word-1');
    return client;
  }

  async function publish(client: TestClient, document: MapDocument): Promise<string> {
    const saved = await client.request('/api/maps', { json: { name: 'Heavy', document } });
    expect(saved.status).toBe(201);
    const id = ((await saved.json()) as { id: string }).id;
    const published = await client.request(`/api/maps/${id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    expect(published.status).toBe(201);
    return ((await published.json()) as { path: string }).path;
  }

  it('draws the 1.9 KB pixel map within the cell budget, coarser instead of 25 M cells', async () => {
    const app = buildTestApp({ database, config: testConfig(site) });
    const ann = await signedIn(app, 'pixels@example.org');
    const document = heavyPixelDoc();
    expect(JSON.stringify(document).length).toBeLessThan(4000);
    const path = await publish(ann, document);
    const page = await createTestClient(app).request(path);
    expect(page.status).toBe(200);
    const cells = cellsIn(await page.text());
    expect(cells).toBeGreaterThan(1000);
    expect(cells).toBeLessThanOrEqual(MAX_PIXEL_CELLS);
  });

  it('refuses to save or publish a document over the text budget, saying what to reduce', async () => {
    const app = buildTestApp({ database, config: testConfig(site) });
    const ann = await signedIn(app, 'texts@example.org');
    const refused = await ann.request('/api/maps', {
      json: { name: 'Wall of text', document: heavyTextDoc() },
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid-argument');
    expect(body.error.message).toMatch(
      /^This map is too heavy to be saved\. Too much text on the map: 240,\d{3} characters of 100,000\./,
    );
    expect(body.error.message).toContain('Text and emoji would cover the frame');

    // A map saved before the budget existed is checked when it is published.
    const session = (await (await ann.request('/api/session')).json()) as { user: { uid: string } };
    const old = await createRepositories(database.db).maps.create(
      session.user.uid,
      { country: 'SriLanka', name: 'Old', document: heavyTextDoc() },
      { maxCount: 100, maxBytes: 100 * 1024 * 1024 },
    );
    if (old.outcome !== 'created') throw new Error('not saved');
    const publish = await ann.request(`/api/maps/${old.map.id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    expect(publish.status).toBe(400);
    expect(((await publish.json()) as { error: { message: string } }).error.message).toMatch(
      /^This map is too heavy to be published\./,
    );
  });

  it('ends a drawing past its deadline with 503 and Retry-After, keeps serving, and does not retry at once', async () => {
    const app = buildTestApp({ database, config: testConfig(site, { RENDER_TIMEOUT_MS: '1' }) });
    const ann = await signedIn(app, 'slow@example.org');
    const path = await publish(ann, heavyPixelDoc());
    const visitor = createTestClient(app);
    const page = await visitor.request(path);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('60');
    expect(await page.text()).toContain('takes longer than 0 s to draw');
    expect((await visitor.request('/api/health')).status).toBe(200);
    // Asked again within its Retry-After: answered at once, no second drawing of the page.
    const pageJobs = () => jobs.list.filter((j) => j.kind === 'page' && path.endsWith(j.publicId)).length;
    const before = pageJobs();
    // In the visitor's language (Accept-Language), not the map's: the page says why it is not there.
    const japanese = await visitor.request(path, {
      headers: { 'Accept-Language': 'ko, ja;q=0.8, en;q=0.5' },
    });
    expect(japanese.status).toBe(503);
    const text = await japanese.text();
    expect(text).toContain('<html lang="ja" dir="ltr">');
    expect(text).toContain('<h1>この地図は今は表示できません</h1>');
    expect(text).toContain('この地図の描画には 0 秒以上かかります');
    expect(pageJobs()).toBe(before);
  });

  it('takes the origin from the server, never from the Host header: og:url, cache and the CSRF check', async () => {
    const app = buildTestApp({ database, config: testConfig(site) });
    const ann = await signedIn(app, 'hosts@example.org');
    const path = await publish(ann, heavyPixelDoc());
    const visitor = createTestClient(app);
    expect((await visitor.request(path)).status).toBe(200);
    // Page drawings only: the preview's warming job may still be on its way on a loaded machine.
    const pageJobs = () => jobs.list.filter((j) => j.kind === 'page' && path.endsWith(j.publicId)).length;
    const before = pageJobs();
    for (const host of ['evil.example', 'other.example:8080', 'localhost']) {
      const html = await (await visitor.request(`http://${host}${path}`)).text();
      expect(html).toContain(`<meta property="og:url" content="http://localhost${path}" />`);
      expect(html).not.toContain('example');
    }
    expect(pageJobs()).toBe(before);
    // A DNS-rebound page: Host and Origin both the attacker's, with the victim's cookie.
    const forged = await ann.request('http://evil.example/api/maps', {
      headers: { Origin: 'http://evil.example' },
      json: { name: 'Forged', document: createDocument('SriLanka') },
    });
    expect(forged.status).toBe(403);
  });

  it('limits changes per user and per address with 429 resource-exhausted and Retry-After', async () => {
    // The counters live in the database, which this file's tests share: start from none.
    await database.db.deleteFrom('request_limits').execute();
    const app = buildTestApp({
      database,
      config: testConfig(site, { WRITE_RATE_LIMIT: '3', WRITE_RATE_LIMIT_PER_ADDRESS: '5' }),
    });
    const ann = await signedIn(app, 'writes@example.org');
    const save = (client: TestClient) =>
      client.request('/api/maps', { json: { name: 'Map', document: createDocument('SriLanka') } });
    expect([(await save(ann)).status, (await save(ann)).status, (await save(ann)).status]).toEqual([
      201, 201, 201,
    ]);
    const refused = await save(ann);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: 'resource-exhausted' } });
    // Reading is not a change.
    expect((await ann.request('/api/maps')).status).toBe(200);
    // Another account from the same address: its own budget, until the address's runs out.
    const bob = await signedIn(app, 'writes-bob@example.org');
    expect((await save(bob)).status).toBe(201);
    expect(((await (await save(bob)).json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many changes from this address/,
    );
  });

  it('limits drawings per client address; answers from the cache stay free', async () => {
    await database.db.deleteFrom('request_limits').execute();
    const app = buildTestApp({ database, config: testConfig(site, { RENDER_RATE_LIMIT: '1' }) });
    const ann = await signedIn(app, 'renders@example.org');
    const first = await publish(ann, heavyPixelDoc());
    const second = await publish(ann, createDocument('SriLanka'));
    const visitor = createTestClient(app);
    // Publishing warms both pages (brotli) on this server: once drawn, those answers are free.
    const br = { headers: { 'Accept-Encoding': 'br' } };
    for (const path of [first, second]) {
      await vi.waitFor(() => expect(jobs.list.filter((j) => path.endsWith(j.publicId))).toHaveLength(2), {
        timeout: 30_000,
      });
    }
    for (let i = 0; i < 3; i++) {
      expect((await visitor.request(first, br)).status).toBe(200);
      expect((await visitor.request(second, br)).status).toBe(200);
    }
    // A map this server has not drawn: its first drawing is allowed, the next one is not.
    const uncached = await publishUncached(ann);
    expect((await visitor.request(uncached)).status).toBe(200);
    const refused = await visitor.request(`${uncached}/preview.png?v=2`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('<h1>Too many maps asked for at once</h1>');
    const german = await visitor.request(`${uncached}/preview.png?v=2`, {
      headers: { 'Accept-Language': 'de-CH, fr;q=0.5' },
    });
    expect(german.status).toBe(429);
    const text = await german.text();
    expect(text).toContain('<html lang="de" dir="ltr">');
    expect(text).toContain('<h1>Zu viele Karten auf einmal angefordert</h1>');
    expect(text).toMatch(/Bitte warten Sie \d+ Sekunden? und laden Sie die Seite neu\./);
  });

  /** A map published on another app server (so nothing of it is drawn here yet). */
  async function publishUncached(client: TestClient): Promise<string> {
    const other = buildTestApp({ database, config: testConfig(site) });
    const session = client.cookies;
    const elsewhere = createTestClient(other);
    for (const [name, value] of session) elsewhere.cookies.set(name, value);
    return publish(elsewhere, createDocument('SriLanka'));
  }
});
