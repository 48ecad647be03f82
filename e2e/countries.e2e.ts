import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../core/src/countries/countries';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/Countries', () => {
  it('lists the 34 countries grouped by region, each with its flag, linking to its editor', async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    const cards = page.locator('a.country-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(34);
    const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(COUNTRIES.map((c) => `/Countries/${c.slug}`)));
    expect(await page.locator('section.countries__region h2').count()).toBe(8);

    // Every flag is a real image that loaded.
    const flags = await page.locator('img.country-card__flag').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        alt: img.alt,
        loaded: img.complete && img.naturalWidth > 0,
      })),
    );
    expect(flags).toHaveLength(34);
    await expect
      .poll(() =>
        page
          .locator('img.country-card__flag')
          .evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0)),
      )
      .toBe(true);
    expect(flags.find((f) => f.alt === 'Flag of Sri Lanka')).toBeTruthy();
    await page.context().close();
  });

  it('search narrows the list and a result opens the editor', async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    const search = page.getByRole('searchbox', { name: 'Search countries' });
    await search.fill('sri');
    await expect.poll(() => page.locator('a.country-card').count()).toBe(1);
    await search.fill('zzz');
    await page.getByText('No country matches').waitFor();
    await search.fill('land');
    await expect
      .poll(() =>
        page.locator('a.country-card').evaluateAll((as) => as.map((a) => a.getAttribute('data-country'))),
      )
      .toEqual(['Thailand', 'Finland']);
    await page.locator('a.country-card[data-country="Finland"]').click();
    await page.waitForURL((url) => url.pathname === '/Countries/Finland');
    await page.locator('[data-editor][data-country="Finland"]').waitFor();
    await page.context().close();
  });
});
