import type { DataLayerKind } from '../document/operations/data-layers';
import type { DivisionMatcher, MatchChoices, MatchReport } from './match';
import { detectDecimalMark, numericShare, parseNumber, type DecimalMark } from './numbers';
import { columnOf, type DataTable } from './table';

/** Which columns of a table hold the names (or codes), the values and, optionally, the parents. */
export interface ImportColumns {
  readonly key: number;
  readonly value: number;
  readonly parent?: number;
}

/** Rows sampled to guess the columns: enough to tell, quick on a 20,000-row sheet. */
const SAMPLE = 300;

/**
 * The columns a table most likely means: the names column is the one whose cells the matcher finds
 * most often (a text column before a numeric one), the parent column (second level) the one that names first-level divisions most often,
 * and the values column the most numeric of the rest.
 */
export function guessColumns(table: DataTable, matcher: DivisionMatcher): ImportColumns {
  const sample = table.rows.slice(0, SAMPLE);
  const width = table.columns.length;
  const share = (test: (cell: string) => boolean, column: number) => {
    const cells = sample.map((row) => row[column] ?? '').filter((cell) => cell !== '');
    return cells.length === 0 ? 0 : cells.filter(test).length / cells.length;
  };
  const columns = Array.from({ length: width }, (_, i) => i);
  const numeric = columns.map((i) => numericShare(sample.map((row) => row[i] ?? '')));
  const keyScore = columns.map((i) => share((cell) => matcher.recognises(cell), i));
  // A column of numbers can match numeric codes by chance (a value of 37 and district code 037):
  // names win when a column of text matches well enough; a code column wins only without one.
  const textual = columns.filter((i) => (numeric[i] ?? 0) < 0.8);
  const named = best(textual, (i) => keyScore[i] ?? 0);
  const key =
    named !== undefined && (keyScore[named] ?? 0) >= 0.3
      ? named
      : (best(columns, (i) => keyScore[i] ?? 0) ?? 0);
  const parentScore = columns.map((i) =>
    i === key ? 0 : share((cell) => matcher.parentIdsOf(cell).length > 0, i),
  );
  const parentColumn = best(columns, (i) => parentScore[i] ?? 0);
  const parent =
    parentColumn !== undefined && (parentScore[parentColumn] ?? 0) >= 0.5 ? parentColumn : undefined;
  const value =
    best(
      columns.filter((i) => i !== key && i !== parent),
      (i) => numeric[i] ?? 0,
    ) ?? (key === 0 ? 1 : 0);
  return parent === undefined ? { key, value } : { key, value, parent };
}

function best(columns: readonly number[], score: (i: number) => number): number | undefined {
  let found: number | undefined;
  for (const i of columns) if (found === undefined || score(i) > score(found)) found = i;
  return found;
}

export interface ImportResult {
  readonly report: MatchReport;
  /** The values to set: every matched row with a number (pixel dot maps: 0–100 only). */
  readonly values: Readonly<Record<string, number>>;
  readonly decimalMark: DecimalMark;
  /** Rows (0-based) whose value cell could not be read as a number. */
  readonly unreadable: readonly number[];
  /** Rows whose value is outside 0–100 for a pixel dot map. */
  readonly outOfRange: readonly number[];
  /** Matched rows with a blank value: the division stays without data. */
  readonly blank: readonly number[];
}

/** Matches a table's rows and reads their values, as the import dialog previews and applies them. */
export function readImport(
  table: DataTable,
  columns: ImportColumns,
  matcher: DivisionMatcher,
  kind: DataLayerKind,
  choices?: MatchChoices,
): ImportResult {
  const keys = columnOf(table, columns.key);
  const parents = columns.parent === undefined ? undefined : columnOf(table, columns.parent);
  const cells = columnOf(table, columns.value);
  const decimalMark = detectDecimalMark(cells);
  const report = matcher.match(
    keys.map((key, i) => (parents ? { key, parent: parents[i] ?? '' } : { key })),
    choices,
  );
  const values: Record<string, number> = {};
  const unreadable: number[] = [];
  const outOfRange: number[] = [];
  const blank: number[] = [];
  report.rows.forEach((row, i) => {
    if (row.status !== 'matched') return;
    const parsed = parseNumber(cells[i] ?? '', decimalMark);
    if (parsed.kind === 'blank') blank.push(i);
    else if (parsed.kind === 'invalid') unreadable.push(i);
    else if (kind === 'pixelDotMap' && (parsed.value < 0 || parsed.value > 100)) outOfRange.push(i);
    else values[row.id] = parsed.value;
  });
  return { report, values, decimalMark, unreadable, outOfRange, blank };
}

/** One group of divisions a text value names: what a territory made from an import's text takes. */
export interface TextValueGroup {
  readonly name: string;
  readonly members: readonly string[];
}

/**
 * The divisions of an import grouped by the text in their value cells ("CSU", "SPD"), in the order
 * the texts first appear, a division in the first group naming it: until the map has categories, a
 * table of names and text values makes one territory per value (issue 42, item 8). Texts that differ
 * only in case or spacing are one group, named as first written. Numbers, blanks and rows that matched
 * no division are not in any group.
 */
export function textValueGroups(
  table: DataTable,
  columns: ImportColumns,
  result: ImportResult,
): TextValueGroup[] {
  return groupsOfRows(table, columns, result, result.unreadable);
}

/**
 * The divisions of an import grouped by their value cells as a categorical map takes them: every
 * matched row with a value, a number ("1", "2021") as much a category as a text; grouped and named as
 * textValueGroups does.
 */
