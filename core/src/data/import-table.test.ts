import { describe, expect, it } from 'vitest';
import india from './fixtures/india-divisions.json';
import {
  categoryValueGroups,
  guessColumns,
  numericColumns,
  readImport,
  readTwoColumns,
  textValueGroups,
} from './import-table';
import { DivisionMatcher } from './match';
import { parseDelimited, toDataTable } from './table';

const districts = new DivisionMatcher(india.level2, { country: 'India', level: 2, parents: india.level1 });

describe('import of a pasted table', () => {
  const pasted = [
    'State\tDistrict\tLiteracy rate',
    'Bihar\tAurangabad\t70,3 %',
    'Maharashtra\tAurangabad\t79,0 %',
    'Ladakh\tLeh(Ladakh)\t80,9 %',
    'Andhra Pradesh\tY.S.R.\t',
    'Karnataka\tBangalor\t88,5 %',
    'Kerala\tThiruvananthapuram\tabc',
  ].join('\n');

  it('finds the header, the names, parent and value columns, and reads 1.234,5-style numbers', () => {
    const table = toDataTable(parseDelimited(pasted));
    expect(table.hasHeader).toBe(true);
    expect(table.columns).toEqual(['State', 'District', 'Literacy rate']);
    const columns = guessColumns(table, districts);
    expect(columns).toEqual({ key: 1, value: 2, parent: 0 });
    const result = readImport(table, columns, districts, 'pixelDotMap');
    expect(result.decimalMark).toBe(',');
    expect(result.values).toEqual({ '235': 70.3, '515': 79, '003': 80.9 });
    expect(result.blank).toEqual([3]);
    expect(result.unreadable).toEqual([5]);
    expect(result.report.rows[4]?.status).toBe('unmatched');
    expect(result.report.matchedDivisions).toBe(5);
    expect(result.report.unmatchedRows).toBe(1);
  });

  it('takes the names column over a values column whose numbers look like codes', () => {
    const rows = india.level2.slice(0, 60).map((d, i) => `${d.name}\t${i}`);
    const table = toDataTable(parseDelimited(['District\tCount', ...rows].join('\n')));
    expect(guessColumns(table, districts)).toEqual({ key: 0, value: 1 });
  });

  it('reads CSV with quoted fields and a semicolon delimiter', () => {
    const table = toDataTable(parseDelimited('name;value\n"Kerala, state";"1.234,5"\nGoa;2\n'));
    expect(table.rows).toEqual([
      ['Kerala, state', '1.234,5'],
      ['Goa', '2'],
    ]);
  });

  it('treats a first row of numbers as data, not a header', () => {
    const table = toDataTable(parseDelimited('Kerala,12\nGoa,13\n'));
    expect(table.hasHeader).toBe(false);
    expect(table.columns).toEqual(['Column A', 'Column B']);
  });
});

describe('text values of an import', () => {
  const states = new DivisionMatcher(
    [
      { id: '09', name: 'Bayern' },
      { id: '11', name: 'Berlin' },
      { id: '02', name: 'Hamburg' },
      { id: '10', name: 'Saarland' },
      { id: '14', name: 'Sachsen' },
    ],
    { level: 1 },
  );

  it('group the divisions by value, in the order the values first appear, as territories to make', () => {
    const pasted = [
      'State\tParty',
      'Bayern\tCSU',
      'Berlin\tSPD',
      'Hamburg\t spd ',
      'Saarland\tCDU',
      'Atlantis\tCDU',
      'Sachsen\t12',
      'bayern\tSPD',
    ].join('\n');
    const table = toDataTable(parseDelimited(pasted));
    const columns = guessColumns(table, states);
    const result = readImport(table, columns, states, 'heatMap');
    expect(Object.keys(result.values)).toEqual(['14']);
    expect(textValueGroups(table, columns, result)).toEqual([
      { name: 'CSU', members: ['09'] },
      { name: 'SPD', members: ['11', '02'] },
      { name: 'CDU', members: ['10'] },
    ]);
    // A categorical map takes the number as a category too, in the order the table names them.
    expect(categoryValueGroups(table, columns, result)).toEqual([
      { name: 'CSU', members: ['09'] },
      { name: 'SPD', members: ['11', '02'] },
      { name: 'CDU', members: ['10'] },
      { name: '12', members: ['14'] },
    ]);
  });

  it('make no group from numbers', () => {
    const table = toDataTable(parseDelimited('Bayern\t1\nBerlin\t2'));
    const columns = guessColumns(table, states);
    expect(textValueGroups(table, columns, readImport(table, columns, states, 'heatMap'))).toEqual([]);
  });
});

describe('two columns of numbers in an import', () => {
  const states = new DivisionMatcher(
    [
      { id: '09', name: 'Bayern' },
      { id: '11', name: 'Berlin' },
      { id: '02', name: 'Hamburg' },
    ],
    { level: 1 },
  );

  it('are offered in the table’s order, a column of text or the names never', () => {
    const pasted = [
      'State\tIncome\tParty\tRent',
      'Bayern\t41,2\tCSU\t12',
      'Berlin\t38,9\tSPD\t',
      'Hamburg\t45,0\tSPD\t15',
    ].join('\n');
    const table = toDataTable(parseDelimited(pasted));
    const columns = guessColumns(table, states);
    expect(columns.key).toBe(0);
    expect(numericColumns(table, columns)).toEqual([1, 3]);
    const read = readTwoColumns(table, columns, { x: 1, y: 3 }, states);
    expect(read).toEqual({ x: { '09': 41.2, '11': 38.9, '02': 45 }, y: { '09': 12, '02': 15 }, both: 2 });
  });

  it('are not there in a table of one', () => {
    const table = toDataTable(parseDelimited('State\tIncome\nBayern\t1\nBerlin\t2'));
    expect(numericColumns(table, guessColumns(table, states))).toEqual([1]);
  });
});
