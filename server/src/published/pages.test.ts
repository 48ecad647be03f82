import { brotliDecompressSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';
import { TWEMOJI_CREDIT } from '@mapwright/core/emoji/credit';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { ATTRIBUTION, createPublishedSite } from '../testing/published-site';
import type * as RenderPool from './render-pool';

afterAll(expectNoInternalErrors);

// Counts the drawings (jobs sent to the render threads): a published version is drawn when it is
// published (warming) and never again.
const drawings = vi.hoisted(() => ({ mock: { calls: [] as unknown[][] } }));
vi.mock('./render-pool', async (importOriginal) => {
  const { countingRenderPool } = await import('../testing/counting-render-pool');
  return countingRenderPool(await importOriginal<typeof RenderPool>(), (job) => {
    drawings.mock.calls.push([job]);
  });
});

const RED = '#d62728';
const BLUE = '#1f77b4';

function paintedDoc(colour: string, title = 'Rainfall 2026'): MapDocument {
  const doc = createDocument('SriLanka');
  return {
    ...doc,
    title: { ...doc.title, text: title },
    levels: { ...doc.levels, 1: { ...doc.levels[1], fills: { 'LK-1': colour } } },
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

describe.each(availableBackends())('the public page and its preview on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let app: App;
  let ann: TestClient;
  let visitor: TestClient;
  let mapId: string;
  let path: string;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    app = buildTestApp({ database, config: testConfig(site) });
    ann = createTestClient(app);
    visitor = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    const saved = await ann.request('/api/maps', { json: { name: 'Rain', document: paintedDoc(RED) } });
    mapId = ((await saved.json()) as { id: string }).id;
    const published = await ann.request(`/api/maps/${mapId}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    path = ((await published.json()) as { path: string }).path;
  });

  /** Ann saves and publishes a map; its public page as a visitor gets it. */
  async function publishedPage(name: string, document: MapDocument): Promise<string> {
    const saved = await ann.request('/api/maps', { json: { name, document } });
    const id = ((await saved.json()) as { id: string }).id;
    const published = await ann.request(`/api/maps/${id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    const res = await visitor.request(((await published.json()) as { path: string }).path);
    expect(res.status).toBe(200);
    return res.text();
  }

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  it('serves the map drawn by renderMap, with its links, names and card tags', async () => {
    const res = await visitor.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const id = path.slice('/m/'.length);
    // The map: the painted province, the other at the default fill, the credit line with the data credit.
    expect(html).toMatch(/<path d="M0,0L500,0L500,1000L0,1000Z" fill="#d62728"[^>]*data-division="LK-1"/);
    expect(html).toMatch(/fill="#dcdcdc"[^>]*data-division="LK-2"/);
    expect(html).toContain(ATTRIBUTION);
    expect(html).toContain('>Rainfall 2026</text>');
    expect(html).toContain('<script type="module" src="/assets/published.js"></script>');
    expect(html).toContain(`href="/Countries/SriLanka?copy=${id}"`);
    expect(html).toContain('>Make your own copy</a>');
    expect(html).toContain('>Made with Mapwright</a>');
    // Hover names of the filled level (provinces), with the local name.
    const names = /<script type="application\/json" id="published-names">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(names ?? '')).toEqual({
      level: 1,
      names: { 'LK-1': ['Western', 'බස්නාහිර', ''], 'LK-2': ['Central', '', ''] },
    });
    // Cards: absolute URLs from the address the request came to.
    expect(html).toContain('<title>Rainfall 2026 · Mapwright</title>');
    expect(html).toContain('<meta property="og:title" content="Rainfall 2026" />');
    expect(html).toContain(`<meta property="og:url" content="http://localhost${path}" />`);
    expect(html).toContain(`<meta property="og:image" content="http://localhost${path}/preview.png?v=1" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="http://localhost${path}/preview.png?v=1" />`);
  });

  it('speaks the language its map is written in: its texts, its <html lang dir>, its untitled name', async () => {
    const pageIn = (language: 'fr' | 'ar') => {
      const doc = createDocument('SriLanka');
      return publishedPage(language, { ...doc, title: { ...doc.title, text: '' }, mapLanguage: language });
    };
    const french = await pageIn('fr');
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain('>Faire votre propre copie</a>');
    expect(french).toContain('>Fait avec Mapwright</a>');
    expect(french).toContain('aria-label="Zoom avant"');
    expect(french).toContain('<title>Carte : Sri Lanka · Mapwright</title>');
    expect(french).not.toContain('Make your own copy');
    const arabic = await pageIn('ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('>أنشئ نسختك الخاصة</a>');
    expect(arabic).toContain('aria-label="إعادة ضبط التكبير"');
  });

  it('may be framed by any site; nothing else may', async () => {
    const page = await visitor.request(path);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(page.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    for (const other of [
      '/',
      '/Countries/SriLanka',
      '/api/health',
      '/m/AAAAAAAAAAAAAAAAAAAAAA',
      `${path}/preview.png`,
    ]) {
      const res = await visitor.request(other);
      expect(res.headers.get('content-security-policy'), other).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), other).toBe('DENY');
    }
  });

  it('escapes user text everywhere it goes', async () => {
    const evil = '"><script>alert(1)</script>&<b>';
    const saved = await ann.request('/api/maps', { json: { name: 'x', document: paintedDoc(RED, evil) } });
    const id = ((await saved.json()) as { id: string }).id;
    const published = await ann.request(`/api/maps/${id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    const html = await (await visitor.request(((await published.json()) as { path: string }).path)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#38;&#60;b&#62; · Mapwright');
    expect(html).toContain('>"&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&lt;b&gt;</text>');
  });

  it('draws the annotations: text as text, the emoji as paths, Twemoji on the credit line', async () => {
    const doc = paintedDoc(RED, 'With notes');
    const withAnnotations: MapDocument = {
      ...doc,
      annotations: [
        { ...createAnnotation('text', { kind: 'frame', x: 100, y: 120 }, { id: 't1' }), text: 'Flood line' },
        { ...createAnnotation('emoji', { kind: 'frame', x: 300, y: 300 }, { id: 'e1' }), emoji: '1f3f0' },
        // Pinned to the map: this test site has no screen topology to fit the projection with, so it
        // is left out and the page still shows.
        createAnnotation('dot', { kind: 'map', lon: 80, lat: 7 }, { id: 'd1' }),
      ],
    };
    const html = await publishedPage('notes', withAnnotations);
    expect(html).toMatch(/data-annotation-id="t1"[^>]*>.*>Flood line<\/text>/);
    expect(html).toMatch(
      /data-annotation-id="e1"[^>]*><g transform="scale\([\d.]+\) translate\(-18 -18\)" data-emoji="1f3f0"><path /,
    );
    expect(html).not.toContain('data-annotation-id="d1"');
    expect(html).toContain(`${ATTRIBUTION} · ${TWEMOJI_CREDIT}`);
  });

  it('is cached per published version: compressed once, 304 on revalidation, new after a republish', async () => {
    const plain = await (await visitor.request(path)).text();
    const br = await visitor.request(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(plain);
    const etag = br.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await visitor.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain('frame-ancestors *');

    const saved = await ann.request(`/api/maps/${mapId}`, {
      method: 'PUT',
      json: { document: paintedDoc(BLUE), baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    // Saved but not published: the public page is unchanged.
    expect((await visitor.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await ann.request(`/api/maps/${mapId}/publication`, { method: 'PUT', json: { mapVersion: 2 } });
    const republished = await visitor.request(path, { headers: { 'If-None-Match': etag } });
    expect(republished.status).toBe(200);
    const html = await republished.text();
    expect(html).toContain(`fill="${BLUE}"`);
    expect(html).toContain(`${path}/preview.png?v=2`);
  });

  it('draws a 1200 x 630 PNG preview with the painted colour, cached per version', async () => {
    const res = await visitor.request(`${path}/preview.png?v=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = Buffer.from(await res.arrayBuffer());
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([1200, 630]);
    // The painted province is a good share of the picture; the old colour is gone.
    expect(pixelsOf(png, BLUE)).toBeGreaterThan(20_000);
    expect(pixelsOf(png, RED)).toBe(0);
    expect(pixelsOf(png, '#dcdcdc')).toBeGreaterThan(20_000);

    const etag = res.headers.get('etag') ?? '';
    const second = await visitor.request(`${path}/preview.png`);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(second.headers.get('etag')).toBe(etag);
    expect(
      (await visitor.request(`${path}/preview.png`, { headers: { 'If-None-Match': etag } })).status,
    ).toBe(304);

    await ann.request(`/api/maps/${mapId}`, {
      method: 'PUT',
      json: { document: paintedDoc(RED), baseVersion: 2 },
    });
    await ann.request(`/api/maps/${mapId}/publication`, { method: 'PUT', json: { mapVersion: 3 } });
    const next = await visitor.request(`${path}/preview.png?v=3`);
    expect(next.headers.get('etag')).not.toBe(etag);
    const nextPng = PNG.sync.read(Buffer.from(await next.arrayBuffer()));
    expect(pixelsOf(nextPng, RED)).toBeGreaterThan(20_000);
    expect(pixelsOf(nextPng, BLUE)).toBe(0);
  });

  it('draws a published version when it is published, then serves it from memory', async () => {
    const saved = await ann.request('/api/maps', { json: { name: 'Warm', document: paintedDoc(RED) } });
    const id = ((await saved.json()) as { id: string }).id;
    const before = drawings.mock.calls.length;
    const published = await ann.request(`/api/maps/${id}/publication`, {
      method: 'PUT',
      json: { mapVersion: 1 },
    });
    const publicPath = ((await published.json()) as { path: string }).path;
    // Warming draws the page and the preview once each, in the background.
    await vi.waitFor(() => expect(drawings.mock.calls.length).toBe(before + 2), { timeout: 120_000 });
    await vi.waitFor(
      async () => {
        const res = await visitor.request(`${publicPath}/preview.png`, {
          headers: { 'Accept-Encoding': 'br' },
        });
        expect(res.status).toBe(200);
      },
      { timeout: 120_000, interval: 100 },
    );
    for (let i = 0; i < 3; i++) {
      expect((await visitor.request(publicPath, { headers: { 'Accept-Encoding': 'br' } })).status).toBe(200);
      expect((await visitor.request(`${publicPath}/preview.png`)).status).toBe(200);
    }
    expect(drawings.mock.calls.length).toBe(before + 2);
  });

  it('names PUBLIC_URL in the cards when it is set, and hides its template', async () => {
    const behindProxy = buildTestApp({
      database,
      config: testConfig(site, { PUBLIC_URL: 'https://maps.example.org' }),
    });
    const html = await (await behindProxy.request(path)).text();
    expect(html).toContain(
      `<meta property="og:image" content="https://maps.example.org${path}/preview.png?v=3" />`,
    );
    expect((await behindProxy.request('/published.html')).status).toBe(404);
  });
});
