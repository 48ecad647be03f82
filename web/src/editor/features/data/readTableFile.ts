import { parseDelimited } from '@mapwright/core/data/table';

/** The largest file read (a district table is a few hundred kB; this leaves room for notes). */
const MAX_TABLE_FILE_BYTES = 20 * 1024 * 1024;

export const TABLE_FILE_TYPES = '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values';

/**
 * A table file's cells: .xlsx through read-excel-file (its first sheet; loaded only now, so the
 * editor's bundle does not carry it), .csv / .tsv / .txt through papaparse in the core.
 */
export async function readTableFile(file: File): Promise<string[][]> {
  if (file.size > MAX_TABLE_FILE_BYTES) {
    throw new Error(`This file is ${Math.round(file.size / 1e6)} MB; tables up to 20 MB can be imported.`);
  }
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) {
    const { readSheet } = await import('read-excel-file/browser');
    try {
      const rows = await readSheet(file);
      return rows.map((row) => row.map(cellText));
    } catch {
      throw new Error('This .xlsx file could not be read. Save it again from your spreadsheet, or as .csv.');
    }
  }
  if (name.endsWith('.xls') || name.endsWith('.ods')) {
    throw new Error('Save the sheet as .xlsx or .csv first: this file type cannot be read here.');
  }
  return parseDelimited(await file.text(), name.endsWith('.tsv') ? 'tab' : 'auto');
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}
