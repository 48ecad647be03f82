import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';

afterAll(expectNoInternalErrors);

interface MapBody {
  id: string;
  country: string;
  name: string;
  version: number;
  document: { country: string; title?: unknown };
}

describe.each(availableBackends())('saved maps on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let app: App;
  let ann: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    app = buildTestApp({ database, config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40) }) });
    ann = createTestClient(app);
    bob = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    await bob.signUp('bob@example.org', 'bobs-pass-1');
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('needs a signed-in user', async () => {
    const res = await createTestClient(app).request('/api/maps');
    expect(res.status).toBe(401);
  });

  it('creates, lists, opens, renames, saves with versions and deletes', async () => {
    const doc = createDocument('SriLanka');
    const created = await ann.request('/api/maps', { json: { name: 'Fishing villages', document: doc } });
    expect(created.status).toBe(201);
    const map = (await created.json()) as MapBody;
    expect(map).toMatchObject({ country: 'SriLanka', name: 'Fishing villages', version: 1 });
    expect(map.document).toEqual(doc);

    const list = (await (await ann.request('/api/maps')).json()) as { maps: MapBody[] };
    expect(list.maps.map((m) => [m.id, m.name, m.version])).toEqual([[map.id, 'Fishing villages', 1]]);
    expect(list.maps[0]).not.toHaveProperty('document');
    expect(((await (await bob.request('/api/maps')).json()) as { maps: unknown[] }).maps).toEqual([]);

    expect(((await (await ann.request(`/api/maps/${map.id}`)).json()) as MapBody).document).toEqual(doc);
    expect((await bob.request(`/api/maps/${map.id}`)).status).toBe(404);

    const renamed = await ann.request(`/api/maps/${map.id}`, { method: 'PATCH', json: { name: 'Villages' } });
    expect(((await renamed.json()) as MapBody).name).toBe('Villages');

    const changed = { ...doc, title: { ...doc.title, text: 'Fish' } };
    const saved = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: changed, baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as MapBody).version).toBe(2);

    const stale = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: doc, baseVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: {
        code: 'aborted',
        message: 'This map was saved elsewhere in the meantime (version 2, yours is based on 1)',
      },
    });
    expect(((await (await ann.request(`/api/maps/${map.id}`)).json()) as MapBody).document).toEqual(changed);

    expect((await bob.request(`/api/maps/${map.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await ann.request(`/api/maps/${map.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ann.request(`/api/maps/${map.id}`)).status).toBe(404);
  });

  it('lets exactly one of two saves based on the same version win', async () => {
    const map = (await (
      await ann.request('/api/maps', { json: { name: 'Race', document: createDocument('India') } })
    ).json()) as MapBody;
    const results = await Promise.all(
      [1, 2].map(() =>
        ann.request(`/api/maps/${map.id}`, {
          method: 'PUT',
          json: { document: createDocument('India'), baseVersion: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers bad input with a clear 400', async () => {
    const notAMap = await ann.request('/api/maps', { json: { name: 'x', document: { hello: 1 } } });
    expect(notAMap.status).toBe(400);
    expect(((await notAMap.json()) as { error: { message: string } }).error.message).toMatch(
      /no version number/,
    );
    const noName = await ann.request('/api/maps', {
      json: { name: '  ', document: createDocument('India') },
    });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Invalid name: must not be empty' },
    });
    const badVersion = await ann.request('/api/maps/whatever', {
      method: 'PUT',
      json: { document: createDocument('India'), baseVersion: 0 },
    });
    expect(badVersion.status).toBe(400);
  });

  const invalid = (message: string) => ({ error: { code: 'invalid-argument', message } });

  it('refuses text the database cannot store in a name or a document, naming the field (POST, PATCH, PUT)', async () => {
    const doc = createDocument('India');
    const withTitle = (text: string) => ({ ...doc, title: { ...doc.title, text } });
    const nulName = await ann.request('/api/maps', { json: { name: 'a\u0000b', document: doc } });
    expect(nulName.status).toBe(400);
    expect(await nulName.json()).toEqual(invalid('Invalid name: must not contain a NUL character'));
    const nulTitle = await ann.request('/api/maps', { json: { name: 'x', document: withTitle('\u0000') } });
    expect(await nulTitle.json()).toEqual(
      invalid('Invalid document.title.text: must not contain a NUL character'),
    );
    const lone = await ann.request('/api/maps', { json: { name: 'x', document: withTitle('Fish \ud83d') } });
    expect(lone.status).toBe(400);
    expect(await lone.json()).toEqual(
      invalid('Invalid document.title.text: must not contain a lone surrogate (invalid Unicode)'),
    );

    const map = (await (
      await ann.request('/api/maps', { json: { name: 'Kept', document: doc } })
    ).json()) as MapBody;
    const rename = await ann.request(`/api/maps/${map.id}`, { method: 'PATCH', json: { name: 'a\u0000' } });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual(invalid('Invalid name: must not contain a NUL character'));
    const save = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: withTitle('a\u0000b'), baseVersion: 1 },
    });
    expect(save.status).toBe(400);
    expect(await save.json()).toEqual(
      invalid('Invalid document.title.text: must not contain a NUL character'),
    );
    const loneSave = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: withTitle('\udc00'), baseVersion: 1 },
    });
    expect(loneSave.status).toBe(400);
    // Nothing was written.
    expect(await (await ann.request(`/api/maps/${map.id}`)).json()).toMatchObject({
      name: 'Kept',
      version: 1,
    });
  });

  it('refuses a baseVersion beyond the int4 version column with 400, not a database error', async () => {
    const map = (await (
      await ann.request('/api/maps', { json: { name: 'Big', document: createDocument('India') } })
    ).json()) as MapBody;
    for (const baseVersion of [2147483648, 2 ** 53, 1e308]) {
      const res = await ann.request(`/api/maps/${map.id}`, {
        method: 'PUT',
        json: { document: createDocument('India'), baseVersion },
      });
      expect(res.status, String(baseVersion)).toBe(400);
      expect(await res.json()).toEqual(invalid('Invalid baseVersion: must be at most 2147483647'));
    }
    const last = await ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: createDocument('India'), baseVersion: 2147483647 },
    });
    expect(last.status).toBe(409);
  });

  it('refuses a NUL in the :id segment of every saved-map route', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const res = await ann.request('/api/maps/a%00b', {
        method,
        json: method === 'PUT' || method === 'PATCH' ? { name: 'x' } : undefined,
      });
      expect(res.status, method).toBe(400);
      expect(await res.json()).toEqual(invalid('Invalid id: must not contain a NUL character'));
    }
  });
});
