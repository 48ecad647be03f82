import { describe, expect, it } from 'vitest';
import type { ProjectedLevel } from '../geo/projected-level';
import { findDivisions } from '../geo/find-divisions';
import { languageNamesSchema, withLanguageNames } from './language-names';
import { shownName, shownNameLines } from './shown-name';

const tokyo = { name: 'Tokyo', nameLocal: '東京都', names: { fr: 'Tokyo-to', ja: '東京都' } };
const saxony = { name: 'Saxony', names: { de: 'Sachsen', fr: 'Saxe', ja: 'ザクセン州' } };

describe('shownNameLines', () => {
  it('draws an English map exactly as before, whatever names are loaded', () => {
    expect(shownNameLines(saxony, 'en')).toEqual(['Saxony']);
    expect(shownNameLines(tokyo, 'en', 'latin')).toEqual(['Tokyo']);
    expect(shownNameLines(tokyo, 'en', 'local')).toEqual(['東京都']);
    expect(shownNameLines(tokyo, 'en', 'both')).toEqual(['Tokyo', '東京都']);
  });

  it("puts the map language's name first, the division's own-script name beside it as the script says", () => {
    expect(shownNameLines(saxony, 'fr')).toEqual(['Saxe']);
    expect(shownNameLines(tokyo, 'fr', 'both')).toEqual(['Tokyo-to', '東京都']);
    expect(shownNameLines(tokyo, 'fr', 'local')).toEqual(['東京都']);
    // The same name twice is written once.
    expect(shownNameLines(tokyo, 'ja', 'both')).toEqual(['東京都']);
  });

  it('falls back to the usual name where the language has none', () => {
    expect(shownNameLines(saxony, 'th')).toEqual(['Saxony']);
    expect(shownNameLines({ name: 'Bremen', names: { fr: '  ' } }, 'fr')).toEqual(['Bremen']);
    expect(shownName(tokyo, 'vi', 'both')).toBe('Tokyo / 東京都');
  });
});

describe('withLanguageNames', () => {
  const level: ProjectedLevel = {
    level: 1,
    space: { width: 10, height: 10 },
    borders: '',
    extent: [0, 0, 10, 10],
    divisions: [
      { id: 'DE-SN', name: 'Saxony', d: '', bbox: [0, 0, 1, 1], centroid: [0, 0] },
      { id: 'DE-HB', name: 'Bremen', d: '', bbox: [0, 0, 1, 1], centroid: [0, 0] },
    ],
  };
  const fr = languageNamesSchema.parse({ language: 'fr', levels: { 1: { 'DE-SN': 'Saxe' } } });
  const ja = languageNamesSchema.parse({ language: 'ja', levels: { 1: { 'DE-SN': 'ザクセン州' } } });

  it('adds each language beside the ones loaded, and leaves the divisions it does not name alone', () => {
    const both = withLanguageNames(withLanguageNames(level, fr), ja);
    expect(both.divisions[0]!.names).toEqual({ fr: 'Saxe', ja: 'ザクセン州' });
    expect(both.divisions[1]).toBe(level.divisions[1]);
    const onlyLevel2 = languageNamesSchema.parse({ language: 'fr', levels: { 2: { X: 'Y' } } });
    expect(withLanguageNames(level, onlyLevel2)).toBe(level);
  });

  it('lets search find a division by any name loaded, in every language', () => {
    const both = withLanguageNames(withLanguageNames(level, fr), ja);
    expect(findDivisions(both, 'saxe').map((f) => f.division.id)).toEqual(['DE-SN']);
    expect(findDivisions(both, 'ザクセン').map((f) => f.division.id)).toEqual(['DE-SN']);
    expect(findDivisions(level, 'saxe')).toEqual([]);
  });
});
