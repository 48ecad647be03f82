import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** End-to-end checks of the entry point as people run it: `npx tsx server/src/main.ts`. */

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !['DATABASE_URL', 'PORT', 'HOST', 'MAPS_DIR'].includes(key),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/**
 * A first start creates the embedded database (PGlite's initdb) while other test files run: 5–10 s
 * usually, but over 20 s was seen on a 2-core machine with a third of its CPU stolen by the hypervisor.
 */
const STARTUP_MS = 180_000;

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = STARTUP_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-main-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.concurrent('server/src/main.ts', () => {
  it('exits 1 with one readable line when the configuration is invalid', async () => {
    const server = run({ PORT: 'abc', DATA_DIR: path.join(dir, 'never') });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")\n',
    );
    expect(server.stdout()).toBe('');
  });

  it(
    'starts, prints where it runs, serves, and shuts down on SIGTERM',
    { timeout: STARTUP_MS + 30_000 },
    async () => {
      const dataDir = path.join(dir, 'data');
      const server = run({
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dir, 'web'),
        LOG_LEVEL: 'info',
      });
      try {
        const firstLine = await waitFor(() => {
          const line = server.stdout().split('\n')[0];
          return server.stdout().includes('\n') ? line : undefined;
        }, 'the startup line');
        const match = /^Mapwright is running at (http:\/\/127\.0\.0\.1:(\d+))$/.exec(firstLine ?? '');
        expect(match, `stdout: ${server.stdout()} stderr: ${server.stderr()}`).not.toBeNull();
        expect(Number(match?.[2])).toBeGreaterThan(0);

        const res = await fetch(`${match?.[1]}/api/health`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({
          status: 'ok',
          version: '0.1.0',
          database: { kind: 'pglite', ok: true },
        });
        const page = await fetch(`${match?.[1]}/Countries`);
        expect(page.status).toBe(503);

        // Everything after the startup line is structured logs.
        const logLine = await waitFor(
          () => server.stdout().split('\n')[1] || undefined,
          'a request log line',
        );
        expect(JSON.parse(logLine)).toMatchObject({ msg: 'request', path: '/api/health', status: 200 });

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(await readdir(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );

  // The server creates and migrates its database before it tries the port: allow for a slow first start.
  it('exits 1 with a clear message when the port is taken', { timeout: STARTUP_MS + 30_000 }, async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const server = run({ PORT: String(port), DATA_DIR: path.join(dir, 'busy') });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toBe(`Port ${port} on 127.0.0.1 is already in use; set PORT to another port\n`);
    } finally {
      blocker.close();
    }
  });
});
