import { MAX_CHART_ROWS, type ChartRow } from '@mapwright/core/document/annotations';
import { normaliseColour } from '@mapwright/core/document/colour';
import { detectDecimalMark, parseNumber } from '@mapwright/core/data/numbers';
import { parseDelimited } from '@mapwright/core/data/table';

/** Okabe-Ito: colour-blind safe, the colours new rows take in turn. */
const ROW_COLOURS = ['#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7', '#000000'];

export function rowColour(index: number): string {
  return ROW_COLOURS[index % ROW_COLOURS.length] ?? '#000000';
}

/** Whether pasted text is cells (a tab or a line break), not one value for one field. */
export function isCells(text: string): boolean {
  return /[\t\n]/.test(text.trim());
}

/**
 * Rows from cells copied out of a spreadsheet (tab-separated, read by papaparse through the core's
 * parseDelimited): label, value and, if given, a colour. A first line whose value is not a number
 * is a header and skipped; a colour that does not read as one keeps the row's turn colour.
 */
export function rowsFromCells(text: string, firstIndex = 0): ChartRow[] {
  const cells = parseDelimited(text.replace(/\r\n?/g, '\n').replace(/\n+$/, ''), 'tab').filter((row) =>
    row.some((cell) => cell.trim() !== ''),
  );
  const mark = detectDecimalMark(cells.map((row) => row[1] ?? ''));
  const rows: ChartRow[] = [];
  cells.forEach((row, i) => {
    const [label = '', valueText = '', colourText = ''] = row;
    const value = parseNumber(valueText, mark);
    if (value.kind !== 'number') {
      if (i === 0) return; // a header line
      return void rows.push({ label: label.trim(), value: 0, color: rowColour(firstIndex + rows.length) });
    }
    rows.push({
      label: label.trim(),
      value: value.value,
      color: colourOr(colourText, firstIndex + rows.length),
    });
  });
  return rows.slice(0, MAX_CHART_ROWS);
}

function colourOr(text: string, index: number): string {
  try {
    return text.trim() === '' ? rowColour(index) : normaliseColour(text.trim());
  } catch {
    return rowColour(index);
  }
}
