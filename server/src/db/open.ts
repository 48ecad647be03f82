import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Round-trips a trivial query; resolves to the latency in ms, rejects if the database does not answer. */
  ping(timeoutMs?: number): Promise<number>;
  /**
   * LISTEN on a channel: onPayload gets each NOTIFY payload. On PostgreSQL this holds one dedicated
   * connection per handle that reconnects by itself; onResync is called after a reconnect, when
   * notifications may have been missed. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  /** Idempotent. */
  close(): Promise<void>;
}

const DEFAULT_PING_TIMEOUT_MS = 2000;

/**
 * Opens the database the configuration asks for: a PostgreSQL server when DATABASE_URL is set, else the
 * embedded PGlite with its files under DATA_DIR/pglite (so `npm start` needs no server). Both speak the
 * same SQL, so one Kysely query layer serves both.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: { logger?: Logger } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl !== undefined) {
    return openPostgres(config.databaseUrl, options.logger);
  }
  return openPglite(path.join(config.dataDir, 'pglite'));
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory);
  // PGlite has a single connection; the dialect queues callers so transactions never interleave.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return createHandle(
    db,
    'pglite',
    async () => {
      if (!client.closed) await client.close();
    },
    async (channel, onPayload) => {
      // PGlite supports LISTEN/NOTIFY within its single process.
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  );
}

function openPostgres(connectionString: string, logger: Logger | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Fail a request quickly with 503 instead of hanging when the server is unreachable.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, that would crash
  // the process. The next query simply gets a fresh connection.
  pool.on('error', (error) => logger?.warn('database connection lost', { error }));
  // A checked-out client (inside a transaction, between its statements) that loses its connection emits
  // 'error' on itself, which the pool does not catch: without a listener an outage would crash the
  // process. Its statement in progress fails on its own (503 to the request); the client is discarded.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn('database connection lost', { error }));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<() => Promise<void>>();
  return createHandle(
    db,
    'postgres',
    async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      if (!pool.ended) await pool.end();
    },
    async (channel, onPayload, onResync) => {
      const stop = await listenPostgres(connectionString, channel, onPayload, onResync, logger);
      const tracked = async () => {
        listeners.delete(tracked);
        await stop();
      };
      listeners.add(tracked);
      return tracked;
    },
  );
}

/**
 * A dedicated connection (a pooled one would be handed to other queries) that LISTENs on a channel and
 * reconnects after 1 s when the server drops it; onResync tells the caller to re-read what it follows.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResync: (() => void) | undefined,
  logger: Logger | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger?.warn('database listener connection lost', { error });
      void next.end().catch(() => undefined);
      if (client === next) scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const scheduleReconnect = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => onResync?.(),
        (error: unknown) => {
          logger?.warn('database listener could not reconnect', { error });
          scheduleReconnect();
        },
      );
    }, 1000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

/**
 * `release` frees the underlying client. Kysely's destroy() skips its driver when no query ever ran, which
 * would leave the PGlite instance or the pool open; release covers that case and is a no-op otherwise.
 */
function createHandle(
  db: Kysely<Database>,
  kind: DatabaseKind,
  release: () => Promise<void>,
  listen: DatabaseHandle['listen'],
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    async ping(timeoutMs = DEFAULT_PING_TIMEOUT_MS) {
      if (closing) throw new Error('Database is closed');
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Database did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
      } finally {
        clearTimeout(timer);
      }
      return Math.round((performance.now() - started) * 100) / 100;
    },
    listen(channel, onPayload, onResync) {
      if (closing) return Promise.reject(new Error('Database is closed'));
      return listen(channel, onPayload, onResync);
    },
    close() {
      // Ends the pg pool or closes PGlite, which flushes its files to DATA_DIR.
      closing ??= db.destroy().then(release);
      return closing;
    },
  };
}
