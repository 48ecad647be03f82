import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { fillOf, openEditor, pasteTable } from './editorHelpers';
import { exportSvgText, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * A map of two variables (issue 46): a pasted table of German states with two columns of numbers is
 * offered as a bivariate map; each state takes the colour of its pair of tertile classes (Joshua
 * Stevens' blue-red set: light grey where both are low, the darkest where both are high), the legend
 * draws the 3 × 3 square with both titles and a no-data row for the state left out, a new palette
 * recolours the map and the square (one undo step), and the exported SVG carries the same colours.
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

/**
 * Each state's rank on both variables, 1 to 15; the tertiles cut each at ranks 5|6 and 10|11.
 * Thüringen is left out: no data.
 */
const RANKS: readonly (readonly [string, string, number, number])[] = [
  ['09', 'Bayern', 1, 1],
  ['11', 'Berlin', 15, 15],
  ['02', 'Hamburg', 14, 2],
  ['04', 'Bremen', 2, 14],
  ['14', 'Sachsen', 8, 8],
  ['10', 'Saarland', 3, 4],
  ['08', 'Baden-Württemberg', 13, 12],
  ['05', 'Nordrhein-Westfalen', 10, 11],
  ['01', 'Schleswig-Holstein', 9, 6],
  ['06', 'Hessen', 12, 13],
  ['12', 'Brandenburg', 4, 5],
  ['03', 'Niedersachsen', 7, 9],
  ['13', 'Mecklenburg-Vorpommern', 5, 3],
  ['07', 'Rheinland-Pfalz', 6, 7],
  ['15', 'Sachsen-Anhalt', 11, 10],
];
/** Income in € thousands and rent in € per m², as a spreadsheet pastes them, with a text column between. */
const TABLE = [
  'State\tIncome\tCapital\tRent',
  ...RANKS.map(
    ([, name, x, y]) => `${name}\t${(20 + 1.5 * x).toFixed(1)}\tcity\t${(5 + 0.5 * y).toFixed(2)}`,
  ),
].join('\n');

/** Stevens' blue-red and pink-blue sets at the four corners and the centre of the square. */
const BLUE_RED = {
  lowLow: '#e8e8e8',
  highHigh: '#574249',
  highLow: '#c85a5a',
  lowHigh: '#64acbe',
  mid: '#ad9ea5',
};
const PINK_BLUE = {
  lowLow: '#e8e8e8',
  highHigh: '#3b4994',
  highLow: '#5ac8c8',
  lowHigh: '#be64ac',
  mid: '#a5add3',
};
const NO_DATA = '#d9d9d9';

/** The fills of Bayern (low–low), Berlin (high–high), Hamburg (x high), Bremen (y high), Sachsen. */
function cornerFills(page: Page): Promise<(string | null)[]> {
  return Promise.all(['09', '11', '02', '04', '14'].map((id) => fillOf(page, 1, id)));
}
const corners = (set: typeof BLUE_RED) => [set.lowLow, set.highHigh, set.highLow, set.lowHigh, set.mid];

/** The legend's square on screen: each cell's fill by its classes "x y", and the axis titles. */
function screenSquare(page: Page) {
  return page.evaluate(() => {
    const square = document.querySelector('g[data-element="legend"] g[data-legend-bivariate]');
    if (!square) return null;
    const cells = Object.fromEntries(
      [...square.querySelectorAll('[data-bivariate-class]')].map((el) => [
        el.getAttribute('data-bivariate-class'),
        el.getAttribute('fill'),
      ]),
    );
    const title = (axis: string) =>
      square.querySelector(`[data-bivariate-axis="${axis}"]`)?.textContent ?? null;
    return { palette: square.getAttribute('data-legend-bivariate'), cells, x: title('x'), y: title('y') };
  });
}

describe('bivariate data map', () => {
  it('two columns make a bivariate map', { timeout: 180_000 }, async () => {
    const page = await openPage(browser, {
      baseURL: server.url,
      acceptDownloads: true,
      viewport: { width: 1440, height: 900 },
    });
    await signUpInContext(page, server.url, uniqueEmail('bivariate'));
    await openEditor(page, 'Germany');

    // A heat map's import of a table with two columns of numbers offers a map of two variables.
    await page.locator('[data-data-layer="heatMap"]').click();
    const dialog = await pasteTable(page, TABLE);
    await expect.poll(() => dialog.getByTestId('import-report').textContent()).toMatch(/^15 of 16/);
    const offer = dialog.getByTestId('import-two-variables');
    await offer.getByLabel('Column of x').selectOption({ label: 'Income' });
    await offer.getByLabel('Column of y').selectOption({ label: 'Rent' });
    await expect.poll(() => offer.getByTestId('import-two-count').textContent()).toMatch(/^15 of 16/);
    await offer.getByTestId('import-make-bivariate').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.locator('[data-data-layer="bivariate"]').getAttribute('aria-checked'))
      .toBe('true');
    await expect.poll(() => page.getByTestId('data-count').textContent()).toMatch(/^15 of 16/);

    // Each state in its pair of classes' colour; the state left out in the no-data colour.
    await expect.poll(() => cornerFills(page)).toEqual(corners(BLUE_RED));
    expect(await fillOf(page, 1, '16')).toBe(NO_DATA);
    // Schleswig-Holstein: x middle (9), y middle (6).
    expect(await fillOf(page, 1, '01')).toBe(BLUE_RED.mid);
    await expect.poll(() => page.getByTestId('bivariate-limits-x').textContent()).toMatch(/tertiles/);

    // The legend draws the 3 × 3 square with both titles, then "No data".
    const square = await screenSquare(page);
    expect(square).toMatchObject({ palette: 'blue-red', x: 'Income', y: 'Rent' });
    expect(Object.keys(square?.cells ?? {})).toHaveLength(9);
    expect(square?.cells).toMatchObject({
      '0 0': BLUE_RED.lowLow,
      '2 2': BLUE_RED.highHigh,
      '2 0': BLUE_RED.highLow,
    });
    expect(
      await page.locator('g[data-element="legend"] g[data-legend-no-data="bivariate"] text').textContent(),
    ).toBe('No data');

    // Another palette recolours the map and the square; one undo step takes it back.
    await page.locator('[data-bivariate-palette="pink-blue"]').click();
    await expect.poll(() => cornerFills(page)).toEqual(corners(PINK_BLUE));
    await expect.poll(async () => (await screenSquare(page))?.cells['2 2']).toBe(PINK_BLUE.highHigh);
    await page.keyboard.press('Control+z');
    await expect.poll(() => cornerFills(page)).toEqual(corners(BLUE_RED));
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => cornerFills(page)).toEqual(corners(PINK_BLUE));

    // The exported SVG draws the same colours, and the square.
    const svg = await exportSvgText(page);
    const exported = (id: string) => {
      const tag = [...svg.matchAll(/<path\b[^>]*>/g)]
        .map((m) => m[0])
        .find((t) => t.includes(` data-division="${id}"`) && t.includes(' data-level="1"'));
      return tag && /\sfill="([^"]+)"/.exec(tag)?.[1];
    };
    expect(['09', '11', '02', '04', '14'].map(exported)).toEqual(corners(PINK_BLUE));
    expect(exported('16')).toBe(NO_DATA);
    expect(svg).toContain('data-legend-bivariate="pink-blue"');
    const cells = [...svg.matchAll(/<rect\b[^>]*data-bivariate-class="([^"]+)"[^>]*>/g)].map((m) => [
      m[1],
      /\sfill="([^"]+)"/.exec(m[0])?.[1],
    ]);
    expect(Object.fromEntries(cells)).toMatchObject({ '0 0': PINK_BLUE.lowLow, '2 2': PINK_BLUE.highHigh });
    expect(cells).toHaveLength(9);
    expect(svg).toMatch(/data-bivariate-axis="x"[^>]*>Income<\/text>/);
    expect(svg).toMatch(/data-bivariate-axis="y"[^>]*>Rent<\/text>/);
    await page.close();
  });
});
