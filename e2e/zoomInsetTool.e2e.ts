import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { mapFileDivisions } from './divisionPoints';
import { FIRST_COLOUR, fillOf, openEditor, openSheetPanel } from './editorHelpers';

/**
 * Zoom insets drawn with the zoom inset tool, and inset boxes moved and resized on the map with the
 * Move tool (issue 34; decisions "A drawn zoom inset is placed in the nearest free corner" and
 * "Insets are moved and resized on the map").
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

/** A client box of the first element matching a selector, or null. */
function boxOf(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }, selector);
}

async function mustBox(page: Page, selector: string): Promise<Box> {
  const box = await boxOf(page, selector);
  if (!box) throw new Error(`Nothing drawn at ${selector}`);
  return box;
}

/** A real mouse drag, in steps, from one client point to another. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** France at its second level (départements), where Paris and its neighbours are specks. */
async function openFranceLevel2(page: Page) {
  await openEditor(page, 'France');
  await page.locator('button[data-show="2"]').first().click();
  await page.locator('[data-ready] path[data-level="2"][data-division="FR-92"]').waitFor();
}

/** A point inside a zoom inset's copy of a division, clear of its edge (the copy takes no pointer events). */
function pointInCopy(page: Page, inset: string, id: string) {
  return page.evaluate(
    ([inset, id]) => {
      const el = document.querySelector<SVGPathElement>(
        `[data-ready] [data-zoom-inset="${inset}"] path[data-zoom-division="${id}"]`,
      );
      const ctm = el?.getScreenCTM();
      if (!el || !ctm) return null;
      const r = el.getBoundingClientRect();
      for (let i = 1; i < 20; i++)
        for (let j = 1; j < 20; j++) {
          const x = r.left + (r.width * i) / 20;
          const y = r.top + (r.height * j) / 20;
          const inside = [0, -3, 3].every((d) =>
            el.isPointInFill(new DOMPoint(x + d, y + d).matrixTransform(ctm.inverse())),
          );
          if (inside) return { x, y };
        }
      return null;
    },
    [inset, id] as const,
  );
}

const ZOOM_BACK = (id: string) => `[data-ready] g[data-zoom-inset="${id}"] rect[fill="#ffffff"]`;

