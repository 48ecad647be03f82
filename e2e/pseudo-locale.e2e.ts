import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { editorReady } from './editorHelpers';
import { layoutProblems, type LayoutProblems } from './layoutChecks';
import { DESKTOP_CONTEXT, PHONE_CONTEXT } from './support/devices';

/**
 * The pseudo-locale run (issue 47; decision "A pseudo-locale checks the layout"): the interface with
 * every text accented, about 40 % longer and bracketed (`?lang=en-XA`), at 1440 × 900 and 390 × 844.
 * On the pages, in the editor's panels, menu and dialogs and on the phone's sheets, no visible text is
 * cut off, no two controls overlap, and no text is left in plain English.
 */

/** The few places that show the map's or the user's own words, which no catalogue translates. */
const OWN_WORDS = [
  '.country-card__name', // a country's name, from the project's list (the pseudo-locale is English's)
  '.editor__title', // the map's country, likewise
  '.countries__former a', // a former boundary's name, English's from the project's list
  'kbd', // a shortcut's keys (Ctrl+Z), named as the keyboard prints them
];

/** Names, the same in every language. */
const NAMES = ['Mapwright', 'Instagram', 'Facebook'];

const ALLOW = { cut: [] as string[], english: OWN_WORDS, names: NAMES };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Checks what is visible in `scope` now, and says where it was in a failure. */
async function expectClean(page: Page, where: string, scope = 'body'): Promise<LayoutProblems> {
  const problems = await layoutProblems(page, scope, ALLOW);
  expect({ where, cut: problems.cut, overlaps: problems.overlaps, english: problems.english }).toEqual({
    where,
    cut: [],
    overlaps: [],
    english: [],
  });
  expect(problems.pseudo, `${where}: no pseudo-locale text shown`).toBeGreaterThan(0);
  return problems;
}

/** Scrolls the page down a screen at a time to its end, so what renders near the viewport is there. */
async function scrollThrough(page: Page): Promise<void> {
  const nextFrame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  for (let y = 0; ; y += (await page.evaluate(() => window.innerHeight)) * 0.8) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrame();
    await nextFrame();
    if (y >= (await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))) break;
  }
  await page.locator('footer').waitFor();
}

describe.each([
  { name: '1440 × 900', options: DESKTOP_CONTEXT },
  { name: '390 × 844', options: PHONE_CONTEXT },
])('the pseudo-locale at $name', ({ name, options }) => {
  it('the home page and /Countries: nothing cut off, overlapping or left in English', async () => {
    const page = await openPage(browser, options);
    for (const path of ['/', '/Countries']) {
      await page.goto(`${path}?lang=en-XA`);
      await page.locator('main h1').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en-XA');
      await scrollThrough(page);
      // The landing page's sections render as they near the viewport, the facts once the index is in.
      if (path === '/') await page.locator('[data-fact="countries"]', { hasText: /\d/ }).waitFor();
      await expectClean(page, `${path} at ${name}`);
    }
    await page.context().close();
  });
});

describe('the pseudo-locale in the editor', () => {
  it('1440 × 900: the bar, every side panel, the Menu, the help and export dialogs', async () => {
    const page = await openPage(browser, DESKTOP_CONTEXT);
    await page.goto('/Countries/Nepal?lang=en-XA');
    await editorReady(page, 'Nepal');
    await page.locator('.editor__panels[aria-busy="false"] .panel').first().waitFor();
    await page.evaluate(() => {
      for (const details of document.querySelectorAll<HTMLDetailsElement>('.editor__panels details'))
        details.open = true;
    });
    await expectClean(page, 'the editor with every panel open');

    await page.keyboard.press('?');
    await page.locator('dialog[open]').waitFor();
    await expectClean(page, 'the help dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    await page.locator('.editor__bar button[aria-haspopup="menu"]').click();
    await page.getByRole('menu').waitFor();
    await expectClean(page, 'the Menu', '[role="menu"]');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+e');
    await page.getByTestId('export-preview').waitFor();
    await expectClean(page, 'the export dialog', '[data-testid="export-dialog"]');
    await page.context().close();
  });

  it('390 × 844: the bottom bar and each of its sheets', async () => {
    const page = await openPage(browser, PHONE_CONTEXT);
    await page.goto('/Countries/Nepal?lang=en-XA');
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    await expectClean(page, 'the phone editor');
    // The tabs that open a sheet (their data-tab is their translated text, so they are found by role).
    const tabs = page.locator('.mobile-tools button[aria-expanded]');
    expect(await tabs.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      await tabs.nth(i).tap();
      await expect.poll(() => tabs.nth(i).getAttribute('aria-expanded')).toBe('true');
      await page.getByTestId('sheet').waitFor();
      await expectClean(page, `the sheet of tab ${i + 1}`, '[data-testid="sheet"]');
    }
    await page.context().close();
  });
});
