import { preferredLanguage } from '@mapwright/core/api/language';

/**
 * The interface's languages, each named in itself (a reader looks for their own language's name, not
 * for its English one). `font` is the family the UI needs for a script the system fonts may lack; its
 * faces are loaded only when that language is chosen (fonts.ts).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl', font: 'Noto Sans Arabic' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', font: 'Noto Sans Devanagari' },
  { code: 'si', name: 'සිංහල', dir: 'ltr', font: 'Noto Sans Sinhala' },
  { code: 'th', name: 'ไทย', dir: 'ltr', font: 'Noto Sans Thai' },
  { code: 'zh-Hans', name: '中文（简体）', dir: 'ltr', font: 'Noto Sans SC' },
  { code: 'ja', name: '日本語', dir: 'ltr', font: 'Noto Sans JP' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
] as const satisfies readonly { code: string; name: string; dir: 'ltr' | 'rtl'; font?: string }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(code: unknown): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/** The first of the browser's languages (in the reader's order of preference) that is offered; else English. */
export function detectLanguage(browserLanguages: readonly string[]): LanguageCode {
  return preferredLanguage(browserLanguages);
}
