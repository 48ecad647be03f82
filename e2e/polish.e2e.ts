import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { mapFileDivisions } from './divisionPoints';
import { openEditor } from './editorHelpers';

/**
 * Issue 31, the polish items found by a new user (7, 8, 11, 13, 14, 15, 16): each test checks the
 * element's box against the frame or its neighbours, or its contrast with axe, at the desktop
 * (1440 x 900) and the phone (390 x 844) where the element exists.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Two boxes overlap when they share more than half a pixel both ways. */
function overlaps(a: Box, b: Box): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
  );
}

/** The client boxes of the frame (the map's root svg) and of the heat bar's texts. */
function heatBarBoxes(page: Page): Promise<{ frame: Box; texts: (Box & { text: string })[] }> {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const root = document.querySelector('[data-ready] svg[data-layer]');
    const texts = [...document.querySelectorAll('g[data-element="heatBar"] text')].map((t) => ({
      ...box(t),
      text: t.textContent ?? '',
    }));
    return { frame: root ? box(root) : { left: 0, top: 0, right: 0, bottom: 0 }, texts };
  });
}

async function expectHeatBarInFrame(page: Page, context: string): Promise<void> {
  const { frame, texts } = await heatBarBoxes(page);
  expect(texts.map((t) => t.text)).toContain('No data');
  for (const t of texts) {
    expect(t.left, `${context}: ${t.text} left`).toBeGreaterThanOrEqual(frame.left);
    expect(t.right, `${context}: ${t.text} right`).toBeLessThanOrEqual(frame.right);
    expect(t.top, `${context}: ${t.text} top`).toBeGreaterThanOrEqual(frame.top);
    expect(t.bottom, `${context}: ${t.text} bottom`).toBeLessThanOrEqual(frame.bottom);
  }
  for (const [i, a] of texts.entries()) {
    for (const b of texts.slice(i + 1)) {
      expect(overlaps(a, b), `${context}: "${a.text}" overlaps "${b.text}"`).toBe(false);
    }
  }
}

describe('item 13: the heat bar stays inside the frame', () => {
  it('at its default place, after widening, on the desktop and on the phone', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'France');
    await page.locator('[data-data-layer="heatMap"]').click();
    // Values for two regions only, large enough to give long labels: the rest have no data.
    const [a, b] = await mapFileDivisions(page, 1);
    await page.locator('button[data-action="importData"]').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByLabel('Paste a table').fill(`Region\tPeople\n${a?.name}\t1234567\n${b?.name}\t7654321`);
    await dialog.getByRole('button', { name: 'Set 2 values' }).click();
    const bar = page.locator('g[data-element="heatBar"]');
    await bar.locator('text', { hasText: 'No data' }).waitFor();
    await expectHeatBarInFrame(page, 'desktop, default place');

    // Widen the bar by its grip, well past the frame's edge.
    await page.keyboard.press('v');
    const grip = await bar.locator('rect[data-resize]').boundingBox();
    if (!grip) throw new Error('no resize grip');
    const lengthBefore = await page.evaluate(
      () => document.querySelector('g[data-element="heatBar"]')?.getBBox().width,
    );
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 200, grip.y + grip.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('g[data-element="heatBar"]')?.getBBox().width))
      .toBeGreaterThan((lengthBefore ?? 0) + 100);
    await expectHeatBarInFrame(page, 'desktop, widened');

    // The same document on the phone (crossing 768 px keeps the editor).
    await page.setViewportSize(PHONE);
    await page.locator('[data-editor] g[data-element="heatBar"]').first().waitFor();
    await expect.poll(async () => (await heatBarBoxes(page)).frame.right).toBeLessThanOrEqual(PHONE.width);
    await expectHeatBarInFrame(page, 'phone, widened');
    await page.context().close();
  });
});
