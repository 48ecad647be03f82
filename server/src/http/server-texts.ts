import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTERFACE_LANGUAGES, preferredLanguage } from '@mapwright/core/api/language';
import {
  SERVER_TEXT_NAMESPACES,
  SERVER_TEXTS_FILE,
  type ServerTexts,
} from '@mapwright/core/api/server-texts';
import { webTemplate } from '../published/templates';

/** The web app's catalogues, which the web build reads the server's texts from. */
const LOCALES = path.resolve(import.meta.dirname, '../../../web/src/i18n/locales');

/** A message of the server's texts in one language, its ICU arguments filled in. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** A catalogue's messages by 'namespace:key', nested keys joined by dots. */
function flatten(value: unknown, prefix: string, out: Record<string, string>, where: string): void {
  if (typeof value === 'string') out[prefix] = value;
  else if (value !== null && typeof value === 'object' && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, out, where);
  else throw new Error(`${where}: ${prefix} is not a message`);
}

/** The server's pages' texts in every interface language, from the catalogues. */
export async function readServerTexts(localesDir = LOCALES): Promise<ServerTexts> {
  const texts: Record<string, Record<string, string>> = {};
  for (const lng of INTERFACE_LANGUAGES) {
    const messages: Record<string, string> = {};
    for (const ns of SERVER_TEXT_NAMESPACES) {
      const file = path.join(localesDir, lng, `${ns}.json`);
      flatten(JSON.parse(await readFile(file, 'utf8')), `${ns}:`, messages, file);
    }
    texts[lng] = messages;
  }
  return texts;
}

/**
 * The built SERVER_TEXTS_FILE, read once per build of it, with its stamp; before the web app is built,
 * the catalogues themselves (the server runs from its sources), read once.
 */
export function serverTexts(
  webDist: string,
): () => Promise<{ readonly texts: ServerTexts; readonly stamp: string }> {
  const file = webTemplate(webDist, SERVER_TEXTS_FILE);
  let parsed: { stamp: string; texts: ServerTexts } | undefined;
  let source: Promise<{ stamp: string; texts: ServerTexts }> | undefined;
  return async () => {
    const built = await file();
    if (!built) return (source ??= readServerTexts().then((texts) => ({ stamp: 'source', texts })));
    if (parsed?.stamp !== built.stamp)
      parsed = { stamp: built.stamp, texts: JSON.parse(built.text) as ServerTexts };
    return parsed;
  };
}

/**
 * The server's texts in a language (English where the language is not one of the interface's). A key
 * the texts lack is a bug of the build, not the reader's: it throws.
 */
export function translatorOf(texts: ServerTexts, language: string): Translate {
  const lang = (INTERFACE_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  const messages = texts[lang] ?? {};
  const formats = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      const message = messages[key];
      if (message === undefined) throw new Error(`the server's texts have no ${key} in ${lang}`);
      formats.set(key, (format = new IntlMessageFormat(message, lang)));
    }
    return String(format.format(values));
  };
}

/** The interface language an Accept-Language header asks for first (by its q values); else English. */
export function acceptedLanguage(header: string | undefined): string {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
  return preferredLanguage(tags);
}
