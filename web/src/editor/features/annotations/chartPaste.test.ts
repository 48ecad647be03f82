import { describe, expect, it } from 'vitest';
import { rowsFromCells, rowColour } from './chartPaste';

describe('chart rows pasted from a spreadsheet', () => {
  it('reads label, value and colour, skipping a header line', () => {
    expect(rowsFromCells('Party\tSeats\tColour\nRed\t120\t#ff0000\nBlue\t1,234.5\n')).toEqual([
      { label: 'Red', value: 120, color: '#ff0000' },
      { label: 'Blue', value: 1234.5, color: rowColour(1) },
    ]);
  });

  it('reads a comma decimal mark and keeps row colours from the pasted row on', () => {
    expect(rowsFromCells('A\t12,5\r\nB\t3,25', 2)).toEqual([
      { label: 'A', value: 12.5, color: rowColour(2) },
      { label: 'B', value: 3.25, color: rowColour(3) },
    ]);
  });
});
