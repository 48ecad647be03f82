import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import { editorReady } from './editorHelpers';

/**
 * Each page's title, description and hreflang links in its language (issue 47; decision "A page's
 * language is in its address"): in the HTML the server sends, for crawlers, and in the page the app
 * renders, where they follow the language shown; `?lang=` opens a page in a language for that visit.
 */
const LANGUAGES = ['en', 'fr', 'de', 'es', 'pt', 'ar', 'hi', 'si', 'th', 'zh-Hans', 'ja', 'vi'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The head as the page has it now: title, descriptions, canonical links, alternates. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute('content'),
    ),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) =>
      l.getAttribute('href'),
    ),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  }));
}

const alternatesOf = (path: string) => [
  ...LANGUAGES.map((l) => [l, `${baseURL()}${path}?lang=${l}`]),
  ['x-default', `${baseURL()}${path}`],
];

describe('page metadata in the page’s language', () => {
  it('the server’s HTML carries the language’s title, description and hreflang links', async () => {
    const page = await openPage(browser);
    const res = await page.request.get('/Countries?lang=de');
    const html = await res.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<title>Land wählen – Mapwright</title>');
    expect([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
      ...LANGUAGES,
      'x-default',
    ]);
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/Countries?lang=de"`);
    await page.context().close();
  });

  it('?lang=fr opens /About in French for that visit; the picker’s choice then replaces it', async () => {
    const page = await openPage(browser, { locale: 'en-GB' });
    await page.goto('/About?lang=fr');
    await page.locator('main h1').waitFor();
    await expect.poll(() => page.title()).toBe('À propos de Mapwright');
    const head = await headOf(page);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/remboursements/);
    expect(head.canonicals).toEqual([`${baseURL()}/About?lang=fr`]);
    expect(head.alternates).toEqual(alternatesOf('/About'));
    // The address's language is this visit's, not the reader's choice: nothing is kept.
    expect(await page.evaluate(() => localStorage.getItem('mapwright:language'))).toBeNull();

    // The reader's own pick replaces the address's language, in the address too: a reload keeps it.
    await page.locator('header.navbar [data-testid="language-picker"]').selectOption('de');
    await expect.poll(() => page.title()).toBe('Über Mapwright');
    expect(page.url()).toBe(`${baseURL()}/About`);
    expect((await headOf(page)).canonicals).toEqual([`${baseURL()}/About`]);
    await page.reload();
    await expect.poll(() => page.title()).toBe('Über Mapwright');
    await page.context().close();
  });

  it('an hreflang link opens the page in its language: /Profile in Arabic, right to left', async () => {
    const page = await openPage(browser, { locale: 'en-GB' });
    await page.goto('/Profile');
    await page.locator('main h1').waitFor();
    const head = await headOf(page);
    expect(head.title).toBe('Your profile – Mapwright');
    expect(head.canonicals).toEqual([`${baseURL()}/Profile`]);
    const arabic = head.alternates.find(([lang]) => lang === 'ar')?.[1];
    expect(arabic).toBe(`${baseURL()}/Profile?lang=ar`);
    await page.goto(arabic ?? '');
    await expect.poll(() => page.title()).toBe('ملفك الشخصي – Mapwright');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.context().close();
  });

  it('a country’s editor is titled by the country in the language: 日本 in Japanese', async () => {
    const page = await openPage(browser, { locale: 'ja-JP' });
    await page.goto('/Countries/Japan');
    await editorReady(page, 'Japan');
    await expect.poll(() => page.title()).toBe('地図を作成：日本 – Mapwright');
    const head = await headOf(page);
    expect(head.descriptions).toEqual([expect.stringContaining('日本の地図')]);
    expect(head.canonicals).toEqual([`${baseURL()}/Countries/Japan`]);
    expect(head.alternates).toEqual(alternatesOf('/Countries/Japan'));
    await page.context().close();
  });

  it('the world and a region are titled by their names in the language, from the server and the app', async () => {
    const html = await (await fetch(`${baseURL()}/Regions/Europe?lang=fr`)).text();
    expect(html).toContain('<title>Créer une carte : Europe – Mapwright</title>');
    const page = await openPage(browser, { locale: 'fr-FR' });
    await page.goto('/World');
    await editorReady(page, 'World');
    await expect.poll(() => page.title()).toBe('Créer une carte : le monde – Mapwright');
    const head = await headOf(page);
    expect(head.canonicals).toEqual([`${baseURL()}/World`]);
    expect(head.alternates).toEqual(alternatesOf('/World'));
    await page.context().close();
  });
});
