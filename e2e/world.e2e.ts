import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import { FIRST_COLOUR, editorReady, fillOf, pointOn } from './editorHelpers';
import { largestFirst, mapFileDivisions } from './divisionPoints';
import { chooseExportFormat, frameSize, readPng, signUpInContext } from './exportHelpers';
import { pdfPageText } from './pdfText';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * The world at /World (issue 44 part 1; decision "The world is a map like a country's"): its countries
 * at level 1 and their first-level divisions at level 2, painted as a country map is; a table of
 * countries by ISO3 code matched, its regional aggregates listed as not matched; the export credits
 * Natural Earth.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, { acceptDownloads: true, viewport: { width: 1440, height: 900 } });
  await signUpInContext(page, baseURL(), uniqueEmail('world'));
  await page.goto('/World');
  await editorReady(page, 'World');
});

afterAll(async () => {
  await browser?.close();
});

const BLUE = '#0072b2';
const TABLE = resolve(import.meta.dirname, 'fixtures/world-bank-population-2022.csv');
/** The World Bank's regional and income aggregates in the table: no country is any of them. */
const AGGREGATES = ['ARB', 'EAS', 'EMU', 'EUU', 'HIC', 'LCN', 'OED', 'SAS', 'SSF', 'WLD'];

async function click(level: number, id: string): Promise<void> {
  const { x, y } = await pointOn(page, level, id);
  await page.mouse.click(x, y);
}

describe('/World', () => {
  it("paints a country, and with both levels a province over its country's colour", async () => {
    const countries = await mapFileDivisions(page, 1);
    const provinces = await mapFileDivisions(page, 2);
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(provinces.length).toBeGreaterThanOrEqual(4500);
    expect(countries.find((c) => c.id === 'BRA')?.name).toBe('Brazil');
    expect(countries.find((c) => c.id === 'XKX')?.name).toBe('Kosovo');

    await click(1, 'BRA');
    await expect.poll(() => fillOf(page, 1, 'BRA')).toBe(FIRST_COLOUR);

    // Both levels: Brazil's states show its colour; one painted at level 2 shows its own over it.
    await page.locator('button[data-action="showBoth"]').click();
    await page.locator('[data-ready] g[data-outline-group="1"]').waitFor();
    const states = largestFirst(provinces.filter((p) => p.parent === 'BRA'));
    expect(states.length).toBe(27);
    const [own, ...rest] = states.map((s) => s.id);
    await expect.poll(() => fillOf(page, 2, own!)).toBe(FIRST_COLOUR);
    await page.locator('[data-paint-level-switch] button[data-paint-level="2"]').click();
    const colour = page.getByLabel('Paint colour as hex');
    await colour.fill(BLUE);
    await colour.press('Enter');
    await click(2, own!);
    await expect.poll(() => fillOf(page, 2, own!)).toBe(BLUE);
    for (const id of rest.slice(0, 5)) expect(await fillOf(page, 2, id)).toBe(FIRST_COLOUR);
  });

  it('matches a table of countries by ISO3 code and lists its regional aggregates as not matched', async () => {
    await page.locator('[data-data-layer="heatMap"]').click();
    await page
      .getByRole('radiogroup', { name: 'Data level' })
      .getByLabel(/countr/i)
      .check();
    await page.locator('button[data-action="importData"]').click();
    const dialog = page.getByTestId('import-dialog');
    const table = await readFile(TABLE, 'utf8');
    await dialog.getByLabel('Paste a table').fill(table);
    await dialog.getByLabel('Names or codes column').selectOption({ label: 'Country Code' });
    const rows = table.trim().split('\n').length - 1;
    const report = dialog.getByTestId('import-report');
    await expect
      .poll(() => report.textContent())
      .toMatch(
        new RegExp(
          `^${rows - AGGREGATES.length} of \\d+ countries matched; ${AGGREGATES.length} rows not matched`,
        ),
      );
    const unmatched = await dialog
      .locator('li[data-unmatched-row]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-unmatched-row')));
    expect(unmatched.sort()).toEqual(AGGREGATES);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('exports an SVG, a PDF and a PNG that credit Natural Earth', async () => {
    const exportFile = async (format: 'SVG (vector)' | 'PDF (vector)' | 'PNG image') => {
      await page.locator('[data-action="exportMap"]').click();
      const dialog = page.getByTestId('export-dialog');
      await chooseExportFormat(dialog, format);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: /^Download (PNG|SVG|PDF)$/ }).click(),
      ]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      return download;
    };

    const svg = await readFile(await (await exportFile('SVG (vector)')).path(), 'utf8');
    expect(svg).toContain('Made with Natural Earth');
    expect(svg.match(/data-level="1"/g)?.length ?? 0).toBeGreaterThanOrEqual(240);

    const pdf = await readFile(await (await exportFile('PDF (vector)')).path());
    expect(pdfPageText(pdf).replace(/\s+/g, ' ')).toContain('Made with Natural Earth');

    // The PNG has the credit's glyphs where the frame draws it: dark pixels in its box on white paper.
    const box = await page.evaluate(() => {
      const text = document.querySelector<SVGGraphicsElement>('[data-ready] text[data-element="credit"]');
      const ctm = text?.ownerSVGElement?.getScreenCTM();
      if (!text || !ctm) return null;
      const r = text.getBoundingClientRect();
      const a = new DOMPoint(r.left, r.top).matrixTransform(ctm.inverse());
      const b = new DOMPoint(r.right, r.bottom).matrixTransform(ctm.inverse());
      return { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
    });
    if (!box) throw new Error('no credit on the map');
    const png = await readPng(await exportFile('PNG image'));
    const k = png.width / (await frameSize(page)).width;
    let dark = 0;
    for (let y = box.y0 * k; y < box.y1 * k; y++)
      for (let x = box.x0 * k; x < box.x1 * k; x++) {
        const i = (Math.round(y) * png.width + Math.round(x)) * 4;
        if ((png.data[i]! + png.data[i + 1]! + png.data[i + 2]!) / 3 < 128) dark++;
      }
    expect(dark).toBeGreaterThan(50);
  });

  it('is offered on /Countries', async () => {
    await page.goto('/Countries');
    await page.getByRole('link', { name: 'the whole world' }).click();
    await page.waitForURL((url) => url.pathname === '/World');
    await editorReady(page, 'World');
  });
});
