import { describe, expect, it } from 'vitest';
import india from './fixtures/india-divisions.json';
import { choiceKey, DivisionMatcher, namesOf, type MatchableDivision, type RowMatch } from './match';
import { genericFreeKey, nameKey, splitQualifier } from './normalise';

const idOf = (result: RowMatch | undefined) => (result?.status === 'matched' ? result.id : result?.status);

describe('name keys', () => {
  it('ignore case, accents, punctuation and spacing', () => {
    expect(nameKey('Y.S.R.')).toBe(nameKey('ysr'));
    expect(nameKey('Ştefan cel Mare')).toBe(nameKey('ștefan-cel-mare'));
    expect(nameKey('Île-de-France')).toBe(nameKey('ILE DE FRANCE'));
    expect(nameKey('Jammu & Kashmir')).toBe(nameKey('Jammu and Kashmir'));
    expect(nameKey('Münster')).toBe(nameKey('munster'));
    expect(nameKey('Straße')).toBe(nameKey('strasse'));
  });

  it('drop generic words unless nothing else is left', () => {
    expect(genericFreeKey('Pune District')).toBe('pune');
    expect(genericFreeKey('Provincia di Roma')).toBe('roma');
    expect(genericFreeKey('Judetul Cluj')).toBe('cluj');
    expect(genericFreeKey('North District')).toBe('north');
    expect(genericFreeKey('City')).toBe('city');
  });

  it('split a bracketed or comma qualifier', () => {
    expect(splitQualifier('Leh(Ladakh)')).toEqual({ name: 'Leh', qualifier: 'Ladakh' });
    expect(splitQualifier('Aurangabad, Bihar')).toEqual({ name: 'Aurangabad', qualifier: 'Bihar' });
    expect(splitQualifier('Kerala')).toBeUndefined();
  });
});

/** A small made-up country: two regions, namesakes in both, a local-script and a Latin name field. */
const regions: MatchableDivision[] = [
  { id: 'XX-N', name: 'Northland', code: 'XX-N' },
  { id: 'XX-S', name: 'Südmark', code: 'XX-S' },
];
const districts: (MatchableDivision & Record<string, unknown>)[] = [
  { id: '001', name: 'Springfield', code: '001', parent: 'XX-N' },
  { id: '002', name: 'Springfield', code: '002', parent: 'XX-S' },
  { id: '003', name: 'Łódź Wschód', code: '003', parent: 'XX-S', nameLocal: 'Лодзь', nameLatin: 'Lodz East' },
  { id: '004', name: 'Shelbyville', code: '004', parent: 'XX-N' },
  { id: '005', name: 'Ogdenville', code: '005', parent: 'XX-N', alternates: ['Ogden'] },
];

describe('DivisionMatcher on a made-up country', () => {
  const matcher = new DivisionMatcher(districts, { level: 2, parents: regions });

  it('reads every name field the division record carries', () => {
    expect(namesOf(districts[2] as MatchableDivision)).toEqual(['Łódź Wschód', 'Лодзь', 'Lodz East']);
    expect(idOf(matcher.matchRow({ key: 'LODZ WSCHOD' }))).toBe('003');
    expect(idOf(matcher.matchRow({ key: 'Лодзь' }))).toBe('003');
    expect(idOf(matcher.matchRow({ key: 'lodz-east' }))).toBe('003');
    expect(idOf(matcher.matchRow({ key: 'Ogden' }))).toBe('005');
  });

  it('matches codes with leading zeros dropped', () => {
    expect(matcher.matchRow({ key: '4' })).toEqual({ status: 'matched', id: '004', how: 'code' });
  });

  it('tells namesakes apart by a parent column, and lists both without one', () => {
    expect(idOf(matcher.matchRow({ key: 'Springfield', parent: 'Südmark' }))).toBe('002');
    expect(idOf(matcher.matchRow({ key: 'Springfield', parent: 'XX-N' }))).toBe('001');
    const alone = matcher.matchRow({ key: 'Springfield' });
    expect(alone.status).toBe('ambiguous');
    expect(alone.status === 'ambiguous' && alone.suggestions.map((s) => s.id).sort()).toEqual(['001', '002']);
  });

  it('suggests up to three close names for a row it cannot match, in the row’s parent first', () => {
    const result = matcher.matchRow({ key: 'Springfeld', parent: 'Südmark' });
    expect(result.status).toBe('unmatched');
    const ids = result.status === 'unmatched' ? result.suggestions.map((s) => s.id) : [];
    expect(ids.length).toBeLessThanOrEqual(3);
    expect(ids[0]).toBe('002');
    expect(ids[1]).toBe('001');
    const shelby = matcher.matchRow({ key: 'Shelbiville' });
    expect(shelby.status === 'unmatched' && shelby.suggestions[0]?.id).toBe('004');
  });

  it('remembers a choice for every row of that name, and a skip', () => {
    const rows = [
      { key: 'Capital City' },
      { key: 'Springfield' },
      { key: 'capital city' },
      { key: 'Nowhere' },
    ];
    const choices = new Map<string, string | null>([
      [choiceKey({ key: 'Capital City' }), '004'],
      [choiceKey({ key: 'Nowhere' }), null],
    ]);
    const report = matcher.match(rows, choices);
    expect(report.rows.map((r) => r.status)).toEqual(['matched', 'ambiguous', 'duplicate', 'skipped']);
    expect(report.matchedDivisions).toBe(1);
    expect(report.unmatchedRows).toBe(1);
    expect(report.duplicateRows).toBe(1);
    expect(report.skippedRows).toBe(1);
    expect(report.missing).toEqual(['001', '002', '003', '005']);
  });
});

