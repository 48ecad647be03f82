import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { openEditor, pointOn, searchFor } from './editorHelpers';
import { chooseExportFormat, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * The map's own language (issue 47, parts 3 and 4): a map made with the interface in German writes its
 * heat bar's numbers the German way; a map set to Japanese, then French, names its divisions so on the
 * map, in the hover and in the SVG export, and search finds a division by any name loaded. Controls are
 * found by data attributes and roles, not by their (translated) texts, where the interface is German.
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

/** The 16 Länder, each with a value a tenth apart from 1,234.5: the bar's ticks keep one decimal. */
const STATES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
];

/** Opens the Labels section of the side panel when it is closed (one section is open at a time). */
async function openLabelsPanel(page: Page): Promise<void> {
  const panel = page.locator('details.panel', { has: page.locator('[data-map-language]') });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await page.locator('[data-map-language] select').waitFor();
}

/** The texts of the level's labels drawn on the map now. */
function labelTexts(page: Page, level: number): Promise<string[]> {
  return page.evaluate(
    (level) =>
      [...document.querySelectorAll(`[data-layer="labels"] text[data-label][data-level="${level}"]`)].map(
        (el) => el.textContent ?? '',
      ),
    level,
  );
}

/** The drawn label of one division, '' while it has none. */
function labelOf(page: Page, level: number, id: string): Promise<string> {
  return page.evaluate(
    ({ level, id }) =>
      document.querySelector(
        `[data-layer="labels"] text[data-label="${CSS.escape(id)}"][data-level="${level}"]`,
      )?.textContent ?? '',
    { level, id },
  );
}

describe("the map's own language", () => {
  it('a new map made in German writes its heat bar as German does: 1.234,5', async () => {
    const page = await openPage(browser, { baseURL: server.url, locale: 'de-DE' });
    await openEditor(page, 'Germany');
    await page.locator('[data-data-layer="heatMap"]').click();
    const dialog = page.getByTestId('import-dialog');
    await page.locator('button[data-action="importData"]').click();
    await dialog.waitFor();
    const table = ['Land\tWert', ...STATES.map((name, i) => `${name}\t${(1234.5 + i / 10).toFixed(1)}`)];
    await dialog.locator('textarea').fill(table.join('\n'));
    const apply = dialog.locator('footer .button--primary');
    await expect.poll(() => apply.isEnabled()).toBe(true);
    await apply.click();
    await dialog.waitFor({ state: 'hidden' });
    const ticks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('g[data-element="heatBar"] text')].map((t) => t.textContent ?? ''),
      );
    // The lowest value is the bar's first tick, the highest its last, in German.
    await expect.poll(async () => (await ticks()).includes('1.234,5')).toBe(true);
    expect(await ticks()).toContain('1.236,0');
    expect((await ticks()).some((t) => t.includes('1,234.5'))).toBe(false);
    await page.context().close();
  });

  it('the world in Japanese, then French: labels, hover, search and the SVG export use its names', async () => {
    const page = await openPage(browser, { baseURL: server.url, locale: 'en-GB', acceptDownloads: true });
    const uid = await signUpInContext(page, server.url, uniqueEmail('maplang'));
    await server.repos.users.setStatus(uid, 'active');
    await openEditor(page, 'World');
    await openLabelsPanel(page);
    const select = page.locator('[data-map-language] select');
    expect(await select.inputValue()).toBe('en');
    await page.locator('[data-labels-visible="1"]').check();
    await expect.poll(() => labelOf(page, 1, 'DEU')).not.toBe('');
    expect((await labelOf(page, 1, 'DEU')).toLowerCase()).toBe('germany');

    await select.selectOption('ja');
    // Level 1's labels are in capitals by default: Japanese has none, so ドイツ reads as it is.
    await expect.poll(() => labelOf(page, 1, 'DEU'), { timeout: 20_000 }).toBe('ドイツ');
    expect(await labelTexts(page, 1)).toContain('フランス');
    const at = await pointOn(page, 1, 'DEU');
    await page.mouse.move(at.x, at.y);
    const tooltip = page.getByTestId('map-tooltip');
    await expect.poll(() => tooltip.locator('strong').textContent()).toBe('ドイツ');
    await page.mouse.move(0, 0);
    const found = async (query: string, name: string) =>
      (await searchFor(page, query)).some((option) => option.startsWith(name));
    expect(await found('ドイツ', 'ドイツ')).toBe(true);

    await select.selectOption('fr');
    await expect.poll(() => labelOf(page, 1, 'DEU'), { timeout: 20_000 }).toBe('ALLEMAGNE');
    // French names shown; the Japanese ones, loaded before, still find their division.
    expect(await found('allemag', 'Allemagne')).toBe(true);
    expect(await found('ドイツ', 'Allemagne')).toBe(true);
    await page.getByRole('combobox', { name: 'Find a division by name' }).fill('');
    // One undo step takes the language back.
    await page.locator('button[data-action="undo"]').click();
    await expect.poll(() => select.inputValue()).toBe('ja');
    await expect.poll(() => labelOf(page, 1, 'DEU')).toBe('ドイツ');
    await page.locator('button[data-action="redo"]').click();
    await expect.poll(() => labelOf(page, 1, 'DEU')).toBe('ALLEMAGNE');

    await page.locator('[data-action="exportMap"]').click();
    const exportDialog = page.getByTestId('export-dialog');
    await exportDialog.waitFor();
    await chooseExportFormat(exportDialog, 'SVG (vector)');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      exportDialog.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    const svg = await readFile(await download.path(), 'utf8');
    expect(svg).toMatch(/<text[^>]*data-label="DEU"[^>]*>ALLEMAGNE</);
    expect(svg).not.toContain('>GERMANY<');
    await page.context().close();
  });
});
