import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { useTwoAccounts } from '../testing/two-accounts';

afterAll(expectNoInternalErrors);

interface MapBody {
  id: string;
  country: string;
  name: string;
  version: number;
  document: { country: string; title?: unknown };
}

describe.each(availableBackends())('saved maps on $kind', ({ createTarget }) => {
  const accounts = useTwoAccounts(createTarget);

  it('needs a signed-in user', async () => {
    const res = await createTestClient(accounts.app).request('/api/maps');
    expect(res.status).toBe(401);
  });

  it('creates, lists, opens, renames, saves with versions and deletes', async () => {
    const doc = createDocument('SriLanka');
    const created = await accounts.ann.request('/api/maps', {
      json: { name: 'Fishing villages', document: doc },
    });
    expect(created.status).toBe(201);
    const map = (await created.json()) as MapBody;
    expect(map).toMatchObject({ country: 'SriLanka', name: 'Fishing villages', version: 1 });
    expect(map.document).toEqual(doc);

    const list = (await (await accounts.ann.request('/api/maps')).json()) as { maps: MapBody[] };
    expect(list.maps.map((m) => [m.id, m.name, m.version])).toEqual([[map.id, 'Fishing villages', 1]]);
    expect(list.maps[0]).not.toHaveProperty('document');
    expect(((await (await accounts.bob.request('/api/maps')).json()) as { maps: unknown[] }).maps).toEqual(
      [],
    );

    expect(((await (await accounts.ann.request(`/api/maps/${map.id}`)).json()) as MapBody).document).toEqual(
      doc,
    );
    expect((await accounts.bob.request(`/api/maps/${map.id}`)).status).toBe(404);

    const renamed = await accounts.ann.request(`/api/maps/${map.id}`, {
      method: 'PATCH',
      json: { name: 'Villages' },
    });
    expect(((await renamed.json()) as MapBody).name).toBe('Villages');

    const changed = { ...doc, title: { ...doc.title, text: 'Fish' } };
    const saved = await accounts.ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: changed, baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as MapBody).version).toBe(2);

    const stale = await accounts.ann.request(`/api/maps/${map.id}`, {
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
    expect(((await (await accounts.ann.request(`/api/maps/${map.id}`)).json()) as MapBody).document).toEqual(
      changed,
    );

    expect((await accounts.bob.request(`/api/maps/${map.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await accounts.ann.request(`/api/maps/${map.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await accounts.ann.request(`/api/maps/${map.id}`)).status).toBe(404);
  });

  it('lets exactly one of two saves based on the same version win', async () => {
    const map = (await (
      await accounts.ann.request('/api/maps', { json: { name: 'Race', document: createDocument('India') } })
    ).json()) as MapBody;
    const results = await Promise.all(
      [1, 2].map(() =>
        accounts.ann.request(`/api/maps/${map.id}`, {
          method: 'PUT',
          json: { document: createDocument('India'), baseVersion: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers bad input with a clear 400', async () => {
    const notAMap = await accounts.ann.request('/api/maps', { json: { name: 'x', document: { hello: 1 } } });
    expect(notAMap.status).toBe(400);
    expect(((await notAMap.json()) as { error: { message: string } }).error.message).toMatch(
      /no version number/,
    );
    const noName = await accounts.ann.request('/api/maps', {
      json: { name: '  ', document: createDocument('India') },
    });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Invalid name: must not be empty' },
    });
    const badVersion = await accounts.ann.request('/api/maps/whatever', {
      method: 'PUT',
      json: { document: createDocument('India'), baseVersion: 0 },
    });
    expect(badVersion.status).toBe(400);
  });

  const invalid = (message: string) => ({ error: { code: 'invalid-argument', message } });

  it('refuses text the database cannot store in a name or a document, naming the field (POST, PATCH, PUT)', async () => {
    const doc = createDocument('India');
    const withTitle = (text: string) => ({ ...doc, title: { ...doc.title, text } });
    const nulName = await accounts.ann.request('/api/maps', { json: { name: 'a\u0000b', document: doc } });
    expect(nulName.status).toBe(400);
    expect(await nulName.json()).toEqual(invalid('Invalid name: must not contain a NUL character'));
    const nulTitle = await accounts.ann.request('/api/maps', {
      json: { name: 'x', document: withTitle('\u0000') },
    });
    expect(await nulTitle.json()).toEqual(
      invalid('Invalid document.title.text: must not contain a NUL character'),
    );
    const lone = await accounts.ann.request('/api/maps', {
      json: { name: 'x', document: withTitle('Fish \ud83d') },
    });
    expect(lone.status).toBe(400);
    expect(await lone.json()).toEqual(
      invalid('Invalid document.title.text: must not contain a lone surrogate (invalid Unicode)'),
    );

    const map = (await (
      await accounts.ann.request('/api/maps', { json: { name: 'Kept', document: doc } })
    ).json()) as MapBody;
    const rename = await accounts.ann.request(`/api/maps/${map.id}`, {
      method: 'PATCH',
      json: { name: 'a\u0000' },
    });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual(invalid('Invalid name: must not contain a NUL character'));
    const save = await accounts.ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: withTitle('a\u0000b'), baseVersion: 1 },
    });
    expect(save.status).toBe(400);
    expect(await save.json()).toEqual(
      invalid('Invalid document.title.text: must not contain a NUL character'),
    );
    const loneSave = await accounts.ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: withTitle('\udc00'), baseVersion: 1 },
    });
    expect(loneSave.status).toBe(400);
    // Nothing was written.
    expect(await (await accounts.ann.request(`/api/maps/${map.id}`)).json()).toMatchObject({
      name: 'Kept',
      version: 1,
    });
  });

  it('refuses a baseVersion beyond the int4 version column with 400, not a database error', async () => {
    const map = (await (
      await accounts.ann.request('/api/maps', { json: { name: 'Big', document: createDocument('India') } })
    ).json()) as MapBody;
    for (const baseVersion of [2147483648, 2 ** 53, 1e308]) {
      const res = await accounts.ann.request(`/api/maps/${map.id}`, {
        method: 'PUT',
        json: { document: createDocument('India'), baseVersion },
      });
      expect(res.status, String(baseVersion)).toBe(400);
      expect(await res.json()).toEqual(invalid('Invalid baseVersion: must be at most 2147483647'));
    }
    const last = await accounts.ann.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: createDocument('India'), baseVersion: 2147483647 },
    });
    expect(last.status).toBe(409);
  });

  it('refuses a NUL in the :id segment of every saved-map route', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const res = await accounts.ann.request('/api/maps/a%00b', {
        method,
        json: method === 'PUT' || method === 'PATCH' ? { name: 'x' } : undefined,
      });
      expect(res.status, method).toBe(400);
      expect(await res.json()).toEqual(invalid('Invalid id: must not contain a NUL character'));
    }
  });
});

