import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { startServer, type RunningServer } from './main';
import { testConfig } from './testing/app';
import { createHttpClient, createPostgresDatabase, type TestPostgresDatabase } from './testing/cluster';

/**
 * PostgreSQL goes away mid-run (a TCP proxy in front of it is cut, then restored): requests that need
 * it answer 503 with Retry-After, never 500; the server recovers by itself; nothing acknowledged is
 * lost. Needs DATABASE_URL_TEST.
 */

const serverUrl = process.env.DATABASE_URL_TEST;

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function startCuttableProxy(to: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.skipIf(!serverUrl)('a PostgreSQL outage', () => {
  let database: TestPostgresDatabase;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    const direct = new URL(database.url);
    proxy = await startCuttableProxy(direct);
    const proxied = new URL(direct);
    proxied.host = `127.0.0.1:${proxy.port}`;
    server = await startServer(
      testConfig(undefined, { PORT: '0', DATABASE_URL: proxied.toString(), LOG_LEVEL: 'silent' }),
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    proxy?.close();
    await database?.drop();
  });

  it('answers 503 with Retry-After while the database is away, then recovers by itself', async () => {
    const ann = createHttpClient(server.url);
    const signUp = await ann.request(server.url, '/api/auth/sign-up/email', {
      json: { email: 'ann@example.org', password: 'anns-pass-1', name: 'Ann' },
    });
    expect(signUp.status).toBe(200);
    const saved = await ann.request(server.url, '/api/maps', {
      json: { name: 'Before', document: createDocument('SriLanka') },
    });
    expect(saved.status).toBe(201);

    proxy.cut();
    const answers = [
      await ann.request(server.url, '/api/maps', {
        json: { name: 'During', document: createDocument('SriLanka') },
      }),
      await ann.request(server.url, '/api/maps'),
      await createHttpClient(server.url).request(server.url, '/api/auth/sign-in/email', {
        json: { email: 'ann@example.org', password: 'anns-pass-1' },
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    await proxy.restore();
    await vi.waitFor(async () => expect((await ann.request(server.url, '/api/maps')).status).toBe(200), {
      timeout: 30_000,
      interval: 250,
    });
    const after = await ann.request(server.url, '/api/maps', {
      json: { name: 'After', document: createDocument('SriLanka') },
    });
    expect(after.status).toBe(201);
    const rows = await database.query<{ name: string }>('select name from maps order by created_at');
    expect(rows.map((row) => row.name)).toEqual(['Before', 'After']);
  });
});
