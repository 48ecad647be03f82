import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import type { Database } from './schema';

class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * Brings the schema up to date; run at every start. Safe with several app servers starting at once on
 * one PostgreSQL: Kysely takes an advisory lock around the run. Returns the names applied by this call.
 */
export async function migrate(
  db: Kysely<Database>,
  migrations: Readonly<Record<string, Migration>> = MIGRATIONS,
): Promise<string[]> {
  // Pin Kysely's bookkeeping tables to the schema we are actually in. Without this Kysely's existence
  // check looks in every schema, and a second app sharing the server (or a parallel test run in its own
  // schema) would make it believe the tables already exist here.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) {
    throw new MigrationError('No current schema: check the search_path of the database connection');
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    migrationTableSchema: schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
