import { describe, expect, it } from 'vitest';
import { applyOfficialNames, distinguishNames, namesBeside } from './country';
import { isLatin } from './cleanups';
import { ITALY_REGIONS } from './officialNames';
import type { Draft } from './recipes';

const draft = (key: string, name: string, extra: Partial<Draft> = {}): Draft => ({
  key,
  name,
  geometry: null,
  ...extra,
});

describe('official names (decision "One language per level")', () => {
  it("gives Italy's regions their Italian names, the English ones kept as aliases", () => {
    const drafts = [draft('IT-82', 'Sicily'), draft('IT-75', 'Apulia'), draft('IT-25', 'Lombardia')];
    const problems = applyOfficialNames(drafts, ITALY_REGIONS, 'ITA level 1');
    // The table names 20 regions; the 17 these drafts lack are reported (a stale table fails the build).
    expect(problems).toHaveLength(17);
    expect(problems[0]).toBe("ITA level 1: official name for 'IT-65', which no unit has");
    expect(drafts.map((d) => [d.name, d.aliases])).toEqual([
      ['Sicilia', ['Sicily']],
      ['Puglia', ['Apulia']],
      ['Lombardia', ['Lombardy']],
    ]);
  });

  it('drops a Latin-script local name (often misspelt) and keeps an own-script one', () => {
    const drafts = [
      draft('DK-85', 'Zealand', { nameLocal: 'Sjaælland' }),
      draft('X-1', 'Tokyo', { nameLocal: '東京都' }),
    ];
    applyOfficialNames(drafts, { 'DK-85': ['Sjælland', 'Zealand'], 'X-1': 'Tokyo-to' }, 'test');
    expect(drafts.map((d) => [d.name, d.nameLocal])).toEqual([
      ['Sjælland', undefined],
      ['Tokyo-to', '東京都'],
    ]);
    expect(isLatin('Sjælland')).toBe(true);
    expect(isLatin('Bolzano/Bozen')).toBe(true);
    expect(isLatin('東京都')).toBe(false);
  });

  it('writes only aliases that are not the name again, as search compares them', () => {
    expect(namesBeside({ name: 'Sicilia' }, ['Sicily', 'SICILIA', 'Sicília', undefined, 'Sicily'])).toEqual([
      'Sicily',
    ]);
    expect(namesBeside({ name: 'Götene' }, ['Gotene'])).toEqual([]);
  });
});

describe('names that tell divisions of one parent apart (decision "Each level is a mosaic")', () => {
  const div = (name: string, code: string | undefined, distinctNames?: string[]) => ({
    properties: { name, parent: 'P', ...(code && { code }) },
    draft: { ...(distinctNames && { distinctNames }) },
  });

  it('uses the first of the recipe’s names that tells them apart, else the code', () => {
    const japan = [
      div('Kushiro', '01206', ['Kushiro-shi', 'Kushiro-shi (Kushiro-gun)']),
      div('Kushiro', '01661', ['Kushiro-cho', 'Kushiro-cho (Kushiro-gun)']),
      div('Esashi', '01361', ['Esashi-cho', 'Esashi-cho (Hiyama-gun)']),
      div('Esashi', '01514', ['Esashi-cho', 'Esashi-cho (Esashi-gun)']),
      div('Bang Sai', 'TH1404'),
      div('Bang Sai', 'TH1413'),
    ];
    distinguishNames(japan, true);
    expect(japan.map((d) => d.properties.name)).toEqual([
      'Kushiro-shi',
      'Kushiro-cho',
      'Esashi-cho (Hiyama-gun)',
      'Esashi-cho (Esashi-gun)',
      'Bang Sai (TH1404)',
      'Bang Sai (TH1413)',
    ]);
  });

  it('leaves alike names the source does not tell apart (one code twice) for the gate to report', () => {
    const twice = [div('Markaz', 'SY.RD.RD'), div('Markaz', 'SY.RD.RD')];
    distinguishNames(twice, true);
    expect(twice.map((d) => d.properties.name)).toEqual(['Markaz', 'Markaz']);
  });
});
