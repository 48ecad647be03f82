import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';

/** The language the interface shows now; components re-render when it changes. */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const code = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/** A count or a measure, grouped the locale's way (1,234 in English, 1.234 in German, 1 234 in French). */
export function formatNumber(value: number, lng: LanguageCode, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(lng, options).format(value);
}

/**
 * An amount of money in the locale: $2.50 and LKR 760.85 in English, 2,50 $US and 760,85 LKR in
 * French. English keeps a plain space after the code, as the spec writes its prices; the other
 * languages keep Intl's no-break spaces, which hold the amount and its currency on one line.
 */
export function formatMoney(
  amount: number,
  currency: string,
  lng: LanguageCode,
  options: Intl.NumberFormatOptions = {},
): string {
  let text: string;
  try {
    text = new Intl.NumberFormat(lng, { ...options, style: 'currency', currency }).format(amount);
  } catch {
    text = `${currency} ${amount.toFixed(2)}`;
  }
  return lng === DEFAULT_LANGUAGE ? text.replace(/[\u00a0\u202f]/g, ' ') : text;
}

/** A day in the locale: medium 3 Dec 2025, 3 déc. 2025, 2025年12月3日; long spells the month out. */
export function formatDate(
  date: Date | string | number,
  lng: string,
  style: 'medium' | 'long' = 'medium',
): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: style }).format(new Date(date));
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the interface's language from its ISO 3166 code (Allemagne for DE in French),
 * or `fallback` (its English name in the country list) in English, without a code, or where the
 * browser's data has no name for it.
 */
export function countryName(iso2: string | undefined, fallback: string, lng: LanguageCode): string {
  if (lng === DEFAULT_LANGUAGE || !iso2 || !/^[A-Za-z]{2}$/.test(iso2)) return fallback;
  if (!regionNames.has(lng)) {
    try {
      regionNames.set(lng, new Intl.DisplayNames([lng], { type: 'region', fallback: 'none' }));
    } catch {
      regionNames.set(lng, null);
    }
  }
  return regionNames.get(lng)?.of(iso2.toUpperCase()) ?? fallback;
}
