import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveDataFetchAnswer } from '@mapwright/core/api/liveData';
import { LIVE_DATA_FETCH_PATH } from '@mapwright/core/api/liveData';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { createRepositories, type Repositories } from '../repositories/index';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, openMigratedDatabase, type TestDatabaseTarget } from '../testing/backends';
import { LiveDataError } from './guarded-fetch';
import { loadLiveData } from './live-data-cache';

afterAll(expectNoInternalErrors);

/** The remote spreadsheet: answers what `answer` says at the time, counting the requests. */
let answer: { status: number; type: string; body: string } = { status: 200, type: 'text/csv', body: '' };
let hits = 0;
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits += 1;
    if (req.url?.startsWith('/to?')) {
      res.writeHead(302, { Location: new URL(req.url, 'http://x').searchParams.get('url')! });
      res.end();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answer = { status: 200, type: 'text/csv', body: 'region,votes\nNorth,12\nSouth,"1,5"\n' };
});

describe.each(availableBackends())('live data on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let repos: Repositories;
  /** With LIVE_DATA_ALLOW_LOOPBACK on, as the tests' local spreadsheet needs. */
  let app: App;
  /** As in production: the setting off. */
  let guarded: App;
  let ann: TestClient;
  let annGuarded: TestClient;

  /** Makes the last attempt at `url` older than the minute between real fetches. */
  const ageAttempt = (url: string) =>
    sql`update live_data set attempted_at = now() - interval '2 minutes' where url = ${url}`.execute(
      database.db,
    );

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    repos = createRepositories(database.db);
    app = buildTestApp({
      database,
      repos,
      config: testConfig(undefined, { LIVE_DATA_ALLOW_LOOPBACK: 'true' }),
    });
    guarded = buildTestApp({ database, repos, config: testConfig(undefined) });
    ann = createTestClient(app);
    annGuarded = createTestClient(guarded);
    expect((await ann.signUp('ann@example.org', 'anns-pass-1')).status).toBe(200);
    expect((await annGuarded.signIn('ann@example.org', 'anns-pass-1')).status).toBe(200);
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  const fetchLink = (client: TestClient, url: string) =>
    client.request(LIVE_DATA_FETCH_PATH, { json: { url } });

  it('needs a signed-in user', async () => {
    const res = await createTestClient(app).request(LIVE_DATA_FETCH_PATH, {
      json: { url: `${origin}/a.csv` },
    });
    expect(res.status).toBe(401);
  });

  it('fetches a CSV, parses it and keeps it in the database; a second ask within a minute is not fetched again', async () => {
    const url = `${origin}/votes.csv`;
    const before = hits;
    const res = await fetchLink(ann, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as LiveDataFetchAnswer;
    expect(body.rows).toEqual([
      ['region', 'votes'],
      ['North', '12'],
      ['South', '1,5'],
    ]);
    expect(body.stale).toBeUndefined();
    const row = await repos.liveData.read(url);
    expect(row?.body).toBe(answer.body);
    expect(row?.fetchedAt?.toISOString()).toBe(body.fetchedAt);
    expect(row?.error).toBeNull();

    answer = { status: 200, type: 'text/csv', body: 'region,votes\nNorth,99\n' };
    const again = (await (await fetchLink(ann, url)).json()) as LiveDataFetchAnswer;
    expect(again).toEqual(body);
    expect(hits - before).toBe(1);
  });

  it('keeps the last good data when a later fetch fails, and says when it was got', async () => {
    const url = `${origin}/kept.csv`;
    const first = (await (await fetchLink(ann, url)).json()) as LiveDataFetchAnswer;
    answer = { status: 500, type: 'text/plain', body: 'down' };
    await ageAttempt(url);
    const res = await fetchLink(ann, url);
    expect(res.status).toBe(200);
    const stale = (await res.json()) as LiveDataFetchAnswer;
    expect(stale.rows).toEqual(first.rows);
    expect(stale.fetchedAt).toBe(first.fetchedAt);
    expect(stale.stale?.message).toBe(
      'The server answered 500 Internal Server Error; check that the link is published and open to anyone.',
    );
    expect(Date.parse(stale.stale!.failedAt)).toBeGreaterThanOrEqual(Date.parse(first.fetchedAt));
    const row = await repos.liveData.read(url);
    expect(row?.body).toBe('region,votes\nNorth,12\nSouth,"1,5"\n');
    expect(row?.error).toBe(stale.stale?.message);

    // Working again: fresh rows, and the failure forgotten.
    answer = { status: 200, type: 'text/csv', body: 'region,votes\nNorth,13\n' };
    await ageAttempt(url);
    const fresh = (await (await fetchLink(ann, url)).json()) as LiveDataFetchAnswer;
    expect(fresh.rows).toEqual([
      ['region', 'votes'],
      ['North', '13'],
    ]);
    expect(fresh.stale).toBeUndefined();
  });

  it('answers 400 with the message when a link never worked (and the same within the minute)', async () => {
    answer = { status: 200, type: 'text/html', body: '<p>Sign in</p>' };
    const url = `${origin}/page`;
    for (let i = 0; i < 2; i++) {
      const res = await fetchLink(ann, url);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'invalid-argument',
          message:
            'That link does not give a CSV file (it gave text/html); publish the sheet as CSV and use that link.',
        },
      });
    }
  });

  it.each([
    [
      '127.0.0.1',
      () => `${origin}/x.csv`,
      /That address \(127\.0\.0\.1\) is on a private network \(loopback\)/,
    ],
    [
      '10.0.0.1',
      () => 'http://10.0.0.1/x.csv',
      /That address \(10\.0\.0\.1\) is on a private network \(private\)/,
    ],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', /\(cloud metadata\)/],
    ['[::1]', () => 'http://[::1]/x.csv', /That address \(::1\) is on a private network \(loopback\)/],
    [
      'localhost',
      () => `http://localhost:${new URL(origin).port}/x.csv`,
      /“localhost” resolves to .*\(loopback\)/,
    ],
    ['file:', () => 'file:///etc/passwd', /only fetches http:\/\/ and https:\/\/ links/],
  ])('refuses %s with the setting off (as in production), without fetching', async (_name, link, message) => {
    const before = hits;
    const res = await fetchLink(annGuarded, link());
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(message);
    expect(hits).toBe(before);
  });

  it.each([
    ['10.0.0.1', 'http://10.0.0.1/x.csv', '10.0.0.1, private'],
    ['169.254.169.254', 'http://169.254.169.254/latest/meta-data/', '169.254.169.254, cloud metadata'],
  ])('refuses a redirect to %s even with loopback allowed', async (_name, to, what) => {
    const res = await fetchLink(ann, `${origin}/to?url=${encodeURIComponent(to)}`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe(
      `The link redirected to a private address (${new URL(to).host}: ${what}); Mapwright only fetches public addresses.`,
    );
  });

  it('answers 429 while another request fetches a link for the first time', async () => {
    const url = `${origin}/claimed.csv`;
    expect(await repos.liveData.claim(url, 60)).toBe(true);
    const res = await fetchLink(ann, url);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('loadLiveData: a failed fetch reports ok false, its message and when the last good data was got', async () => {
    const url = 'https://sheets.example/data.csv';
    const cache = repos.liveData;
    const good = await loadLiveData(url, {
      cache,
      minIntervalSeconds: 0,
      fetch: () => Promise.resolve({ url, contentType: 'text/csv', text: 'a,b\n1,2\n' }),
    });
    expect(good.ok).toBe(true);
    const failed = await loadLiveData(url, {
      cache,
      minIntervalSeconds: 0,
      fetch: () => Promise.reject(new LiveDataError('timeout', 'The server took longer than 10 s')),
    });
    expect(failed).toMatchObject({
      ok: false,
      message: 'The server took longer than 10 s',
      lastGood: { body: 'a,b\n1,2\n', fetchedAt: (good as { fetchedAt: Date }).fetchedAt },
    });
    // A bug is not a failed fetch: it is thrown.
    await expect(
      loadLiveData(url, { cache, minIntervalSeconds: 0, fetch: () => Promise.reject(new TypeError('bug')) }),
    ).rejects.toThrow('bug');
  });
});
