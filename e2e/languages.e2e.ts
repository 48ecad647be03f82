import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import { uniqueEmail } from './support/uniqueEmail';
import { editorReady } from './editorHelpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The interface in the reader's language (issue 47): chosen from the browser's languages on the first
 * visit, switched with the header's picker without a reload, kept across reloads; Arabic laid out
 * right to left with every header control on screen.
 */
describe('the interface in its readers’ languages', () => {
  it('French: /Countries names Germany “Allemagne”, and the editor offers “Télécharger”', async () => {
    const page = await openPage(browser, { locale: 'fr-FR' });
    await page.goto('/Countries');
    await page.getByRole('heading', { level: 1, name: 'Choisir un pays' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('[data-country="Germany"] .country-card__name').textContent()).toBe(
      'Allemagne',
    );
    // Sorted the French way: Allemagne before Autriche, long before Zimbabwe.
    const names = await page.locator('.country-card__name').allTextContents();
    expect(names.indexOf('Allemagne')).toBeLessThan(names.indexOf('Autriche'));
    // Searching finds a country by its French name.
    await page.getByRole('searchbox', { name: 'Rechercher un pays' }).fill('allem');
    await expect.poll(() => page.locator('a.country-card').count()).toBe(1);

    // A sentence with a link in it keeps the link's words (<Trans>), priced the French way.
    await page.goto('/About');
    await page.getByRole('link', { name: 'Choisissez un pays et commencez une carte' }).waitFor();
    const policy = (await page.locator('#policy').textContent())?.replace(/[\u00a0\u202f]/g, ' ');
    expect(policy).toContain('2,50 $US par mois (760,85 LKR)');

    await page.goto('/Countries/Germany');
    await editorReady(page, 'Germany');
    // The editor names its country as the interface does.
    expect(await page.locator('h1.editor__title').textContent()).toBe('Allemagne');
    // A new map is written in French (its map language), its title too.
    expect(await page.locator('[data-ready] text[data-element="title"]').textContent()).toBe('Allemagne');
    // The map data's level names ("States") are said in French: the search looks in the "états".
    expect(await page.locator('input.search__input').getAttribute('placeholder')).toBe(
      'Chercher dans les états…',
    );
    await page
      .getByRole('button', { name: /^Télécharger/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('English stays the spec’s English when the browser asks for a language we do not offer', async () => {
    const page = await openPage(browser, { locale: 'ko-KR' });
    await page.goto('/Countries');
    await page.getByRole('heading', { level: 1, name: 'Choose a country' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('[data-country="Germany"] .country-card__name').textContent()).toBe('Germany');
    await page.context().close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    it(`Arabic: right to left, every header control on screen at ${viewport.width}×${viewport.height}`, async () => {
      const page = await openPage(browser, { locale: 'ar-EG', viewport });
      for (const path of ['/', '/Countries', '/About', '/Profile']) {
        await page.goto(path);
        await page.locator('header.navbar [data-testid="language-picker"]').waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await page.locator('html').getAttribute('lang')).toBe('ar');
        const outside = await controlsOffScreen(page);
        expect(outside, `${path}: header controls off screen`).toEqual([]);
      }
      // The brand sits at the right-hand start of the bar, the links after it to its left.
      await page.goto('/Countries');
      const brand = await page.locator('header.navbar .navbar__brand').boundingBox();
      const nav = await page.locator('header.navbar nav').boundingBox();
      expect(brand && nav && brand.x > nav.x).toBe(true);
      await page.context().close();
    });

  it('the picker switches the language without a reload, and the choice outlives a reload', async () => {
    const page = await openPage(browser, { locale: 'en-GB' });
    await page.goto('/Countries');
    await page.getByRole('heading', { level: 1, name: 'Choose a country' }).waitFor();
    // A mark on the window: a reload would drop it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('header.navbar [data-testid="language-picker"]').selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Land wählen' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('[data-country="Germany"] .country-card__name').textContent()).toBe(
      'Deutschland',
    );

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Land wählen' }).waitFor();
    expect(await page.locator('header.navbar [data-testid="language-picker"]').inputValue()).toBe('de');
    // The footer's picker switches too, here to Thai, in its own font.
    await page.locator('footer [data-testid="language-picker"]').selectOption('th');
    await page.getByRole('heading', { level: 1, name: 'เลือกประเทศ' }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((f) => f.family.includes('Noto Sans Thai') && f.status === 'loaded'),
        ),
      )
      .toBe(true);
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(
      /^"?Noto Sans Thai/,
    );
    await page.context().close();
  });
  for (const { locale, lang, heading, family } of [
    { locale: 'hi-IN', lang: 'hi', heading: 'देश चुनें', family: 'Noto Sans Devanagari' },
    { locale: 'th-TH', lang: 'th', heading: 'เลือกประเทศ', family: 'Noto Sans Thai' },
  ]) {
    it(`${lang}: the page's own script is drawn in the bundled ${family}, not a system font`, async () => {
      const page = await openPage(browser, { locale });
      await page.goto('/Countries');
      const title = page.getByRole('heading', { level: 1, name: heading });
      await title.waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.evaluate(() => document.fonts.ready);
      // The fonts Chromium drew the heading's glyphs with, as its inspector reports them.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      await expect
        .poll(async () => {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          return fonts
            .filter((f) => f.glyphCount > 0)
            .map((f) => ({ family: f.familyName, custom: f.isCustomFont }));
        })
        .toEqual([{ family, custom: true }]);
      await page.context().close();
    });
  }

  it('is kept with the account: a first sign-in keeps the browser’s, another browser then shows it', async () => {
    const email = uniqueEmail('lang');
    const password = 'language-pass-1';
    const headers = { Origin: baseURL() };
    const first = await openPage(browser, { locale: 'fr-FR' });
    await first.goto('/Profile');
    await first.getByRole('heading', { level: 1, name: 'Bienvenue, utilisateur' }).waitFor();
    const signUp = await first.request.post('/api/auth/sign-up/email', {
      data: { email, password, name: 'lang' },
      headers,
    });
    expect(signUp.status()).toBe(200);
    await first.reload();
    const accountLanguage = async (page: Page) =>
      ((await (await page.request.get('/api/me/language')).json()) as { language: string | null }).language;
    await expect.poll(() => accountLanguage(first)).toBe('fr');
    // A change of the picker while signed in goes to the account too.
    await first.locator('header.navbar [data-testid="language-picker"]').selectOption('ja');
    await expect.poll(() => accountLanguage(first)).toBe('ja');
    await first.context().close();

    const second = await openPage(browser, { locale: 'en-GB' });
    const signIn = await second.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers,
    });
    expect(signIn.status()).toBe(200);
    await second.goto('/Profile');
    await second.getByRole('heading', { level: 1, name: /^ようこそ、/ }).waitFor();
    expect(await second.locator('html').getAttribute('lang')).toBe('ja');
    expect(await second.evaluate(() => localStorage.getItem('mapwright:language'))).toBe('ja');
    await second.context().close();
  });
});

/** The header's links, buttons and fields whose box is not wholly inside the viewport. */
function controlsOffScreen(page: Page): Promise<string[]> {
  return page.locator('header.navbar').evaluate((header) => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    return [...header.querySelectorAll('a, button, select, input')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      const inside = r.left >= 0 && r.top >= 0 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5 && r.width > 0;
      return inside
        ? []
        : [`${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}" at ${r.left},${r.right}`];
    });
  });
}
