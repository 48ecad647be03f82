import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import {
  buildTestApp,
  createTestSite,
  expectNoInternalErrors,
  testConfig,
  writeFiles,
  type TestSite,
} from '../testing/app';
import { negotiateEncoding } from './compression';

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
