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