describe('the zoom inset tool', () => {
  it('a rectangle drawn over Paris becomes a zoom inset in which a click paints Hauts-de-Seine in both places', async () => {
    const page = await openPage(browser);
    await openFranceLevel2(page);
    const ids = ['FR-75', 'FR-92', 'FR-93', 'FR-94'];
    const boxes = await Promise.all(
      ids.map((id) => mustBox(page, `[data-ready] path[data-division="${id}"]`)),
    );
    const left = Math.min(...boxes.map((b) => b.left)) - 2;
    const top = Math.min(...boxes.map((b) => b.top)) - 2;
    const right = Math.max(...boxes.map((b) => b.right)) + 2;
    const bottom = Math.max(...boxes.map((b) => b.bottom)) + 2;

    // A click with the tool makes nothing.
    await page.keyboard.press('i');
    await expect.poll(() => page.locator('.map-surface[data-tool="zoomInset"]').count()).toBe(1);
    await page.mouse.click(left, top);
    await drag(page, { x: left, y: top }, { x: right, y: bottom });
    const copy = page.locator('[data-ready] [data-zoom-inset="zoom-1"] path[data-zoom-division="FR-92"]');
    await copy.waitFor();
    expect(await page.locator('[data-ready] [data-zoom-inset]').count()).toBe(1);
    // Magnified, in a box that does not cover the area it shows.
    const original = await mustBox(page, '[data-ready] path[data-division="FR-92"]');
    const magnified = await mustBox(
      page,
      '[data-ready] [data-zoom-inset="zoom-1"] path[data-zoom-division="FR-92"]',
    );
    expect((magnified.right - magnified.left) / (original.right - original.left)).toBeGreaterThan(3);
    const box = await mustBox(page, ZOOM_BACK('zoom-1'));
    const meets = box.left < right && box.right > left && box.top < bottom && box.bottom > top;
    expect(meets).toBe(false);
    // Its caption names a division it covers, and is edited in the Insets panel.
    const caption = page.getByRole('textbox', { name: 'Zoom inset caption' });
    expect(await caption.inputValue()).not.toBe('');
    await caption.fill('Paris and the petite couronne');
    await expect
      .poll(() => page.locator('[data-ready] g[data-zoom-inset="zoom-1"] text').textContent())
      .toBe('Paris and the petite couronne');

    // Its area's outline and connector on the map are an option.
    const connector = page.locator('[data-ready] g[data-zoom-inset="zoom-1"] line');
    expect(await connector.count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Show the area on the map' }).uncheck();
    await expect.poll(() => connector.count()).toBe(0);
    await expect.poll(() => copy.count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Show the area on the map' }).check();
    await expect.poll(() => connector.count()).toBe(1);

    // The Move tool was taken up; the paint tool paints through the copy.
    await page.keyboard.press('Escape');
    await page.locator('.map-surface').focus();
    await page.keyboard.press('b');
    await expect.poll(() => page.locator('.map-surface[data-tool="paint"]').count()).toBe(1);
    const point = await pointInCopy(page, 'zoom-1', 'FR-92');
    if (!point) throw new Error('No point inside the copy of Hauts-de-Seine');
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => fillOf(page, 2, 'FR-92')).toBe(FIRST_COLOUR);
    await expect.poll(() => copy.getAttribute('fill')).toBe(FIRST_COLOUR);
    expect(await fillOf(page, 2, 'FR-75')).not.toBe(FIRST_COLOUR);
    await page.context().close();
  });
});

describe('the zoom inset tool on a phone', () => {
  it('"Draw a zoom inset" in the Levels sheet clears the map of it; one finger over Paris makes a zoom inset', async () => {
    const page = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    await page.goto('/Countries/France');
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    await page.locator('[data-tab="levels"]').tap();
    const sheet = page.getByRole('dialog', { name: 'Levels' });
    await openSheetPanel(sheet, 'Insets');
    await sheet.getByRole('button', { name: 'Draw a zoom inset' }).tap();
    // The sheet is out of the way, and a line over the map says what to draw (decision "On the phone,
    // a tool that draws on the map clears it of sheets").
    await expect.poll(() => page.getByTestId('sheet').count()).toBe(0);
    const hint = page.getByTestId('map-tool-hint');
    await expect.poll(() => hint.textContent()).toContain('Drag over the area to magnify');
    await expect.poll(() => page.locator('.map-surface[data-tool="zoomInset"]').count()).toBe(1);

    // Île-de-France, where Paris is, drawn round with one finger.
    const divisions = await mapFileDivisions(page, 1);
    const idf = divisions.find((d) => d.name.includes('Île-de-France'));
    if (!idf) throw new Error('No Île-de-France in the map file');
    const area = await page.evaluate((d) => {
      const group = document.querySelector('g[data-level-group="1"]');
      const probe = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      probe.setAttribute('d', d);
      group?.append(probe);
      const r = probe.getBoundingClientRect();
      probe.remove();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }, idf.d);
    const start = { x: area.left - 4, y: area.top - 4 };
    const step = { x: (area.right - area.left + 8) / 8, y: (area.bottom - area.top + 8) / 8 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...start, id: 0 }] });
    for (let i = 1; i <= 8; i++) {
      const point = { x: start.x + i * step.x, y: start.y + i * step.y, id: 0 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page
      .locator(`[data-ready] [data-zoom-inset="zoom-1"] path[data-zoom-division="${idf.id}"]`)
      .first()
      .waitFor();
    await expect.poll(() => page.locator('.map-surface[data-tool="move"]').count()).toBe(1);
    // The drawing done, the hint is gone.
    await expect.poll(() => hint.count()).toBe(0);
    await page.context().close();
  });
  it('the hint goes with Cancel (back to the paint tool) and with Escape', async () => {
    const page = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    await page.goto('/Countries/France');
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    const hint = page.getByTestId('map-tool-hint');
    const drawInset = async () => {
      await page.locator('[data-tab="levels"]').tap();
      const sheet = page.getByRole('dialog', { name: 'Levels' });
      await openSheetPanel(sheet, 'Insets');
      await sheet.getByRole('button', { name: 'Draw a zoom inset' }).tap();
      await hint.waitFor();
    };
    await drawInset();
    await hint.getByRole('button', { name: 'Cancel' }).tap();
    await expect.poll(() => hint.count()).toBe(0);
    await expect.poll(() => page.locator('.map-surface[data-tool="paint"]').count()).toBe(1);
    await drawInset();
    await page.keyboard.press('Escape');
    await expect.poll(() => hint.count()).toBe(0);
    await page.context().close();
  });
});

