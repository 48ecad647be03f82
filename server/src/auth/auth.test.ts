import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getAuthTables } from 'better-auth/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { RESET_MAILS_EXHAUSTED } from './auth';
import { createTestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';

const SECRET = 'test-secret-0123456789-0123456789-abcdef';

afterAll(expectNoInternalErrors);

/**
 * The text of an .eml file, decoded well enough to find a link in it. Only a quoted-printable body is
 * decoded: a 7bit one is plain, and decoding it anyway turned a token starting with two hex digits
 * ("resetToken=84bH…") into garbage, one reset test in fifteen.
 */
function decodeMail(raw: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(raw)) return raw;
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMail(dir: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    if (files.length >= count)
      return Promise.all(files.map(async (f) => decodeMail(await readFile(path.join(dir, f), 'utf8'))));
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} mails in ${dir}`);
}

describe.each(availableBackends())('accounts on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let dataDir: string;
  let app: App;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-auth-'));
    app = buildTestApp({
      database,
      config: testConfig(undefined, {
        DATA_DIR: dataDir,
        AUTH_SECRET: SECRET,
        AUTH_RATE_LIMIT: '5',
        TRUST_PROXY: 'true',
      }),
    });
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Each test its own client address, so the rate limiter's buckets do not leak between tests. */
  let address = 10;
  const client = () => createTestClient(app, { headers: { 'X-Forwarded-For': `203.0.113.${address++}` } });

  it('creates the auth tables with every column Better Auth expects', async () => {
    const expected = getAuthTables({
      user: { modelName: 'auth_user' },
      session: { modelName: 'auth_session' },
      account: { modelName: 'auth_account' },
      verification: { modelName: 'auth_verification' },
      rateLimit: { modelName: 'auth_rate_limit', storage: 'database', enabled: true },
    });
    for (const table of Object.values(expected)) {
      const { rows } = await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table.modelName}`.execute(database.db);
      const columns = rows.map((r) => r.column_name).sort();
      const wanted = [
        'id',
        ...Object.entries(table.fields).map(([name, field]) => field.fieldName ?? name),
      ].sort();
      expect(columns, table.modelName).toEqual(wanted);
    }
  });

  it('signs up, keeps the session in an HttpOnly SameSite=Lax cookie, creates the record, signs out', async () => {
    const ann = client();
    const res = await ann.signUp('ann@example.org', 'secret123');
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
    const me = await ann.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      email: 'ann@example.org',
      uid: expect.any(String) as string,
      downloads: 3,
      status: 'free',
    });
    expect((await ann.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const after = await ann.request('/api/me');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: { code: 'unauthenticated', message: 'Sign in first' } });
  });

  it('logs in with the right password only, and keeps the record on later sign-ins (merge)', async () => {
    const bob = client();
    await bob.signUp('bob@example.org', 'bobspass1');
    const uid = ((await (await bob.request('/api/me')).json()) as { uid: string }).uid;
    await database.db.updateTable('users').set({ downloads: 1 }).where('uid', '=', uid).execute();
    await bob.request('/api/auth/sign-out', { json: {} });
    const wrong = await bob.signIn('bob@example.org', 'not-it-1');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
    expect((await bob.signIn('bob@example.org', 'bobspass1')).status).toBe(200);
    expect(await (await bob.request('/api/me')).json()).toMatchObject({ uid, downloads: 1, status: 'free' });
  });

  it('enforces the password rules on the server: 8 to 15 characters', async () => {
    const carol = client();
    const short = await carol.signUp('carol@example.org', 'short7!');
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Password too short' },
    });
    const long = await carol.signUp('carol@example.org', 'sixteen-chars-xx');
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toBe('Password too long');
    expect((await carol.signUp('carol@example.org', 'fifteen-chars-x')).status).toBe(200);
  });

  it('rate-limits wrong passwords with 429 resource-exhausted', async () => {
    const mallory = client();
    await mallory.signUp('target@example.org', 'target-pass1');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await mallory.signIn('target@example.org', `guess-${i}-xyz`);
      statuses.push(last.status);
    }
    // The sign-up above counts for its own path only; sign-in allows 5 a minute.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await last?.json()).toEqual({
      error: { code: 'resource-exhausted', message: 'Too many requests. Please try again later.' },
    });
    // The standard header, in whole seconds within the one-minute window.
    const retryAfter = Number(last?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last?.headers.has('x-retry-after')).toBe(false);
    // Another address is not affected.
    expect((await client().signIn('target@example.org', 'target-pass1')).status).toBe(200);
  });

  it('answers a reset request the same for unknown and known addresses, and the link works once', async () => {
    const dave = client();
    await dave.signUp('dave@example.org', 'old-pass-1');
    const outbox = path.join(dataDir, 'outbox');
    const ask = (email: string) => client().request('/api/auth/request-password-reset', { json: { email } });
    const unknown = await ask('nobody@example.org');
    const known = await ask('dave@example.org');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    const [mail = ''] = await waitForMail(outbox, 1);
    expect(mail).toMatch(/^To: dave@example\.org$/m);
    const token = /\/Profile\?resetToken=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();

    const reset = (newPassword: string) =>
      client().request('/api/auth/reset-password', { json: { token, newPassword } });
    expect((await reset('new-pass-2')).status).toBe(200);
    const again = await reset('new-pass-3');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('invalid-argument');
    expect((await client().signIn('dave@example.org', 'old-pass-1')).status).toBe(401);
    expect((await client().signIn('dave@example.org', 'new-pass-2')).status).toBe(200);
  });

  it('limits reset mails per address per hour, answering an unknown address exactly like a known one', async () => {
    await client().signUp('gus@example.org', 'guss-pass-1');
    const outbox = path.join(dataDir, 'outbox');
    // Each request from another client address, so only the per-address limit can refuse.
    const ask = (email: string) => client().request('/api/auth/request-password-reset', { json: { email } });
    const answers = async (email: string) => {
      const seen: { status: number; body: string; retryAfter: string | null }[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await ask(email);
        seen.push({ status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') });
      }
      return seen;
    };
    const known = await answers('gus@example.org');
    const unknown = await answers('nobody-here@example.org');
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(unknown.map((a) => [a.status, a.body])).toEqual(known.map((a) => [a.status, a.body]));
    expect(JSON.parse(known[5]?.body ?? '')).toEqual({
      error: { code: 'resource-exhausted', message: RESET_MAILS_EXHAUSTED },
    });
    for (const last of [known[5], unknown[5]]) {
      expect(Number(last?.retryAfter)).toBeGreaterThan(3590);
      expect(Number(last?.retryAfter)).toBeLessThanOrEqual(3600);
    }
    // The address is compared as the auth service compares it.
    expect((await ask(' GUS@example.org')).status).toBe(429);
    // Mails go out in the background: wait for the five, then make sure no sixth follows.
    const mailsTo = async (address: string) =>
      (await waitForMail(outbox, 1)).filter((m) => m.includes(`\nTo: ${address}\n`)).length;
    for (let i = 0; i < 100 && (await mailsTo('gus@example.org')) < 5; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 500));
    const toGus = Array.from({ length: await mailsTo('gus@example.org') });
    expect(toGus).toHaveLength(5);
  });

  it("refuses text the database cannot store in the auth service's bodies, naming the field", async () => {
    const hal = client();
    await hal.signUp('hal@example.org', 'hals-pass-1');
    const invalid = (message: string) => ({ error: { code: 'invalid-argument', message } });
    const rename = await hal.request('/api/auth/update-user', { json: { name: 'a\u0000b' } });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual(invalid('Invalid name: must not contain a NUL character'));
    // Better Auth checked this type only in its database adapter: a 500.
    const notText = await hal.request('/api/auth/update-user', { json: { name: false } });
    expect(notText.status).toBe(400);
    expect(await notText.json()).toEqual(invalid('Invalid name: must be text'));
    const lone = await hal.request('/api/auth/update-user', { json: { name: 'Hal \ud800' } });
    expect(await lone.json()).toEqual(
      invalid('Invalid name: must not contain a lone surrogate (invalid Unicode)'),
    );
    const reset = await client().request('/api/auth/reset-password', {
      json: { token: 'abc\u0000', newPassword: 'new-pass-12' },
    });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual(invalid('Invalid token: must not contain a NUL character'));
    // The auth service also reads forms: the same rules.
    const form = await client().request('/api/auth/sign-up/email', {
      method: 'POST',
      body: new URLSearchParams({ email: 'form@example.org', password: 'form-pass-1', name: 'x\u0000' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual(invalid('Invalid name: must not contain a NUL character'));
    expect((await hal.request('/api/auth/get-session')).status).toBe(200);
  });

  it('limits the length of the sign-up fields (a 100,000-character name is refused, not stored)', async () => {
    const ivy = client();
    const long = await ivy.request('/api/auth/sign-up/email', {
      json: { email: 'ivy@example.org', password: 'ivys-pass-1', name: 'n'.repeat(100_000) },
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Invalid name: must be at most 256 characters' },
    });
    const email = `${'e'.repeat(250)}@example.org`;
    const longEmail = await ivy.request('/api/auth/sign-up/email', {
      json: { email, password: 'ivys-pass-1', name: 'ivy' },
    });
    expect(await longEmail.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Invalid email: must be at most 254 characters' },
    });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from auth_user where email in ('ivy@example.org', ${email})`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(0);
    expect(
      (
        await ivy.request('/api/auth/sign-up/email', {
          json: { email: 'ivy@example.org', password: 'ivys-pass-1', name: 'n'.repeat(256) },
        })
      ).status,
    ).toBe(200);
  });

  it("answers the auth service's errors with statuses and codes from the spec's table", async () => {
    const jo = client();
    expect((await jo.signUp('jo@example.org', 'jos-pass-12')).status).toBe(200);
    // Better Auth says 422; a sign-up failure shows the provider's message (spec section 8).
    const again = await client().signUp('jo@example.org', 'jos-pass-12');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { code: 'invalid-argument', message: 'User already exists. Use another email.' },
    });
    const plain = await client().request('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'kim@example.org', password: 'kims-pass-1', name: 'kim' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'invalid-argument',
      message: expect.stringContaining('Content-Type "text/plain" is not allowed') as string,
    });
  });

  it('puts the fixed in-process origin into reset links, whatever address the request names', async () => {
    await client().signUp('lee@example.org', 'lees-pass-1');
    const outbox = path.join(dataDir, 'outbox');
    const before = (await readdir(outbox).catch(() => [] as string[])).length;
    // A request addressed to another host (in-process there is no socket: the URL is the address).
    const res = await app.request('http://evil.example/api/auth/request-password-reset', {
      method: 'POST',
      body: JSON.stringify({ email: 'lee@example.org' }),
      headers: {
        'Content-Type': 'application/json',
        Host: 'evil.example',
        'X-Forwarded-For': '203.0.113.250',
      },
    });
    expect(res.status).toBe(200);
    const mails = await waitForMail(outbox, before + 1);
    const mail = mails.find((m) => /^To: lee@example\.org$/m.test(m)) ?? '';
    expect(mail).toMatch(/^http:\/\/localhost\/Profile\?resetToken=/m);
    expect(mail).not.toContain('evil.example');
  });

  it('refuses cross-origin state-changing requests, ours and the auth service’s', async () => {
    const eve = client();
    for (const path of ['/api/auth/sign-up/email', '/api/maps']) {
      const res = await eve.request(path, {
        json: { email: 'eve@example.org', password: 'evil-pass-1', name: 'eve' },
        headers: { Origin: 'https://evil.example' },
      });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'permission-denied', message: 'Cross-origin request refused' },
      });
    }
    const labelled = await eve.request('/api/auth/sign-out', {
      json: {},
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(labelled.status).toBe(403);
    const count = await database.db
      .selectFrom(sql<{ email: string }>`auth_user`.as('u'))
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql.ref('u.email'), '=', 'eve@example.org')
      .executeTakeFirst();
    expect(count?.n).toBe(0);
  });

  it('sets Secure on cookies behind TLS (trusted proxy) and with an https PUBLIC_URL', async () => {
    const proxied = await client().request('/api/auth/sign-up/email', {
      json: { email: 'tls@example.org', password: 'tls-pass-1', name: 'tls' },
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(proxied.headers.getSetCookie().find((c) => c.includes('session_token='))).toMatch(/; Secure/);

    const httpsApp = buildTestApp({
      database,
      config: testConfig(undefined, {
        DATA_DIR: dataDir,
        AUTH_SECRET: SECRET,
        PUBLIC_URL: 'https://maps.example.org',
      }),
    });
    const res = await httpsApp.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://maps.example.org' },
      body: JSON.stringify({ email: 'https@example.org', password: 'https-pass-1', name: 'h' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  it('never sends a password hash or a token in a response body', async () => {
    const fay = client();
    await fay.signUp('fay@example.org', 'fays-pass-1');
    await fay.signIn('fay@example.org', 'fays-pass-1');
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/list-sessions',
      '/api/auth/list-accounts',
      '/api/me',
    ]) {
      expect((await fay.request(path)).status, path).toBe(200);
    }
    const secrets = await sql<{ value: string }>`
      select password as value from auth_account where password is not null
      union all select token from auth_session`.execute(database.db);
    expect(secrets.rows.length).toBeGreaterThan(2);
    const everything = fay.bodies.join('\n');
    expect(everything).toContain('fay@example.org');
    for (const { value } of secrets.rows) expect(everything).not.toContain(value);
    expect(everything).not.toMatch(/"(token|password|accessToken|refreshToken|idToken)"/);
  });

  it('answers malformed auth requests with a 4xx in the envelope, never a 500', async () => {
    const json = { 'Content-Type': 'application/json', Origin: 'http://localhost' };
    const cases: [string, RequestInit, number][] = [
      ['/api/auth/sign-in/email', { method: 'POST', body: '{bad', headers: json }, 400],
      ['/api/auth/sign-in/email', { method: 'POST', body: '{}', headers: json }, 400],
      [
        '/api/auth/sign-up/email',
        { method: 'POST', body: '{"email":"nope","password":"abcdefgh1","name":"x"}', headers: json },
        400,
      ],
      [
        '/api/auth/reset-password',
        { method: 'POST', body: '{"newPassword":"abcdefgh1"}', headers: json },
        400,
      ],
      ['/api/auth/nothing-here', { method: 'GET' }, 404],
      ['/api/me', { method: 'GET', headers: { Cookie: 'better-auth.session_token=garbage.zzz' } }, 401],
      // A redirect target that is neither a path nor an http(s) URL made verify-email's error path
      // throw while building the redirect (found by the API property test).
      ['/api/auth/verify-email?token=&callbackURL=xxx', { method: 'GET' }, 400],
      ['/api/auth/verify-email?token=abc&callbackURL=javascript:alert(1)', { method: 'GET' }, 400],
      ['/api/auth/verify-email?token=abc&callbackURL=//elsewhere.example', { method: 'GET' }, 400],
    ];
    for (const [path, init, status] of cases) {
      const res = await app.request(path, init);
      expect(res.status, path).toBe(status);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.message.length, path).toBeGreaterThan(3);
    }
  });

  it('still redirects a bad verification link to a callback path on this site, with the error', async () => {
    const res = await app.request('/api/auth/verify-email?token=abc&callbackURL=/Profile');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/Profile?error=INVALID_TOKEN');
  });

  it('answers a Google sign-in start with the error page when Google is not configured', async () => {
    const res = await client().request('/api/auth-popup/google');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/auth-popup/done?error=not_configured');
    const page = await client().request('/api/auth-popup/done?error=not_configured');
    const english = await page.text();
    expect(english).toContain('<script src="/api/auth-popup/done.js"');
    expect(english).toContain('<p>Signing in… you can close this window.</p>');
    const french = await client().request('/api/auth-popup/done', {
      headers: { 'Accept-Language': 'fr-FR' },
    });
    const html = await french.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<p>Connexion en cours… vous pouvez fermer cette fenêtre.</p>');
  });
});
