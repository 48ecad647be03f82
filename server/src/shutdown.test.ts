import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { startServer } from './main';
import { testConfig } from './testing/app';
import { createHttpClient, readEvents } from './testing/cluster';

/**
 * Shutdown (what SIGTERM runs): live streams are told to reconnect, a request in flight finishes, and
 * one that never finishes is cut after SHUTDOWN_GRACE_MS, so the process always ends.
 */

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes a request's headers and the first half of its body; `finish` sends the rest. */
function slowRequest(port: number, requestPath: string, cookie: string, origin: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  const half = Math.floor(body.length / 2);
  // With Expect: 100-continue the server answers "100 Continue" once it has taken the request: from
  // then on the request is in flight (not an idle connection that shutdown may close at once).
  const started = new Promise<void>((resolve) => {
    socket.on('data', () => {
      if (received.includes(' 100 Continue')) resolve();
    });
  });
  socket.write(
    `POST ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${cookie}\r\nOrigin: ${origin}\r\n` +
      `Expect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  return {
    started: started.then(() => void socket.write(body.slice(0, half))),
    finish: () => socket.write(body.slice(half)),
    ended,
  };
}

describe('shutting down', () => {
  it('tells streams to reconnect, finishes requests in flight, and cuts the rest after the grace', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-shutdown-'));
    dirs.push(dataDir);
    const server = await startServer(
      testConfig(undefined, { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SHUTDOWN_GRACE_MS: '3000' }),
    );
    const ann = createHttpClient(server.url);
    await ann.request(server.url, '/api/auth/sign-up/email', {
      json: { email: 'ann@example.org', password: 'anns-pass-1', name: 'Ann' },
    });
    const stream = readEvents(await ann.request(server.url, '/api/me/stream'));
    await stream.waitFor((e) => e.event === 'user');
    const signedIn = await ann.request(server.url, '/api/session');
    expect(signedIn.status).toBe(200);
    const cookie = ann.cookieHeader();
    const body = JSON.stringify({ name: 'In flight', document: createDocument('SriLanka') });
    const inFlight = slowRequest(server.port, '/api/maps', cookie, server.url, body);
    const hung = slowRequest(server.port, '/api/maps', cookie, server.url, body);
    await Promise.all([inFlight.started, hung.started]);

    const closed = server.close();
    const end = await stream.waitFor((e) => e.event === 'end');
    expect(JSON.parse(end.data)).toMatchObject({ error: { code: 'unavailable' } });
    inFlight.finish();
    expect(await inFlight.ended).toMatch(/HTTP\/1\.1 201 /);
    // The hung request never sends the rest of its body: its connection is cut after the grace.
    await closed;
    expect(await hung.ended).not.toMatch(/HTTP\/1\.1 2/);
    await stream.close();
  }, 120_000);
});
