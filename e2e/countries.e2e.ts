import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_COUNTRIES, REGIONS } from '@mapwright/core/countries/countries';
import { baseURL, launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/Countries', () => {
  it('lists every country grouped by region, each with its flag, linking to its editor', async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    const cards = page.locator('a.country-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(ALL_COUNTRIES.length);
    const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(ALL_COUNTRIES.map((c) => `/Countries/${c.slug}`)));
    expect(await page.locator('section.countries__region h2').count()).toBe(REGIONS.length);

    // Every flag is a real image that loaded.
    const flags = await page.locator('img.country-card__flag').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        alt: img.alt,
        loaded: img.complete && img.naturalWidth > 0,
      })),
    );
    expect(flags).toHaveLength(ALL_COUNTRIES.length);
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
    await search.fill('finl');
    await expect
      .poll(() =>
        page.locator('a.country-card').evaluateAll((as) => as.map((a) => a.getAttribute('data-country'))),
      )
      .toEqual(['Finland']);
    await page.locator('a.country-card[data-country="Finland"]').click();
    await page.waitForURL((url) => url.pathname === '/Countries/Finland');
    await page.locator('[data-editor][data-country="Finland"]').waitFor();
    await page.context().close();
  });

  it("draws each country's outline from the map data", async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    await expect
      .poll(() => page.locator('svg.country-card__outline path').count(), { timeout: 10_000 })
      .toBe(ALL_COUNTRIES.length);
    const lengths = await page
      .locator('svg.country-card__outline path')
      .evaluateAll((paths) => paths.map((p) => (p.getAttribute('d') ?? '').length));
    expect(Math.min(...lengths)).toBeGreaterThan(20);
    // A real outline fills its box: its drawn extent is most of the thumbnail's longer side.
    const box = await page.locator('a[data-country="India"] svg.country-card__outline path').evaluate((p) => {
      const b = (p as SVGPathElement).getBBox();
      return { width: b.width, height: b.height };
    });
    expect(Math.max(box.width / 150, box.height / 96)).toBeGreaterThan(0.9);
    await page.context().close();
  });
});

describe('attribution', () => {
  it('the footer opens the list of every map source with its licence and credit line', async () => {
    const page = await openPage(browser);
    const index = (await (await page.request.get(`${baseURL()}/maps/index.json`)).json()) as {
      sources: { id: string; licence: string; attribution: string }[];
    };
    expect(index.sources.length).toBeGreaterThan(5);
    await page.goto('/Countries');
    await page.getByRole('button', { name: 'Map data sources and licences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Map data sources' });
    await dialog.waitFor();
    // Every map source, and the emoji set (Twemoji, CC BY 4.0) that annotations draw from.
    await expect.poll(() => dialog.locator('li[data-source]').count()).toBe(index.sources.length + 1);
    expect(await dialog.locator('li[data-source="twemoji"]').textContent()).toContain('CC BY 4.0');
    for (const source of index.sources) {
      const item = dialog.locator(`li[data-source="${source.id}"]`);
      expect(await item.textContent()).toContain(source.attribution);
      expect(await item.textContent()).toContain(source.licence);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('says whose line each disputed boundary follows', async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    await page.getByRole('button', { name: 'Map data sources and licences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Map data sources' });
    const disputed = dialog.getByRole('region', { name: 'Disputed boundaries' });
    await disputed.waitFor();
    expect(await disputed.locator('li[data-disputed="IND"]').textContent()).toMatch(
      /^India: .*Government of India's boundary/,
    );
    expect(await disputed.locator('li[data-disputed="PAK"]').textContent()).toMatch(/Line of Control/);
    expect(await disputed.locator('li[data-disputed="ISR"]').textContent()).toMatch(/Golan Heights/);
    expect(await disputed.locator('li[data-disputed="PSE"]').textContent()).toMatch(/East Jerusalem/);
    // The countries from Natural Earth say where its de facto view draws a disputed area.
    expect(await disputed.locator('li[data-disputed="UKR"]').textContent()).toMatch(/^Ukraine: Crimea/);
    expect(await disputed.locator('li[data-disputed="MAR"]').textContent()).toMatch(/Western Sahara/);
    await page.context().close();
  });
});
