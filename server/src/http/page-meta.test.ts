import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageMetaTexts } from '@mapwright/core/api/page-meta';
import type { App } from '../app';
import {
  buildTestApp,
  createTestSite,
  expectNoInternalErrors,
  testConfig,
  writeFiles,
  type TestSite,
} from '../testing/app';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Mapwright</title></head><body><div id="root"></div></body></html>';

const page = (title: string, description: string) => ({ title, description });
const TEXTS: PageMetaTexts = Object.fromEntries(
  ['en', 'fr', 'de', 'es', 'pt', 'ar', 'hi', 'si', 'th', 'zh-Hans', 'ja', 'vi'].map((lng) => [
    lng,
    {
      home: page(`Home ${lng}`, `Home text ${lng}`),
      about: page(lng === 'fr' ? 'À propos de Mapwright' : `About ${lng}`, `About text ${lng} & "more"`),
      profile: page(`Profile ${lng}`, `Profile text ${lng}`),
      countries: page(`Countries ${lng}`, `Countries text ${lng}`),
      country: page(`Map of {country} (${lng})`, `Colour {country} (${lng})`),
      mapNames: { World: `the world (${lng})`, Europe: `Europe (${lng})` },
    },
  ]),
);

let site: TestSite;
let app: App;

beforeAll(async () => {
  site = await createTestSite();
  await writeFiles(site.webDist, { 'index.html': INDEX, 'page-meta.json': JSON.stringify(TEXTS) });
  app = buildTestApp({ config: testConfig(site, { PUBLIC_URL: 'https://maps.example' }) });
});

afterAll(async () => {
  await site.cleanup();
  expectNoInternalErrors();
});

/** The head of a page as the server sends it: lang, dir, title, description, canonical, alternates. */
async function headOf(path: string) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const attr = (re: RegExp) => re.exec(html)?.[1];
  return {
    lang: attr(/<html lang="([^"]+)"/),
    dir: attr(/<html [^>]*dir="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
    etag: res.headers.get('etag'),
  };
}

describe('the head of a page with metadata', () => {
  it('is in the language the address asks for, with hreflang links to all twelve and x-default', async () => {
    const head = await headOf('/About?lang=fr');
    expect(head).toMatchObject({
      lang: 'fr',
      dir: 'ltr',
      title: 'À propos de Mapwright',
      description: 'About text fr &#38; &#34;more&#34;',
      canonical: 'https://maps.example/About?lang=fr',
    });
    expect(head.alternates).toEqual([
      ...['en', 'fr', 'de', 'es', 'pt', 'ar', 'hi', 'si', 'th', 'zh-Hans', 'ja', 'vi'].map((l) => [
        l,
        `https://maps.example/About?lang=${l}`,
      ]),
      ['x-default', 'https://maps.example/About'],
    ]);
  });

  it('is English, canonical at the bare address, when the address names no language or an unknown one', async () => {
    for (const path of ['/About', '/About?lang=xx']) {
      const head = await headOf(path);
      expect(head).toMatchObject({ lang: 'en', title: 'About en', canonical: 'https://maps.example/About' });
      expect(head.alternates).toHaveLength(13);
    }
  });

  it('names a country in the language: Japan is 日本 in Japanese, Sri Lanka keeps its English name', async () => {
    expect(await headOf('/Countries/Japan?lang=ja')).toMatchObject({
      lang: 'ja',
      title: 'Map of 日本 (ja)',
      description: 'Colour 日本 (ja)',
    });
    expect((await headOf('/Countries/SriLanka')).title).toBe('Map of Sri Lanka (en)');
    expect(await headOf('/Countries/Japan?lang=ar')).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      title: 'Map of اليابان (ar)',
    });
  });

  it('is filled in for home, /Profile and /Countries; other pages get index.html as it is', async () => {
    expect((await headOf('/')).title).toBe('Home en');
    expect((await headOf('/Profile?lang=de')).title).toBe('Profile de');
    expect((await headOf('/Countries?lang=vi')).title).toBe('Countries vi');
    for (const path of ['/Regions/Atlantis', '/Countries/Atlantis', '/No/Such/Page']) {
      const res = await app.request(path);
      expect(await res.text(), path).toBe(INDEX);
    }
  });

  it('names the world and its regions by the catalogues’ names for them', async () => {
    expect(await headOf('/World?lang=fr')).toMatchObject({ lang: 'fr', title: 'Map of the world (fr) (fr)' });
    expect((await headOf('/Regions/Europe')).title).toBe('Map of Europe (en) (en)');
    expect((await headOf('/Regions/Europe')).canonical).toBe('https://maps.example/Regions/Europe');
  });

  it('has a validator per language: a revalidation of the same version is a 304', async () => {
    const fr = await headOf('/About?lang=fr');
    const de = await headOf('/About?lang=de');
    expect(fr.etag).not.toBe(de.etag);
    const again = await app.request('/About?lang=fr', { headers: { 'If-None-Match': fr.etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
