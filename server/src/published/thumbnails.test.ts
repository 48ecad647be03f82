import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { createPublishedSite } from '../testing/published-site';
import type * as RenderPool from './render-pool';

afterAll(expectNoInternalErrors);

// Counts the thumbnails sent to the render threads: each saved version is drawn once.
const drawn = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock('./render-pool', async (importOriginal) => {
  const { countingRenderPool } = await import('../testing/counting-render-pool');
  return countingRenderPool(await importOriginal<typeof RenderPool>(), (job) => {
    if (job.kind === 'thumbnail') drawn.ids.push(job.mapId);
  });
});

const RED = '#d62728';
const BLUE = '#1f77b4';

function paintedDoc(colour: string): MapDocument {
  const doc = createDocument('SriLanka');
  return { ...doc, levels: { ...doc.levels, 1: { ...doc.levels[1], fills: { 'LK-1': colour } } } };
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

async function signedIn(app: App, email: string): Promise<TestClient> {
  const client = createTestClient(app);
  expect((await client.signUp(email, 'pass-word-1')).status).toBe(200);
  return client;
}

async function saveNew(client: TestClient, document: MapDocument): Promise<string> {
  const saved = await client.request('/api/maps', { json: { name: 'Rain', document } });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

const drawings = (id: string) => drawn.ids.filter((d) => d === id).length;

describe.each(availableBackends())('saved maps thumbnails on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let app: App;
  let ann: TestClient;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    app = buildTestApp({ database, config: testConfig(site) });
    ann = await signedIn(app, 'ann@example.org');
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  it('draws the owner a 480 x 270 PNG of the saved version, once, and a new one after a save', async () => {
    const id = await saveNew(ann, paintedDoc(RED));
    const url = `/api/maps/${id}/thumbnail.png?v=1`;
    const res = await ann.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    const bytes = Buffer.from(await res.arrayBuffer());
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([480, 270]);
    expect(pixelsOf(png, RED)).toBeGreaterThan(15_000);
    expect(pixelsOf(png, BLUE)).toBe(0);
    expect(drawings(id)).toBe(1);

    // Asked again: the same bytes from memory, no second drawing; with its ETag, 304.
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await ann.request(url);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(again.headers.get('etag')).toBe(etag);
    const revalidated = await ann.request(url, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(drawings(id)).toBe(1);

    // A new save: a new ETag and a new picture.
    const saved = await ann.request(`/api/maps/${id}`, {
      method: 'PUT',
      json: { document: paintedDoc(BLUE), baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    const stale = await ann.request(`/api/maps/${id}/thumbnail.png`, { headers: { 'If-None-Match': etag } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).not.toBe(etag);
    const next = PNG.sync.read(Buffer.from(await stale.arrayBuffer()));
    expect(pixelsOf(next, BLUE)).toBeGreaterThan(15_000);
    expect(pixelsOf(next, RED)).toBe(0);
    expect(drawings(id)).toBe(2);
  });

  it('is for the owner only: another user and a missing map get 404, signed out 401', async () => {
    const id = await saveNew(ann, paintedDoc(RED));
    const bob = await signedIn(app, 'bob@example.org');
    const other = await bob.request(`/api/maps/${id}/thumbnail.png`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { code: 'not-found' } });
    expect((await ann.request('/api/maps/00000000-0000-4000-8000-000000000000/thumbnail.png')).status).toBe(
      404,
    );
    expect((await createTestClient(app).request(`/api/maps/${id}/thumbnail.png`)).status).toBe(401);
    expect(drawings(id)).toBe(0);
  });

  it('limits drawings per user with 429 and Retry-After; answers from memory are free', async () => {
    const limited = buildTestApp({ database, config: testConfig(site, { THUMBNAIL_RATE_LIMIT: '2' }) });
    const cat = await signedIn(limited, 'cat@example.org');
    const ids = [
      await saveNew(cat, paintedDoc(RED)),
      await saveNew(cat, paintedDoc(BLUE)),
      await saveNew(cat, paintedDoc(RED)),
    ];
    const thumb = (id: string | undefined) => cat.request(`/api/maps/${id}/thumbnail.png`);
    expect((await thumb(ids[0])).status).toBe(200);
    expect((await thumb(ids[1])).status).toBe(200);
    const refused = await thumb(ids[2]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: 'resource-exhausted' } });
    expect((await thumb(ids[0])).status).toBe(200);
    // Another user has a limit of their own.
    const dan = await signedIn(limited, 'dan@example.org');
    expect((await dan.request(`/api/maps/${await saveNew(dan, paintedDoc(RED))}/thumbnail.png`)).status).toBe(
      200,
    );
  });

  it('answers a drawing past its deadline with 503 and Retry-After, and does not draw again meanwhile', async () => {
    const slow = buildTestApp({ database, config: testConfig(site, { RENDER_TIMEOUT_MS: '1' }) });
    const eve = await signedIn(slow, 'eve@example.org');
    const id = await saveNew(eve, paintedDoc(RED));
    const res = await eve.request(`/api/maps/${id}/thumbnail.png`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({ error: { message: expect.stringContaining('to draw') } });
    expect((await eve.request(`/api/maps/${id}/thumbnail.png`)).status).toBe(503);
    expect(drawings(id)).toBe(1);
  });
});
