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
