import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { INTERFACE_LANGUAGES } from '@mapwright/core/api/language';
import {
  MAP_NAME_KEYS,
  PAGE_META_SOURCES,
  type PageKind,
  type PageMetaTexts,
} from '@mapwright/core/api/page-meta';

const LOCALES = path.resolve(import.meta.dirname, '../web/src/i18n/locales');

function messageAt(catalogue: unknown, key: string, where: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], catalogue);
  if (typeof value !== 'string') throw new Error(`${where} has no message ${key}`);
  return value;
}

/** Every page's title and description, and the maps' names, in every interface language, from the catalogues. */
export async function readPageMetaTexts(localesDir = LOCALES): Promise<PageMetaTexts> {
  const texts: Record<string, object> = {};
  for (const lng of INTERFACE_LANGUAGES) {
    const pages: Record<string, { title: string; description: string }> = {};
    for (const [kind, source] of Object.entries(PAGE_META_SOURCES) as [
      PageKind,
      (typeof PAGE_META_SOURCES)[PageKind],
    ][]) {
      const file = path.join(localesDir, lng, `${source.ns}.json`);
      const catalogue: unknown = JSON.parse(await readFile(file, 'utf8'));
      pages[kind] = {
        title: messageAt(catalogue, source.title, file),
        description: messageAt(catalogue, source.description, file),
      };
    }
    const commonFile = path.join(localesDir, lng, 'common.json');
    const common: unknown = JSON.parse(await readFile(commonFile, 'utf8'));
    const mapNames = Object.fromEntries(
      Object.entries(MAP_NAME_KEYS).map(([slug, key]) => [slug, messageAt(common, key, commonFile)]),
    );
    texts[lng] = { ...pages, mapNames };
  }
  return texts as PageMetaTexts;
}

export { PAGE_META_FILE } from '@mapwright/core/api/page-meta';
export { SERVER_TEXTS_FILE } from '@mapwright/core/api/server-texts';
export { readServerTexts } from '../server/src/http/server-texts';
