import { writeFile } from 'node:fs/promises';
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

let site: TestSite;
let app: App;
const INDEX_JSON = JSON.stringify({ countries: [{ slug: 'India', file: 'india-1.3f9a1c2b.json' }] });
const TOPO = JSON.stringify({ type: 'Topology', objects: {} });

beforeAll(async () => {
  site = await createTestSite();
  await writeFiles(site.mapsDir, {
    'index.json': INDEX_JSON,
    'india-1.3f9a1c2b.json': TOPO,
    'print/india-1.print.0badc0de99.json': TOPO,
  });
  await writeFile(path.join(site.root, 'secret.json'), '{"secret":true}');
  app = buildTestApp({ config: testConfig(site) });
});

afterAll(async () => {
  await site.cleanup();
  expectNoInternalErrors();
});

describe('/maps/*', () => {
  it('serves content-hashed files with an immutable cache', async () => {
    for (const url of ['/maps/india-1.3f9a1c2b.json', '/maps/print/india-1.print.0badc0de99.json']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.text()).toBe(TOPO);
    }
  });

  it('serves index.json with no-cache and an ETag, and revalidates with 304', async () => {
    const res = await app.request('/maps/index.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await res.json()).toEqual(JSON.parse(INDEX_JSON));
    const again = await app.request('/maps/index.json', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers a missing file with 404 not-found in the envelope', async () => {
    const res = await app.request('/maps/japan-2.0000aaaa.json');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'No such map file: /maps/japan-2.0000aaaa.json' },
    });
  });

  it('does not serve directories or anything outside MAPS_DIR', async () => {
    for (const url of [
      '/maps/',
      '/maps/print',
      '/maps/..%2fsecret.json',
      '/maps/%2e%2e/secret.json',
      '/maps/../secret.json',
    ]) {
      const res = await app.request(url);
      expect(await res.text(), url).not.toContain('"secret":true');
      expect(res.status, url).not.toBe(200);
    }
  });

  it('is read-only', async () => {
    const res = await app.request('/maps/index.json', { method: 'PUT', body: '{}' });
    expect(res.status).toBe(405);
  });
});
