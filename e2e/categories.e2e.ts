import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { fillOf, openEditor, pasteTable } from './editorHelpers';
import { exportSvgText, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Categorical data maps (issue 46): a pasted table of German states and the party that won each makes
 * one colour per party (Okabe-Ito, in the order the table names them); a party moved up the legend is
 * listed there in that order, on screen and in the exported SVG, with "No data" last for the states the
 * table leaves out.
 */

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Winners by state, as a spreadsheet pastes them; Hessen, Saarland and Thüringen are left out. */
const WINNERS = [
  ['Bayern', 'CSU'],
  ['Berlin', 'SPD'],
  ['Hamburg', 'SPD'],
  ['Bremen', 'spd'],
  ['Niedersachsen', 'SPD'],
  ['Brandenburg', 'SPD'],
  ['Mecklenburg-Vorpommern', 'SPD'],
  ['Sachsen', 'CDU'],
  ['Sachsen-Anhalt', 'CDU'],
  ['Schleswig-Holstein', 'CDU'],
  ['Nordrhein-Westfalen', 'CDU'],
  ['Baden-Württemberg', 'CDU'],
  ['Rheinland-Pfalz', 'SPD'],
];
const TABLE = ['State\tWinner', ...WINNERS.map((row) => row.join('\t'))].join('\n');
const [ORANGE, SKY, GREEN] = ['#e69f00', '#56b4e9', '#009e73'];

/** The legend's category rows' texts on screen, in drawing order. */
function screenLegend(page: Page): Promise<string[]> {
  return page
    .locator(
      'g[data-element="legend"] g[data-legend-category] text, g[data-element="legend"] g[data-legend-no-data] text',
    )
    .allTextContents();
}

describe('categorical data map', () => {
  it(
    'a table of election winners by state makes a categorical map whose legend lists the parties in the order set',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('categories'));
      await openEditor(page, 'Germany');

      await page.locator('[data-data-layer="categories"]').click();
      const dialog = await pasteTable(page, TABLE);
      await expect.poll(() => dialog.getByTestId('import-report').textContent()).toMatch(/^13 of 16/);
      await dialog.getByRole('button', { name: 'Set 3 categories' }).click();
      await expect.poll(() => page.getByTestId('data-count').textContent()).toMatch(/^13 of 16/);

      // One colour per party, in the order the table first names them; a state left out has no data.
      await expect.poll(() => fillOf(page, 1, '09')).toBe(ORANGE);
      expect(await fillOf(page, 1, '11')).toBe(SKY);
      expect(await fillOf(page, 1, '04')).toBe(SKY);
      expect(await fillOf(page, 1, '14')).toBe(GREEN);
      expect(await fillOf(page, 1, '06')).toBe('#d9d9d9');
      expect(await screenLegend(page)).toEqual(['CSU', 'SPD', 'CDU', 'No data']);

      // CDU up one place, by the keyboard; one undo step.
      const up = page.getByRole('button', { name: 'Move CDU up' });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => screenLegend(page)).toEqual(['CSU', 'CDU', 'SPD', 'No data']);
      await expect
        .poll(() =>
          page
            .getByTestId('category-fields')
            .locator('li[data-category]')
            .evaluateAll((li) => li.map((el) => el.getAttribute('data-category'))),
        )
        .toEqual(['CSU', 'CDU', 'SPD']);
      await page.keyboard.press('Control+z');
      await expect.poll(() => screenLegend(page)).toEqual(['CSU', 'SPD', 'CDU', 'No data']);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => screenLegend(page)).toEqual(['CSU', 'CDU', 'SPD', 'No data']);
      // The fills are the parties' still.
      expect(await fillOf(page, 1, '14')).toBe(GREEN);

      // The exported SVG lists them in the same order, each with its colour.
      const svg = await exportSvgText(page);
      const rows = [...svg.matchAll(/data-legend-category="([^"]*)"/g)].map((m) => m[1]);
      expect(rows).toEqual(['CSU', 'CDU', 'SPD']);
      expect(svg).toContain('data-legend-no-data="categories"');
      const swatch = (party: string) =>
        new RegExp(`data-legend-category="${party}"[^>]*>\\s*<rect[^>]*fill="([^"]+)"`).exec(svg)?.[1];
      expect([swatch('CSU'), swatch('CDU'), swatch('SPD')]).toEqual([ORANGE, GREEN, SKY]);
      const texts = [
        ...svg.matchAll(
          /<g[^>]*data-legend-(?:category|no-data)="[^"]*"[^>]*>[\s\S]*?<text[^>]*>([^<]*)<\/text>/g,
        ),
      ].map((m) => m[1]);
      expect(texts).toEqual(['CSU', 'CDU', 'SPD', 'No data']);

      // CSU renamed as CDU (case ignored): one category, in CDU's place and colour.
      const name = page.getByLabel('Name of CSU');
      await name.fill('cdu');
      await name.press('Enter');
      await expect.poll(() => screenLegend(page)).toEqual(['CDU', 'SPD', 'No data']);
      expect(await fillOf(page, 1, '09')).toBe(GREEN);
      await page.close();
    },
  );
});
