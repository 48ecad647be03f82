import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/open';
import { createRepositories } from '../repositories/index';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';

afterAll(expectNoInternalErrors);

/** Reads `user` events from a server-sent event stream. */
function readEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 3000): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: user$/m.test(block) && data !== undefined) return JSON.parse(data);
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe.each(availableBackends())('user record and live stream on $kind', ({ kind, createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let app: App;
  let ann: TestClient;
  let uid: string;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    app = buildTestApp({ database, config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40) }) });
    ann = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    uid = ((await (await ann.request('/api/me')).json()) as { uid: string }).uid;
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('refuses the stream when signed out', async () => {
    const res = await createTestClient(app).request('/api/me/stream');
    expect(res.status).toBe(401);
  });

  it('recreates a missing record on the next read, with 3 downloads and status free', async () => {
    await database.db.deleteFrom('users').where('uid', '=', uid).execute();
    expect(await (await ann.request('/api/me')).json()).toEqual({
      email: 'ann@example.org',
      uid,
      downloads: 3,
      status: 'free',
    });
  });

  it('pushes the record on connect and on every change by any write path', async () => {
    const res = await ann.request('/api/me/stream');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readEvents(res);
    try {
      expect(await events.next()).toMatchObject({ uid, downloads: 3, status: 'free' });
      const repos = createRepositories(database.db);
      await repos.users.grantDownload(uid);
      expect(await events.next()).toMatchObject({ downloads: 2, status: 'free' });
      await repos.users.setStatus(uid, 'active');
      expect(await events.next()).toMatchObject({ downloads: 2, status: 'active' });
      // Even SQL outside the repository reaches the stream (the trigger publishes).
      await database.db.updateTable('users').set({ downloads: 7 }).where('uid', '=', uid).execute();
      expect(await events.next()).toMatchObject({ downloads: 7, status: 'active' });
    } finally {
      await events.cancel();
    }
  });

  it.runIf(kind === 'postgres')(
    'pushes a change written through another app server on the same database',
    async () => {
      const res = await ann.request('/api/me/stream');
      const events = readEvents(res);
      const other = await openDatabase(target.config);
      try {
        await events.next();
        const started = Date.now();
        await createRepositories(other.db).users.setStatus(uid, 'free');
        expect(await events.next()).toMatchObject({ status: 'free' });
        expect(Date.now() - started).toBeLessThan(1000);
      } finally {
        await events.cancel();
        await other.close();
      }
    },
  );
});
