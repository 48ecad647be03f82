import type { LogLevel } from './config';

/**
 * Structured logging: one JSON object per line, so logs can be searched and aggregated without parsing
 * prose. The logger is a plain value passed to whoever needs it (no global), so tests can collect
 * records and assert on them, and production writes to stdout as twelve-factor apps do.
 */

type LogRecordLevel = Exclude<LogLevel, 'silent'>;

export interface LogRecord {
  readonly time: string;
  readonly level: LogRecordLevel;
  readonly msg: string;
  readonly [field: string]: unknown;
}

export type LogSink = (record: LogRecord) => void;

type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const SEVERITY: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Errors do not survive JSON.stringify (their fields are not enumerable); spell out what matters. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const cause = error.cause === undefined ? {} : { cause: serializeError(error.cause) };
    return { name: error.name, message: error.message, stack: error.stack, ...cause };
  }
  return { value: String(error) };
}

function normalizeFields(fields: LogFields | undefined): Record<string, unknown> {
  if (!fields) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? serializeError(value) : value;
  }
  return out;
}

export function createLogger(level: LogLevel, sink: LogSink = stdoutSink): Logger {
  const threshold = SEVERITY[level];
  const emit = (recordLevel: LogRecordLevel, msg: string, fields?: LogFields) => {
    if (SEVERITY[recordLevel] < threshold) return;
    // time/level/msg come last so a caller's field can never overwrite them.
    sink({ ...normalizeFields(fields), time: new Date().toISOString(), level: recordLevel, msg });
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** Puts time, level and msg first on each line, which is how people scan logs. */
export function formatRecord(record: LogRecord): string {
  const { time, level, msg, ...rest } = record;
  return JSON.stringify({ time, level, msg, ...rest });
}

function stdoutSink(record: LogRecord): void {
  process.stdout.write(`${formatRecord(record)}\n`);
}

/** A sink that keeps records in memory; used by tests to assert on what was logged. */
export function createCollectingSink(): LogSink & { readonly records: LogRecord[] } {
  const records: LogRecord[] = [];
  const sink = (record: LogRecord) => {
    records.push(record);
  };
  return Object.assign(sink, { records });
}
