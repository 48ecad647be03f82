import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import { divisionPoints } from './divisionPoints';
import {
  DEFAULT_FILL,
  divisionIds,
  draftSaved,
  fillOf,
  FIRST_COLOUR,
  mapTransform,
  openSheetPanel,
  pointOn,
} from './editorHelpers';
import { frameSize, signUpInContext } from './exportHelpers';
import { uniqueEmail } from './support/uniqueEmail';
import { DESKTOP_CONTEXT as DESKTOP, PHONE_CONTEXT as PHONE } from './support/devices';

/**
 * The phone as a new user meets it (issue 42, item 11), at 390 x 844 with touch: a one-finger drag in
 * the paint tool pans the map; each bottom sheet opens at a height that shows its content; a map's
 * frame stays its own when the map moves between the desktop (1440 x 900) and the phone.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** Folders the saved .json files were kept in. */
const folders: string[] = [];

afterAll(async () => {
  await browser?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

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

/**
 * The controls of the open sheet that are not wholly on screen: outside the viewport, under the
 * bottom bar, or outside the part of the sheet's body in view (scrolled away); all of them, or those
 * `within` a part of it. Those of a closed panel are not counted: its heading is.
 */
function offScreen(page: Page, within = '.sheet__body'): Promise<string[]> {
  return page.evaluate((within) => {
    const sheet = document.querySelector('[data-testid="sheet"]');
    const body = sheet?.querySelector('.sheet__body');
    const bar = document.querySelector('.mobile-tools');
    if (!sheet || !body || !bar) return ['no sheet'];
    const view = body.getBoundingClientRect();
    const bottom = Math.min(view.bottom, bar.getBoundingClientRect().top, window.innerHeight);
    const scope = body.matches(within) ? body : body.querySelector(within);
    if (!scope) return [`nothing is ${within}`];
    const controls = scope.querySelectorAll('button, input, select, textarea, summary, a[href], h3');
    const out: string[] = [];
    for (const control of controls) {
      const closed = control.parentElement?.closest('details:not([open])');
      if (closed && !(control.tagName === 'SUMMARY' && control.parentElement === closed)) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const inside =
        box.top >= view.top - 0.5 &&
        box.bottom <= bottom + 0.5 &&
        box.left >= Math.max(0, view.left) - 0.5 &&
        box.right <= Math.min(window.innerWidth, view.right) + 0.5;
      if (!inside) {
        const name =
          control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? control.tagName;
        out.push(
          `${control.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)}-${Math.round(box.bottom)}`,
        );
      }
    }
    return out;
  }, within);
}

/** Opens a tab's sheet and waits until it has its height (its transition over). */
async function openSheet(page: Page, tab: string, title: string) {
  await page.locator(`[data-tab="${tab}"]`).tap();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.waitFor();
  await settled(page);
  return sheet;
}

/** Waits until the open sheet's height has stopped changing (no transition running, the same two frames on). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const sheet = document.querySelector('[data-testid="sheet"]');
        if (!sheet) return resolve(false);
        const height = () => sheet.getBoundingClientRect().height;
        const first = height();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(first === height() && sheet.getAnimations().length === 0)),
        );
      }),
  );
}

/** The part of the map area (between the bars) the open sheet leaves uncovered, as a share. */
async function mapLeftInSight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stage = document.querySelector('.editor__stage')?.getBoundingClientRect();
    const sheet = document.querySelector('[data-testid="sheet"]')?.getBoundingClientRect();
    if (!stage || !sheet) return NaN;
    return (sheet.top - stage.top) / stage.height;
  });
}

/** A panel of the open sheet opened by its heading, if it is closed (the sheet shows one at a time). */
async function openPanel(page: Page, title: string): Promise<void> {
  const panel = page.locator('[data-testid="sheet"] details.panel', {
    has: page.getByRole('heading', { name: title, exact: true }),
  });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').tap();
  await expect.poll(() => panel.getAttribute('open')).not.toBeNull();
  await settled(page);
}

