import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { openDatabase } from '../db/open';
import { startServer, type RunningServer } from '../main';
import { testConfig, type TestSite } from '../testing/app';
import {
  createHttpClient,
  createPostgresDatabase,
  type HttpClient,
  type TestPostgresDatabase,
} from '../testing/cluster';
import { createPublishedSite } from '../testing/published-site';
import { runOpsCommand } from './cli';
import { listTables } from './tables';

/**
 * db:backup, db:restore and db:to-postgres end to end: real servers write real rows in every table
 * (accounts, sessions, maps at their second version, a publication, payments, downloads and credits),
 * the commands run as an operator runs them, and what comes out is compared row for row with what went
 * in; then a server on the copy keeps the session signed in. Needs DATABASE_URL_TEST for PostgreSQL.
 */

const serverUrl = process.env.DATABASE_URL_TEST;
const EMAIL = 'ops@example.org';
const PASSWORD = 'ops-pass-12345';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are read by table name
type AnyDb = Kysely<any>;

interface Target {
  /** The environment the commands and the server get to use this database. */
  readonly env: Record<string, string>;
}

const embedded = (dir: string): Target => ({ env: { DATA_DIR: dir } });
const postgres = (database: TestPostgresDatabase, dir: string): Target => ({
  env: { DATA_DIR: dir, DATABASE_URL: database.url },
});

function configOf(site: TestSite, target: Target) {
  return testConfig(site, { PORT: '0', LOG_LEVEL: 'silent', ...target.env });
}

async function withDb<T>(site: TestSite, target: Target, work: (db: AnyDb) => Promise<T>): Promise<T> {
  const handle = await openDatabase(configOf(site, target));
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Every row of every app table, as PostgreSQL writes it in JSON (times in UTC), sorted. */
async function contents(site: TestSite, target: Target): Promise<Record<string, string[]>> {
  return withDb(site, target, (db) =>
    db.transaction().execute(async (trx) => {
      await sql`set local timezone = 'UTC'`.execute(trx);
      const result: Record<string, string[]> = {};
      for (const table of await listTables(trx)) {
        const { rows } = await sql<{ line: string }>`
          select to_jsonb(t)::text as line from ${sql.table(table.name)} t order by 1`.execute(trx);
        result[table.name] = rows.map((r) => r.line);
      }
      return result;
    }),
  );
}

/** What a person does through a server: an account, a signed-in session, a map saved twice, its key, a download, a publication. */
async function writeThroughServer(server: RunningServer): Promise<HttpClient> {
  const client = createHttpClient(server.url);
  const signUp = await client.request(server.url, '/api/auth/sign-up/email', {
    json: { email: EMAIL, password: PASSWORD, name: 'Ops' },
  });
  expect(signUp.status).toBe(200);
  expect((await client.request(server.url, '/api/me')).status).toBe(200);
  const created = await client.request(server.url, '/api/maps', {
    json: { name: 'Kept', document: createDocument('SriLanka') },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const doc = createDocument('SriLanka');
  const saved = await client.request(server.url, `/api/maps/${id}`, {
    method: 'PUT',
    json: { document: { ...doc, title: { ...doc.title, text: 'Second version' } }, baseVersion: 1 },
  });
  expect(saved.status).toBe(200);
  const mapKey = randomUUID();
  expect(
    (
      await client.request(server.url, `/api/downloads/saved-map-keys/${id}`, {
        method: 'PUT',
        json: { version: 2, mapKey },
      })
    ).status,
  ).toBe(204);
  const grant = await client.request(server.url, '/api/downloads', {
    json: { format: 'png', width: 800, height: 600, mapKey, documentHash: 'a'.repeat(64) },
  });
  expect(grant.status).toBe(200);
  const published = await client.request(server.url, `/api/maps/${id}/publication`, {
    method: 'PUT',
    json: { mapVersion: 2 },
  });
  expect(published.status).toBe(201);
  return client;
}

/** The rows no request here writes: payments as the webhook and test checkout store them, a pending verification, limit counters, an own boundary. */
async function writeDirectly(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ uid: string }>`select uid from users`.execute(db);
  const uid = rows[0]!.uid;
  await sql`insert into payment_events (id, event_name, source, user_uid, outcome, payload)
    values ('evt-1', 'subscription_created', 'lemonsqueezy', ${uid}, 'applied', '{"meta": {"n": 1}}')`.execute(
    db,
  );
  await sql`insert into subscriptions (id, user_uid, variant_id, status, provider_updated_at)
    values ('sub-1', ${uid}, '966247', 'cancelled', '2026-11-30T10:00:00.123456Z')`.execute(db);
  await sql`insert into donations (id, user_uid, amount, currency, status, ordered_at)
    values ('don-1', ${uid}, 500, 'EUR', 'paid', now())`.execute(db);
  await sql`insert into test_checkouts (id, user_uid, email, variant_id, kind)
    values ('chk-1', ${uid}, ${EMAIL}, '966247', 'subscription')`.execute(db);
  await sql`insert into auth_verification (id, identifier, value, "expiresAt")
    values ('ver-1', 'reset-password:x', 'v', now() + interval '1 hour')`.execute(db);
  await sql`insert into auth_rate_limit (id, key, count, "lastRequest")
    values ('rl-1', '127.0.0.1/sign-in', 2, 1796195700123) on conflict do nothing`.execute(db);
  await sql`insert into request_limits (key, count, window_ends_at)
    values ('reset:abc', 1, now() + interval '1 hour') on conflict do nothing`.execute(db);
  await sql`insert into custom_boundaries (hash, content, size_bytes, divisions)
    values (${'b'.repeat(64)}, '{"type":"Topology"}', 19, 1)`.execute(db);
  await sql`insert into custom_boundary_owners (hash, owner_uid, name)
    values (${'b'.repeat(64)}, ${uid}, 'Wards')`.execute(db);
  await sql`insert into live_data (url, body, fetched_at, attempted_at)
    values ('https://example.org/turnout.csv', 'ward,turnout', now(), now())`.execute(db);
}

function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return runOpsCommand(
    argv,
    { ...env, INIT_CWD: os.tmpdir() },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  ).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }));
}

