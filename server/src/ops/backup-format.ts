/**
 * The backup file (decision "Backups are a logical dump of the app's tables"): gzip-compressed JSON lines.
 * A line that starts with `[` says where the reader is; every other line is one row, the object
 * PostgreSQL's `to_jsonb(row)` made (so timestamps keep their microseconds, big integers their digits and
 * documents their JSON, with no conversion in JavaScript):
 *
 *     ["mapwright-backup", {version: 1, createdAt, source, migrations}]   first line
 *     ["table", "users", {columns: [...]}]                               then that table's rows
 *     ["rows", "users", 3]                                               how many were written
 *     ["complete", {users: 3, maps: 5, ...}]                             last line: nothing was cut off
 */

export const FORMAT = 'mapwright-backup';
export const FORMAT_VERSION = 1;

export interface BackupHeader {
  readonly version: number;
  readonly createdAt: string;
  /** Where it was taken: the embedded database or a PostgreSQL server. */
  readonly source: 'pglite' | 'postgres';
  /** The migrations applied to the source, in order: the schema the rows belong to. */
  readonly migrations: readonly string[];
}

export type ControlLine =
  | [typeof FORMAT, BackupHeader]
  | ['table', string, { columns: string[] }]
  | ['rows', string, number]
  | ['complete', Record<string, number>];

export const isControl = (line: string): boolean => line.startsWith('[');
