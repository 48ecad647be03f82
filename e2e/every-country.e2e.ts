import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_COUNTRIES } from '@mapwright/core/countries/countries';
import { launchBrowser, openPage } from './browser';
import { FIRST_COLOUR, clickDivision, divisionIds, fillOf, openEditor } from './editorHelpers';

/**
 * Every other country (issue 44, parts 4 and 5; decision "Every other country from Natural Earth"):
 * the United States at two levels with Alaska and Hawaii in boxes, a country with Natural Earth's first
 * level only that says level 2 is not available, and /Countries listing them all.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Each inset's frame and the client box of the given divisions' paths. */
function insetsAndDivisions(page: Page, ids: readonly string[]) {
  return page.evaluate((ids) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const insets = Object.fromEntries(
      [...document.querySelectorAll('[data-ready] g[data-inset]')].map((g) => [
        g.getAttribute('data-inset') ?? '',
        { frame: box(g.querySelector('rect') ?? g), caption: g.querySelector('text')?.textContent ?? '' },
      ]),
    );
    const divisions = Object.fromEntries(
      ids.flatMap((id) => {
        const p = document.querySelector(`[data-ready] path[data-level="1"][data-division="${id}"]`);
        return p ? [[id, box(p)]] : [];
      }),
    );
    return { insets, divisions };
  }, ids);
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 1 &&
  inner.top >= outer.top - 1 &&
  inner.right <= outer.right + 1 &&
  inner.bottom <= outer.bottom + 1;

/** The Levels panel, opened. */
async function levelsPanel(page: Page) {
  const panel = page.locator('details.panel', { has: page.getByRole('heading', { name: 'Levels' }) });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  return panel;
}

describe('every country', () => {
  it('the United States has its 50 states and DC, Alaska and Hawaii in boxes, over 3,100 counties, and paints', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'UnitedStates');
    expect(await divisionIds(page, 1)).toHaveLength(51);

    // Alaska (FIPS 02) and Hawaii (15) each drawn inside its own captioned box.
    const { insets, divisions } = await insetsAndDivisions(page, ['02', '15', '06']);
    expect(Object.keys(insets).sort()).toEqual(['alaska', 'hawaii']);
    expect(insets.alaska?.caption).toBe('Alaska');
    expect(insets.hawaii?.caption).toBe('Hawaii');
    expect(inside(divisions['02']!, insets.alaska!.frame)).toBe(true);
    expect(inside(divisions['15']!, insets.hawaii!.frame)).toBe(true);
    expect(inside(divisions['06']!, insets.alaska!.frame)).toBe(false);

    // A click paints California, and one in the box paints Alaska.
    await clickDivision(page, 1, '06');
    await expect.poll(() => fillOf(page, 1, '06')).toBe(FIRST_COLOUR);
    await clickDivision(page, 1, '02');
    await expect.poll(() => fillOf(page, 1, '02')).toBe(FIRST_COLOUR);

    // Level 2: the counties.
    await page.locator('button[data-action="showLevel2"]').click();
    await expect
      .poll(() => divisionIds(page, 2).then((ids) => ids.length), { timeout: 15_000 })
      .toBeGreaterThan(3100);
    expect(await divisionIds(page, 2)).toContain('06037'); // Los Angeles County
    await page.context().close();
  });

  it('Brazil opens at its first level from Natural Earth and says level 2 is not available', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'Brazil');
    expect(await divisionIds(page, 1)).toHaveLength(27);
    expect(await page.locator('button[data-action="showLevel2"]').isDisabled()).toBe(true);
    const panel = await levelsPanel(page);
    await expect
      .poll(() => panel.locator('[data-level-panel="2"] .panel__note').innerText())
      .toMatch(/^Level 2 is not available for this country/);
    await page.context().close();
  });

  it('Kenya says its first level is out of date', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'Kenya');
    const panel = await levelsPanel(page);
    await expect
      .poll(() => panel.locator('[data-level-panel="1"] [data-caveat="out-of-date"]').innerText())
      .toMatch(/47 counties/);
    await page.context().close();
  });

  it('/Countries lists every country, the detailed ones marked, and search finds Brazil', async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    const cards = page.locator('a.country-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(ALL_COUNTRIES.length);
    expect(await page.locator('a.country-card[data-detailed]').count()).toBe(35);
    await expect
      .poll(() => page.locator('a.country-card[data-detailed][data-country="UnitedStates"]').count())
      .toBe(1);

    const search = page.getByRole('searchbox', { name: 'Search countries' });
    await search.fill('Brazil');
    await expect
      .poll(() => cards.evaluateAll((as) => as.map((a) => a.getAttribute('data-country'))))
      .toEqual(['Brazil']);
    expect(await page.locator('a.country-card[data-country="Brazil"][data-detailed]').count()).toBe(0);
    await search.fill('united');
    await expect
      .poll(() =>
        page
          .locator('a.country-card[data-detailed]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('data-country')).sort()),
      )
      .toEqual(['UnitedKingdom', 'UnitedStates']);
    await search.fill('Brazil');
    await page.locator('a.country-card[data-country="Brazil"]').click();
    await page.waitForURL((url) => url.pathname === '/Countries/Brazil');
    await page.locator('[data-editor][data-country="Brazil"]').waitFor();
    await page.context().close();
  });
});