describe('DivisionMatcher on India (the real division data)', () => {
  const states = new DivisionMatcher(india.level1, { country: 'India', level: 1 });
  const districtsOfIndia = new DivisionMatcher(india.level2, {
    country: 'India',
    level: 2,
    parents: india.level1,
  });

  it('matches a state by its former name, its ISO code and its short code', () => {
    expect(states.matchRow({ key: 'Orissa' })).toEqual({ status: 'matched', id: 'IN-OR', how: 'alias' });
    expect(idOf(states.matchRow({ key: 'ODISHA' }))).toBe('IN-OR');
    expect(idOf(states.matchRow({ key: 'IN-OR' }))).toBe('IN-OR');
    expect(idOf(states.matchRow({ key: 'OR' }))).toBe('IN-OR');
    expect(idOf(states.matchRow({ key: 'Uttaranchal' }))).toBe('IN-UT');
    expect(idOf(states.matchRow({ key: 'Jammu & Kashmir' }))).toBe('IN-JK');
    expect(idOf(states.matchRow({ key: 'NCT of Delhi' }))).toBe('IN-DL');
    expect(idOf(states.matchRow({ key: 'Andaman & Nicobar' }))).toBe('IN-AN');
  });

  it('matches Leh(Ladakh) by its qualifier and Y.S.R. however it is written', () => {
    expect(districtsOfIndia.matchRow({ key: 'Leh(Ladakh)' })).toEqual({
      status: 'matched',
      id: '003',
      how: 'qualifier',
    });
    for (const key of ['Y.S.R.', 'YSR', 'Y S R', 'YSR Kadapa', 'Cuddapah', 'Kadapa District']) {
      expect([key, idOf(districtsOfIndia.matchRow({ key }))]).toEqual([key, '551']);
    }
    expect(idOf(districtsOfIndia.matchRow({ key: 'Gurgaon' }))).toBe('086');
  });

  it('tells the two Aurangabads apart by the state column, and lists both without it', () => {
    expect(idOf(districtsOfIndia.matchRow({ key: 'Aurangabad', parent: 'Bihar' }))).toBe('235');
    expect(idOf(districtsOfIndia.matchRow({ key: 'Aurangabad', parent: 'Maharashtra' }))).toBe('515');
    expect(idOf(districtsOfIndia.matchRow({ key: 'Aurangabad', parent: 'MH' }))).toBe('515');
    expect(idOf(districtsOfIndia.matchRow({ key: 'Aurangabad (Bihar)' }))).toBe('235');
    const alone = districtsOfIndia.matchRow({ key: 'Aurangabad' });
    expect(alone.status).toBe('ambiguous');
    expect(alone.status === 'ambiguous' && alone.suggestions.map((s) => s.id).sort()).toEqual(['235', '515']);
    // The renamed one is found by its new name too.
    expect(idOf(districtsOfIndia.matchRow({ key: 'Chhatrapati Sambhajinagar' }))).toBe('515');
  });

  it('reports every district of a full table with its state column as matched', () => {
    const rows = india.level2.map((d) => ({
      key: d.name,
      parent: india.level1.find((s) => s.id === d.parent)?.name,
    }));
    const report = districtsOfIndia.match(rows);
    expect(report.matchedDivisions).toBe(india.level2.length);
    expect(report.unmatchedRows).toBe(0);
    expect(report.missing).toEqual([]);
  });

  it('counts and suggests for a table with misspellings and no state column', () => {
    const rows = [
      ...india.level2.slice(0, 100).map((d) => ({ key: `${d.name} District` })),
      { key: 'Bangalor' },
      { key: 'Mysore' },
    ];
    const report = districtsOfIndia.match(rows);
    const bangalore = report.rows.at(-2);
    expect(bangalore?.status).toBe('unmatched');
    expect(bangalore?.status === 'unmatched' && bangalore.suggestions[0]?.id).toBe('572');
    expect(idOf(report.rows.at(-1))).toBe(india.level2.find((d) => d.name === 'Mysuru')?.id);
    expect(report.matchedDivisions + report.unmatchedRows + report.duplicateRows).toBe(rows.length);
  });
});

describe('DivisionMatcher with the map data’s aliases and former codes', () => {
  // As the pipeline writes Italy's regions and Germany's Göttingen (decision "One language per level").
  const italy: MatchableDivision[] = [
    { id: 'IT-82', name: 'Sicilia', code: 'IT-82', aliases: ['Sicily'] },
    { id: 'IT-75', name: 'Puglia', code: 'IT-75', aliases: ['Apulia'] },
    { id: 'IT-88', name: 'Sardegna', code: 'IT-88', aliases: ['Sardinia'] },
  ];

  it('matches the official name, the English exonym and either in capitals', () => {
    const m = new DivisionMatcher(italy, { country: 'Italy', level: 1 });
    for (const key of ['Sicily', 'Sicilia', 'SICILIA'])
      expect(idOf(m.match([{ key }]).rows[0]), key).toBe('IT-82');
    for (const key of ['apulia', 'Puglia']) expect(idOf(m.match([{ key }]).rows[0]), key).toBe('IT-75');
  });

  it('matches a merged district by its current code and by either former code', () => {
    const districts: MatchableDivision[] = [
      { id: '03152', name: 'Göttingen', code: '03159', formerCodes: ['03152', '03156'], parent: '03' },
      { id: '03153', name: 'Goslar', code: '03153', parent: '03' },
    ];
    const m = new DivisionMatcher(districts, { country: 'Germany', level: 2 });
    for (const key of ['03159', '3159', '03152', '03156'])
      expect(idOf(m.match([{ key }]).rows[0]), key).toBe('03152');
  });
});
