// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the core types papaparse itself (papaparse.d.ts says why); every project compiling this file needs it
/// <reference path="./papaparse.d.ts" />
import Papa from 'papaparse';
import { numericShare } from './numbers';

/** A table as the user brought it: header names (made up when it has none) and rows of cells. */
export interface DataTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Whether the first line was taken as the header. */
  readonly hasHeader: boolean;
}

/** The most rows read from one table: more than any country has divisions, with room for notes. */
const MAX_TABLE_ROWS = 20_000;
const MAX_TABLE_COLUMNS = 200;

export type Delimiter = 'auto' | 'tab' | 'comma' | 'semicolon';

const DELIMITERS: Readonly<Record<Delimiter, string>> = { auto: '', tab: '\t', comma: ',', semicolon: ';' };

/**
 * Cells of CSV or TSV text, or of cells pasted from a spreadsheet (tab-separated), by papaparse:
 * quoted fields, embedded line breaks and the delimiter guessed unless given. Lines with nothing in
 * them are dropped; rows are padded to the widest.
 */
export function parseDelimited(text: string, delimiter: Delimiter = 'auto'): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const pasted = delimiter === 'auto' && input.includes('\t');
  const result = Papa.parse(input, {
    delimiter: pasted ? '\t' : DELIMITERS[delimiter],
    skipEmptyLines: 'greedy',
  });
  return result.data;
}

/**
 * Rows into a table: the first row is a header when some column that is numeric below it is not a
 * number in the first row ("Population" over 1,234), or when every cell of the first row is text
 * and the table has more than one row. Columns without a header name get "Column A", "Column B" ….
 */
export function toDataTable(cells: readonly (readonly string[])[]): DataTable {
  const rows = cells
    .slice(0, MAX_TABLE_ROWS + 1)
    .map((row) => row.slice(0, MAX_TABLE_COLUMNS).map((cell) => String(cell ?? '').trim()));
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const padded = rows.map((row) =>
    row.length < width ? [...row, ...Array(width - row.length).fill('')] : row,
  );
  const hasHeader = padded.length > 1 && looksLikeHeader(padded);
  const header = hasHeader ? (padded[0] ?? []) : [];
  const columns = Array.from({ length: width }, (_, i) => {
    const name = header[i]?.trim();
    return name ? name : `Column ${columnLetter(i)}`;
  });
  return { columns, rows: (hasHeader ? padded.slice(1) : padded).slice(0, MAX_TABLE_ROWS), hasHeader };
}

/** Rows looked at to tell a header: plenty for a verdict, quick on a long table. */
const HEADER_SAMPLE = 200;

function looksLikeHeader(rows: readonly (readonly string[])[]): boolean {
  const [first = [], ...all] = rows;
  const rest = all.slice(0, HEADER_SAMPLE);
  const width = first.length;
  if (namesYears(first)) return true;
  let numericBelow = false;
  for (let column = 0; column < width; column++) {
    const below = rest.map((row) => row[column] ?? '');
    if (numericShare(below) < 0.8) continue;
    numericBelow = true;
    if (numericShare([first[column] ?? '']) === 0 && (first[column] ?? '') !== '') return true;
  }
  // No numeric column to tell by: a first row of distinct, non-empty text cells is a header.
  return !numericBelow && first.every((cell) => cell !== '') && new Set(first).size === first.length;
}

/**
 * A first row of a names header and two or more years in rising order (Region, 2000, 2010, 2020): the
 * header of a time series, whose year cells read as numbers like the values below them.
 */
function namesYears(first: readonly string[]): boolean {
  const years = first.filter((cell) => /^[12]\d{3}$/.test(cell.trim())).map(Number);
  const text = first.filter((cell) => cell.trim() !== '' && numericShare([cell]) === 0);
  return (
    years.length >= 2 &&
    text.length > 0 &&
    years.length + text.length === first.length &&
    years.every((year, i) => i === 0 || year > (years[i - 1] as number))
  );
}

/** A, B, … Z, AA, AB …, as spreadsheets name columns. */
function columnLetter(index: number): string {
  let name = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** One column's cells. */
export function columnOf(table: DataTable, column: number): string[] {
  return table.rows.map((row) => row[column] ?? '');
}
