import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, openPage } from './browser';
import { editorReady } from './editorHelpers';
import { DESKTOP_CONTEXT, PHONE_CONTEXT } from './support/devices';

/**
 * axe in the editor in Arabic (right to left) and Japanese (issue 47), at 1440 × 900 with every side
 * panel, the Menu and the help dialog open, and at 390 × 844 with each sheet of the bottom bar.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openIn(lang: string, options: typeof DESKTOP_CONTEXT): Promise<Page> {
  const page = await openPage(browser, { ...options, locale: lang === 'ar' ? 'ar-EG' : 'ja-JP' });
  await page.goto('/Countries/Japan');
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
  expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  return page;
}

describe.each(['ar', 'ja'])('axe in the editor in %s', (lang) => {
  it('1440 × 900: every side panel, the Menu and the help dialog', async () => {
    const page = await openIn(lang, DESKTOP_CONTEXT);
    await editorReady(page, 'Japan');
    await page.locator('.editor__panels[aria-busy="false"] .panel').first().waitFor();
    await page.evaluate(() => {
      for (const details of document.querySelectorAll<HTMLDetailsElement>('.editor__panels details'))
        details.open = true;
    });
    await expectNoAxeViolations(page, `the editor in ${lang} with every panel open`);

    await page.locator('.editor__bar button[aria-haspopup="menu"]').click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page, `the Menu in ${lang}`);
    await page.keyboard.press('Escape');

    await page.keyboard.press('?');
    await page.locator('dialog[open]').waitFor();
    await expectNoAxeViolations(page, `the help dialog in ${lang}`);
    await page.context().close();
  });

  it('390 × 844: the phone editor and each sheet of its bottom bar', async () => {
    const page = await openIn(lang, PHONE_CONTEXT);
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    await expectNoAxeViolations(page, `the phone editor in ${lang}`);
    const tabs = page.locator('.mobile-tools button[aria-expanded]');
    expect(await tabs.count()).toBe(5);
    for (let i = 0; i < 5; i++) {
      await tabs.nth(i).tap();
      await expect.poll(() => tabs.nth(i).getAttribute('aria-expanded')).toBe('true');
      await page.getByTestId('sheet').waitFor();
      await expectNoAxeViolations(page, `the phone editor in ${lang}, sheet ${i + 1}`);
    }
    await page.context().close();
  });
});
