import { IntlMessageFormat } from 'intl-messageformat';
import { directionOf, INTERFACE_LANGUAGES, LANGUAGE_PARAM } from '@mapwright/core/api/language';
import {
  alternatesOf,
  canonicalOf,
  PAGE_META_FILE,
  pageWithMeta,
  type PageMetaTexts,
} from '@mapwright/core/api/page-meta';
import type { Country } from '@mapwright/core/countries/countries';
import { webTemplate } from '../published/templates';

const DEFAULT_LANGUAGE = 'en';

export interface PageHead {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: readonly { hreflang: string; href: string }[];
}

/**
 * The head of a page that has metadata (home, /About, /Profile, /Countries, a country's editor), in
 * the language its address asks for (`?lang=fr`), else English, the x-default version: what a crawler
 * reads without running the app (decision "A page's language is in its address").
 */
export function pageHeadOf(
  texts: PageMetaTexts,
  origin: string,
  urlPath: string,
  search: URLSearchParams,
): PageHead | undefined {
  const page = pageWithMeta(urlPath);
  if (!page) return undefined;
  const asked = search.get(LANGUAGE_PARAM);
  const language = (INTERFACE_LANGUAGES as readonly string[]).includes(asked ?? '') ? asked : null;
  const lang = language ?? DEFAULT_LANGUAGE;
  const messages = texts[lang]?.[page.kind];
  if (!messages) return undefined;
  const values = page.country
    ? { country: texts[lang]?.mapNames[page.country.slug] ?? countryNameIn(page.country, lang) }
    : {};
  const format = (message: string) => String(new IntlMessageFormat(message, lang).format(values));
  return {
    lang,
    dir: directionOf(lang),
    title: format(messages.title),
    description: format(messages.description),
    canonical: canonicalOf(origin, urlPath, language),
    alternates: alternatesOf(origin, urlPath),
  };
}

/** A country's name in a language, as /Countries shows it: English keeps the project's own names. */
export function countryNameIn(country: Country, lang: string): string {
  if (lang === DEFAULT_LANGUAGE || !/^[A-Z]{2}$/.test(country.iso2)) return country.name;
  try {
    return (
      new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(country.iso2) ?? country.name
    );
  } catch {
    return country.name;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * index.html with the page's head: <html lang dir>, its title, and its description, canonical link and
 * hreflang alternates, marked data-server-meta (the app drops them and renders its own).
 */
export function withPageHead(html: string, head: PageHead): string {
  const links = [
    `<meta name="description" content="${escapeHtml(head.description)}" data-server-meta>`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-server-meta>`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" data-server-meta>`,
    ),
  ];
  return html
    .replace(/<html[^>]*>/, `<html lang="${head.lang}" dir="${head.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', `${links.join('\n')}\n</head>`);
}

/** The built PAGE_META_FILE, read once per build of it; undefined while there is none. */
export function pageMetaTexts(webDist: string): () => Promise<PageMetaTexts | undefined> {
  const file = webTemplate(webDist, PAGE_META_FILE);
  let parsed: { stamp: string; texts: PageMetaTexts } | undefined;
  return async () => {
    const template = await file();
    if (!template) return undefined;
    if (parsed?.stamp !== template.stamp)
      parsed = { stamp: template.stamp, texts: JSON.parse(template.text) as PageMetaTexts };
    return parsed.texts;
  };
}