/** Fills `target` through a server and directly; checks that no table is empty (else the round trip proves little). */
async function fill(site: TestSite, target: Target): Promise<HttpClient> {
  const server = await startServer(configOf(site, target));
  let client: HttpClient;
  try {
    client = await writeThroughServer(server);
  } finally {
    await server.close();
  }
  await withDb(site, target, writeDirectly);
  const filled = await contents(site, target);
  expect(Object.keys(filled).sort()).toEqual(
    [
      'auth_account',
      'auth_rate_limit',
      'auth_session',
      'auth_user',
      'auth_verification',
      'custom_boundaries',
      'custom_boundary_owners',
      'donations',
      'download_credits',
      'downloads',
      'live_data',
      'map_download_credits',
      'maps',
      'payment_events',
      'published_maps',
      'request_limits',
      'saved_map_keys',
      'subscriptions',
      'test_checkouts',
      'users',
    ].sort(),
  );
  for (const [table, rows] of Object.entries(filled)) expect(rows.length, table).toBeGreaterThan(0);
  return client;
}

/** A server on the copy: the session made before is still signed in, the password works, new ids do not collide. */
async function expectUsable(site: TestSite, target: Target, client: HttpClient): Promise<void> {
  const server = await startServer(configOf(site, target));
  try {
    const me = await client.request(server.url, '/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: EMAIL, downloads: 2 });
    const maps = (await (await client.request(server.url, '/api/maps')).json()) as {
      maps?: { version: number }[];
    };
    expect(JSON.stringify(maps)).toContain('"version":2');
    const again = createHttpClient(server.url);
    const signIn = await again.request(server.url, '/api/auth/sign-in/email', {
      json: { email: EMAIL, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const grant = await again.request(server.url, '/api/downloads', {
      json: { format: 'svg', width: 400, height: 300 },
    });
    expect(grant.status).toBe(200);
  } finally {
    await server.close();
  }
  const after = await withDb(site, target, (db) =>
    sql<{ n: number }>`select count(*)::int as n from downloads`.execute(db),
  );
  expect(after.rows[0]?.n).toBe(2);
}

describe('db:backup and db:restore on the embedded database', () => {
  let site: TestSite;
  let work: string;
  let source: Target;
  let client: HttpClient;
  /** The source's rows: it does not change after the fill (read once: every opening of PGlite costs seconds). */
  let expected: Record<string, string[]>;

  beforeAll(async () => {
    site = await createPublishedSite();
    work = await mkdtemp(path.join(os.tmpdir(), 'mapwright-ops-'));
    source = embedded(path.join(work, 'source'));
    client = await fill(site, source);
    expected = await contents(site, source);
  }, 180_000);

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await site?.cleanup();
  });

  it('restores every row of every table into an empty data directory, and the session stays valid', async () => {
    const file = path.join(work, 'round-trip.jsonl.gz');
    const backup = await run(['backup', `--out=${file}`], source.env);
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toContain(
      `Backed up the embedded database in ${path.join(work, 'source', 'pglite')} to ${file}`,
    );
    expect(backup.out).toMatch(/20 tables/);
    const target = embedded(path.join(work, 'restored'));
    const restored = await run(['restore', file], target.env);
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toContain('Every table holds as many rows as the backup.');
    expect(await contents(site, target)).toEqual(expected);
    await expectUsable(site, target, client);
  }, 180_000);

  it('refuses to restore over data without --force, and replaces it with --force', async () => {
    const file = path.join(work, 'force.jsonl.gz');
    expect((await run(['backup', `--out=${file}`], source.env)).code).toBe(0);
    const target = embedded(path.join(work, 'force-target'));
    expect((await run(['restore', file], target.env)).code).toBe(0);
    await withDb(site, target, (db) => sql`update maps set name = 'changed after restore'`.execute(db));
    const refused = await run(['restore', file], target.env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^db:restore failed: The target database already holds data \(.*maps: 1.*\); nothing was changed\. Pass --force/,
    );
    expect(JSON.stringify((await contents(site, target)).maps)).toContain('changed after restore');
    const forced = await run(['restore', file, '--force'], target.env);
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('replacing everything that was in it');
    expect(await contents(site, target)).toEqual(expected);
  }, 180_000);

  it('refuses to overwrite a file, to read an open database, and to restore a cut-off or foreign file', async () => {
    const file = path.join(work, 'exists.jsonl.gz');
    await writeFile(file, 'keep me');
    const overwrite = await run(['backup', `--out=${file}`], source.env);
    expect(overwrite).toMatchObject({ code: 1 });
    expect(overwrite.err).toContain('already exists; nothing was written');
    expect(await readFile(file, 'utf8')).toBe('keep me');

    const server = await startServer(configOf(site, source));
    try {
      const open = await run(['backup', `--out=${path.join(work, 'open.jsonl.gz')}`], source.env);
      expect(open.code).toBe(1);
      expect(open.err).toContain('is open in a running server: stop the server first');
      expect(existsSync(path.join(work, 'open.jsonl.gz'))).toBe(false);
    } finally {
      await server.close();
    }

    const whole = path.join(work, 'whole.jsonl.gz');
    expect((await run(['backup', `--out=${whole}`], source.env)).code).toBe(0);
    const bytes = await readFile(whole);
    const cut = path.join(work, 'cut.jsonl.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const target = embedded(path.join(work, 'cut-target'));
    const cutOff = await run(['restore', cut], target.env);
    expect(cutOff.code).toBe(1);
    expect(cutOff.err).toMatch(/^db:restore failed: .*(cut off|damaged)/);
    const left = await contents(site, target);
    expect(Object.values(left).every((rows) => rows.length === 0)).toBe(true);

    const foreign = await run(['restore', file], embedded(path.join(work, 'foreign-target')).env);
    expect(foreign.code).toBe(1);
    expect(foreign.err).toContain('is not a Mapwright backup');
    const missing = await run(['restore', path.join(work, 'nope.gz')], target.env);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.err).toContain('There is no file');
    const nothing = await run(['backup'], embedded(path.join(work, 'empty-dir')).env);
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain('There is no embedded database in');
  }, 180_000);
});

describe.skipIf(!serverUrl)('db:backup, db:restore and db:to-postgres with PostgreSQL', () => {
  let site: TestSite;
  let work: string;
  const databases: TestPostgresDatabase[] = [];
  const database = async () => {
    const created = await createPostgresDatabase(serverUrl!);
    databases.push(created);
    return created;
  };

  beforeAll(async () => {
    site = await createPublishedSite();
    work = await mkdtemp(path.join(os.tmpdir(), 'mapwright-ops-pg-'));
  });

  afterAll(async () => {
    await Promise.all(databases.map((d) => d.drop()));
    await rm(work, { recursive: true, force: true });
    await site?.cleanup();
  });

  it('restores every row of a PostgreSQL database into another, and the session stays valid', async () => {
    const source = postgres(await database(), work);
    const client = await fill(site, source);
    const file = path.join(work, 'pg.jsonl.gz');
    const backup = await run(['backup', `--out=${file}`], source.env);
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toContain('Backed up the PostgreSQL database at postgres://');
    const target = postgres(await database(), work);
    const restored = await run(['restore', file], target.env);
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(await contents(site, target)).toEqual(await contents(site, source));
    await expectUsable(site, target, client);
    const refused = await run(['restore', file], target.env);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('already holds data');
  }, 180_000);

  it('moves an embedded install to PostgreSQL with every count checked, signed-in sessions included', async () => {
    const source = embedded(path.join(work, 'embedded'));
    const client = await fill(site, source);
    const pg = await database();
    const moved = await run(['to-postgres', `--to=${pg.url}`], source.env);
    expect(moved).toMatchObject({ code: 0, err: '' });
    expect(moved.out).toContain('Every count matches.');
    expect(moved.out).toMatch(/ {4}maps +1 → 1/);
    expect(moved.out).toMatch(/ {4}auth_session +1 → 1/);
    const target = postgres(pg, path.join(work, 'embedded'));
    const expected = await contents(site, source);
    expect(await contents(site, target)).toEqual(expected);
    await expectUsable(site, target, client);

    const again = await run(['to-postgres', `--to=${pg.url}`], source.env);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/^db:to-postgres failed: The target database already holds data/);
    const forced = await run(['to-postgres', `--to=${pg.url}`, '--force'], source.env);
    expect(forced.code).toBe(0);
    expect(await contents(site, target)).toEqual(expected);

    const noTarget = await run(['to-postgres'], source.env);
    expect(noTarget.code).toBe(1);
    expect(noTarget.err).toContain('Name the PostgreSQL server to move to');
  }, 180_000);
});
