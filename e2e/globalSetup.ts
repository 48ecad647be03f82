import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/**
 * Starts the real server entry point (as `npm start` does, minus the builds) on a free port with a fresh
 * data directory, and hands its URL to the tests.
 */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: the test command builds it first (npm run build).');
  }
  dataDir = mkdtempSync(join(tmpdir(), 'mapwright-e2e-'));
  const mapsDir = process.env.MAPS_DIR ?? join(root, 'var/maps');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAPS_DIR: mapsDir,
      LOG_LEVEL: 'warn',
      // The browser tests sign up, save, publish and download many times from one address; the limits
      // are tested in-process. (With the default 10 sign-ups a minute, whether a file met the limit
      // depended on how fast the files before it ran.)
      AUTH_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_PER_ADDRESS: '100000',
      RENDER_RATE_LIMIT: '100000',
      // The render deadline guards production; under a loaded machine a fresh render thread's first
      // page may pass it, which is not what these tests check (bounded-work.test.ts does).
      RENDER_TIMEOUT_MS: '300000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1].replace(/\/$/, ''));
      }
    };
    server?.stdout?.on('data', onData);
    server?.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    server?.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${out}`));
    });
  });
  project.provide('baseURL', url);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
