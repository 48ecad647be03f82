import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main';
import { testConfig } from './testing/app';
import { openRawConnection, type RawResponse } from './testing/raw-http';

/**
 * A server started as `npm start` starts it (startServer, PORT=0, PGlite), reached over real sockets:
 * what only a connection shows (keep-alive after an early error) and what only the listening address
 * decides (the origin of links in mails, whatever Host the request names).
 */

let server: RunningServer;
let dataDir: string;
let port: number;

// A first start creates the embedded database: 5-10 s, up to a minute on a loaded two-core machine.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-running-'));
  server = await startServer(testConfig(undefined, { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  port = server.port;
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const JSON_TYPE = { 'Content-Type': 'application/json' };
const health = { method: 'GET', path: '/api/health' };

/**
 * Sends `first`, reads its answer, then asks for /api/health the way a keep-alive client does: on the
 * same connection unless the answer said `Connection: close` (then on a new one, as clients do).
 */
async function firstThenHealth(first: Parameters<Awaited<ReturnType<typeof openRawConnection>>['send']>[0]) {
  const connection = await openRawConnection(port);
  try {
    connection.send(first);
    const answer = await connection.response();
    let next: RawResponse;
    if (answer.headers.connection?.toLowerCase() === 'close') {
      const fresh = await openRawConnection(port);
      fresh.send(health);
      next = await fresh.response();
      fresh.close();
    } else {
      connection.send(health);
      next = await connection.response();
    }
    return { answer, next };
  } finally {
    connection.close();
  }
}

describe('a running server', () => {
  it('keeps a connection usable after an ordinary request', async () => {
    const connection = await openRawConnection(port);
    connection.send(health);
    expect((await connection.response()).status).toBe(200);
    connection.send(health);
    const second = await connection.response();
    expect(second.status).toBe(200);
    expect(second.headers.connection ?? 'keep-alive').toBe('keep-alive');
    connection.close();
  });

  it.each([
    ['413 (body over the limit)', 'POST', '/api/maps', 4 * 1024 * 1024, 413],
    ['405 (wrong method) with a body', 'PUT', '/api/health', 900 * 1024, 405],
    ['401 (signed out) with a body', 'POST', '/api/maps', 900 * 1024, 401],
    ['400 (bad path) with a body', 'POST', '/api/maps/a%00b', 900 * 1024, 400],
  ])('answers the next request after an early %s', async (_, method, urlPath, size, status) => {
    const body = Buffer.alloc(size, ' ');
    body.write('{"name":"x"}');
    const { answer, next } = await firstThenHealth({ method, path: urlPath, headers: JSON_TYPE, body });
    expect(answer.status).toBe(status);
    expect((JSON.parse(answer.body) as { error: { code: string } }).error.code).toBeDefined();
    expect(next.status).toBe(200);
  });

  it('says Connection: close when it answers before the body has arrived', async () => {
    const { answer } = await firstThenHealth({
      method: 'POST',
      path: '/api/maps',
      headers: JSON_TYPE,
      body: Buffer.alloc(4 * 1024 * 1024, ' '),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });

  it('puts the address it printed at start into reset links, whatever Host the request names', async () => {
    const signUp = await openRawConnection(port);
    signUp.send({
      method: 'POST',
      path: '/api/auth/sign-up/email',
      headers: JSON_TYPE,
      body: Buffer.from(JSON.stringify({ email: 'vic@example.org', password: 'vics-pass-1', name: 'vic' })),
    });
    expect((await signUp.response()).status).toBe(200);
    signUp.close();

    const forged = await openRawConnection(port);
    forged.send({
      method: 'POST',
      path: '/api/auth/request-password-reset',
      headers: { ...JSON_TYPE, Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      body: Buffer.from(JSON.stringify({ email: 'vic@example.org' })),
    });
    expect((await forged.response()).status).toBe(200);
    forged.close();

    const outbox = path.join(dataDir, 'outbox');
    let mail = '';
    for (let i = 0; i < 200 && mail === ''; i++) {
      const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
      if (files[0]) mail = await readFile(path.join(outbox, files[0]), 'utf8');
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mail.replace(/=\r?\n/g, '')).toContain(`${server.url}/Profile?resetToken=`);
    expect(mail).not.toContain('evil.example');
  });
});
