import { describe, expect, it } from 'vitest';
import { copyName, defaultMapName, MAX_MAP_NAME_LENGTH, suggestedMapName } from './mapNames';

const NOW = new Date(2026, 11, 1, 9, 30);

describe('saved map names', () => {
  it('defaults to the country and the local date', () => {
    expect(defaultMapName('Sri Lanka', new Date(2025, 0, 5, 23, 59))).toBe('Sri Lanka map 2025-01-05');
    expect(defaultMapName('India', new Date(2024, 11, 31, 0, 1))).toBe('India map 2024-12-31');
  });

  it('are the map’s title, on one line with single spaces', () => {
    expect(
      suggestedMapName({ title: '  Régionales 2026 :\n  le vote ', subtitle: 'Premier tour' }, 'France', NOW),
    ).toBe('Régionales 2026 : le vote');
  });

  it('fall back to the subtitle, then the country and the date, when the map has no title of its own', () => {
    expect(suggestedMapName({ title: '', subtitle: '' }, 'France', NOW)).toBe('France map 2026-12-01');
    expect(suggestedMapName({ title: '   ', subtitle: '' }, 'France', NOW)).toBe('France map 2026-12-01');
    // A new map's title is the country's name: it names no map in particular.
    expect(suggestedMapName({ title: 'France', subtitle: '' }, 'France', NOW)).toBe('France map 2026-12-01');
    expect(suggestedMapName({ title: 'FRANCE', subtitle: 'Vote share by region' }, 'France', NOW)).toBe(
      'FRANCE: Vote share by region',
    );
    expect(suggestedMapName({ title: '', subtitle: 'Vote share by region' }, 'France', NOW)).toBe(
      'Vote share by region',
    );
  });

  it('stay within the limit the server sets, cut between words', () => {
    const title = `${'Literacy '.repeat(20)}by district`;
    const name = suggestedMapName({ title, subtitle: '' }, 'India', NOW);
    expect(name.length).toBeLessThanOrEqual(MAX_MAP_NAME_LENGTH);
    expect(name).toMatch(/^(Literacy )+Literacy$/);
    const word = 'x'.repeat(300);
    expect(suggestedMapName({ title: word, subtitle: '' }, 'India', NOW)).toHaveLength(MAX_MAP_NAME_LENGTH);
  });

  it('names a copy after the original and keeps it within the limit', () => {
    expect(copyName('Tea estates')).toBe('Tea estates (copy)');
    const long = copyName('x'.repeat(MAX_MAP_NAME_LENGTH));
    expect(long).toHaveLength(MAX_MAP_NAME_LENGTH);
    expect(long.endsWith('x (copy)')).toBe(true);
  });
});
