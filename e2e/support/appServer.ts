import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The part of the users repository (server/src/repositories/users.ts) the tests write through. */
interface UserWrites {
  setStatus(uid: string, status: 'free' | 'active'): Promise<unknown>;
  grantDownload(uid: string): Promise<unknown>;
}

interface ServerModules {
  loadConfig(env: Record<string, string>, cwd: string): unknown;
  startServer(
    config: unknown,
  ): Promise<{ url: string; repos: { users: UserWrites }; close(): Promise<void> }>;
}

/**
 * The server is loaded by a computed path: its sources are type-checked by their own project
 * (server/tsconfig.json, Node types only), not again under the browser-test project's DOM types.
 */
async function serverModules(root: string): Promise<ServerModules> {
  const config = join(root, 'server/src/config.ts');
  const main = join(root, 'server/src/main.ts');
  const [{ loadConfig }, { startServer }] = (await Promise.all([import(config), import(main)])) as [
    Pick<ServerModules, 'loadConfig'>,
    Pick<ServerModules, 'startServer'>,
  ];
  return { loadConfig, startServer };
}

export interface AppServer {
  readonly url: string;
  /** The repositories of this server: a test changes records through them as another writer would. */
  readonly repos: { readonly users: UserWrites };
  close(): Promise<void>;
}

/**
 * Starts the real server (startServer, the function `server/src/main.ts` runs) in the test process with
 * the environment a test needs (Google issuer, SMTP, a PostgreSQL schema …), on 127.0.0.1 and a free
 * port, with a fresh data directory. close() stops it and removes the directory.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const root = resolve(import.meta.dirname, '../..');
  const { loadConfig, startServer } = await serverModules(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'mapwright-e2e-auth-'));
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(root, 'dist/web'),
      MAPS_DIR: process.env.MAPS_DIR ?? join(root, 'var/maps'),
      LOG_LEVEL: 'warn',
      // Browser tests sign in many times from one address; the limit itself is tested in-process.
      AUTH_RATE_LIMIT: '1000',
      WRITE_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_PER_ADDRESS: '100000',
      RENDER_RATE_LIMIT: '100000',
      // The render deadline guards production, not these tests (bounded-work.test.ts checks it).
      RENDER_TIMEOUT_MS: '300000',
      ...env,
    },
    root,
  );
  const server = await startServer(config);
  return {
    url: server.url,
    repos: server.repos,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
