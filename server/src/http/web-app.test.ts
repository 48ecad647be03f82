import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

const INDEX =
  '<!doctype html><html><head><title>Mapwright</title></head><body><div id="root"></div></body></html>';

let site: TestSite;
let app: App;

beforeAll(async () => {
  site = await createTestSite();
  await writeFiles(site.webDist, {
    'index.html': INDEX,
    'assets/index-3f9a1c2b.js': 'console.log("app");',
    'assets/index-77aa00ff.css': 'body{margin:0}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=1',
  });
  await writeFile(path.join(site.root, 'outside.txt'), 'outside the web root');
  await symlink(path.join(site.root, 'outside.txt'), path.join(site.webDist, 'leak.txt'));
  app = buildTestApp({ config: testConfig(site) });
});

afterAll(async () => {
  await site.cleanup();
  expectNoInternalErrors();
});

describe('web app files', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await app.request('/assets/index-3f9a1c2b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('console.log("app");');
    const css = await app.request('/assets/index-77aa00ff.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves other files with a short cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves index.html at / without caching it blindly', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(INDEX);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.request('/favicon.svg');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.request('/favicon.svg', { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });
});

describe('history fallback', () => {
  it.each(['/Countries', '/Countries/SriLanka', '/About', '/no/such/page', '/Profile?tab=login'])(
    'answers %s with index.html, no-cache',
    async (url) => {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('answers HEAD like GET without a body', async () => {
    const res = await app.request('/Countries/India', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(INDEX.length));
    expect(await res.text()).toBe('');
  });

  it('never answers /api or /maps with index.html', async () => {
    for (const url of ['/api/unknown', '/maps/unknown.json']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('<html');
    }
  });

  it('answers a missing hashed asset with 404 rather than HTML', async () => {
    const res = await app.request('/assets/index-deadbeef.js');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not-found');
  });

  it('never serves hidden files or files outside the root', async () => {
    for (const url of [
      '/.env',
      '/%2e%2e/outside.txt',
      '/..%2foutside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/leak.txt',
    ]) {
      const res = await app.request(url);
      const text = await res.text();
      expect(text, url).not.toContain('SECRET');
      expect(text, url).not.toContain('outside the web root');
    }
  });
});

describe('web app not built', () => {
  it('answers with a clear 503 page saying how to build it', async () => {
    const empty = await createTestSite();
    try {
      const res = await buildTestApp({ config: testConfig(empty) }).request('/Countries');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(text).toContain('not built');
      expect(text).toContain('npm run build');
    } finally {
      await empty.cleanup();
    }
  });

  it('starts serving once index.html appears, without a restart', async () => {
    const later = await createTestSite();
    try {
      const lateApp = buildTestApp({ config: testConfig(later) });
      expect((await lateApp.request('/')).status).toBe(503);
      await writeFiles(later.webDist, { 'index.html': INDEX });
      expect((await lateApp.request('/')).status).toBe(200);
    } finally {
      await rm(later.root, { recursive: true, force: true });
    }
  });
});
