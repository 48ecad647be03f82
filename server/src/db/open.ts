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
  return createHandle(db, 'pglite', async () => {
    if (!client.closed) await client.close();
  });
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return createHandle(db, 'postgres', async () => {
    if (!pool.ended) await pool.end();
  });
}

/**
 * `release` frees the underlying client. Kysely's destroy() skips its driver when no query ever ran, which
 * would leave the PGlite instance or the pool open; release covers that case and is a no-op otherwise.
 */
function createHandle(
  db: Kysely<Database>,
  kind: DatabaseKind,
  release: () => Promise<void>,
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
    close() {
      // Ends the pg pool or closes PGlite, which flushes its files to DATA_DIR.
      closing ??= db.destroy().then(release);
      return closing;
    },
  };
}