describe.each(availableBackends())('saved-map limits on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    const config = testConfig(undefined, {
      AUTH_SECRET: 'x'.repeat(40),
      SAVED_MAPS_LIMIT: '3',
      SAVED_MAPS_BYTES_LIMIT: String(64 * 1024),
    });
    app = buildTestApp({ database, config });
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  const exhausted = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('resource-exhausted');
    return error.message;
  };

  it('keeps an account within its number of saved maps: 429 with Retry-After, until one is deleted', async () => {
    const cy = createTestClient(app);
    await cy.signUp('cy@example.org', 'cys-pass-12');
    const create = () => cy.request('/api/maps', { json: { name: 'm', document: createDocument('India') } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await (await create()).json()) as MapBody).id);
    expect(await exhausted(await create())).toBe(
      'You have 3 saved maps, the most an account can keep. Delete some to save new ones.',
    );
    // Another account is not affected.
    const dee = createTestClient(app);
    await dee.signUp('dee@example.org', 'dees-pass-1');
    expect(
      (await dee.request('/api/maps', { json: { name: 'm', document: createDocument('India') } })).status,
    ).toBe(201);
    expect((await cy.request(`/api/maps/${ids[0]}`, { method: 'DELETE' })).status).toBe(204);
    expect((await create()).status).toBe(201);
  });

  it('keeps an account within its total size on create and on a save that grows a map', async () => {
    const eli = createTestClient(app);
    await eli.signUp('eli@example.org', 'elis-pass-1');
    const doc = createDocument('India');
    // Notes of 2,000 characters: each adds about 2 KB to the stored document.
    const withNotes = (count: number) => ({
      ...doc,
      annotations: Array.from({ length: count }, (_, i) => ({
        ...createAnnotation('note', { kind: 'map', lon: 78, lat: 22 }, { id: `note-${i}` }),
        text: 'y'.repeat(2000),
      })),
    });
    const big = await eli.request('/api/maps', { json: { name: 'big', document: withNotes(10) } });
    expect(big.status).toBe(201);
    const map = (await big.json()) as MapBody & { id: string };
    const stored = await database.db
      .selectFrom('maps')
      .select('size_bytes')
      .where('id', '=', map.id)
      .executeTakeFirstOrThrow();
    expect(stored.size_bytes).toBe(Buffer.byteLength(JSON.stringify(map.document)));
    expect((await eli.request('/api/maps', { json: { name: 'small', document: doc } })).status).toBe(201);

    // Growing 'big' to 40 notes would bring the account past 64 KB.
    const save = await eli.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: withNotes(40), baseVersion: 1 },
    });
    expect(await exhausted(save)).toBe(
      'Your saved maps would take more than 64 KB, the most an account can keep. Delete some to save this one.',
    );
    // A save that does not grow the map still works, and the refusal spent no version.
    const same = await eli.request(`/api/maps/${map.id}`, {
      method: 'PUT',
      json: { document: withNotes(5), baseVersion: 1 },
    });
    expect(same.status).toBe(200);
    expect(((await same.json()) as MapBody).version).toBe(2);
    const tooBig = await eli.request('/api/maps', { json: { name: 'huge', document: withNotes(40) } });
    expect(await exhausted(tooBig)).toMatch(/more than 64 KB/);
  });
});
