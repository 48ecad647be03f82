import { describe, expect, it } from 'vitest';
import india from './fixtures/india-divisions.json';
import {
  categoryValueGroups,
  guessColumns,
  isTimeHeader,
  numericColumns,
  readImport,
  readTimeSteps,
  readTwoColumns,
  textValueGroups,
  timeColumns,
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

describe('a table of several years', () => {
  const states = new DivisionMatcher(india.level1, { country: 'India', level: 1 });
  const names = india.level1.slice(0, 4).map((d) => d.name);
  const pasted = [
    'State\tCode\t2000\t2010\t2020',
    `${names[0]}\t1\t10\t20\t30`,
    `${names[1]}\t2\t11\t\t31`,
    `${names[2]}\t3\t12\t22\tn/a`,
  ].join('\n');

  it('reads the header of years, finds the year columns and reads one step per column', () => {
    const table = toDataTable(parseDelimited(pasted));
    expect(table.hasHeader).toBe(true);
    const columns = guessColumns(table, states);
    expect(columns.key).toBe(0);
    expect(timeColumns(table, columns)).toEqual([2, 3, 4]);
    const steps = readTimeSteps(table, readImport(table, columns, states, 'heatMap'), [2, 3, 4]);
    expect(steps.map((s) => s.label)).toEqual(['2000', '2010', '2020']);
    expect(steps.map((s) => Object.values(s.values))).toEqual([
      [10, 11, 12],
      [20, 22],
      [30, 31],
    ]);
  });

  it('a table of one year column, or of columns not named as times, has no time columns', () => {
    const one = toDataTable(parseDelimited(`State\t2020\n${names[0]}\t3\n${names[1]}\t4`));
    expect(timeColumns(one, guessColumns(one, states))).toEqual([]);
    const other = toDataTable(parseDelimited(`State\tMen\tWomen\n${names[0]}\t3\t4`));
    expect(timeColumns(other, { key: 0, value: 1 })).toEqual([]);
  });

  it('knows years and dates from other headers', () => {
    for (const header of [
      '1990',
      '2020-03',
      '2020-03-31',
      '03/2020',
      '31.03.2020',
      'Q1 2020',
      '2020 Q4',
      'Mar 2020',
      'March 2020',
      '2019/20',
    ])
      expect(isTimeHeader(header), header).toBe(true);
    for (const header of ['Population', '12', '20200', 'Q5 2020', 'Code'])
      expect(isTimeHeader(header), header).toBe(false);
  });
});
