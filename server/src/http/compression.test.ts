import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import {
  buildTestApp,
  createTestSite,
  expectNoInternalErrors,
  testConfig,
  writeFiles,
  type TestSite,
} from '../testing/app';
import { CompressedBodies, zlibCompressor, type Compressor } from './compressed-cache';
import { compression, negotiateEncoding } from './compression';
import { MAPS_PREFIX, createMapsHandler } from './maps';
import { createWebAppHandler } from './web-app';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', undefined],
    ['br;q=abc, gzip;q=0.2', 'gzip'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compression', () => {
  let site: TestSite;
  let app: App;
  // Repetitive like real TopoJSON, and well over the 1 KB threshold.
  const big = JSON.stringify({ arcs: Array.from({ length: 2000 }, (_, i) => [i, i * 2, i % 7]) });
  const script = `export const answer = ${'42 + '.repeat(500)}0;\n`;

  beforeAll(async () => {
    site = await createTestSite();
    await writeFiles(site.mapsDir, { 'big.0123abcd.json': big, 'tiny.json': '{"a":1}' });
    await writeFiles(site.webDist, {
      'index.html': '<!doctype html><title>x</title>',
      'assets/app.0123abcd.js': script,
      'assets/photo.png': Buffer.alloc(4096, 7),
    });
    app = buildTestApp({ config: testConfig(site) });
  });
  afterAll(async () => {
    await site.cleanup();
    expectNoInternalErrors();
  });

  async function fetchBytes(path: string, acceptEncoding?: string, method = 'GET') {
    const res = await app.request(path, {
      method,
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('gzips static JSON for gzip clients', async () => {
    const { res, bytes } = await fetchBytes('/maps/big.0123abcd.json', 'gzip, deflate');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toMatch(/^W\//);
    expect(bytes.length).toBeLessThan(big.length * 0.6);
    expect(gunzipSync(bytes).toString()).toBe(big);
  });

  it('prefers brotli when offered', async () => {
    const { res, bytes } = await fetchBytes('/maps/big.0123abcd.json', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(bytes).toString()).toBe(big);
  });

  it('compresses JavaScript from the web app', async () => {
    const { res, bytes } = await fetchBytes('/assets/app.0123abcd.js', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(bytes).toString()).toBe(script);
  });

  it('sends identity when the client does not ask, still saying Vary', async () => {
    const { res, bytes } = await fetchBytes('/maps/big.0123abcd.json');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(bytes.toString()).toBe(big);
  });

  it('leaves small bodies, images and HEAD requests alone', async () => {
    const tiny = await fetchBytes('/maps/tiny.json', 'gzip');
    expect(tiny.res.headers.get('content-encoding')).toBeNull();
    expect(tiny.bytes.toString()).toBe('{"a":1}');
    const png = await fetchBytes('/assets/photo.png', 'gzip');
    expect(png.res.headers.get('content-encoding')).toBeNull();
    expect(png.bytes.length).toBe(4096);
    const head = await fetchBytes('/maps/big.0123abcd.json', 'gzip', 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-encoding')).toBeNull();
    expect(head.res.headers.get('content-length')).toBe(String(big.length));
    expect(head.bytes.length).toBe(0);
  });
});

describe('compressed static files are kept', () => {
  let site: TestSite;
  const big = JSON.stringify({ arcs: Array.from({ length: 3000 }, (_, i) => [i, i * 3, i % 5]) });
  const script = `export const answer = ${'41 + '.repeat(600)}1;\n`;

  beforeAll(async () => {
    site = await createTestSite();
    await writeFiles(site.mapsDir, { 'big.0123abcd.json': big, 'index.json': big });
    await writeFiles(site.webDist, { 'index.html': '<!doctype html>', 'assets/app.0123abcd.js': script });
  });
  afterAll(() => site.cleanup());
  afterEach(() => vi.restoreAllMocks());

  /** The app's static layers behind a compression middleware whose work is counted. */
  function countingApp() {
    const compressor: Compressor = {
      stream: vi.fn(zlibCompressor.stream),
      best: vi.fn(zlibCompressor.best),
    };
    const middleware = compression({ compressor, upgradeDelayMs: 0 });
    const app = new Hono();
    app.use(middleware);
    app.get(`${MAPS_PREFIX}*`, createMapsHandler(site.mapsDir));
    app.get('*', createWebAppHandler(site.webDist));
    async function get(url: string, acceptEncoding: string) {
      const res = await app.request(url, { headers: { 'Accept-Encoding': acceptEncoding } });
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    }
    return { compressor, cache: middleware.fileCache, get };
  }

  it('compresses a file once per encoding and answers later requests from memory', async () => {
    const { compressor, get } = countingApp();
    const first = await get('/maps/index.json', 'br');
    expect(first.res.headers.get('content-length')).toBeNull();
    const second = await get('/maps/index.json', 'br');
    await get('/maps/index.json', 'gzip');
    const fourth = await get('/maps/index.json', 'gzip');
    expect(compressor.stream).toHaveBeenCalledTimes(2);
    expect(brotliDecompressSync(second.bytes).toString()).toBe(big);
    expect(gunzipSync(fourth.bytes).toString()).toBe(big);
    for (const { res, bytes } of [second, fourth]) {
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('etag')).toMatch(/^W\//);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect(second.res.headers.get('content-encoding')).toBe('br');
    expect(fourth.res.headers.get('content-encoding')).toBe('gzip');
    // Not an immutable file: no best-quality recompression.
    expect(compressor.best).not.toHaveBeenCalled();
    // Identity still works and is not cached.
    const plain = await get('/maps/index.json', 'identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(big);
  });

  it('compresses a changed file afresh', async () => {
    const { compressor, get } = countingApp();
    await writeFile(path.join(site.mapsDir, 'changing.json'), big);
    await get('/maps/changing.json', 'br');
    await get('/maps/changing.json', 'br');
    expect(compressor.stream).toHaveBeenCalledTimes(1);
    const changed = big.replace('[0,0,0]', '[9,9,9]');
    await writeFile(path.join(site.mapsDir, 'changing.json'), changed);
    // Same size: only the mtime tells the versions apart.
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(site.mapsDir, 'changing.json'), later, later);
    const fresh = await get('/maps/changing.json', 'br');
    expect(compressor.stream).toHaveBeenCalledTimes(2);
    expect(brotliDecompressSync(fresh.bytes).toString()).toBe(changed);
    const again = await get('/maps/changing.json', 'br');
    expect(compressor.stream).toHaveBeenCalledTimes(2);
    expect(brotliDecompressSync(again.bytes).toString()).toBe(changed);
  });

  it('recompresses an immutable file asked for again once, at the best quality, in the background', async () => {
    const { compressor, cache, get } = countingApp();
    const first = await get('/assets/app.0123abcd.js', 'br');
    expect(first.res.headers.get('cache-control')).toContain('immutable');
    await cache.upgrades.idle();
    expect(compressor.best).not.toHaveBeenCalled();
    const second = await get('/assets/app.0123abcd.js', 'br');
    await cache.upgrades.idle();
    expect(compressor.best).toHaveBeenCalledTimes(1);
    const third = await get('/assets/app.0123abcd.js', 'br');
    const fourth = await get('/assets/app.0123abcd.js', 'br');
    await cache.upgrades.idle();
    expect(compressor.stream).toHaveBeenCalledTimes(1);
    expect(compressor.best).toHaveBeenCalledTimes(1);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(third.bytes.length).toBeLessThanOrEqual(first.bytes.length);
    expect(fourth.bytes.equals(third.bytes)).toBe(true);
    expect(brotliDecompressSync(third.bytes).toString()).toBe(script);
    for (let i = 0; i < 3; i++) {
      const map = await get('/maps/big.0123abcd.json', 'gzip');
      await cache.upgrades.idle();
      expect(gunzipSync(map.bytes).toString()).toBe(big);
    }
    expect(compressor.best).toHaveBeenCalledTimes(2);
  });

  it('streams without keeping anything when the cache is off', async () => {
    const stream = vi.fn(zlibCompressor.stream);
    const app = new Hono();
    app.use(compression({ compressor: { ...zlibCompressor, stream }, cacheBytes: 0 }));
    app.get(`${MAPS_PREFIX}*`, createMapsHandler(site.mapsDir));
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/maps/index.json', { headers: { 'Accept-Encoding': 'br' } });
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
    }
    expect(stream).toHaveBeenCalledTimes(2);
  });
});

describe('files compressed at build time', () => {
  let site: TestSite;
  let app: App;
  const big = JSON.stringify({ arcs: Array.from({ length: 2500 }, (_, i) => [i, i * 5, i % 3]) });
  const script = `export const answer = ${'40 + '.repeat(700)}2;\n`;
  const siblings = {
    br: brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(big, { level: 9 }),
  };
  const old = new Date(Date.now() - 60_000);

  beforeAll(async () => {
    site = await createTestSite();
    await writeFiles(site.mapsDir, {
      'ROU-2.screen.0123abcd.topo.json': big,
      'ROU-2.screen.0123abcd.topo.json.br': siblings.br,
      'ROU-2.screen.0123abcd.topo.json.gz': siblings.gzip,
      'index.json': big,
      'index.json.br': siblings.br,
      'stale.0123abcd.json': big,
      'stale.0123abcd.json.br': siblings.br,
    });
    // The stale file's sibling is older than the file (the file was rebuilt since).
    await utimes(path.join(site.mapsDir, 'stale.0123abcd.json.br'), old, old);
    await writeFiles(site.webDist, {
      'index.html': '<!doctype html>',
      'assets/app.0123abcd.js': script,
      'assets/app.0123abcd.js.br': brotliCompressSync(script),
    });
    app = buildTestApp({ config: testConfig(site) });
  });
  afterAll(async () => {
    await site.cleanup();
    expectNoInternalErrors();
  });

  /** The static layers behind a compression middleware whose every compression is counted. */
  function countingApp(upgradeDelayMs = 0) {
    const compressor: Compressor = {
      stream: vi.fn(zlibCompressor.stream),
      best: vi.fn(zlibCompressor.best),
    };
    const middleware = compression({ compressor, upgradeDelayMs });
    const counted = new Hono();
    counted.use(middleware);
    counted.get(`${MAPS_PREFIX}*`, createMapsHandler(site.mapsDir));
    counted.get('*', createWebAppHandler(site.webDist));
    async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
      const res = await counted.request(url, { method, headers });
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    }
    return { compressor, cache: middleware.fileCache, get };
  }

  it('sends the .br and .gz siblings as they are, compressing nothing', async () => {
    const { compressor, cache, get } = countingApp();
    const url = '/maps/ROU-2.screen.0123abcd.topo.json';
    const identity = await get(url);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br', 'br'],
    ] as const) {
      const { res, bytes } = await get(url, { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(bytes.equals(siblings[encoding]), accept).toBe(true);
      expect(res.headers.get('content-length')).toBe(String(siblings[encoding].length));
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toMatch(/^W\//);
      expect(res.headers.get('etag')).toBe(identity.res.headers.get('etag'));
    }
    const index = await get('/maps/index.json', { 'Accept-Encoding': 'br' });
    expect(index.bytes.equals(siblings.br)).toBe(true);
    expect(index.res.headers.get('cache-control')).toBe('no-cache');
    const js = await get('/assets/app.0123abcd.js', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(js.bytes).toString()).toBe(script);
    expect(js.res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    await cache.upgrades.idle();
    expect(compressor.stream).not.toHaveBeenCalled();
    expect(compressor.best).not.toHaveBeenCalled();
    expect(cache.bodies.size).toBe(0);
  });

  it('compresses as before when the sibling is older than the file, or missing', async () => {
    const { compressor, get } = countingApp();
    const stale = await get('/maps/stale.0123abcd.json', { 'Accept-Encoding': 'br' });
    expect(stale.res.headers.get('content-encoding')).toBe('br');
    expect(stale.res.headers.get('content-length')).toBeNull();
    expect(brotliDecompressSync(stale.bytes).toString()).toBe(big);
    // index.json has a .br sibling but no .gz one.
    const gzip = await get('/maps/index.json', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.bytes).toString()).toBe(big);
    expect(compressor.stream).toHaveBeenCalledTimes(2);
  });

  it('sends the file itself to a client that does not accept the encodings, and to HEAD', async () => {
    const { compressor, get } = countingApp();
    const url = '/maps/ROU-2.screen.0123abcd.topo.json';
    for (const headers of [
      {} as Record<string, string>,
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const { res, bytes } = await get(url, headers);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(big.length));
      expect(bytes.toString()).toBe(big);
    }
    const head = await get(url, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-encoding')).toBeNull();
    expect(head.res.headers.get('content-length')).toBe(String(big.length));
    expect(head.bytes.length).toBe(0);
    const etag = head.res.headers.get('etag') ?? '';
    const revalidated = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(compressor.stream).not.toHaveBeenCalled();
  });

  it('never serves a sibling as a file of its own', async () => {
    for (const url of [
      '/assets/app.0123abcd.js.br',
      '/maps/ROU-2.screen.0123abcd.topo.json.br',
      '/maps/ROU-2.screen.0123abcd.topo.json.gz',
      '/maps/index.json.br',
    ]) {
      for (const headers of [{ 'Accept-Encoding': 'br' }, {} as Record<string, string>]) {
        const res = await app.request(url, { headers });
        expect(res.status, url).toBe(404);
        expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
        if (!res.headers.has('content-encoding'))
          expect(await res.json(), url).toMatchObject({ error: { code: 'not-found' } });
      }
    }
  });

  it('drops a queued best-quality recompression when a sibling has appeared since', async () => {
    const { compressor, cache, get } = countingApp(50);
    const name = 'late.0123abcd.json';
    await writeFile(path.join(site.mapsDir, name), big);
    await get(`/maps/${name}`, { 'Accept-Encoding': 'br' });
    await get(`/maps/${name}`, { 'Accept-Encoding': 'br' });
    // The pipeline writes the siblings while the upgrade waits for its turn.
    await writeFile(path.join(site.mapsDir, `${name}.br`), siblings.br);
    await cache.upgrades.idle();
    expect(compressor.stream).toHaveBeenCalledTimes(1);
    expect(compressor.best).not.toHaveBeenCalled();
    const third = await get(`/maps/${name}`, { 'Accept-Encoding': 'br' });
    expect(third.bytes.equals(siblings.br)).toBe(true);
  });
});

describe('CompressedBodies', () => {
  it('evicts the least recently used entries past its budget and skips oversized ones', () => {
    const bodies = new CompressedBodies(10, 6);
    bodies.set('a', new Uint8Array(4));
    bodies.set('b', new Uint8Array(4));
    expect(bodies.get('a')).toBeDefined(); // a is now the most recent
    bodies.set('c', new Uint8Array(4));
    expect(bodies.has('b')).toBe(false);
    expect(bodies.has('a') && bodies.has('c')).toBe(true);
    expect(bodies.totalBytes).toBe(8);
    bodies.set('huge', new Uint8Array(7));
    expect(bodies.has('huge')).toBe(false);
    bodies.set('a', new Uint8Array(2));
    expect(bodies.totalBytes).toBe(6);
    expect(bodies.size).toBe(2);
  });
});
