import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/open';

/**
 * The database backends the database tests run against: always the embedded PGlite, and a real
 * PostgreSQL server when DATABASE_URL_TEST is set (CI sets it). Each target is isolated: PGlite gets a
 * fresh temp directory, PostgreSQL a fresh schema (selected through the connection's search_path), so
 * parallel test files and earlier runs never see each other's rows.
 */

type DatabaseConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

export interface TestDatabaseTarget {
  /** Pass to openDatabase; opening it twice reaches the same data (for persistence tests). */
  readonly config: DatabaseConfig;
  /** Removes the directory or drops the schema. Close every handle first. */
  cleanup(): Promise<void>;
}

export interface TestBackend {
  readonly kind: DatabaseKind;
  createTarget(): Promise<TestDatabaseTarget>;
}

const pgliteBackend: TestBackend = {
  kind: 'pglite',
  async createTarget() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-test-'));
    return {
      config: { dataDir, databaseUrl: undefined },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

function postgresBackend(serverUrl: string): TestBackend {
  return {
    kind: 'postgres',
    async createTarget() {
      const schema = `mw_test_${randomBytes(6).toString('hex')}`;
      await withAdminClient(serverUrl, (client) => client.query(`create schema ${schema}`));
      const url = new URL(serverUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return {
        config: { dataDir: os.tmpdir(), databaseUrl: url.toString() },
        async cleanup() {
          await withAdminClient(serverUrl, (client) =>
            client.query(`drop schema if exists ${schema} cascade`),
          );
        },
      };
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function availableBackends(env: Record<string, string | undefined> = process.env): TestBackend[] {
  const serverUrl = env.DATABASE_URL_TEST;
  return serverUrl ? [pgliteBackend, postgresBackend(serverUrl)] : [pgliteBackend];
}

/** The target's database, opened and migrated to the current schema: what every server test starts from. */
export async function openMigratedDatabase(target: TestDatabaseTarget): Promise<DatabaseHandle> {
  const database = await openDatabase(target.config);
  await migrate(database.db);
  return database;
}
