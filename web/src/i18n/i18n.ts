import i18next from 'i18next';
import ICU from 'i18next-icu';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import { loadLanguageFont } from './fonts';
import { PSEUDO_LANGUAGE } from './pseudo/pseudoLanguage';
import { dropVisitLanguage, visitLanguage } from './visitLanguage';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguageCode,
  LANGUAGES,
  languageOf,
  type LanguageCode,
} from './languages';

/**
 * The catalogues' namespaces: one per page (and one for the editor), so a page downloads only its
 * own texts, in the reader's language only. 'account' holds the sign-in forms, which /Profile and the
 * editor's sign-in dialog share; 'panels' the editor's side panels and phone sheets, loaded with 'editor'.
 */
export type Namespace =
  | 'common'
  | 'home'
  | 'countries'
  | 'about'
  | 'profile'
  | 'account'
  | 'editor'
  | 'panels'
  | 'maplang'
  // The editor's Data panel and import ('data'), its dialogs, notices and messages ('dialogs').
  | 'data'
  | 'dialogs'
  // The names of the maps' levels, which the map data gives in English ('Provinces').
  | 'levels';

/** Where the reader's choice is kept: the browser, for every page (small, synchronous). */
const LANGUAGE_KEY = 'mapwright:language';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: the choice lasts as long as the page
  }
}

/** The language chosen before (with the picker), if any. */
function storedLanguage(): LanguageCode | null {
  try {
    const value = storage()?.getItem(LANGUAGE_KEY);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language of this visit: the one its address asks for (`?lang=`), else the reader's earlier
 * choice, else their browser's languages in order.
 */
function initialLanguage(): string {
  const asked = visitLanguage();
  if (asked) return asked;
  const stored = storedLanguage();
  if (stored) return stored;
  const nav = globalThis.navigator;
  return detectLanguage(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
}

/** <html lang dir>: screen readers, hyphenation, fonts chosen by :lang() and the page's direction. */
function applyToDocument(code: string): void {
  if (typeof document === 'undefined') return;
  if (code === PSEUDO_LANGUAGE) {
    document.documentElement.lang = code;
    document.documentElement.dir = 'ltr';
    return;
  }
  if (!isLanguageCode(code)) return;
  const language = languageOf(code);
  document.documentElement.lang = code;
  document.documentElement.dir = language.dir;
  if ('font' in language) loadLanguageFont(language.font);
}

const i18n = i18next.createInstance();

i18n.on('languageChanged', applyToDocument);

void i18n
  .use(ICU)
  // Each catalogue is its own chunk, fetched when a page first needs it in the language shown.
  // The pseudo-locale's are generated from English's, in a chunk of their own no reader downloads.
  .use(
    resourcesToBackend((lng: string, ns: string) =>
      lng === PSEUDO_LANGUAGE
        ? import('./pseudo/pseudoCatalogue').then((m) => m.pseudoCatalogue(ns))
        : (import(`./locales/${lng}/${ns}.json`) as Promise<{ default: object }>),
    ),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    supportedLngs: [...LANGUAGES.map((l) => l.code), PSEUDO_LANGUAGE],
    // 'zh-Hans' is a catalogue of its own: no 'zh' to look up first.
    load: 'currentOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    // English's shared texts (the header, the footer) come with the app, so the first paint in English
    // waits for no request; every other catalogue is loaded on demand.
    partialBundledLanguages: true,
    resources: { en: { common: enCommon } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** The reader picks a language: shown at once (no reload), and kept for their next visits. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  dropVisitLanguage();
  try {
    storage()?.setItem(LANGUAGE_KEY, code);
  } catch {
    // Full or blocked storage: the choice still holds for this page.
  }
  await i18n.changeLanguage(code);
}

/** The language shown now. */
export function currentLanguage(): LanguageCode {
  const code = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/** Calls `listener` after every change of language (the picker, or the account's at sign-in). */
export function onLanguageChange(listener: (code: string) => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** Loads a page's texts before the page shows, so it does not flash a spinner while they arrive. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