export function categoryValueGroups(
  table: DataTable,
  columns: ImportColumns,
  result: ImportResult,
): TextValueGroup[] {
  return groupsOfRows(
    table,
    columns,
    result,
    result.report.rows.map((_, i) => i),
  );
}

function groupsOfRows(
  table: DataTable,
  columns: ImportColumns,
  result: ImportResult,
  indices: readonly number[],
): TextValueGroup[] {
  const cells = columnOf(table, columns.value);
  const groups = new Map<string, { name: string; members: string[] }>();
  const placed = new Set<string>();
  for (const i of indices) {
    const row = result.report.rows[i];
    const text = (cells[i] ?? '').trim().replace(/\s+/g, ' ');
    if (row?.status !== 'matched' || text === '' || placed.has(row.id)) continue;
    placed.add(row.id);
    const key = text.toLocaleLowerCase();
    const group = groups.get(key);
    if (group) group.members.push(row.id);
    else groups.set(key, { name: text, members: [row.id] });
  }
  return [...groups.values()];
}

/** A column counts as one of numbers when this share of its filled cells reads as numbers. */
const NUMERIC_COLUMN = 0.8;

/**
 * The columns of numbers a table offers beside its names (and parents): what a map of two variables
 * can take, in the table's order.
 */
export function numericColumns(table: DataTable, columns: ImportColumns): number[] {
  const sample = table.rows.slice(0, SAMPLE);
  return table.columns
    .map((_, i) => i)
    .filter((i) => i !== columns.key && i !== columns.parent)
    .filter((i) => {
      const cells = sample.map((row) => row[i] ?? '');
      return cells.some((cell) => cell.trim() !== '') && numericShare(cells) >= NUMERIC_COLUMN;
    });
}

/** Two columns of numbers read for a bivariate map: each division's x and y, and how many have both. */
export interface TwoColumnImport {
  readonly x: Readonly<Record<string, number>>;
  readonly y: Readonly<Record<string, number>>;
  readonly both: number;
}

/** Reads columns `x` and `y` of the matched rows as numbers, as readImport reads one values column. */
export function readTwoColumns(
  table: DataTable,
  columns: ImportColumns,
  axes: { readonly x: number; readonly y: number },
  matcher: DivisionMatcher,
  choices?: MatchChoices,
): TwoColumnImport {
  const x = readImport(table, { ...columns, value: axes.x }, matcher, 'heatMap', choices).values;
  const y = readImport(table, { ...columns, value: axes.y }, matcher, 'heatMap', choices).values;
  return { x, y, both: Object.keys(x).filter((id) => Object.hasOwn(y, id)).length };
}

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
/**
 * Headers that name a time: a year (1990), a year and month or a date (2020-03, 2020-03-31, 03/2020,
 * 31.03.2020), a quarter (Q1 2020, 2020 Q1), a month (Mar 2020, March 2020) or a season (2019/20).
 */
const TIME_HEADER = new RegExp(
  [
    '^[12]\\d{3}$',
    '^[12]\\d{3}[-/.](0?[1-9]|1[0-2])([-/.](0?[1-9]|[12]\\d|3[01]))?$',
    '^((0?[1-9]|[12]\\d|3[01])[-/.])?(0?[1-9]|1[0-2])[-/.][12]\\d{3}$',
    '^q[1-4][ -]?[12]\\d{3}$',
    '^[12]\\d{3}[ -]?q[1-4]$',
    `^(${MONTHS})[a-z]*\\.?[ -]?[12]\\d{3}$`,
    '^[12]\\d{3}[/-]\\d{2}$',
  ].join('|'),
  'i',
);

/** Whether a column's header reads as a year or a date (a time map's step). */
export function isTimeHeader(header: string): boolean {
  return TIME_HEADER.test(header.trim());
}

/**
 * The value columns of a time map: two or more columns, other than the names and parent columns,
 * whose headers read as years or dates and whose cells are mostly numbers, in the table's order.
 * Empty when the table has fewer (then it is a table of one value column).
 */
export function timeColumns(table: DataTable, columns: ImportColumns): number[] {
  if (!table.hasHeader) return [];
  const sample = table.rows.slice(0, SAMPLE);
  const found = table.columns
    .map((header, i) => ({ header, i }))
    .filter(({ header, i }) => i !== columns.key && i !== columns.parent && isTimeHeader(header))
    .filter(({ i }) => numericShare(sample.map((row) => row[i] ?? '')) >= 0.8)
    .map(({ i }) => i);
  return found.length >= 2 ? found : [];
}

/** One step of a time map read from a column: its header and every matched row's number. */
export interface ImportedStep {
  readonly label: string;
  readonly values: Readonly<Record<string, number>>;
}

/**
 * The steps of a time map: each time column read as the values column is (the rows matched once, by
 * `result`, with the user's choices), numbers only; blank and unreadable cells leave the division
 * without a value at that step.
 */
export function readTimeSteps(
  table: DataTable,
  result: ImportResult,
  columns: readonly number[],
): ImportedStep[] {
  return columns.map((column) => {
    const cells = columnOf(table, column);
    const decimalMark = detectDecimalMark(cells);
    const values: Record<string, number> = {};
    result.report.rows.forEach((row, i) => {
      if (row.status !== 'matched' || Object.hasOwn(values, row.id)) return;
      const parsed = parseNumber(cells[i] ?? '', decimalMark);
      if (parsed.kind === 'number') values[row.id] = parsed.value;
    });
    return { label: (table.columns[column] ?? '').trim(), values };
  });
}
