import type { NumberFormat } from '../document/data-layers';
import type { MapLanguage } from '../document/map-language';

const GROUP_MARKS: Readonly<Record<Exclude<NumberFormat['grouping'], 'locale'>, string>> = {
  none: '',
  comma: ',',
  period: '.',
  // A no-break space, so a number never wraps between its groups.
  space: '\u00a0',
};

/**
 * Decimals for a set of labels when the format leaves it open: two significant digits of the span
 * they cover, more while two labels would read the same, fewer while every label ends in 0; at most 6.
 */
export function autoDecimals(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0 || finite.every(Number.isInteger)) return 0;
  const span = Math.max(...finite) - Math.min(...finite);
  const magnitude = span > 0 ? span : Math.max(...finite.map(Math.abs));
  const clamp = (d: number) => Math.min(6, Math.max(0, d));
  let decimals = magnitude > 0 ? clamp(1 - Math.floor(Math.log10(magnitude))) : 0;
  const distinct = new Set(finite).size;
  while (decimals < 6 && new Set(finite.map((v) => v.toFixed(decimals))).size < distinct) decimals++;
  while (decimals > 0 && finite.every((v) => v.toFixed(decimals).endsWith('0'))) decimals--;
  return decimals;
}

/** Intl's formatters by language and decimals: building one costs far more than using it. */
const intlFormats = new Map<string, Intl.NumberFormat>();

function intlFormat(language: MapLanguage, decimals: number): Intl.NumberFormat {
  const key = `${language}/${decimals}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    intlFormats.set(key, format);
  }
  return format;
}

/**
 * A number as the map writes it (heat bar, class limits, labels, symbol and chart legends): rounding,
 * then the format's grouping and decimal mark, or with 'locale' the map's language's (Intl), then
 * prefix and suffix. The minus is always U+2212, before the prefix (−$3.25).
 */
export function formatNumber(
  value: number,
  format: NumberFormat,
  decimals = format.decimals ?? 2,
  language: MapLanguage = 'en',
): string {
  if (!Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(decimals);
  const negative = value < 0 && Number(fixed) !== 0;
  let body: string;
  if (format.grouping === 'locale') body = intlFormat(language, decimals).format(Number(fixed));
  else {
    const [whole = '0', fraction] = fixed.split('.');
    const group = GROUP_MARKS[format.grouping];
    const grouped = group === '' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
    body = fraction === undefined ? grouped : `${grouped}${format.decimalMark}${fraction}`;
  }
  return `${negative ? '−' : ''}${format.prefix}${body}${format.suffix}`;
}

/** Labels for a set of values with one number of decimals for all (the format's, else automatic). */
export function formatLabels(
  values: readonly number[],
  format: NumberFormat,
  language: MapLanguage = 'en',
): string[] {
  const decimals = format.decimals ?? autoDecimals(values);
  return values.map((value) => formatNumber(value, format, decimals, language));
}
