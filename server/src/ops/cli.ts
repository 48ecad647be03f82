import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { backup, restore, toPostgres } from './commands';
import { OpsError } from './tables';

/**
 * `npm run db:backup | db:restore | db:to-postgres` (scripts/db.ts; package.json passes the command name
 * first). Exit code 0 when done, 1 with one readable line on stderr when not (2 for a wrong usage).
 */

const USAGE: Readonly<Record<string, string>> = {
  backup: 'npm run db:backup [-- --out=FILE]',
  restore: 'npm run db:restore -- FILE [--force]',
  'to-postgres': 'npm run db:to-postgres -- --to=postgres://user@host:5432/database [--force]',
};

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const consoleOutput: CliOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** Runs one command; resolves to its exit code. */
export async function runOpsCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  output: CliOutput = consoleOutput,
): Promise<number> {
  const [command = '', ...rest] = argv;
  const usage = USAGE[command];
  if (usage === undefined) {
    output.err(`Unknown command "${command}"; one of: ${Object.keys(USAGE).join(', ')}`);
    return 2;
  }
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(rest);
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\nUsage: ${usage}`);
    return 2;
  }
  // `npm run` starts in the project's directory; a file is named from where the operator typed it.
  const from = env.INIT_CWD ?? process.cwd();
  try {
    const config = loadConfig(env);
    if (command === 'backup') {
      const out = path.resolve(from, parsed.values.out ?? defaultBackupName(new Date()));
      await backup(config, { out }, output.out);
    } else if (command === 'restore') {
      const [file, extra] = parsed.positionals;
      if (file === undefined || extra !== undefined) {
        output.err(`Name one backup file to restore.\nUsage: ${usage}`);
        return 2;
      }
      await restore(
        config,
        { file: path.resolve(from, file), force: parsed.values.force ?? false },
        output.out,
      );
    } else {
      await toPostgres(config, { to: parsed.values.to, force: parsed.values.force ?? false }, output.out);
    }
    return 0;
  } catch (error) {
    const known = error instanceof OpsError || error instanceof ConfigError;
    output.err(`db:${command} failed: ${known ? error.message : String(error)}`);
    return 1;
  }
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean' }, to: { type: 'string' } },
  });
}

/** mapwright-backup-2026-12-02T07-30-00Z.jsonl.gz: sorts by time, no characters a file system refuses. */
function defaultBackupName(now: Date): string {
  return `mapwright-backup-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.jsonl.gz`;
}
