import { countryBySlug, regionBySlug, WORLD, type Country } from '../countries/countries';
import { INTERFACE_LANGUAGES, LANGUAGE_PARAM } from './language';

/**
 * Pages' titles and descriptions per language (decision "A page's language is in its address"): the
 * web build writes them from the catalogues to PAGE_META_FILE, the server puts them into the HTML it
 * sends for a page, with its hreflang links, so crawlers read each language's version without running
 * the app; the app renders the same texts itself.
 */
export const PAGE_META_FILE = 'page-meta.json';

/** Where each page's title and description are in the catalogues: namespace and keys. */
export const PAGE_META_SOURCES = {
  home: { ns: 'home', title: 'meta.title', description: 'meta.description' },
  about: { ns: 'about', title: 'meta.title', description: 'meta.description' },
  profile: { ns: 'profile', title: 'meta.title', description: 'meta.description' },
  countries: { ns: 'countries', title: 'pageTitle', description: 'metaDescription' },
  /** A country's editor: messages with a {country} argument. */
  country: { ns: 'common', title: 'countryMeta.title', description: 'countryMeta.description' },
} as const;

export type PageKind = keyof typeof PAGE_META_SOURCES;

/**
 * The maps that have no ISO code to be named by (Intl.DisplayNames): the world and its regions, by
 * slug, named by these keys of the `common` catalogue in a country editor's title and description.
 */
export const MAP_NAME_KEYS: Readonly<Record<string, string>> = {
  World: 'worldName',
  Europe: 'region.europe',
  Africa: 'region.africa',
  Asia: 'region.asia',
  MiddleEast: 'region.middleEast',
  NorthAmerica: 'region.northAmerica',
  SouthAmerica: 'region.southAmerica',
  Oceania: 'region.oceania',
};

/**
 * The built file: per interface language, each page's title and description (ICU messages), and the
 * names of the maps in MAP_NAME_KEYS, by slug.
 */
export type PageMetaTexts = Readonly<
  Record<
    string,
    Readonly<Record<PageKind, { readonly title: string; readonly description: string }>> & {
      readonly mapNames: Readonly<Record<string, string>>;
    }
  >
>;

/**
 * The page at a path that has metadata, and its map for an editor (a country's, the world's or a
 * region's: they share the country editor's messages); else undefined.
 */
export function pageWithMeta(path: string): { kind: PageKind; country?: Country } | undefined {
  if (path === '/') return { kind: 'home' };
  if (path === '/About') return { kind: 'about' };
  if (path === '/Profile') return { kind: 'profile' };
  if (path === '/Countries') return { kind: 'countries' };
  if (path === '/World') return { kind: 'country', country: WORLD };
  const region = /^\/Regions\/([A-Za-z]+)$/.exec(path)?.[1];
  if (region !== undefined) {
    const map = regionBySlug(region);
    return map ? { kind: 'country', country: map } : undefined;
  }
  const slug = /^\/Countries\/([A-Za-z]+)$/.exec(path)?.[1];
  const country = slug === undefined ? undefined : countryBySlug(slug);
  return country ? { kind: 'country', country } : undefined;
}

/** A page's address: its path on the origin, with `?lang=` when a language is named. */
function addressOf(origin: string, path: string, language: string | null): string {
  const base = `${origin.replace(/\/+$/, '')}${path}`;
  return language ? `${base}?${LANGUAGE_PARAM}=${encodeURIComponent(language)}` : base;
}

/**
 * The alternates of a page: each language's address (`?lang=<code>`), and x-default, the address
 * without one, which shows the reader's own choice or their browser's language.
 */
export function alternatesOf(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...INTERFACE_LANGUAGES.map((code) => ({ hreflang: code, href: addressOf(origin, path, code) })),
    { hreflang: 'x-default', href: addressOf(origin, path, null) },
  ];
}

/**
 * A page's canonical address: its path, with the language when the visit was opened in one
 * (`?lang=fr`), so each language's version names itself, as its hreflang links do.
 */
export function canonicalOf(origin: string, path: string, language: string | null): string {
  return addressOf(origin, path, language);
}
