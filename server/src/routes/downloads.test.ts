import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      { granted: true, unlimited: false, remaining: 2 },
      { granted: true, unlimited: false, remaining: 1 },
      { granted: true, unlimited: false, remaining: 0 },
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
      expect(await res.json()).toEqual({ granted: true, unlimited: true, remaining: null });
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
