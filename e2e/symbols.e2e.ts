import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { editorReady, pasteTable } from './editorHelpers';
import { exportSvgText, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Proportional symbols (issue 46): a pasted table of countries' population on the world map makes one
 * circle per country over the map, largest first, each circle's area proportional to its value, with
 * nested circles of three sizes in the legend, on screen and in the exported SVG; a table of cities
 * with latitude and longitude columns places one circle per city, a row with unreadable coordinates
 * named and left out.
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

const POPULATION: readonly [string, string, number][] = [
  ['China', 'CHN', 1_412_000_000],
  ['India', 'IND', 1_417_000_000],
  ['Brazil', 'BRA', 215_300_000],
  ['Nigeria', 'NGA', 218_500_000],
  ['Japan', 'JPN', 125_100_000],
  ['France', 'FRA', 68_000_000],
];
const COUNTRIES = ['Country\tPopulation', ...POPULATION.map(([name, , n]) => `${name}\t${n}`)].join('\n');
const CITIES = [
  'City\tLatitude\tLng\tPeople',
  'Tokyo\t35.68\t139.69\t37400000',
  'Atlantis\tnorth\t-30\t5',
  'Delhi\t28.61\t77.21\t31000000',
  'Lagos\t6.52\t3.38\t15400000',
].join('\n');

interface Drawn {
  readonly id: string;
  readonly r: number;
  readonly value: number;
}

/** The symbols on screen, in drawing order. */
function screenSymbols(page: Page): Promise<Drawn[]> {
  return page.locator('[data-layer="symbols"] circle[data-symbol]').evaluateAll((els) =>
    els.map((el) => ({
      id: el.getAttribute('data-symbol') ?? '',
      r: Number(el.getAttribute('r')),
      value: Number(el.getAttribute('data-value')),
    })),
  );
}

/** The symbols of an exported SVG, in drawing order. */
function exportedSymbols(svg: string): Drawn[] {
  return [...svg.matchAll(/<circle[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('data-symbol='))
    .map((tag) => ({
      id: /data-symbol="([^"]*)"/.exec(tag)?.[1] ?? '',
      r: Number(/\sr="([^"]*)"/.exec(tag)?.[1]),
      value: Number(/data-value="([^"]*)"/.exec(tag)?.[1]),
    }));
}

/** Largest first, and r² in the ratio of the values (area ∝ value). */
function expectProportional(symbols: readonly Drawn[]): void {
  const [first] = symbols;
  if (!first) throw new Error('no symbols');
  expect(symbols.map((s) => s.r)).toEqual([...symbols.map((s) => s.r)].sort((a, b) => b - a));
  expect(first.r).toBe(Math.max(...symbols.map((s) => s.r)));
  for (const s of symbols) expect((s.r * s.r) / (first.r * first.r)).toBeCloseTo(s.value / first.value, 4);
}

describe('proportional symbols', () => {
  it(
    'a table of countries’ population makes proportional circles on the world; a table of cities places circles at their coordinates',
    { timeout: 240_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('symbols'));
      await page.goto('/World');
      await editorReady(page, 'World');

      const dialog = await pasteTable(page, COUNTRIES, 'importSymbols');
      await expect
        .poll(() => dialog.getByTestId('import-report').textContent())
        .toMatch(/^6 of \d+ countries/);
      await dialog.getByRole('button', { name: 'Make 6 proportional symbols' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // One circle per matched country, largest first, area ∝ population.
      const byValue = [...POPULATION].sort((a, b) => b[2] - a[2]).map(([, id]) => id);
      await expect.poll(async () => (await screenSymbols(page)).map((s) => s.id)).toEqual(byValue);
      expectProportional(await screenSymbols(page));
      await expect
        .poll(() => page.getByTestId('symbol-count').textContent())
        .toMatch(/^Sized by 6 countries/);

      // Nested circles in the legend: the largest value, a round half and a round tenth, at one bottom.
      const sizes = page.locator('g[data-element="legend"] g[data-legend-symbol-value]');
      await expect
        .poll(() => sizes.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-legend-symbol-value'))))
        .toEqual(['1417000000', '500000000', '100000000']);
      const bottoms = await sizes
        .locator('circle')
        .evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('cy')) + Number(c.getAttribute('r'))));
      expect(new Set(bottoms.map((b) => b.toFixed(2))).size).toBe(1);
      await expect
        .poll(() => page.locator('g[data-element="legend"] text').allTextContents())
        .toEqual(expect.arrayContaining(['Population']));

      // A new largest size is one undo step; the map's fills are untouched.
      const [first] = await screenSymbols(page);
      // The slider set as a drag leaves it: one input event, then the pointer let go.
      await page.getByLabel(/Largest size/).evaluate((el) => {
        const input = el as HTMLInputElement;
        input.focus();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '80');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await expect.poll(async () => (await screenSymbols(page))[0]?.r).toBeCloseTo((first?.r ?? 0) * 2, 3);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await screenSymbols(page))[0]?.r).toBeCloseTo(first?.r ?? 0, 3);

      // The exported SVG has the same circles and the nested legend.
      const svg = await exportSvgText(page);
      const exported = exportedSymbols(svg);
      expect(exported.map((s) => s.id)).toEqual(byValue);
      expectProportional(exported);
      expect(svg).toContain('data-legend-symbols="circle"');
      expect([...svg.matchAll(/data-legend-symbol-value="/g)]).toHaveLength(3);

      // A table of cities: latitude and longitude columns, a row with unreadable coordinates named.
      const cities = await pasteTable(page, CITIES, 'importSymbols');
      await expect
        .poll(() => cities.getByTestId('import-unplaced').textContent())
        .toContain('Atlantis (row 2)');
      await cities.getByRole('button', { name: 'Place 3 symbols at their coordinates' }).click();
      await cities.waitFor({ state: 'hidden' });
      await expect
        .poll(async () => (await screenSymbols(page)).map((s) => s.id))
        .toEqual(['pt1', 'pt2', 'pt3']);
      expectProportional(await screenSymbols(page));
      // Tokyo stands east of Delhi, which stands east of Lagos.
      const cx = await page
        .locator('[data-layer="symbols"] circle[data-symbol]')
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute('cx'))));
      expect(cx[0]).toBeGreaterThan(cx[1] ?? Infinity);
      expect(cx[1]).toBeGreaterThan(cx[2] ?? Infinity);
      const citySvg = await exportSvgText(page);
      expect(exportedSymbols(citySvg).map((s) => s.id)).toEqual(['pt1', 'pt2', 'pt3']);

      // Undo brings the countries back.
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await screenSymbols(page)).map((s) => s.id)).toEqual(byValue);
      await page.close();
    },
  );
});