describe('inset boxes with the Move tool', () => {
  it('dragging a zoom inset box moves it, undo puts it back; its grip makes it larger', async () => {
    const page = await openPage(browser);
    await openFranceLevel2(page);
    await page.getByRole('button', { name: 'Add an inset of Paris and the petite couronne' }).click();
    await page.locator(ZOOM_BACK('paris')).waitFor();
    await page.locator('.map-surface').focus();
    await page.keyboard.press('v');
    await expect.poll(() => page.locator('.map-surface[data-tool="move"]').count()).toBe(1);
    const before = await mustBox(page, ZOOM_BACK('paris'));
    const fill = await fillOf(page, 2, 'FR-92');

    // Pressed on a division's copy inside the box: the box moves, nothing is painted.
    const start = { x: (before.left + before.right) / 2, y: (before.top + before.bottom) / 2 };
    await drag(page, start, { x: start.x - 60, y: start.y + 40 });
    await expect
      .poll(async () => {
        const after = await mustBox(page, ZOOM_BACK('paris'));
        return [Math.round(after.left - before.left), Math.round(after.top - before.top)];
      })
      .toEqual([-60, 40]);
    expect(await fillOf(page, 2, 'FR-92')).toBe(fill);
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => {
        const after = await mustBox(page, ZOOM_BACK('paris'));
        return [Math.round(after.left - before.left), Math.round(after.top - before.top)];
      })
      .toEqual([0, 0]);

    // The grip at the bottom-right corner resizes it, the top-left corner staying.
    const grip = await mustBox(page, '[data-ready] [data-grip="zoom:paris"]');
    const at = { x: (grip.left + grip.right) / 2, y: (grip.top + grip.bottom) / 2 };
    const w = before.right - before.left;
    const h = before.bottom - before.top;
    await drag(page, at, { x: at.x + w / 2, y: at.y + h / 2 });
    await expect
      .poll(async () => {
        const after = await mustBox(page, ZOOM_BACK('paris'));
        return Math.round(((after.right - after.left) / w) * 10) / 10;
      })
      .toBe(1.5);
    const after = await mustBox(page, ZOOM_BACK('paris'));
    expect(Math.abs(after.left - before.left)).toBeLessThan(2);
    expect(Math.abs(after.top - before.top)).toBeLessThan(2);
    await page.context().close();
  });

  it("a territory inset's box is dragged by one of its divisions and resized by its grip, one undo step each", async () => {
    const page = await openPage(browser);
    await openEditor(page, 'France');
    await page.locator('.map-surface').focus();
    await page.keyboard.press('v');
    const frame = '[data-ready] g[data-inset="guyane"] rect';
    const before = await mustBox(page, frame);
    // Pressed on Guyane itself, inside its box.
    const region = await mustBox(
      page,
      '[data-ready] path[data-division="FR-GF"], [data-ready] path[data-division="FR-GUF"]',
    );
    const start = { x: (region.left + region.right) / 2, y: (region.top + region.bottom) / 2 };
    await drag(page, start, { x: start.x + 30, y: start.y - 20 });
    await expect
      .poll(async () => {
        const moved = await boxOf(page, frame);
        return moved
          ? Math.round(moved.left - before.left) !== 0 || Math.round(moved.top - before.top) !== 0
          : false;
      })
      .toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => JSON.stringify(await boxOf(page, frame))).toBe(JSON.stringify(before));

    const grip = await mustBox(page, '[data-ready] [data-grip="inset:guyane"]');
    const at = { x: (grip.left + grip.right) / 2, y: (grip.top + grip.bottom) / 2 };
    await drag(page, at, { x: at.x + 25, y: at.y + 25 });
    await expect.poll(() => page.getByLabel('Guyane size').inputValue()).not.toBe('100');
    await page.context().close();
  });
});
