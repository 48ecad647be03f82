import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { createLogger } from './logger';
import { createRepositories, type Repositories } from './repositories/index';
import { createAppServices } from './services';
import { readVersion } from './version';

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:3000 (with the real port when PORT=0). */
  readonly url: string;
  readonly port: number;
  /** The repositories this server writes through (tests use them to change records as another writer). */
  readonly repos: Repositories;
  /**
   * Stops accepting connections, tells live streams to reconnect, lets requests in flight finish (for at
   * most SHUTDOWN_GRACE_MS, then cuts them), ends the render threads, closes the database. Idempotent.
   */
  close(): Promise<void>;
}

/**
 * Starts Mapwright: config, database, migrations, HTTP. It serves what is already built (WEB_DIST,
 * MAPS_DIR); building the web app and the maps is the start script's job.
 *
 * Startup failures people can fix (bad configuration, database unreachable, port taken) end the process
 * with exit code 1 and one readable message on stderr, not a stack trace.
 */
export async function startServer(config?: Config): Promise<RunningServer> {
  const resolved = config ?? configOrExit();
  const logger = createLogger(resolved.logLevel);

  const database = await openDatabase(resolved, { logger }).catch((error: unknown) =>
    exitWith(
      `Could not open the ${resolved.databaseUrl ? 'PostgreSQL' : 'PGlite'} database: ${message(error)}`,
    ),
  );
  try {
    const applied = await migrate(database.db);
    if (applied.length > 0) logger.debug('database migrated', { applied });
  } catch (error) {
    await database.close().catch(() => undefined);
    exitWith(`Could not prepare the database: ${message(error)}`);
  }

  const repos = createRepositories(database.db);
  if (resolved.databaseUrl !== undefined && resolved.authSecret === undefined) {
    logger.warn(
      'AUTH_SECRET is not set: several app servers on one database must share the same AUTH_SECRET',
    );
  }
  if (resolved.publicUrl === undefined && !['127.0.0.1', 'localhost', '::1'].includes(resolved.host)) {
    logger.warn(
      'PUBLIC_URL is not set: links, published pages, sign-in callbacks and the cross-origin check use the address printed below; set PUBLIC_URL to the address people use',
    );
  }
  const services = createAppServices({ config: resolved, database, repos, logger });
  const app = createApp({
    config: resolved,
    database,
    repos,
    logger,
    version: readVersion(),
    services,
  });
  const server = createAdaptorServer({ fetch: app.fetch, hostname: resolved.host });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(resolved.port, resolved.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await services.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    exitWith(
      code === 'EADDRINUSE'
        ? `Port ${resolved.port} on ${resolved.host} is already in use; set PORT to another port`
        : `Could not listen on ${resolved.host}:${resolved.port}: ${message(error)}`,
    );
  }
  server.on('error', (error) => logger.error('server error', { error }));

  const port = (server.address() as AddressInfo).port;
  const url = `http://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`;
  // The server's own origin when PUBLIC_URL is unset: the address printed below, never a Host header.
  services.publicOrigin.listeningAt(url);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      removeSignalHandlers();
      // Ends the live streams first, each told to reconnect (to another server); they would otherwise
      // hold server.close() for the whole grace time.
      await services.userEvents.close();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, resolved.shutdownGraceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        // Keep-alive connections with no request in flight would hold close() open until they time out.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      // Ends the render threads (a drawing in progress is abandoned: its request has been cut or answered).
      await services.close();
      await database.close();
    })();
    return closing;
  };

  const running: RunningServer = { url, port, repos, close };
  const removeSignalHandlers = closeOnSignals(running);
  process.stdout.write(`Mapwright is running at ${url}\n`);
  return running;
}

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function exitWith(text: string): never {
  process.stderr.write(`${text}\n`);
  process.exit(1);
}

/**
 * Stops cleanly on Ctrl+C or a service manager's SIGTERM; a second signal forces the exit. Returns a
 * function that removes the handlers again.
 */
function closeOnSignals(server: RunningServer): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    process.stderr.write(`Received ${signal}, shutting down\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${message(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  await startServer();
}
