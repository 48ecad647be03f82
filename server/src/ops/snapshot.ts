import { sql, type Kysely } from 'kysely';
import { FORMAT, FORMAT_VERSION, type ControlLine } from './backup-format';
import { appliedMigrations, listTables } from './tables';

/** Rows fetched from the cursor at a time: bounded memory whatever the size of a table. */
const FETCH_ROWS = 500;

export interface SnapshotSummary {
  readonly tables: ReadonlyMap<string, number>;
}

/**
 * Writes every row of the app's tables, as backup lines (backup-format.ts), to `write`, read in one
 * REPEATABLE READ transaction: one consistent moment even while servers keep writing (on PostgreSQL).
 * `write` may wait (backpressure); the snapshot waits with it.
 */
export async function writeSnapshot(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables are read by name
  db: Kysely<any>,
  source: 'pglite' | 'postgres',
  write: (line: string) => Promise<void>,
): Promise<SnapshotSummary> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // Read only: a mistake here can never change the database being backed up.
      await sql`set transaction read only`.execute(trx);
      const control = (line: ControlLine) => write(JSON.stringify(line));
      const migrations = await appliedMigrations(trx);
      await control([
        FORMAT,
        { version: FORMAT_VERSION, createdAt: new Date().toISOString(), source, migrations },
      ]);
      const counts = new Map<string, number>();
      for (const table of await listTables(trx)) {
        await control(['table', table.name, { columns: [...table.columns] }]);
        await sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as line from ${sql.table(table.name)} t`.execute(
          trx,
        );
        let count = 0;
        for (;;) {
          const { rows } = await sql<{
            line: string;
          }>`fetch ${sql.raw(String(FETCH_ROWS))} from backup_rows`.execute(trx);
          for (const row of rows) await write(row.line);
          count += rows.length;
          if (rows.length < FETCH_ROWS) break;
        }
        await sql`close backup_rows`.execute(trx);
        await control(['rows', table.name, count]);
        counts.set(table.name, count);
      }
      await control(['complete', Object.fromEntries(counts)]);
      return { tables: counts };
    });
}
