import { LANGUAGE_PARAM } from '@mapwright/core/api/language';
import { isLanguageCode, type LanguageCode } from './languages';
import { PSEUDO_LANGUAGE } from './pseudo/pseudoLanguage';

/**
 * The language this visit's address asks for (`?lang=fr`), if any: a link into a language (an
 * hreflang alternate, a shared link) shows the page in it for this visit without replacing the
 * reader's own choice. `?lang=en-XA` is the pseudo-locale, offered in no picker.
 */
export function visitLanguage(): LanguageCode | typeof PSEUDO_LANGUAGE | null {
  let value: string | null;
  try {
    value = new URLSearchParams(globalThis.location?.search ?? '').get(LANGUAGE_PARAM);
  } catch {
    return null;
  }
  if (value === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  return isLanguageCode(value) ? value : null;
}

/**
 * Drops the address's language once the reader picks one: their choice is kept, and a reload (or a
 * shared copy of the address) would otherwise bring the address's back over it.
 */
export function dropVisitLanguage(): void {
  try {
    const url = new URL(globalThis.location.href);
    if (!url.searchParams.has(LANGUAGE_PARAM)) return;
    url.searchParams.delete(LANGUAGE_PARAM);
    // The router's state is kept, so its history entry stays the same one.
    globalThis.history.replaceState(globalThis.history.state, '', url);
  } catch {
    // No location (a test without a DOM): nothing to drop.
  }
}
