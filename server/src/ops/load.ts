import { sql, type Kysely } from 'kysely';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations/index';
import { FORMAT, FORMAT_VERSION, isControl, type BackupHeader, type ControlLine } from './backup-format';
import { appliedMigrations, countRows, listTables, OpsError, type TableInfo } from './tables';

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables are written by name
type AnyDb = Kysely<any>;

export interface LoadResult {
  readonly header: BackupHeader;
  /** Rows per table, as written and as counted in the target before the commit (they matched). */
  readonly counts: ReadonlyMap<string, number>;
  /** Whether rows that were in the target before (--force) were deleted. */
  readonly replaced: boolean;
  /** Migrations run after the load: the backup's schema was older than this version's. */
  readonly migratedAfter: readonly string[];
}

/**
 * Loads backup lines into `db`: brings its schema to the backup's (the app's own migrations), refuses a
 * target that holds any row unless `force` (then everything in it is replaced), inserts every table's
 * rows in dependency order in one transaction, moves the sequences past the ids written, and commits only
 * if every table's count in the target equals the backup's. Then migrates to this version's schema.
 */
export async function loadSnapshot(
  db: AnyDb,
  lines: AsyncIterable<string>,
  options: { force: boolean },
): Promise<LoadResult> {
  const iterator = lines[Symbol.asyncIterator]();
  try {
    return await load(db, iterator, options);
  } finally {
    // Tells the writer (a file being read, or a snapshot in progress) that no more lines are wanted.
    await iterator.return?.();
  }
}

async function load(
  db: AnyDb,
  iterator: AsyncIterator<string>,
  options: { force: boolean },
): Promise<LoadResult> {
  const header = readHeader((await iterator.next()).value);
  const known = Object.keys(MIGRATIONS);
  const unknown = header.migrations.find((name, i) => known[i] !== name);
  if (unknown !== undefined) {
    throw new OpsError(
      `The backup's schema includes migration ${unknown}, which this version of Mapwright does not have: restore it with the version that made it (or a later one)`,
    );
  }
  const targetApplied = await appliedMigrations(db);
  const ahead = targetApplied.filter((name) => !header.migrations.includes(name));
  if (ahead.length > 0) {
    throw new OpsError(
      `The target database's schema is newer than the backup's (it has ${ahead.join(', ')}): restore into an empty database`,
    );
  }
  const before = await countRows(
    db,
    (await listTables(db)).map((t) => t.name),
  );
  const held = [...before].filter(([, n]) => n > 0);
  if (held.length > 0 && !options.force) {
    throw new OpsError(
      `The target database already holds data (${held.map(([t, n]) => `${t}: ${n}`).join(', ')}); nothing was changed. Pass --force to replace everything in it`,
    );
  }

  const subset = Object.fromEntries(header.migrations.map((name) => [name, MIGRATIONS[name]!]));
  await migrate(db, subset);
  const tables = new Map((await listTables(db)).map((t) => [t.name, t]));

  const counts = await db.transaction().execute(async (trx) => {
    if (held.length > 0) {
      await sql`truncate ${sql.join([...tables.keys()].map((t) => sql.table(t)))} restart identity cascade`.execute(
        trx,
      );
    }
    const written = await insertAll(trx, tables, { [Symbol.asyncIterator]: () => iterator });
    for (const table of tables.values()) await resetSequences(trx, table);
    const inTarget = await countRows(trx, [...written.keys()]);
    const differ = [...written].filter(([t, n]) => inTarget.get(t) !== n);
    if (differ.length > 0) {
      throw new OpsError(
        `The counts differ after loading (${differ.map(([t, n]) => `${t}: ${n} in the backup, ${inTarget.get(t)} loaded`).join('; ')}); nothing was restored`,
      );
    }
    return written;
  });
  const migratedAfter = await migrate(db);
  return { header, counts, replaced: held.length > 0, migratedAfter };
}

function readHeader(line: string | undefined): BackupHeader {
  let parsed: unknown;
  try {
    parsed = line === undefined ? undefined : JSON.parse(line);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed[0] !== FORMAT || typeof parsed[1] !== 'object') {
    throw new OpsError('This is not a Mapwright backup (its first line is not a backup header)');
  }
  const header = parsed[1] as BackupHeader;
  if (header.version !== FORMAT_VERSION) {
    throw new OpsError(
      `This backup has format version ${header.version}; this version of Mapwright reads version ${FORMAT_VERSION}`,
    );
  }
  return header;
}

/** Inserts the rows of every table section, checking each section's count; returns rows per table. */
async function insertAll(
  trx: AnyDb,
  tables: ReadonlyMap<string, TableInfo>,
  lines: AsyncIterable<string>,
): Promise<Map<string, number>> {
  const written = new Map<string, number>();
  let current:
    { table: TableInfo; columns: string[]; batch: string[]; chars: number; count: number } | undefined;
  let complete: Record<string, number> | undefined;
  const flush = async () => {
    if (!current || current.batch.length === 0) return;
    const { table, columns, batch } = current;
    const list = sql.join(columns.map((c) => sql.id(c)));
    const overriding = table.identityAlways ? sql`overriding system value` : sql``;
    await sql`insert into ${sql.table(table.name)} (${list}) ${overriding}
      select ${list} from jsonb_populate_recordset(null::${sql.table(table.name)}, ${`[${batch.join(',')}]`}::jsonb)`.execute(
      trx,
    );
    current.count += batch.length;
    current.batch = [];
    current.chars = 0;
  };
  for await (const line of lines) {
    if (line === '') continue;
    if (complete) throw new OpsError('The backup has lines after its last one: the file is damaged');
    if (!isControl(line)) {
      if (!current) throw new OpsError('The backup has a row outside any table: the file is damaged');
      current.batch.push(line);
      current.chars += line.length;
      if (current.batch.length >= BATCH_ROWS || current.chars >= BATCH_CHARS) await flush();
      continue;
    }
    const control = JSON.parse(line) as ControlLine;
    if (control[0] === 'table') {
      const table = tables.get(control[1]);
      if (!table) throw new OpsError(`The backup has a table ${control[1]} that the schema does not`);
      const missing = control[2].columns.filter((c) => !table.columns.includes(c));
      if (missing.length > 0) {
        throw new OpsError(
          `Table ${table.name} of the backup has columns the schema does not: ${missing.join(', ')}`,
        );
      }
      current = { table, columns: control[2].columns, batch: [], chars: 0, count: 0 };
    } else if (control[0] === 'rows') {
      await flush();
      if (!current || current.table.name !== control[1] || current.count !== control[2]) {
        throw new OpsError(
          `Table ${control[1]} of the backup does not have the ${control[2]} rows it says: the file is damaged`,
        );
      }
      written.set(current.table.name, current.count);
      current = undefined;
    } else if (control[0] === 'complete') {
      complete = control[1];
    } else {
      throw new OpsError(`The backup has a line this version does not know (${line.slice(0, 40)})`);
    }
  }
  if (!complete) {
    throw new OpsError(
      'The backup ends before its last line: the file is cut off or damaged; nothing was restored',
    );
  }
  for (const [table, n] of Object.entries(complete)) {
    if (written.get(table) !== n)
      throw new OpsError(`Table ${table} is missing from the backup: the file is damaged`);
  }
  return written;
}

/** Moves each sequence of `table` past the largest id now in it, so the next insert gets a new id. */
async function resetSequences(trx: AnyDb, table: TableInfo): Promise<void> {
  for (const column of table.sequenced) {
    await sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}),
      coalesce((select max(${sql.id(column)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(trx);
  }
}
