import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { DEFAULT_FILL, divisionIds, fillOf, mapTransform, pointOn } from './editorHelpers';

/**
 * The phone as a new user meets it (issue 42, item 11), at 390 x 844 with touch: a one-finger drag in
 * the paint tool pans the map; each bottom sheet opens at a height that shows its content; a map's
 * frame stays its own when the map moves between the desktop (1440 x 900) and the phone.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

interface Point {
  readonly x: number;
  readonly y: number;
}

async function openPhoneEditor(slug: string): Promise<Page> {
  const page = await openPage(browser, PHONE);
  await page.goto(`/Countries/${slug}`);
  await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
  return page;
}

/** One finger pressed at `start` and moved `steps` times by `step` a frame apart; the returned function lifts it. */
async function oneFingerDrag(cdp: CDPSession, page: Page, start: Point, step: Point, steps: number) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...start, id: 0 }] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: start.x + i * step.x, y: start.y + i * step.y, id: 0 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  return () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

function translateOf(transform: string | null): Point {
  const m = /matrix\([-\d.e]+ 0 0 [-\d.e]+ ([-\d.e]+) ([-\d.e]+)\)/.exec(transform ?? '');
  return { x: Number(m?.[1]), y: Number(m?.[2]) };
}

const undoButton = (page: Page) => page.locator('[data-editor="mobile"] button[data-action="undo"]');
/** The divisions drawn with a path of their own: painted (or moved) ones; the rest share a base path. */
const ownPaths = (page: Page) => page.locator('[data-ready] path[data-level][data-division]');

describe('one finger on the phone', () => {
  it('a drag in the paint tool pans the map, paints nothing and is one undo step; a tap still paints', async () => {
    const page = await openPhoneEditor('Romania');
    const cdp = await page.context().newCDPSession(page);
    await page.locator('[data-ready][data-projection="ready"]').waitFor();
    expect(await page.locator('[data-tab="paint"]').getAttribute('aria-pressed')).toBe('true');
    const [id = ''] = await divisionIds(page, 1);
    const start = await pointOn(page, 1, id);
    const before = await mapTransform(page);
    const snapshot = () => page.locator('.map-pan').getAttribute('data-snapshot');
    await expect.poll(snapshot, { timeout: 10_000 }).toBe('ready');

    // Pressed on a county, moved 48 px right and 24 px up: the map follows the finger, moved as a
    // picture meanwhile, as a pinch moves it (decision "On the phone, gestures move a picture of the map").
    const lift = await oneFingerDrag(cdp, page, start, { x: 6, y: -3 }, 8);
    await expect.poll(snapshot).toBe('shown');
    await lift();
    await expect.poll(() => mapTransform(page)).not.toBe(before);
    const moved = {
      x: translateOf(await mapTransform(page)).x - translateOf(before).x,
      y: translateOf(await mapTransform(page)).y - translateOf(before).y,
    };
    expect(moved.x).toBeGreaterThan(0);
    expect(moved.y).toBeLessThan(0);
    expect(moved.x / -moved.y).toBeCloseTo(2, 0);
    expect(await ownPaths(page).count()).toBe(0);
    expect(await fillOf(page, 1, id)).toBe(DEFAULT_FILL);

    // One undo step brings the placement back, and there is nothing more to undo.
    await undoButton(page).tap();
    await expect.poll(() => mapTransform(page)).toBe(before);
    expect(await undoButton(page).isDisabled()).toBe(true);

    // A tap still paints.
    await page.touchscreen.tap(start.x, start.y);
    await expect.poll(() => ownPaths(page).count()).toBe(1);
    await page.context().close();
  });
});
