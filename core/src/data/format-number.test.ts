import { describe, expect, it } from 'vitest';
import { DEFAULT_NUMBER_FORMAT, type NumberFormat } from '../document/data-layers';
import { autoDecimals, formatLabels, formatNumber } from './format-number';

const format = (change: Partial<NumberFormat>): NumberFormat => ({ ...DEFAULT_NUMBER_FORMAT, ...change });

describe('formatNumber', () => {
  it('groups thousands, sets the decimal mark, prefix and suffix', () => {
    expect(formatNumber(1234.5, format({ decimals: 1 }))).toBe('1,234.5');
    expect(formatNumber(1234.5, format({ decimals: 1, grouping: 'period', decimalMark: ',' }))).toBe(
      '1.234,5',
    );
    expect(formatNumber(1234567, format({ decimals: 0, grouping: 'space' }))).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(1234, format({ decimals: 0, grouping: 'none' }))).toBe('1234');
    expect(formatNumber(12, format({ decimals: 0, suffix: ' %' }))).toBe('12 %');
    expect(formatNumber(-3.25, format({ decimals: 2, prefix: '$' }))).toBe('−$3.25');
    expect(formatNumber(-0.001, format({ decimals: 1 }))).toBe('0.0');
  });

  it('picks as few decimals as tell labels apart', () => {
    expect(autoDecimals([0, 1000, 5000])).toBe(0);
    expect(autoDecimals([0.1, 0.25, 0.5])).toBe(2);
    expect(autoDecimals([10.5, 20.25])).toBe(1);
    expect(autoDecimals([1.5, 2.5, 3])).toBe(1);
    expect(formatLabels([1.01, 1.02], DEFAULT_NUMBER_FORMAT)).toEqual(['1.01', '1.02']);
  });
});

describe("formatNumber in the map's language", () => {
  const locale = (decimals: number | null) => ({
    ...DEFAULT_NUMBER_FORMAT,
    decimals,
    grouping: 'locale' as const,
  });

  it('groups and marks as the language writes numbers', () => {
    expect(formatNumber(1234.5, locale(1), 1, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, locale(1), 1, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, locale(1), 1, 'fr')).toBe('1\u202f234,5');
    expect(formatNumber(1234567, locale(0), 0, 'hi')).toBe('12,34,567');
  });

  it('keeps the minus, prefix and suffix of the format around it', () => {
    const format = { ...locale(2), prefix: '€', suffix: ' %' };
    expect(formatNumber(-1234.5, format, 2, 'de')).toBe('−€1.234,50 %');
    expect(formatNumber(-0.001, locale(1), 1, 'de')).toBe('0,0');
  });

  it("leaves a format's own grouping as chosen, whatever the language", () => {
    expect(formatNumber(1234.5, { ...DEFAULT_NUMBER_FORMAT, grouping: 'comma' }, 1, 'de')).toBe('1,234.5');
  });

  it('writes a set of labels with one number of decimals for all', () => {
    expect(formatLabels([1.5, 2.75, 1234.5], locale(1), 'de')).toEqual(['1,5', '2,8', '1.234,5']);
  });
});
