import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { centreOf, dragBy, draftAnnotations, place, surfacePoint } from './annotationHelpers';
import { launchBrowser, openPage } from './browser';
import { openEditor, startShiftDrag } from './editorHelpers';

/**
 * The annotation panel's own features (issue 16): a dot placed by typed coordinates, a chart's rows
 * pasted from a spreadsheet, pinning to the frame, and a note's target dragged apart from its box.
 */

const SLUG = 'Belgium';
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await openPage(browser);
  await openEditor(page, SLUG);
  await page.locator('[data-ready][data-projection="ready"]').waitFor();
});

const panel = () => page.locator('[data-annotation-panel]');

describe('annotation panel', () => {
  it('places a dot by typed latitude and longitude', async () => {
    const id = await place(page, 'd', await surfacePoint(page, 0.5, 0.5));
    const before = await centreOf(page, id);
    await panel().locator('[data-coordinate="lat"]').fill('50.8503');
    await panel().locator('[data-coordinate="lon"]').fill('4.3517');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await draftAnnotations(page, SLUG))[0]?.anchor)
      .toEqual({ kind: 'map', lon: 4.3517, lat: 50.8503 });
    const after = await centreOf(page, id);
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(1);
  });

  it("fills a chart's rows from cells pasted out of a spreadsheet", async () => {
    await place(page, 'c', await surfacePoint(page, 0.3, 0.5));
    const cell = panel().getByLabel('Row 1 label');
    await cell.focus();
    await cell.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'Party\tSeats\nGreens\t12,5\nLiberals\t30\nSocialists\t41\n');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect
      .poll(async () => {
        const [chart] = (await draftAnnotations(page, SLUG)) as unknown as {
          rows: { label: string; value: number }[];
        }[];
        return chart?.rows.map((r) => [r.label, r.value]);
      })
      .toEqual([
        ['Greens', 12.5],
        ['Liberals', 30],
        ['Socialists', 41],
      ]);
    expect(await panel().getByLabel('Row 3 label').inputValue()).toBe('Socialists');
  });

  it('pins a text to the frame: it stays on the page when the map pans', async () => {
    const id = await place(page, 't', await surfacePoint(page, 0.4, 0.4));
    await panel().locator('[data-pin="frame"]').click();
    expect((await draftAnnotations(page, SLUG))[0]?.anchor.kind).toBe('frame');
    const before = await centreOf(page, id);
    await page.keyboard.press('Escape');
    const release = await startShiftDrag(page, 6, 4);
    await release();
    await page.waitForTimeout(300);
    const after = await centreOf(page, id);
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeLessThan(1);

    await page.keyboard.press('Control+z'); // the pan
    await page.keyboard.press('Control+z'); // the pin
    expect((await draftAnnotations(page, SLUG))[0]?.anchor.kind).toBe('map');
  });

  it('picks an emoji: Map, Military and Nature first, search by name, drawn from the bundled set', async () => {
    const id = await place(page, 'e', await surfacePoint(page, 0.5, 0.5));
    const picker = panel().locator('[data-emoji-picker]');
    await picker.waitFor();
    expect((await picker.locator('h3').allTextContents()).slice(0, 3)).toEqual(['Map', 'Military', 'Nature']);
    // Every emoji in the picker is an image of the bundled file, not a character in a font.
    expect(await picker.locator('button[data-emoji-id] img').first().getAttribute('src')).toMatch(
      /^\/emoji\/[0-9a-f-]+\.svg$/,
    );
    await picker.getByRole('searchbox').fill('castle');
    await picker.getByRole('button', { name: 'castle', exact: true }).click();
    expect((await draftAnnotations(page, SLUG))[0]).toMatchObject({ type: 'emoji', emoji: '1f3f0' });
    await expect
      .poll(() => page.locator(`[data-annotation-id="${id}"] [data-emoji="1f3f0"] path`).count())
      .toBeGreaterThan(0);
  });

  it('renames in the layers panel, and a locked annotation does not move on the map', async () => {
    const id = await place(page, 'd', await surfacePoint(page, 0.5, 0.5));
    const row = page.locator(`[data-layer-annotation="${id}"]`);
    await row.locator('.layer-row__name').dblclick();
    await row.getByRole('textbox').fill('Capital');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.locator('.layer-row__name').textContent()).toBe('Capital');
    expect((await draftAnnotations(page, SLUG))[0]?.name).toBe('Capital');

    await row.getByRole('button', { name: 'Lock Capital' }).click();
    const [locked] = await draftAnnotations(page, SLUG);
    await page.keyboard.press('v');
    await dragBy(page, await centreOf(page, id), 60, 40);
    expect((await draftAnnotations(page, SLUG))[0]?.anchor).toEqual(locked?.anchor);
  });

  it("drags a note's target apart from its box", async () => {
    const id = await place(page, 'n', await surfacePoint(page, 0.5, 0.6));
    const [before] = await draftAnnotations(page, SLUG);
    const handle = page.locator(`[data-handle="target"][data-handle-for="${id}"]`);
    const box = await handle.boundingBox();
    if (!box) throw new Error('no target handle');
    await dragBy(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, -60, 30);
    const [after] = (await draftAnnotations(page, SLUG)) as unknown as {
      anchor: unknown;
      target: { lon: number; lat: number };
    }[];
    expect(after?.anchor).toEqual(before?.anchor);
    expect(after?.target).not.toEqual((before as unknown as { target: unknown }).target);
  });
});
