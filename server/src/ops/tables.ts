import { sql, type Kysely } from 'kysely';

/**
 * The app's tables as the database describes them (so a table a later migration adds is backed up
 * without a list here to keep in step): the base tables of the current schema except Kysely's own
 * migration bookkeeping, in an order where every table comes after the tables its foreign keys name.
 */

export interface TableInfo {
  readonly name: string;
  /** In the table's own order. */
  readonly columns: readonly string[];
  /** Columns whose values a sequence gives (identity or serial): written as they are, then the sequence is moved past them. */
  readonly sequenced: readonly string[];
  /** Whether a column is GENERATED ALWAYS AS IDENTITY (an insert of its value needs OVERRIDING SYSTEM VALUE). */
  readonly identityAlways: boolean;
}

const MIGRATION_TABLES: readonly string[] = ['kysely_migration', 'kysely_migration_lock'];

export class OpsError extends Error {
  override readonly name = 'OpsError';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables are read by name, not through the typed schema
type AnyDb = Kysely<any>;

export async function listTables(db: AnyDb): Promise<TableInfo[]> {
  const columns = await sql<{
    table_name: string;
    column_name: string;
    is_identity: string;
    identity_generation: string | null;
    column_default: string | null;
  }>`
    select c.table_name, c.column_name, c.is_identity, c.identity_generation, c.column_default
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select distinct child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = current_schema()`.execute(db);

  const byName = new Map<string, { columns: string[]; sequenced: string[]; identityAlways: boolean }>();
  for (const row of columns.rows) {
    if (MIGRATION_TABLES.includes(row.table_name)) continue;
    let table = byName.get(row.table_name);
    if (!table) byName.set(row.table_name, (table = { columns: [], sequenced: [], identityAlways: false }));
    table.columns.push(row.column_name);
    if (row.is_identity === 'YES' || row.column_default?.startsWith('nextval(')) {
      table.sequenced.push(row.column_name);
    }
    if (row.identity_generation === 'ALWAYS') table.identityAlways = true;
  }

  // Depth-first over the foreign keys: parents first. Names sorted so the order is the same every time.
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references.rows) {
    if (child !== parent) parents.set(child, [...(parents.get(child) ?? []), parent]);
  }
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new OpsError(`The foreign keys of table ${name} form a cycle`);
    state.set(name, 'visiting');
    for (const parent of (parents.get(name) ?? []).sort()) if (byName.has(parent)) visit(parent);
    state.set(name, 'done');
    ordered.push({ name, ...byName.get(name)! });
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

/** Rows per table, counted now (in the caller's transaction when it passes one). */
export async function countRows(db: AnyDb, tables: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    counts.set(table, Number(rows[0]?.n ?? 0));
  }
  return counts;
}

/** The migrations the database records as applied, in order ([] when it has never been migrated). */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const exists = await sql<{ found: boolean }>`
    select to_regclass(current_schema() || '.kysely_migration') is not null as found`.execute(db);
  if (!exists.rows[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}
