import { describe, expect, it } from 'vitest';
import { detectDecimalMark, numericShare, parseNumber } from './numbers';

const value = (text: string, mark: '.' | ',' = '.') => {
  const parsed = parseNumber(text, mark);
  return parsed.kind === 'number' ? parsed.value : parsed.kind;
};

describe('parseNumber', () => {
  it('reads the common formats', () => {
    expect(value('1,234.5')).toBe(1234.5);
    expect(value('1.234,5', ',')).toBe(1234.5);
    expect(value('1 234,5', ',')).toBe(1234.5);
    expect(value('1\u00a0234.5')).toBe(1234.5);
    expect(value("1'234.5")).toBe(1234.5);
    expect(value('12 %')).toBe(12);
    expect(value('12%')).toBe(12);
    expect(value('$3.20')).toBe(3.2);
    expect(value('€ 1.234,50', ',')).toBe(1234.5);
    expect(value('₹40')).toBe(40);
    expect(value('USD 12')).toBe(12);
    expect(value('−4')).toBe(-4);
    expect(value('-4.5')).toBe(-4.5);
    expect(value('(5)')).toBe(-5);
    expect(value('+7')).toBe(7);
    expect(value('1.2e3')).toBe(1200);
    expect(value('.5')).toBe(0.5);
    expect(value('0')).toBe(0);
    expect(value('-0')).toBe(0);
  });

  it('takes blanks and the usual no-data marks as no data, not zero', () => {
    for (const blank of ['', '  ', '-', '–', 'n/a', 'NA', '..', 'null']) expect(value(blank)).toBe('blank');
  });

  it('refuses what is not a number, including misplaced grouping', () => {
    expect(value('abc')).toBe('invalid');
    expect(value('12abc34')).toBe('invalid');
    expect(value('1,23,4.5')).toBe('invalid');
    expect(value('1.2.3')).toBe('invalid');
    expect(value('%')).toBe('invalid');
  });
});

describe('detectDecimalMark', () => {
  it('reads a column by its unambiguous cells', () => {
    expect(detectDecimalMark(['1,234', '12,5', '3'])).toBe(',');
    expect(detectDecimalMark(['1.234,5', '2.000'])).toBe(',');
    expect(detectDecimalMark(['1,234.5', '1,000'])).toBe('.');
    expect(detectDecimalMark(['12.5 %', '3'])).toBe('.');
    // Only ambiguous cells: point, the common case.
    expect(detectDecimalMark(['1,234', '5,000'])).toBe('.');
  });

  it('gives the value of an ambiguous cell by its column', () => {
    expect(value('1.234', detectDecimalMark(['1.234', '0,5']))).toBe(1234);
    expect(value('1.234', detectDecimalMark(['1.234', '0.5']))).toBe(1.234);
  });
});

describe('numericShare', () => {
  it('is the share of filled cells that are numbers', () => {
    expect(numericShare(['1', '2', '', 'x'])).toBeCloseTo(2 / 3);
    expect(numericShare(['Odisha', 'Kerala'])).toBe(0);
  });
});
