/**
 * The interface's languages, by code (decision "The language is chosen once and kept with the
 * account"): the codes the web app offers and the server keeps on an account, shared so the two
 * cannot drift apart. `GET /api/me/language` answers an AccountLanguage; `PUT` takes one with a code.
 */
export const INTERFACE_LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'pt',
  'ar',
  'hi',
  'si',
  'th',
  'zh-Hans',
  'ja',
  'vi',
] as const;

/**
 * The address parameter that opens a page in a language for that visit (`/About?lang=fr`), which
 * hreflang links point at (decision "A page's language is in its address").
 */
export const LANGUAGE_PARAM = 'lang';

type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export interface AccountLanguage {
  /** Null until the account has one (its first sign-in keeps the browser's). */
  readonly language: InterfaceLanguage | null;
}

export type { InterfaceLanguage };

/** The interface's languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * The interface language a language tag asks for, or null. Matched on the language subtag, except
 * Chinese: only Simplified is offered, so 'zh', 'zh-CN', 'zh-SG' and 'zh-Hans…' take it and
 * Traditional ('zh-TW', 'zh-HK', 'zh-Hant…') does not (a Traditional reader is better served by the
 * next language they list).
 */
function matchLanguageTag(tag: string): InterfaceLanguage | null {
  const parts = tag.trim().replace(/_/g, '-').split('-');
  const base = (parts[0] ?? '').toLowerCase();
  if (base === 'zh') {
    const rest = parts.slice(1).map((p) => p.toLowerCase());
    if (rest.includes('hant') || rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return null;
    return 'zh-Hans';
  }
  return INTERFACE_LANGUAGES.find((code) => code === base) ?? null;
}

/** The first of a reader's languages (in their order of preference) that the interface speaks; else English. */
export function preferredLanguage(tags: readonly string[]): InterfaceLanguage {
  for (const tag of tags) {
    const code = matchLanguageTag(tag);
    if (code) return code;
  }
  return 'en';
}