describe('the bottom sheets', () => {
  it('each opens at a height that shows its content, the palette leaving the map in sight', async () => {
    const page = await openPhoneEditor('France');

    // The palette: every swatch on screen, and most of the map above it, where a tap paints.
    await openSheet(page, 'paint', 'Colour');
    expect(await offScreen(page)).toEqual([]);
    expect(await page.locator('[data-testid="sheet"] button.swatch').count()).toBeGreaterThan(20);
    expect(await mapLeftInSight(page)).toBeGreaterThan(0.4);
    // Ten colours picked there, each painted with a tap on the map above the sheet: the ten recent
    // colours are one row more, and everything still fits.
    const sheetTop = (await page.getByTestId('sheet').boundingBox())?.y ?? 0;
    // (The first colour used adds the row of recent colours, so the sheet grows by a row.)
    const above = (await divisionPoints(page, 1, { count: 12 }, true)).filter((p) => p.y < sheetTop - 80);
    if (above.length < 2) throw new Error('no two divisions in sight above the sheet');
    const swatches = page
      .locator('[data-testid="sheet"] .swatch-group')
      .filter({ hasNot: page.getByRole('heading', { name: 'Recent' }) })
      .locator('button.swatch');
    for (let i = 0; i < 10; i++) {
      const swatch = swatches.nth(i + 1);
      const colour = await swatch.getAttribute('title');
      await swatch.tap();
      // Two divisions in turn: a second tap on the same one soon after would be a double-tap.
      const at = above[i % 2] ?? above[0]!;
      await page.touchscreen.tap(at.x, at.y);
      await expect.poll(() => fillOf(page, 1, at.id)).toBe(colour);
    }
    const recent = page.locator('[data-testid="sheet"] .swatch-group', {
      has: page.getByRole('heading', { name: 'Recent' }),
    });
    await expect.poll(() => recent.locator('button.swatch').count()).toBe(10);
    await settled(page);
    expect(await offScreen(page)).toEqual([]);
    expect(await mapLeftInSight(page)).toBeGreaterThan(0.4);
    await page.locator('[data-tab="paint"]').tap();

    for (const [tab, title, panels] of [
      ['annotate', 'Annotations', ['Annotation', 'Layers']],
      ['data', 'Data', []],
      ['levels', 'Levels', ['Levels', 'Insets', 'Labels']],
      ['more', 'Map and file', ['Text', 'Legend', 'Territories', 'Frame']],
    ] as const) {
      await openSheet(page, tab, title);
      expect(await offScreen(page), title).toEqual([]);
      // Its panels' headings are all there; each panel opened shows all of itself.
      for (const panel of panels) {
        await openPanel(page, panel);
        expect(await offScreen(page, 'details.panel[open]'), `${title}: ${panel}`).toEqual([]);
      }
      await page.locator(`[data-tab="${tab}"]`).tap();
      await page.getByTestId('sheet').waitFor({ state: 'detached' });
    }
    await page.context().close();
  });
});

/** A device: how its browser is set up, and how a person there does what the test needs. */
interface Device {
  readonly name: string;
  readonly options: BrowserContextOptions;
  /** A new map's frame there. */
  readonly newFrame: { readonly width: number; readonly height: number };
  readonly mobile: boolean;
}

const PHONE_DEVICE: Device = {
  name: 'phone',
  options: PHONE,
  newFrame: { width: 1080, height: 1920 },
  mobile: true,
};
const DESKTOP_DEVICE: Device = {
  name: 'desktop',
  options: DESKTOP,
  newFrame: { width: 1600, height: 900 },
  mobile: false,
};

const COUNTRY = 'France';

async function openOn(device: Device, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, { ...device.options, ...options });
  await page.goto(path);
  await page.locator(`[data-editor="${device.mobile ? 'mobile' : 'desktop'}"] [data-ready]`).waitFor();
  await page.locator('[data-ready][data-projection="ready"]').waitFor();
  return page;
}

/** Taps or clicks a division of the first level; returns it. */
async function paintOne(device: Device, page: Page): Promise<string> {
  const [id = ''] = await divisionIds(page, 1);
  const { x, y } = await pointOn(page, 1, id);
  if (device.mobile) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect.poll(() => fillOf(page, 1, id)).toBe(FIRST_COLOUR);
  return id;
}

/** Saves the map as a .json file with the Save button (the phone's is in the Map and file sheet). */
async function saveJson(device: Device, page: Page): Promise<string> {
  if (device.mobile) await page.locator('[data-tab="more"]').tap();
  const download = page.waitForEvent('download');
  await page.locator('button[data-action="saveJson"]').first().click();
  // Kept past the context, which takes its downloads with it when it closes.
  const folder = await mkdtemp(join(tmpdir(), 'mapwright-frame-'));
  folders.push(folder);
  const path = join(folder, 'map.json');
  await (await download).saveAs(path);
  if (device.mobile) await page.locator('[data-tab="more"]').tap();
  return path;
}

