import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentContentHash } from '@mapwright/core/document/contentHash';
import { createDocument } from '@mapwright/core/document/defaults';
import { newMapKey } from '@mapwright/core/editor/map-key';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { createDownloadRepository } from '../repositories/downloads';
import { createUserRepository } from '../repositories/users';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { NO_DOWNLOADS_LEFT } from './downloads';

afterAll(expectNoInternalErrors);

const PNG_4K = { format: 'png', width: 3840, height: 2160 } as const;

describe.each(availableBackends())('POST /api/downloads on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let app: App;
  let counter = 0;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    // Many accounts sign up from the one in-process address: the sign-up limit is tested elsewhere.
    app = buildTestApp({
      database,
      config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40), AUTH_RATE_LIMIT: '100000' }),
    });
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  async function signedUp(): Promise<{ client: TestClient; uid: string }> {
    const client = createTestClient(app);
    const res = await client.signUp(`user${counter++}-${Date.now()}@example.org`, 'a-good-pass-1');
    expect(res.status).toBe(200);
    const me = (await (await client.request('/api/me')).json()) as { uid: string; downloads: number };
    expect(me.downloads).toBe(3);
    return { client, uid: me.uid };
  }

  const downloadsLeft = async (client: TestClient) =>
    ((await (await client.request('/api/me')).json()) as { downloads: number }).downloads;

  it('asks a signed-out visitor to sign in', async () => {
    const res = await createTestClient(app).request('/api/downloads', { json: PNG_4K });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
  });

  it('counts a time map’s video and GIF as downloads like the others', async () => {
    const { client, uid } = await signedUp();
    for (const format of ['mp4', 'webm', 'gif'] as const) {
      const res = await client.request('/api/downloads', { json: { format, width: 1080, height: 1080 } });
      expect(res.status).toBe(200);
    }
    const rows = await createDownloadRepository(database.db).list(uid);
    expect(rows.map((r) => r.format).sort()).toEqual(['gif', 'mp4', 'webm']);
    const refused = await client.request('/api/downloads', {
      json: { format: 'gif', width: 1080, height: 1080 },
    });
    expect(refused.status).toBe(403);
  });

  it('grants a free user three downloads, recording each, then refuses with permission-denied', async () => {
    const { client, uid } = await signedUp();
    const bodies = [];
    for (const format of ['png', 'svg', 'pdf'] as const) {
      const res = await client.request('/api/downloads', { json: { format, width: 800, height: 600 } });
      expect(res.status).toBe(200);
      bodies.push(await res.json());
    }
    expect(bodies).toEqual([
      { granted: true, unlimited: false, remaining: 2, covered: false, coveredUntil: null },
      { granted: true, unlimited: false, remaining: 1, covered: false, coveredUntil: null },
      { granted: true, unlimited: false, remaining: 0, covered: false, coveredUntil: null },
    ]);
    const refused = await client.request('/api/downloads', { json: PNG_4K });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'permission-denied', message: NO_DOWNLOADS_LEFT },
    });
    expect(await downloadsLeft(client)).toBe(0);

    const rows = await createDownloadRepository(database.db).list(uid);
    expect(rows.map((r) => [r.format, r.width, r.height, r.unlimited]).reverse()).toEqual([
      ['png', 800, 600, false],
      ['svg', 800, 600, false],
      ['pdf', 800, 600, false],
    ]);
    expect(rows.every((r) => r.created_at instanceof Date)).toBe(true);
  });

  it('grants an active user without counting, and records the grant', async () => {
    const { client, uid } = await signedUp();
    await createUserRepository(database.db).setStatus(uid, 'active');
    for (let i = 0; i < 5; i++) {
      const res = await client.request('/api/downloads', { json: PNG_4K });
      expect(await res.json()).toEqual({
        granted: true,
        unlimited: true,
        remaining: null,
        covered: false,
        coveredUntil: null,
      });
    }
    expect(await downloadsLeft(client)).toBe(3);
    const rows = await createDownloadRepository(database.db).list(uid);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.unlimited)).toBe(true);
  });

  it('grants exactly three of 100 parallel requests for a user with three downloads', async () => {
    const { client, uid } = await signedUp();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => client.request('/api/downloads', { json: PNG_4K })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(97);
    const remaining = await Promise.all(
      results
        .filter((r) => r.status === 200)
        .map(async (r) => ((await r.json()) as { remaining: number }).remaining),
    );
    expect(remaining.sort()).toEqual([0, 1, 2]);
    expect(await downloadsLeft(client)).toBe(0);
    expect(await createDownloadRepository(database.db).list(uid, 200)).toHaveLength(3);
  });

  describe('download credits (one spend covers a document version for 24 hours)', () => {
    const hashOf = (title: string) => documentContentHash({ ...createDocument('France'), note: title });

    it('covers the same version in every format and size, and spends again for another version', async () => {
      const { client, uid } = await signedUp();
      const documentHash = await hashOf('a');
      const asks = [
        { format: 'png', width: 3840, height: 2160 },
        { format: 'svg', width: 800, height: 600 },
        { format: 'pdf', width: 595, height: 842 },
        { format: 'png', width: 1920, height: 1080 },
      ] as const;
      const bodies: { remaining: number; covered: boolean; coveredUntil: string }[] = [];
      for (const ask of asks) {
        const res = await client.request('/api/downloads', { json: { ...ask, documentHash } });
        expect(res.status).toBe(200);
        bodies.push((await res.json()) as (typeof bodies)[number]);
      }
      expect(bodies.map((b) => [b.remaining, b.covered])).toEqual([
        [2, false],
        [2, true],
        [2, true],
        [2, true],
      ]);
      // Every answer names the same end, 24 hours after the spend.
      expect(new Set(bodies.map((b) => b.coveredUntil)).size).toBe(1);
      const until = Date.parse(bodies[0]!.coveredUntil);
      expect(until - Date.now()).toBeGreaterThan(23 * 3600_000);
      expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
      expect(await downloadsLeft(client)).toBe(2);

      const other = await client.request('/api/downloads', {
        json: { ...PNG_4K, documentHash: await hashOf('b') },
      });
      expect(((await other.json()) as { remaining: number; covered: boolean }).covered).toBe(false);
      expect(await downloadsLeft(client)).toBe(1);

      const rows = await createDownloadRepository(database.db).list(uid);
      expect(rows.map((r) => [r.format, r.covered, r.document_hash === documentHash]).reverse()).toEqual([
        ['png', false, true],
        ['svg', true, true],
        ['pdf', true, true],
        ['png', true, true],
        ['png', false, false],
      ]);
    });

    it('spends again once the credit is 24 hours old', async () => {
      const { client, uid } = await signedUp();
      const documentHash = await hashOf('old');
      await client.request('/api/downloads', { json: { ...PNG_4K, documentHash } });
      await sql`update download_credits set granted_at = now() - interval '24 hours 1 second'
        where user_uid = ${uid}`.execute(database.db);
      const res = await client.request('/api/downloads', { json: { ...PNG_4K, documentHash } });
      const body = (await res.json()) as { remaining: number; covered: boolean; coveredUntil: string };
      expect([body.remaining, body.covered]).toEqual([1, false]);
      expect(Date.parse(body.coveredUntil) - Date.now()).toBeGreaterThan(23 * 3600_000);
      expect(await downloadsLeft(client)).toBe(1);
    });

    it('a covered download needs no download left', async () => {
      const { client, uid } = await signedUp();
      const documentHash = await hashOf('last');
      await sql`update users set downloads = 1 where uid = ${uid}`.execute(database.db);
      const first = await client.request('/api/downloads', { json: { ...PNG_4K, documentHash } });
      expect(first.status).toBe(200);
      const again = await client.request('/api/downloads', {
        json: { format: 'svg', width: 10, height: 10, documentHash },
      });
      expect(again.status).toBe(200);
      expect(((await again.json()) as { covered: boolean }).covered).toBe(true);
      const refused = await client.request('/api/downloads', {
        json: { ...PNG_4K, documentHash: await hashOf('next') },
      });
      expect(refused.status).toBe(403);
      expect(await downloadsLeft(client)).toBe(0);
    });

    it('spends once for 100 parallel requests of one version', async () => {
      const { client, uid } = await signedUp();
      const documentHash = await hashOf('parallel');
      const formats = ['png', 'svg', 'pdf'] as const;
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          client.request('/api/downloads', {
            json: { format: formats[i % 3], width: 100 + i, height: 100, documentHash },
          }),
        ),
      );
      expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(100);
      const bodies = (await Promise.all(results.map((r) => r.json()))) as { covered: boolean }[];
      expect(bodies.filter((b) => !b.covered)).toHaveLength(1);
      expect(await downloadsLeft(client)).toBe(2);
      const rows = await createDownloadRepository(database.db).list(uid, 200);
      expect(rows).toHaveLength(100);
      expect(rows.filter((r) => !r.covered)).toHaveLength(1);
    });

    it('grants exactly three of five versions asked for 20 times each in parallel', async () => {
      const { client } = await signedUp();
      const hashes = await Promise.all([0, 1, 2, 3, 4].map((i) => hashOf(`v${i}`)));
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          client.request('/api/downloads', { json: { ...PNG_4K, documentHash: hashes[i % 5] } }),
        ),
      );
      const grantedHashes = new Set(results.flatMap((r, i) => (r.status === 200 ? [hashes[i % 5]] : [])));
      expect(grantedHashes.size).toBe(3);
      expect(results.filter((r) => r.status === 200)).toHaveLength(60);
      expect(results.filter((r) => r.status === 403)).toHaveLength(40);
      expect(await downloadsLeft(client)).toBe(0);
    });

    it('refuses a document hash that is not 64 hexadecimal digits', async () => {
      const { client } = await signedUp();
      for (const documentHash of ['abc', 'Z'.repeat(64), (await hashOf('x')).toUpperCase()]) {
        const res = await client.request('/api/downloads', { json: { ...PNG_4K, documentHash } });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/documentHash/);
      }
      expect(await downloadsLeft(client)).toBe(3);
    });
  });

  describe('map credits (one spend covers one map, whatever is edited, for 24 hours)', () => {
    const hashOf = (title: string) => documentContentHash({ ...createDocument('France'), note: title });
    type Grant = { remaining: number; covered: boolean; coveredUntil: string };
    const grant = (client: TestClient, ask: Record<string, unknown>) =>
      client.request('/api/downloads', { json: { ...PNG_4K, ...ask } });
    const creditOf = async (client: TestClient, query: Record<string, string>) => {
      const res = await client.request(`/api/downloads/credit?${new URLSearchParams(query)}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { coveredUntil: string | null }).coveredUntil;
    };

    it('covers every version of one map in every format and size; another map spends again', async () => {
      const { client, uid } = await signedUp();
      const mapKey = newMapKey();
      const asks = [
        { format: 'png', width: 3840, height: 2160, documentHash: await hashOf('Frnace') },
        // The typo fixed: another version of the same map.
        { format: 'png', width: 3840, height: 2160, documentHash: await hashOf('France') },
        { format: 'svg', width: 800, height: 600, documentHash: await hashOf('France, 2026') },
        { format: 'pdf', width: 595, height: 842, documentHash: await hashOf('France, 2026') },
      ] as const;
      const bodies: Grant[] = [];
      for (const ask of asks) {
        const res = await grant(client, { ...ask, mapKey });
        expect(res.status).toBe(200);
        bodies.push((await res.json()) as Grant);
      }
      expect(bodies.map((b) => [b.remaining, b.covered])).toEqual([
        [2, false],
        [2, true],
        [2, true],
        [2, true],
      ]);
      expect(new Set(bodies.map((b) => b.coveredUntil)).size).toBe(1);
      expect(await downloadsLeft(client)).toBe(2);

      // A new map (New map, a file opened, a copy): another key, another download.
      const other = await grant(client, { mapKey: newMapKey(), documentHash: await hashOf('Germany') });
      expect(((await other.json()) as Grant).covered).toBe(false);
      expect(await downloadsLeft(client)).toBe(1);

      const rows = await createDownloadRepository(database.db).list(uid);
      expect(rows.map((r) => [r.covered, r.map_key === mapKey]).reverse()).toEqual([
        [false, true],
        [true, true],
        [true, true],
        [true, true],
        [false, false],
      ]);
    });

    it('replacing the whole document makes another map: each of four maps asks for a download', async () => {
      const { client } = await signedUp();
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await grant(client, { mapKey: newMapKey(), documentHash: await hashOf(`map ${i}`) });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 403]);
      expect(await downloadsLeft(client)).toBe(0);
    });

    it('the version downloaded stays covered under another key (the same version opened elsewhere)', async () => {
      const { client } = await signedUp();
      const documentHash = await hashOf('opened elsewhere');
      await grant(client, { mapKey: newMapKey(), documentHash });
      const elsewhere = await grant(client, { format: 'svg', mapKey: newMapKey(), documentHash });
      expect(((await elsewhere.json()) as Grant).covered).toBe(true);
      // Edited there, it is that key's map, which no download has covered.
      const edited = await grant(client, { mapKey: newMapKey(), documentHash: await hashOf('edited') });
      expect(((await edited.json()) as Grant).covered).toBe(false);
      expect(await downloadsLeft(client)).toBe(1);
    });

    it("spends again once the map's credit is 24 hours old", async () => {
      const { client, uid } = await signedUp();
      const mapKey = newMapKey();
      await grant(client, { mapKey, documentHash: await hashOf('day one') });
      await sql`update map_download_credits set granted_at = now() - interval '24 hours 1 second'
        where user_uid = ${uid}`.execute(database.db);
      const res = await grant(client, { mapKey, documentHash: await hashOf('day two') });
      const body = (await res.json()) as Grant;
      expect([body.remaining, body.covered]).toEqual([1, false]);
      expect(Date.parse(body.coveredUntil) - Date.now()).toBeGreaterThan(23 * 3600_000);
    });

    it('a covered map needs no download left', async () => {
      const { client, uid } = await signedUp();
      const mapKey = newMapKey();
      await sql`update users set downloads = 1 where uid = ${uid}`.execute(database.db);
      expect((await grant(client, { mapKey, documentHash: await hashOf('v1') })).status).toBe(200);
      const again = await grant(client, { format: 'svg', mapKey, documentHash: await hashOf('v2') });
      expect(again.status).toBe(200);
      expect(((await again.json()) as Grant).covered).toBe(true);
      expect((await grant(client, { mapKey: newMapKey() })).status).toBe(403);
      expect(await downloadsLeft(client)).toBe(0);
    });

    it('spends once for 100 parallel requests of one map in ten versions', async () => {
      const { client, uid } = await signedUp();
      const mapKey = newMapKey();
      const hashes = await Promise.all(Array.from({ length: 10 }, (_, i) => hashOf(`edit ${i}`)));
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          grant(client, { width: 100 + i, mapKey, documentHash: hashes[i % 10] }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(100);
      const bodies = (await Promise.all(results.map((r) => r.json()))) as Grant[];
      expect(bodies.filter((b) => !b.covered)).toHaveLength(1);
      expect(await downloadsLeft(client)).toBe(2);
      expect(
        (await createDownloadRepository(database.db).list(uid, 200)).filter((r) => !r.covered),
      ).toHaveLength(1);
    });

    it('grants exactly three of five maps asked for 20 times each in parallel, in new versions each time', async () => {
      const { client } = await signedUp();
      const keys = Array.from({ length: 5 }, newMapKey);
      const results = await Promise.all(
        Array.from({ length: 100 }, async (_, i) =>
          grant(client, { mapKey: keys[i % 5], documentHash: await hashOf(`request ${i}`) }),
        ),
      );
      const grantedMaps = new Set(results.flatMap((r, i) => (r.status === 200 ? [keys[i % 5]] : [])));
      expect(grantedMaps.size).toBe(3);
      expect(results.filter((r) => r.status === 200)).toHaveLength(60);
      expect(results.filter((r) => r.status === 403)).toHaveLength(40);
      expect(await downloadsLeft(client)).toBe(0);
    });

    it('says until when a map or a version is covered, before anything is asked', async () => {
      const { client } = await signedUp();
      const mapKey = newMapKey();
      const documentHash = await hashOf('asked about');
      expect(await creditOf(client, { mapKey, documentHash })).toBeNull();
      const body = (await (await grant(client, { mapKey, documentHash })).json()) as Grant;
      expect(await creditOf(client, { mapKey })).toBe(body.coveredUntil);
      expect(await creditOf(client, { mapKey, documentHash: await hashOf('edited') })).toBe(
        body.coveredUntil,
      );
      expect(await creditOf(client, { mapKey: newMapKey(), documentHash })).toBe(body.coveredUntil);
      expect(await creditOf(client, { mapKey: newMapKey() })).toBeNull();
      expect(await creditOf(client, {})).toBeNull();
      // Another user's credit is not this user's.
      const { client: someoneElse } = await signedUp();
      expect(await creditOf(someoneElse, { mapKey, documentHash })).toBeNull();
      expect(await downloadsLeft(client)).toBe(2);
    });

    it('refuses a bad map key or query with a 400, and a signed-out visitor with a 401', async () => {
      const { client } = await signedUp();
      for (const mapKey of ['abc', newMapKey().toUpperCase(), '00000000-0000-1000-8000-000000000000']) {
        const res = await grant(client, { mapKey });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/mapKey/);
        const query = await client.request(`/api/downloads/credit?mapKey=${encodeURIComponent(mapKey)}`);
        expect(query.status).toBe(400);
      }
      expect((await client.request('/api/downloads/credit?other=1')).status).toBe(400);
      expect((await createTestClient(app).request('/api/downloads/credit')).status).toBe(401);
      expect(await downloadsLeft(client)).toBe(3);
    });

    describe('saved maps: which map a saved version is', () => {
      async function savedMap(client: TestClient): Promise<{ id: string; version: number }> {
        const res = await client.request('/api/maps', {
          json: { name: 'France', document: createDocument('France') },
        });
        expect(res.status).toBe(201);
        return (await res.json()) as { id: string; version: number };
      }
      const put = (client: TestClient, id: string, json: unknown) =>
        client.request(`/api/downloads/saved-map-keys/${id}`, { method: 'PUT', json });
      const keyOf = async (client: TestClient, id: string) =>
        (await (await client.request(`/api/downloads/saved-map-keys/${id}`)).json()) as {
          version: number | null;
          mapKey: string | null;
        };

      it("records the key of a saved map's version; a later version's key stays", async () => {
        const { client } = await signedUp();
        const map = await savedMap(client);
        expect(await keyOf(client, map.id)).toEqual({ version: null, mapKey: null });
        const first = newMapKey();
        expect((await put(client, map.id, { version: 1, mapKey: first })).status).toBe(204);
        expect(await keyOf(client, map.id)).toEqual({ version: 1, mapKey: first });

        const saved = await client.request(`/api/maps/${map.id}`, {
          method: 'PUT',
          json: {
            document: {
              ...createDocument('France'),
              title: { ...createDocument('France').title, text: 'B' },
            },
            baseVersion: 1,
          },
        });
        expect(saved.status).toBe(200);
        const second = newMapKey();
        expect((await put(client, map.id, { version: 2, mapKey: second })).status).toBe(204);
        // The report of an older save, arriving late, changes nothing.
        expect((await put(client, map.id, { version: 1, mapKey: first })).status).toBe(204);
        expect(await keyOf(client, map.id)).toEqual({ version: 2, mapKey: second });
        // A version the map does not have yet is not found.
        expect((await put(client, map.id, { version: 3, mapKey: second })).status).toBe(404);
      });

      it("keeps another user's saved maps out of reach, and goes with a deleted map", async () => {
        const { client, uid } = await signedUp();
        const map = await savedMap(client);
        const mapKey = newMapKey();
        expect((await put(client, map.id, { version: 1, mapKey })).status).toBe(204);
        const { client: other } = await signedUp();
        expect((await put(other, map.id, { version: 1, mapKey: newMapKey() })).status).toBe(404);
        expect(await keyOf(other, map.id)).toEqual({ version: null, mapKey: null });
        expect(await keyOf(client, map.id)).toEqual({ version: 1, mapKey });

        expect((await client.request(`/api/maps/${map.id}`, { method: 'DELETE' })).status).toBe(204);
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from saved_map_keys where user_uid = ${uid}`.execute(database.db);
        expect(rows[0]?.n).toBe(0);
      });

      it('refuses a bad body with a 400 and a signed-out visitor with a 401', async () => {
        const { client } = await signedUp();
        const map = await savedMap(client);
        for (const body of [
          { version: 1 },
          { version: 0, mapKey: newMapKey() },
          { version: 1, mapKey: 'x' },
        ]) {
          expect((await put(client, map.id, body)).status).toBe(400);
        }
        expect((await put(createTestClient(app), map.id, { version: 1, mapKey: newMapKey() })).status).toBe(
          401,
        );
        expect((await createTestClient(app).request(`/api/downloads/saved-map-keys/${map.id}`)).status).toBe(
          401,
        );
      });
    });
  });

  it('answers bad requests with a clear 400 and spends nothing', async () => {
    const { client } = await signedUp();
    const cases: [unknown, RegExp][] = [
      [{ format: 'tiff', width: 10, height: 10 }, /format/],
      [{ format: 'png', width: 0, height: 10 }, /width/],
      [{ format: 'png', width: 10, height: 99_999 }, /height/],
      [{ format: 'png', width: 10.5, height: 10 }, /width/],
      [{ format: 'png', width: 10, height: 10, extra: 1 }, /body|extra|Unrecognized/i],
    ];
    for (const [json, message] of cases) {
      const res = await client.request('/api/downloads', { json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    expect(await downloadsLeft(client)).toBe(3);
  });
});
