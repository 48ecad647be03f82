import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main';
import { testConfig } from './testing/app';
import { openRawConnection, type RawResponse } from './testing/raw-http';

/**
 * A server started as `npm start` starts it (startServer, PORT=0, PGlite), reached over real sockets:
 * what only a connection shows (keep-alive after an early error).
 */

let server: RunningServer;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-running-'));
  server = await startServer(testConfig(undefined, { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  port = server.port;
}, 60_000);

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
});
