import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { FIRST_COLOUR, divisionIds, editorReady, fillOf, pointOn } from './editorHelpers';
import { mapFileDivisions } from './divisionPoints';

/**
 * The regions at /Regions/{slug} (issue 44 part 2; decision "Regions are maps cut from the world's
 * data"): Europe opens with its countries at level 1 and their first-level divisions at level 2, the
 * frame fitted to Europe's box, and paints as a country map does.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/Regions/Europe');
  await editorReady(page, 'Europe');
});

afterAll(async () => {
  await browser?.close();
});

describe('/Regions/Europe', () => {
  it("opens on Europe's countries, by the world's ids, under a heading that names the region", async () => {
    await expect.poll(() => page.locator('h1.editor__title').first().textContent()).toBe('Europe');
    const countries = await mapFileDivisions(page, 1);
    const ids = countries.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['FRA', 'DEU', 'POL', 'XKX', 'GBR', 'RUS']));
    expect(ids).not.toContain('BRA');
    expect(ids).not.toContain('TUR');
    expect(countries.find((c) => c.id === 'DEU')?.name).toBe('Germany');
    // The frame is fitted to Europe's box: Germany is well inside it, not squeezed by Russia's east.
    const germany = await page.locator('path[data-level="1"][data-division="DEU"]').boundingBox();
    expect(germany?.width ?? 0).toBeGreaterThan(30);
  });

  it('paints a country with a click', async () => {
    const { x, y } = await pointOn(page, 1, 'POL');
    await page.mouse.click(x, y);
    await expect.poll(() => fillOf(page, 1, 'POL')).toBe(FIRST_COLOUR);
    expect(await fillOf(page, 1, 'DEU')).not.toBe(FIRST_COLOUR);
  });

  it("shows the countries' first-level divisions at level 2", async () => {
    await page.locator('button[data-action="showLevel2"]').click();
    await expect
      .poll(() => divisionIds(page, 2).then((ids) => ids.length), { timeout: 30_000 })
      .toBeGreaterThan(1500);
    const divisions = await mapFileDivisions(page, 2);
    const bavaria = divisions.find((d) => d.name === 'Bayern' || d.name === 'Bavaria');
    expect(bavaria?.parent).toBe('DEU');
    expect(divisions.filter((d) => d.parent === 'POL')).toHaveLength(16);
    expect(await divisionIds(page, 2)).toContain(bavaria?.id);
  });

  it('is offered on /Countries, and a country is no region', async () => {
    await page.goto('/Countries');
    await page.getByRole('link', { name: 'Europe', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/Regions/Europe');
    await editorReady(page, 'Europe');
    await page.goto('/Regions/France');
    await page.locator('.not-found__title').waitFor();
    expect(await page.locator('[data-editor]').count()).toBe(0);
  });
});
