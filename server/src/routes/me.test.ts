import { PostgresQueryCompiler, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/open';
import { STREAMS_PER_USER } from '../events/stream-slots';
import { createRepositories } from '../repositories/index';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { STREAM_REPLACED } from './me';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';

afterAll(expectNoInternalErrors);

/** Records the SQL text of every query (compiled lower-case) into `into`. */
function queryRecorder(into: string[]): KyselyPlugin {
  const compiler = new PostgresQueryCompiler();
  return {
    transformQuery({ node }) {
      into.push(
        compiler
          .compileQuery(node, { queryId: '' } as never)
          .sql.trim()
          .toLowerCase(),
      );
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
}

/** The session token in a test client's cookie (signed: `<token>.<signature>`). */
function sessionToken(client: TestClient): string {
  const cookie = [...client.cookies].find(([name]) => name.endsWith('session_token'))?.[1] ?? '';
  return decodeURIComponent(cookie).split('.')[0] ?? '';
}

/** A server-sent event: its name and parsed data. */
interface StreamEvent {
  readonly event: string;
  readonly data: unknown;
}

/** Reads the events of a server-sent event stream (comments and unnamed blocks skipped). */
function readEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const nextEvent = async (timeoutMs = 20_000): Promise<StreamEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event !== undefined && data !== undefined) return { event, data: JSON.parse(data) };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no event in time')), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    nextEvent,
    /** The next `user` event's record. */
    async next(timeoutMs = 20_000): Promise<unknown> {
      const { event, data } = await nextEvent(timeoutMs);
      if (event !== 'user') throw new Error(`expected a user event, got ${event}: ${JSON.stringify(data)}`);
      return data;
    },
    /** Resolves when the server has closed the stream (after its events, which are skipped). */
    async ended(timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('stream still open')), deadline - Date.now());
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) return;
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
  const queries: string[] = [];

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    // Every statement the app sends, as SQL text, so a test can count what a request costs.
    const counted: DatabaseHandle = { ...database, db: database.db.withPlugin(queryRecorder(queries)) };
    app = buildTestApp({
      database: counted,
      config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40), AUTH_RATE_LIMIT: '1000' }),
    });
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

  it('answers /api/session with the record when signed in and 200 with null when signed out', async () => {
    const signedIn = await ann.request('/api/session');
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { email: 'ann@example.org', uid } });
    const signedOut = await createTestClient(app).request('/api/session');
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    expect(await signedOut.json()).toEqual({ user: null });
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

  it('opening a stream writes nothing, and a write that changes nothing the client sees sends nothing', async () => {
    const before = await database.db
      .selectFrom('users')
      .select('updated_at')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const events = readEvents(await ann.request('/api/me/stream'));
    try {
      const first = await events.next();
      const after = await database.db
        .selectFrom('users')
        .select('updated_at')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      expect(after.updated_at).toEqual(before.updated_at);
      // Same email: the upsert of a sign-in touches the row but nothing the client sees.
      await createRepositories(database.db).users.ensure({ uid, email: 'ann@example.org' });
      await database.db
        .updateTable('users')
        .set({ downloads: (first as { downloads: number }).downloads + 1 })
        .where('uid', '=', uid)
        .execute();
      expect(await events.next()).toMatchObject({
        downloads: (first as { downloads: number }).downloads + 1,
      });
    } finally {
      await events.cancel();
    }
  });

  it('ends a stream when its session is signed out, and not the streams of other sessions', async () => {
    const other = createTestClient(app);
    await other.signIn('ann@example.org', 'anns-pass-1');
    const mine = readEvents(await ann.request('/api/me/stream'));
    const theirs = readEvents(await other.request('/api/me/stream'));
    try {
      await mine.next();
      await theirs.next();
      const signedInCookies = new Map(other.cookies);
      expect((await other.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
      expect(await theirs.nextEvent()).toEqual({
        event: 'end',
        data: { error: { code: 'unauthenticated', message: expect.stringMatching(/session ended/) } },
      });
      await theirs.ended();
      // The signed-out cookies, replayed (the cache cookie inside them is still valid for a minute).
      const replay = createTestClient(app);
      for (const [name, value] of signedInCookies) replay.cookies.set(name, value);
      expect((await replay.request('/api/me')).status).toBe(401);
      // The stream of the session still signed in goes on.
      await database.db.updateTable('users').set({ downloads: 11 }).where('uid', '=', uid).execute();
      expect(await mine.next()).toMatchObject({ downloads: 11 });
    } finally {
      await mine.cancel();
      await theirs.cancel().catch(() => undefined);
    }
  });

  it('ends a stream when its session is revoked in the database', async () => {
    const carl = createTestClient(app);
    await carl.signIn('ann@example.org', 'anns-pass-1');
    const events = readEvents(await carl.request('/api/me/stream'));
    try {
      await events.next();
      await sql`delete from auth_session where "userId" = ${uid} and token = ${sessionToken(carl)}`.execute(
        database.db,
      );
      expect(await events.nextEvent()).toMatchObject({
        event: 'end',
        data: { error: { code: 'unauthenticated' } },
      });
      await events.ended();
      // The session cookie cache would vouch for it a while longer; the ended-session list does not.
      expect((await carl.request('/api/me')).status).toBe(401);
    } finally {
      await events.cancel().catch(() => undefined);
    }
  });

  it(`holds at most ${STREAMS_PER_USER} streams per user: a new one closes the oldest with resource-exhausted`, async () => {
    const streams = [];
    try {
      for (let i = 0; i <= STREAMS_PER_USER; i++) {
        const events = readEvents(await ann.request('/api/me/stream'));
        streams.push(events);
        await events.next();
      }
      expect(await streams[0]!.nextEvent()).toEqual({
        event: 'end',
        data: { error: { code: 'resource-exhausted', message: STREAM_REPLACED } },
      });
      await streams[0]!.ended();
      await database.db.updateTable('users').set({ downloads: 12 }).where('uid', '=', uid).execute();
      for (const events of streams.slice(1)) expect(await events.next()).toMatchObject({ downloads: 12 });
    } finally {
      await Promise.all(streams.map((events) => events.cancel().catch(() => undefined)));
    }
  });

  /**
   * Issue 14 (decisions "Live streams: the notification carries the record" and "At most five streams per user"): 200 streams requested as 200 clients would, one every 5 ms, while
   * /api/health is polled; what they cost is counted (one read of the record, not one per stream per
   * change). For one user 195 of them are closed again by the limit; so also 200 streams of 40 users,
   * every one of which gets its record and stays open. How fast they open and the health p99 meanwhile
   * are timings, so they are measured by bench/soak and bench/abuse, not asserted here (they read
   * several times the target on a busy machine).
   */
  describe('200 streams', () => {
    const PACE_MS = 5;

    async function underHealthChecks<T>(work: () => Promise<T>): Promise<{ result: T; healthy: boolean }> {
      let healthy = true;
      let running = true;
      const probe = (async () => {
        while (running) {
          const res = await app.request('/api/health');
          await res.arrayBuffer();
          healthy &&= res.status === 200;
          await new Promise((resolve) => setTimeout(resolve, PACE_MS));
        }
      })();
      try {
        return { result: await work(), healthy };
      } finally {
        running = false;
        await probe;
      }
    }

    /** Starts `count` openings PACE_MS apart (200 a second); resolves with their results and the time until the last. */
    async function paced<T>(count: number, open: (index: number) => Promise<T>) {
      const started = performance.now();
      const pending: Promise<T>[] = [];
      for (let i = 0; i < count; i++) {
        // On schedule (the i-th at i × PACE_MS) however late a timer fires on a busy machine.
        const wait = started + i * PACE_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        pending.push(open(i));
      }
      return { results: await Promise.all(pending) };
    }

    it('for one user: all answered while health answers 200, one read, five left open', async () => {
      const streams: ReturnType<typeof readEvents>[] = [];
      try {
        queries.length = 0;
        const { result, healthy } = await underHealthChecks(() =>
          paced(200, async (i) => {
            const events = readEvents(await ann.request('/api/me/stream'));
            streams[i] = events;
            // Its record, or (when already replaced by a newer one) the end.
            return events.nextEvent(10_000);
          }),
        );
        expect(healthy).toBe(true);
        // The health checks' pings and at most a few reads of the record (one per moment without any
        // open stream): no write, no read per stream.
        const streamQueries = queries.filter((q) => !/^select 1$/.test(q));
        expect(streamQueries.length).toBeLessThanOrEqual(3);
        expect(streamQueries.every((q) => q.startsWith('select'))).toBe(true);

        await database.db.updateTable('users').set({ downloads: 13 }).where('uid', '=', uid).execute();
        const outcomes = await Promise.all(
          streams.map(async (events, i) => {
            if (result.results[i]?.event === 'end') return 'replaced'; // before its record was sent
            for (;;) {
              const next = await events.nextEvent(5000).catch(() => undefined);
              if (!next) return 'closed';
              if (next.event === 'end') return 'replaced';
              if ((next.data as { downloads: number }).downloads === 13) return 'open';
            }
          }),
        );
        expect(outcomes.filter((o) => o === 'open')).toHaveLength(STREAMS_PER_USER);
        expect(outcomes.filter((o) => o === 'replaced')).toHaveLength(200 - STREAMS_PER_USER);
      } finally {
        await Promise.all(streams.map((events) => events.cancel().catch(() => undefined)));
      }
    }, 60_000);

    it('for 40 users: all open with their record while health answers 200', async () => {
      const clients: { client: TestClient; email: string }[] = [];
      for (let i = 0; i < 200 / STREAMS_PER_USER; i++) {
        const client = createTestClient(app);
        const email = `crowd-${i}@example.org`;
        expect((await client.signUp(email, 'crowd-pass-1')).status).toBe(200);
        clients.push({ client, email });
      }
      const streams: ReturnType<typeof readEvents>[] = [];
      try {
        const { result, healthy } = await underHealthChecks(() =>
          paced(200, async (i) => {
            const events = readEvents(await clients[i % clients.length]!.client.request('/api/me/stream'));
            streams.push(events);
            return events.next(10_000);
          }),
        );
        expect(healthy).toBe(true);
        expect(result.results.map((r) => (r as { email: string }).email).sort()).toEqual(
          clients.flatMap(({ email }) => Array<string>(STREAMS_PER_USER).fill(email)).sort(),
        );
      } finally {
        await Promise.all(streams.map((events) => events.cancel().catch(() => undefined)));
      }
    }, 120_000);
  });

  it.runIf(kind === 'postgres')(
    'pushes a change written through another app server on the same database',
    async () => {
      const res = await ann.request('/api/me/stream');
      const events = readEvents(res);
      const other = await openDatabase(target.config);
      try {
        await events.next();
        await createRepositories(other.db).users.setStatus(uid, 'free');
        expect(await events.next()).toMatchObject({ status: 'free' });
      } finally {
        await events.cancel();
        await other.close();
      }
    },
  );
});
