import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  centreOf,
  divisionUnder,
  dragBy,
  draftAnnotations,
  drawnIds,
  place,
  surfacePoint,
} from './annotationHelpers';
import { launchBrowser, openPage } from './browser';
import { openEditor, pointOn, divisionIds, startShiftDrag } from './editorHelpers';

/**
 * Annotations in the desktop editor (issue 16): each tool places its annotation where the map is
 * clicked; selection, moving, editing, restyling, duplicating, copy and paste, reordering, hiding and
 * deleting are each one undo step; they survive a reload and a .json round trip; a dot stays over its
 * place when the map is panned and zoomed.
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
  page = await openPage(browser, { acceptDownloads: true });
  await openEditor(page, SLUG);
  // Map-pinned annotations are placed through the map's projection, loaded after the map is up.
  await page.locator('[data-ready][data-projection="ready"]').waitFor();
});

const undo = () => page.keyboard.press('Control+z');
const redo = () => page.keyboard.press('Control+Shift+z');

describe('annotations: placing', () => {
  it('places a text, a dot, a note, an emoji and a chart with T, D, N, E, C; Esc goes back to painting', async () => {
    const spots: [string, number, number][] = [
      ['t', 0.35, 0.4],
      ['d', 0.5, 0.5],
      ['n', 0.55, 0.65],
      ['e', 0.4, 0.6],
      ['c', 0.25, 0.55],
    ];
    const ids: string[] = [];
    for (const [key, fx, fy] of spots) ids.push(await place(page, key, await surfacePoint(page, fx, fy)));
    await expect.poll(() => drawnIds(page)).toEqual(ids);

    const saved = await draftAnnotations(page, SLUG);
    expect(saved.map((a) => a.type)).toEqual(['text', 'dot', 'note', 'emoji', 'chart']);
    expect(saved.every((a) => a.anchor.kind === 'map')).toBe(true);
    // The last placed is selected, with its properties in the panel and its row in the layers panel.
    expect(
      await page
        .locator('[data-annotation-panel] [data-annotation-type]')
        .getAttribute('data-annotation-type'),
    ).toBe('chart');
    expect(await page.locator('[data-layer-annotation]').count()).toBe(5);
    expect(await page.locator(`[data-layer-annotation="${ids[4]}"]`).getAttribute('data-selected')).toBe(
      'true',
    );

    expect(await page.locator('[data-action="chartTool"]').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-action="paintTool"]').getAttribute('aria-pressed')).toBe('true');

    // Each placement is one undo step.
    await undo();
    await undo();
    await expect.poll(() => drawnIds(page)).toEqual(ids.slice(0, 3));
    await redo();
    await expect.poll(() => drawnIds(page)).toEqual(ids.slice(0, 4));
  });
});

describe('annotations: editing, each one undo step', () => {
  it('moves a text by dragging it, and undo puts it back', async () => {
    const id = await place(page, 't', await surfacePoint(page, 0.4, 0.4));
    await page.keyboard.press('v'); // the move tool
    const [before] = await draftAnnotations(page, SLUG);
    const start = await centreOf(page, id);
    await dragBy(page, start, 80, 50);
    const moved = await centreOf(page, id);
    expect(moved.x - start.x).toBeCloseTo(80, -1);
    expect(moved.y - start.y).toBeCloseTo(50, -1);
    const [after] = await draftAnnotations(page, SLUG);
    expect(after?.anchor).not.toEqual(before?.anchor);

    await undo();
    expect((await draftAnnotations(page, SLUG))[0]?.anchor).toEqual(before?.anchor);
    await redo();
    expect((await draftAnnotations(page, SLUG))[0]?.anchor).toEqual(after?.anchor);
  });

  it('nudges the selection with the arrow keys (Shift: 10 px), even while the map has the focus', async () => {
    const id = await place(page, 'd', await surfacePoint(page, 0.5, 0.5));
    const start = await centreOf(page, id);
    await page.locator('.map-surface').focus(); // where arrows otherwise move between divisions
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    const k = await page.evaluate(() => {
      const surface = document.querySelector('.map-surface');
      const viewBox = document.querySelector('[data-ready] svg[data-layer]')?.getAttribute('viewBox') ?? '';
      return (surface?.getBoundingClientRect().width ?? 1) / Number(viewBox.split(' ')[2]);
    });
    await expect.poll(async () => (await centreOf(page, id)).x - start.x).toBeCloseTo(10 * k, 0);
    expect((await centreOf(page, id)).y - start.y).toBeCloseTo(1 * k, 0);
    await undo();
    await undo();
    await expect.poll(async () => (await centreOf(page, id)).x).toBeCloseTo(start.x, 0);
  });

  it('edits a text in place on double-click; restyles it in the panel', async () => {
    const id = await place(page, 't', await surfacePoint(page, 0.4, 0.4));
    await page.mouse.dblclick(...(Object.values(await centreOf(page, id)) as [number, number]));
    const editor = page.locator(`textarea[data-editing="${id}"]`);
    await editor.waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Brussels');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => page.locator(`[data-annotation-id="${id}"] text`).first().textContent())
      .toBe('Brussels');
    expect((await draftAnnotations(page, SLUG))[0]?.text).toBe('Brussels');
    await undo();
    expect((await draftAnnotations(page, SLUG))[0]?.text).toBe('Text');
    await redo();

    await page.locator('[data-annotation-panel]').getByLabel('Colour', { exact: true }).fill('#0072b2');
    expect((await draftAnnotations(page, SLUG))[0]?.color).toBe('#0072b2');
    expect(await page.locator(`[data-annotation-id="${id}"] [fill="#0072b2"]`).count()).toBeGreaterThan(0);
    await undo();
    expect((await draftAnnotations(page, SLUG))[0]?.color).not.toBe('#0072b2');
  });

  it('duplicates with Ctrl+D and copies and pastes with Ctrl+C, Ctrl+V', async () => {
    const id = await place(page, 'd', await surfacePoint(page, 0.5, 0.5));
    await page.keyboard.press('Control+d');
    // The copy is drawn in the next animation frame: read once it is there.
    await expect.poll(() => drawnIds(page)).toHaveLength(2);
    const [, copy] = await drawnIds(page);
    expect(copy).toBeDefined();
    expect(copy).not.toBe(id);
    await undo();
    await expect.poll(() => drawnIds(page)).toEqual([id]);

    await page.mouse.click(...(Object.values(await centreOf(page, id)) as [number, number]));
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => drawnIds(page)).toHaveLength(2);
    const saved = await draftAnnotations(page, SLUG);
    expect(saved[1]?.type).toBe('dot');
    await undo();
    await expect.poll(() => drawnIds(page)).toEqual([id]);
  });

  it('pastes annotations copied in another map', async () => {
    const id = await place(page, 'e', await surfacePoint(page, 0.5, 0.5));
    await page.mouse.click(...(Object.values(await centreOf(page, id)) as [number, number]));
    await page.keyboard.press('Control+c');
    const other = await page.context().newPage();
    await openEditor(other, 'Denmark');
    await other.locator('[data-ready][data-projection="ready"]').waitFor();
    await other.locator('.map-surface').focus();
    await other.keyboard.press('Control+v');
    await expect.poll(() => drawnIds(other)).toHaveLength(1);
    expect((await draftAnnotations(other, 'Denmark'))[0]?.type).toBe('emoji');
    await other.close();
  });

  it('brings forward, sends backward, hides from the layers panel and deletes with Delete', async () => {
    const a = await place(page, 't', await surfacePoint(page, 0.3, 0.4));
    const b = await place(page, 'd', await surfacePoint(page, 0.6, 0.5));
    await page.keyboard.press('Escape');
    await page.locator(`[data-layer-annotation="${a}"] .layer-row__name`).click();
    await page.keyboard.press('Control+]');
    await expect.poll(() => drawnIds(page)).toEqual([b, a]);
    await undo();
    await expect.poll(() => drawnIds(page)).toEqual([a, b]);

    await page.getByRole('button', { name: /^Hide Text$/ }).click();
    await expect.poll(() => drawnIds(page)).toEqual([b]);
    expect((await draftAnnotations(page, SLUG))[0]?.hidden).toBe(true);
    await undo();
    await expect.poll(() => drawnIds(page)).toEqual([a, b]);

    await page.mouse.click(...(Object.values(await centreOf(page, b)) as [number, number]));
    await page.keyboard.press('Delete');
    await expect.poll(() => drawnIds(page)).toEqual([a]);
    await undo();
    await expect.poll(() => drawnIds(page)).toEqual([a, b]);
    await redo();
    await expect.poll(() => drawnIds(page)).toEqual([a]);
  });

  it('selects by rectangle with the move tool, and Shift+click adds', async () => {
    const a = await place(page, 'd', await surfacePoint(page, 0.3, 0.3));
    const b = await place(page, 'd', await surfacePoint(page, 0.4, 0.35));
    const c = await place(page, 'd', await surfacePoint(page, 0.7, 0.7));
    await page.keyboard.press('v');
    // From the frame's empty top-left corner (the background) over the first two dots.
    const from = await surfacePoint(page, 0.01, 0.01);
    const to = await surfacePoint(page, 0.45, 0.4);
    await dragBy(page, from, to.x - from.x, to.y - from.y);
    await expect.poll(() => page.locator('[data-selection-box]').count()).toBe(2);
    await page.keyboard.down('Shift');
    await page.mouse.click(...(Object.values(await centreOf(page, c)) as [number, number]));
    await page.keyboard.up('Shift');
    expect(await page.locator('[data-selection-box]').count()).toBe(3);
    await page.keyboard.press('Delete');
    await expect.poll(() => drawnIds(page)).toEqual([]);
    await undo();
    await expect.poll(() => drawnIds(page)).toEqual([a, b, c]);
  });
});

describe('annotations: kept and anchored', () => {
  it('are restored after a reload and kept by a .json round trip', async () => {
    await place(page, 't', await surfacePoint(page, 0.4, 0.4));
    await place(page, 'n', await surfacePoint(page, 0.5, 0.6));
    const saved = await draftAnnotations(page, SLUG);
    await page.reload();
    await page.locator('[data-ready][data-projection="ready"]').waitFor();
    await expect.poll(() => drawnIds(page)).toEqual(saved.map((a) => a.id));

    const download = page.waitForEvent('download');
    await page.keyboard.press('Control+s');
    const file = await (await download).path();
    const json = JSON.parse(await readFile(file, 'utf8')) as { annotations: unknown[] };
    expect(json.annotations).toEqual(saved);
    await page.getByRole('button', { name: 'New map (undoable)' }).click();
    await expect.poll(() => drawnIds(page)).toEqual([]);
    await page.locator('[data-testid="open-map-file"]').setInputFiles(file);
    await expect.poll(() => drawnIds(page)).toEqual(saved.map((a) => a.id));
  });

  it('keep a dot over the same division when the map is panned and zoomed', async () => {
    const [division = ''] = await divisionIds(page, 1);
    const at = await pointOn(page, 1, division);
    const id = await place(page, 'd', at);
    expect(await divisionUnder(page, await centreOf(page, id))).toBe(division);

    const release = await startShiftDrag(page, 8, 5);
    await release();
    await page.keyboard.press('Escape');
    await page.locator('.map-surface').focus();
    await page.keyboard.press('=');
    await page.keyboard.press('=');
    await page.waitForTimeout(300);
    const now = await centreOf(page, id);
    expect(Math.hypot(now.x - at.x, now.y - at.y)).toBeGreaterThan(20); // it did move with the map
    expect(await divisionUnder(page, now)).toBe(division);
  });
});
