import { describe, expect, it } from 'vitest';
import { countryName, formatMoney, formatNumber } from './format';

/** Intl's no-break spaces as plain ones, to compare with text written here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting in the interface’s language', () => {
  it('writes the plan’s prices as the spec does in English, with a plain space after the code', () => {
    expect(formatMoney(2.5, 'USD', 'en')).toBe('$2.50');
    expect(formatMoney(760.85, 'LKR', 'en')).toBe('LKR 760.85');
    expect(formatMoney(0, 'USD', 'en', { trailingZeroDisplay: 'stripIfInteger' })).toBe('$0');
  });

  it('writes them the locale’s way elsewhere, keeping its no-break spaces', () => {
    expect(plain(formatMoney(2.5, 'USD', 'fr'))).toBe('2,50 $US');
    expect(plain(formatMoney(760.85, 'LKR', 'de'))).toBe('760,85 LKR');
    expect(formatMoney(760.85, 'LKR', 'fr')).not.toContain(' ');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
  });

  it('names a country in the language by its ISO code, the list’s own name in English', () => {
    expect(countryName('DE', 'Germany', 'fr')).toBe('Allemagne');
    expect(countryName('LK', 'Sri Lanka', 'de')).toBe('Sri Lanka');
    expect(countryName('DE', 'Germany', 'en')).toBe('Germany');
    // The world's code is not a country's: its own name stays.
    expect(countryName('1W', 'World', 'fr')).toBe('World');
  });
});
