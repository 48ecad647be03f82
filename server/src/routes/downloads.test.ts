import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentContentHash } from '@mapwright/core/document/contentHash';
import { createDocument } from '@mapwright/core/document/defaults';
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
    app = buildTestApp({ database, config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40) }) });
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

  it('answers bad requests with a clear 400 and spends nothing', async () => {
    const { client } = await signedUp();
    const cases: [unknown, RegExp][] = [
      [{ format: 'gif', width: 10, height: 10 }, /format/],
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
