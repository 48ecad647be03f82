import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/open';
import { createLineChannel } from './channel';
import { readBackupFile, writeBackupFile } from './files';
import { loadSnapshot, type LoadResult } from './load';
import { writeSnapshot } from './snapshot';
import { OpsError } from './tables';

/**
 * `npm run db:backup`, `db:restore` and `db:to-postgres` (decision "Backups are a logical dump of the
 * app's tables"; README "Backups and moving to PostgreSQL"). Each works on the database the server's
 * configuration names (DATABASE_URL, else the embedded one in DATA_DIR), says what it did on `say`, and
 * throws OpsError with words for the operator when it cannot.
 */

type Say = (line: string) => void;

export async function backup(config: Config, options: { out: string }, say: Say): Promise<void> {
  const database = await openConfigured(config, { mustExist: true });
  try {
    let tables: ReadonlyMap<string, number> = new Map();
    const size = await writeBackupFile(options.out, async (write) => {
      ({ tables } = await writeSnapshot(database.handle.db, database.handle.kind, write));
    });
    say(`Backed up ${database.name} to ${options.out} (${formatSize(size)}):`);
    say(`  ${formatCounts(tables)}`);
  } finally {
    await database.handle.close();
  }
}

export async function restore(
  config: Config,
  options: { file: string; force: boolean },
  say: Say,
): Promise<void> {
  if (!existsSync(options.file)) throw new OpsError(`There is no file ${options.file}; nothing was restored`);
  const database = await openConfigured(config, { mustExist: false });
  try {
    const result = await loadSnapshot(database.handle.db, readBackupFile(options.file), options);
    say(
      `Restored ${options.file} (taken ${result.header.createdAt} from the ${sourceName(result.header.source)}) into ${database.name}${result.replaced ? ', replacing everything that was in it' : ''}:`,
    );
    say(`  ${formatCounts(result.counts)}`);
    say('  Every table holds as many rows as the backup.');
    sayMigrated(result, say);
  } finally {
    await database.handle.close();
  }
}

export async function toPostgres(
  config: Config,
  options: { to: string | undefined; force: boolean },
  say: Say,
): Promise<void> {
  const target = options.to ?? config.databaseUrl;
  if (target === undefined || !/^postgres(ql)?:\/\//.test(target)) {
    throw new OpsError(
      'Name the PostgreSQL server to move to: --to=postgres://user@host:5432/database (or DATABASE_URL)',
    );
  }
  const source = await openConfigured({ ...config, databaseUrl: undefined }, { mustExist: true });
  try {
    const destination = await openDatabase({ dataDir: config.dataDir, databaseUrl: target }).catch(
      (error: unknown) => {
        throw new OpsError(`Could not connect to ${redacted(target)}: ${String(error)}`);
      },
    );
    try {
      // The embedded database is read in one snapshot while its lines are loaded into PostgreSQL.
      const channel = createLineChannel();
      const reading = writeSnapshot(source.handle.db, 'pglite', (line) => channel.write(line)).then(
        (summary) => {
          channel.end();
          return summary;
        },
        (error: unknown) => {
          channel.end(error);
          throw error;
        },
      );
      const [read, loaded] = await Promise.allSettled([
        reading,
        loadSnapshot(destination.db, channel.lines(), { force: options.force }),
      ]);
      if (loaded.status === 'rejected') throw loaded.reason;
      if (read.status === 'rejected') throw read.reason;
      const result = loaded.value;
      const differ = [...read.value.tables].filter(([table, n]) => result.counts.get(table) !== n);
      if (differ.length > 0) {
        throw new OpsError(
          `The counts differ: ${differ.map(([t, n]) => `${t} ${n} → ${result.counts.get(t)}`).join(', ')}`,
        );
      }
      say(
        `Moved ${source.name} to PostgreSQL at ${redacted(target)}${result.replaced ? ', replacing everything that was in it' : ''}; the embedded database is unchanged.`,
      );
      say('  rows per table, embedded → PostgreSQL:');
      for (const [table, n] of read.value.tables)
        say(`    ${table.padEnd(24)} ${String(n).padStart(8)} → ${result.counts.get(table)}`);
      say('  Every count matches.');
      sayMigrated(result, say);
      say(
        `Next: start every server with DATABASE_URL=${redacted(target)} and ${config.authSecret === undefined ? `AUTH_SECRET set to the contents of ${path.join(config.dataDir, 'auth-secret')}` : 'the same AUTH_SECRET'}, so people stay signed in.`,
      );
    } finally {
      await destination.close();
    }
  } finally {
    await source.handle.close();
  }
}

interface Opened {
  readonly handle: DatabaseHandle;
  /** How the database is named to the operator. */
  readonly name: string;
}

/**
 * The database of the configuration. The embedded one must not be open in a server at the same time
 * (two processes writing one PGlite directory would damage it): PGlite keeps postmaster.pid while open.
 */
async function openConfigured(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: { mustExist: boolean },
): Promise<Opened> {
  if (config.databaseUrl !== undefined) {
    const name = `the PostgreSQL database at ${redacted(config.databaseUrl)}`;
    const handle = await openDatabase(config).catch((error: unknown) => {
      throw new OpsError(`Could not connect to ${name}: ${String(error)}`);
    });
    await handle.ping(10_000).catch(async (error: unknown) => {
      await handle.close();
      throw new OpsError(
        `Could not connect to ${name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    return { handle, name };
  }
  const directory = path.join(config.dataDir, 'pglite');
  const name = `the embedded database in ${directory}`;
  if (options.mustExist && !existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${directory} (check DATA_DIR)`);
  }
  if (existsSync(path.join(directory, 'postmaster.pid'))) {
    throw new OpsError(
      `${name} is open in a running server: stop the server first. (If none runs, it was stopped without closing the database: start it once and stop it with Ctrl-C.)`,
    );
  }
  return { handle: await openDatabase(config), name };
}

function sayMigrated(result: LoadResult, say: Say): void {
  if (result.migratedAfter.length > 0) {
    say(`  Then brought to this version's schema: ${result.migratedAfter.join(', ')}.`);
  }
}

const sourceName = (source: 'pglite' | 'postgres') =>
  source === 'pglite' ? 'embedded database' : 'PostgreSQL database';

/** A connection string with its password hidden, to print. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the connection string)';
  }
}

function formatCounts(counts: ReadonlyMap<string, number>): string {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return `${counts.size} tables, ${total} rows (${[...counts].map(([t, n]) => `${t} ${n}`).join(', ')})`;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
