import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@mapwright/core/api/language';
import { MAP_NAME_KEYS, PAGE_META_SOURCES } from '@mapwright/core/api/page-meta';
import { readPageMetaTexts, readServerTexts } from './pageMetaTexts';

describe('the pages’ metadata written into the build', () => {
  it('has every page’s title and description in every interface language, from the catalogues', async () => {
    const texts = await readPageMetaTexts();
    expect(Object.keys(texts)).toEqual([...INTERFACE_LANGUAGES]);
    for (const lng of INTERFACE_LANGUAGES) {
      expect(Object.keys(texts[lng] ?? {})).toEqual([...Object.keys(PAGE_META_SOURCES), 'mapNames']);
      expect(Object.keys(texts[lng]?.mapNames ?? {}), lng).toEqual(Object.keys(MAP_NAME_KEYS));
      const country = texts[lng]?.country;
      const title = new IntlMessageFormat(country?.title ?? '', lng).format({ country: 'Nepal' });
      expect(title, lng).toContain('Nepal');
    }
    expect(texts.en?.about.title).toBe('About Mapwright');
    expect(texts.fr?.countries.title).toBe('Choisir un pays – Mapwright');
    expect(texts.en?.mapNames.World).toBe('the world');
    expect(texts.de?.mapNames.MiddleEast).toBe('Naher Osten');
    // Each language's own words, not English's.
    for (const lng of INTERFACE_LANGUAGES.filter((l) => l !== 'en'))
      expect(texts[lng]?.home.description, lng).not.toBe(texts.en?.home.description);
  });
});

describe('the server’s pages’ texts written into the build', () => {
  it('has every published-page text in every interface language, by namespace and dotted key', async () => {
    const texts = await readServerTexts();
    expect(Object.keys(texts)).toEqual([...INTERFACE_LANGUAGES]);
    const keys = Object.keys(texts.en ?? {});
    expect(keys).toContain('published:zoom.in');
    expect(keys).toContain('published:unavailable.wait');
    for (const lng of INTERFACE_LANGUAGES)
      expect(Object.keys(texts[lng] ?? {}).sort(), lng).toEqual([...keys].sort());
    expect(texts.en?.['published:copy']).toBe('Make your own copy');
    expect(texts.fr?.['published:copy']).toBe('Faire votre propre copie');
  });
});