/** The Frame panel, opened where the device shows it, says the frame goes with the map. */
async function frameNote(device: Device, page: Page): Promise<string | null> {
  if (device.mobile) {
    await page.locator('[data-tab="more"]').tap();
    await openSheetPanel(page.getByRole('dialog', { name: 'Map and file' }), 'Frame');
  } else {
    const panel = page.locator('details.panel', {
      has: page.getByRole('heading', { name: 'Frame', exact: true }),
    });
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  }
  const note = page.getByTestId('frame-travels');
  await note.waitFor();
  return note.textContent();
}

/**
 * A map made on `from` (painted, its draft written, saved as a .json file, saved to an account and
 * published) opened on `to` four ways: the draft, the file, the saved map, the published copy. Each
 * opens in the frame it was made in; only a brand-new map on `to` takes `to`'s own.
 */
async function carried(from: Device, to: Device): Promise<void> {
  const made = await openOn(from, `/Countries/${COUNTRY}`);
  await signUpInContext(made, baseURL(), uniqueEmail(`frame-${from.name}`));
  expect(await frameSize(made)).toEqual(from.newFrame);
  const painted = await paintOne(from, made);
  await draftSaved(made);
  const file = await saveJson(from, made);
  const document = JSON.parse(await readFile(file, 'utf8')) as { frame: { width: number; height: number } };
  expect(document.frame).toMatchObject(from.newFrame);
  const saved = await made.request.post('/api/maps', { data: { name: 'Carried', document } });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  const published = await made.request.put(`/api/maps/${id}/publication`, { data: { mapVersion: 1 } });
  expect(published.status()).toBeLessThan(300);
  const publicId = ((await published.json()) as { path: string }).path.split('/').pop() ?? '';
  const withDraft = await made.context().storageState({ indexedDB: true });
  const signedIn = await made.context().storageState();
  await made.context().close();
  const where = `made on the ${from.name}, opened on the ${to.name}`;

  // The draft (the same browser at the other width): its frame and its paint.
  const draft = await openOn(to, `/Countries/${COUNTRY}`, { storageState: withDraft });
  expect(await frameSize(draft), `${where}: the draft`).toEqual(from.newFrame);
  expect(await fillOf(draft, 1, painted)).toBe(FIRST_COLOUR);
  await draft.context().close();

  // A brand-new map there takes the device's frame; the .json file opened in it brings its own.
  const fresh = await openOn(to, `/Countries/${COUNTRY}`);
  expect(await frameSize(fresh), `${where}: a new map`).toEqual(to.newFrame);
  await fresh.locator('[data-testid="open-map-file"]').setInputFiles(file);
  await expect.poll(() => frameSize(fresh), { message: `${where}: the .json file` }).toEqual(from.newFrame);
  await fresh.context().close();

  // The saved map, opened from the account.
  const account = await openOn(to, `/Countries/${COUNTRY}?map=${id}`, { storageState: signedIn });
  await expect.poll(() => frameSize(account), { message: `${where}: the saved map` }).toEqual(from.newFrame);
  await account.context().close();

  // The published map's copy, made signed out.
  const copy = await openOn(to, `/Countries/${COUNTRY}?copy=${publicId}`);
  await copy.getByRole('status').filter({ hasText: 'This is your own copy of the published map' }).waitFor();
  expect(await frameSize(copy), `${where}: the published copy`).toEqual(from.newFrame);
  expect(await fillOf(copy, 1, painted)).toBe(FIRST_COLOUR);
  // Where the frame is chosen, the map says so.
  expect(await frameNote(to, copy)).toMatch(/^The frame goes with the map/);
  await copy.context().close();
}

describe("a map's frame across devices (1440 x 900 and 390 x 844 with touch)", () => {
  it('a map made on the desktop keeps its 1600 x 900 on the phone', async () => {
    await carried(DESKTOP_DEVICE, PHONE_DEVICE);
  });

  it('a map made on the phone keeps its story frame on the desktop', async () => {
    await carried(PHONE_DEVICE, DESKTOP_DEVICE);
  });
});
