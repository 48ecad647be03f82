import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import { openEditor, pointOn } from './editorHelpers';
import { chooseExportFormat, signUpInContext } from './exportHelpers';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Territory names on the map (issue 35, decision "Territory labels are placed by the core on the
 * union, and their members' labels make way"): three German states grouped into "Nord" show the name
 * on screen and in the exported SVG inside the union's box; the Territories panel switches it off.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NORD = ['01', '02', '03'];

async function exportSvg(page: Page): Promise<string> {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  await chooseExportFormat(dialog, 'SVG (vector)');
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return text;
}

/** The names drawn in an SVG (mounted in the page to measure it), and whether each lies in its territory's box. */
function namesInSvg(page: Page, svg: string) {
  return page.evaluate((text) => {
    const holder = document.createElement('div');
    holder.innerHTML = text;
    document.body.append(holder);
    const names = [...holder.querySelectorAll('text[data-territory-label]')].map((el) => {
      const id = el.getAttribute('data-territory-label');
      const outline = holder.querySelector(`path[data-territory-outline="${id}"]`);
      const t = el.getBoundingClientRect();
      const o = outline?.getBoundingClientRect();
      const cx = t.x + t.width / 2;
      const cy = t.y + t.height / 2;
      const inside = !!o && cx > o.left && cx < o.right && cy > o.top && cy < o.bottom;
      return { text: el.textContent, inside };
    });
    holder.remove();
    return names;
  }, svg);
}

describe('territory labels', () => {
  it(
    'three German states grouped into "Nord": the name on screen and inside the union in the SVG, off from the panel',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, { viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      await signUpInContext(page, baseURL(), uniqueEmail('territory-labels'));
      await openEditor(page, 'Germany');
      await page.locator('[data-action="moveTool"]').click();
      for (const [i, id] of NORD.entries()) {
        const { x, y } = await pointOn(page, 1, id);
        if (i > 0) await page.keyboard.down('Shift');
        await page.mouse.click(x, y);
        if (i > 0) await page.keyboard.up('Shift');
      }
      await expect.poll(() => page.getByText('3 divisions selected.').count()).toBe(1);
      await page.getByLabel('New territory name').fill('Nord');
      await page.locator('[data-action="groupIntoTerritory"]').click();

      const onScreen = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-layer="labels"] [data-territory-label]')].map(
            (el) => el.textContent,
          ),
        );
      await expect.poll(onScreen).toEqual(['Nord']);

      const names = await namesInSvg(page, await exportSvg(page));
      expect(names).toEqual([{ text: 'Nord', inside: true }]);

      await page.getByLabel('Names on the map').uncheck();
      await expect.poll(onScreen).toEqual([]);
      expect(await namesInSvg(page, await exportSvg(page))).toEqual([]);
      await page.context().close();
    },
  );
});
