import type { TFunction } from 'i18next';
import { parseDelimited } from '@mapwright/core/data/table';

/** The largest file read (a district table is a few hundred kB; this leaves room for notes). */
const MAX_TABLE_FILE_BYTES = 20 * 1024 * 1024;

export const TABLE_FILE_TYPES = '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values';

/**
 * A table file's cells: .xlsx through read-excel-file (its first sheet; loaded only now, so the
 * editor's bundle does not carry it), .csv / .tsv / .txt through papaparse in the core. Its errors are
 * for the user, in the interface's language (`t`).
 */
export async function readTableFile(file: File, t: TFunction): Promise<string[][]> {
  if (file.size > MAX_TABLE_FILE_BYTES) {
    throw new Error(t('data:file.tooLarge', { size: Math.round(file.size / 1e6), max: 20 }));
  }
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) {
    const { readSheet } = await import('read-excel-file/browser');
    try {
      const rows = await readSheet(file);
      return rows.map((row) => row.map(cellText));
    } catch {
      throw new Error(t('data:file.xlsx'));
    }
  }
  if (name.endsWith('.xls') || name.endsWith('.ods')) {
    throw new Error(t('data:file.otherType'));
  }
  return parseDelimited(await file.text(), name.endsWith('.tsv') ? 'tab' : 'auto');
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}
