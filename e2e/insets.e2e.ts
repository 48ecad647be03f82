import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import { clickDivision, FIRST_COLOUR, fillOf, openEditor, pointOn } from './editorHelpers';
import { frameSize, interiorFramePoint, pixelHex, readPng, signUpInContext } from './exportHelpers';
import { uniqueEmail } from './support/uniqueEmail';
import { PHONE_CONTEXT as PHONE } from './support/devices';

/**
 * Territory insets (issue 34, ADR 0046): France opens with its overseas regions in boxes beside a
 * mainland that fills the frame, Spain with the Canaries in the bottom-left box; painting, taps on the
 * phone, hiding an inset and the exports work on them.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The overseas regions' ids at each level of France's map data, by inset. */
const OVERSEAS: Readonly<Record<string, { 1: string; 2: string }>> = {
  guadeloupe: { 1: 'FR-GUA', 2: 'FR-GP' },
  martinique: { 1: 'FR-MTQ', 2: 'FR-MQ' },
  guyane: { 1: 'FR-GUF', 2: 'FR-GF' },
  reunion: { 1: 'FR-LRE', 2: 'FR-RE' },
  mayotte: { 1: 'FR-MAY', 2: 'FR-YT' },
};

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The level whose divisions are filled on screen (own paths or the phone's base paths). */
async function filledLevel(page: Page): Promise<1 | 2> {
  return page.evaluate(() => {
    const path = document.querySelector('[data-ready] [data-level-group]');
    return Number(path?.getAttribute('data-level-group')) === 2 ? 2 : 1;
  });
}

/** The client boxes of the frame, each inset's frame, and the drawn divisions (desktop: own paths). */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const root = document.querySelector('[data-ready] svg[data-layer]');
    const insets = Object.fromEntries(
      [...document.querySelectorAll('[data-ready] g[data-inset]')].map((g) => [
        g.getAttribute('data-inset') ?? '',
        { frame: box(g.querySelector('rect') ?? g), caption: g.querySelector('text')?.textContent ?? '' },
      ]),
    );
    const divisions = Object.fromEntries(
      [...document.querySelectorAll('[data-ready] path[data-division]')].map((p) => [
        p.getAttribute('data-division') ?? '',
        box(p),
      ]),
    );
    return { frame: root ? box(root) : null, insets, divisions };
  });
}

const union = (boxes: readonly Box[]): Box =>
  boxes.reduce((a, b) => ({
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  }));

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 1 &&
  inner.top >= outer.top - 1 &&
  inner.right <= outer.right + 1 &&
  inner.bottom <= outer.bottom + 1;

describe('territory insets', () => {
  it('France opens with metropolitan France over half the frame high and each overseas region in its own box', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'France');
    const level = await filledLevel(page);
    const { frame, insets, divisions } = await layout(page);
    if (!frame) throw new Error('No frame');
    expect(Object.keys(insets).sort()).toEqual(Object.keys(OVERSEAS).sort());
    const overseas = new Set(Object.values(OVERSEAS).map((ids) => ids[level]));
    const mainland = union(
      Object.entries(divisions)
        .filter(([id]) => !overseas.has(id))
        .map(([, box]) => box),
    );
    expect(mainland.bottom - mainland.top).toBeGreaterThanOrEqual(0.5 * (frame.bottom - frame.top));
    for (const [inset, ids] of Object.entries(OVERSEAS)) {
      const region = divisions[ids[level]];
      const box = insets[inset];
      if (!region || !box) throw new Error(`${inset} is not drawn`);
      expect(inside(region, box.frame)).toBe(true);
      expect(Math.min(region.right - region.left, region.bottom - region.top)).toBeGreaterThanOrEqual(20);
      // No other inset's region and no part of the mainland in this box.
      expect(inside(mainland, box.frame)).toBe(false);
      expect(box.caption).not.toBe('');
    }

    // A click in a box paints the region there.
    const martinique = OVERSEAS.martinique![level];
    await clickDivision(page, level, martinique);
    await expect.poll(() => fillOf(page, level, martinique)).toBe(FIRST_COLOUR);
    await page.context().close();
  });

  it('an inset is hidden, shown again and made larger from the Insets panel', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'France');
    const level = await filledLevel(page);
    const guyane = OVERSEAS.guyane![level];
    const before = await layout(page);
    const panel = page.locator('details.panel', { has: page.getByRole('heading', { name: 'Insets' }) });
    await panel.getByRole('checkbox', { name: 'Guyane' }).uncheck();
    await expect.poll(() => page.locator('[data-ready] g[data-inset="guyane"]').count()).toBe(0);
    await expect.poll(() => page.locator(`[data-ready] path[data-division="${guyane}"]`).count()).toBe(0);
    await expect.poll(() => page.locator('[data-ready] g[data-inset="martinique"]').count()).toBe(1);
    await panel.getByRole('checkbox', { name: 'Guyane' }).check();
    await expect.poll(() => page.locator(`[data-ready] path[data-division="${guyane}"]`).count()).toBe(1);
    const after = await layout(page);
    expect(after.insets.guyane?.frame).toEqual(before.insets.guyane?.frame);

    // Made larger, the box grows with its region inside.
    await panel.getByLabel('Guyane size').selectOption('150');
    await expect
      .poll(async () => {
        const grown = (await layout(page)).insets.guyane?.frame;
        const was = before.insets.guyane?.frame;
        return grown && was ? (grown.right - grown.left) / (was.right - was.left) : 0;
      })
      .toBeGreaterThan(1.2);
    const grown = await layout(page);
    const region = grown.divisions[guyane];
    expect(region && grown.insets.guyane && inside(region, grown.insets.guyane.frame)).toBe(true);
    // Clicks find the region where it is now drawn; undo puts the box back.
    await clickDivision(page, level, guyane);
    await expect.poll(() => fillOf(page, level, guyane)).toBe(FIRST_COLOUR);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await layout(page)).insets.guyane?.frame)
      .toEqual(before.insets.guyane?.frame);
    await page.context().close();
  });

  it('Spain opens with the Canaries in a box in the bottom-left corner', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'Spain');
    const level = await filledLevel(page);
    const { frame, insets, divisions } = await layout(page);
    if (!frame) throw new Error('No frame');
    const box = insets.canarias;
    if (!box) throw new Error('No Canaries box');
    expect(box.caption).toBe('Canarias');
    const canaries = level === 1 ? ['05'] : Object.keys(divisions).filter((id) => ['35', '38'].includes(id));
    for (const id of canaries) {
      const region = divisions[id];
      expect(region && inside(region, box.frame)).toBe(true);
    }
    const middle = { x: (frame.left + frame.right) / 2, y: (frame.top + frame.bottom) / 2 };
    expect(box.frame.right).toBeLessThan(middle.x);
    expect(box.frame.top).toBeGreaterThan(middle.y);
    await page.context().close();
  });

  it('tapping Martinique on the phone paints it', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/Countries/France');
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    await page.locator('[data-ready] g[data-inset="martinique"]').waitFor();
    const level = await page.evaluate(() =>
      document.querySelector('[data-ready] path[data-base-level="2"]') ? 2 : 1,
    );
    const id = OVERSEAS.martinique![level];
    const point = await pointOn(page, level, id);
    await page.touchscreen.tap(point.x, point.y);
    await expect.poll(() => fillOf(page, level, id)).toBe(FIRST_COLOUR);
    await page.context().close();
  });

  it('a zoom inset of Paris paints Hauts-de-Seine in both places with one click', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'France');
    await page.locator('button[data-show="2"]').first().click();
    await page.locator('[data-ready] path[data-level="2"][data-division="FR-92"]').waitFor();
    await page.getByRole('button', { name: 'Add an inset of Paris and the petite couronne' }).click();
    const copy = page.locator('[data-ready] [data-zoom-inset="paris"] path[data-zoom-division="FR-92"]');
    await copy.waitFor();
    // The copy is magnified: many times the original's size on screen.
    const original = await page.locator('[data-ready] path[data-division="FR-92"]').boundingBox();
    const magnified = await copy.boundingBox();
    expect((magnified?.width ?? 0) / (original?.width ?? 1)).toBeGreaterThan(3);
    // A point inside the copy's own shape (the copy takes no pointer events; the hit test maps it).
    const point = await page.evaluate(() => {
      const el = document.querySelector<SVGPathElement>(
        '[data-ready] [data-zoom-inset="paris"] path[data-zoom-division="FR-92"]',
      );
      const ctm = el?.getScreenCTM();
      if (!el || !ctm) return null;
      const r = el.getBoundingClientRect();
      for (let i = 1; i < 20; i++)
        for (let j = 1; j < 20; j++) {
          const x = r.left + (r.width * i) / 20;
          const y = r.top + (r.height * j) / 20;
          const local = new DOMPoint(x, y).matrixTransform(ctm.inverse());
          const near = [-3, 3].every((d) =>
            el.isPointInFill(new DOMPoint(x + d, y + d).matrixTransform(ctm.inverse())),
          );
          if (el.isPointInFill(local) && near) return { x, y };
        }
      return null;
    });
    if (!point) throw new Error('No point inside the copy of Hauts-de-Seine');
    await page.mouse.click(point.x, point.y);
    await expect.poll(() => fillOf(page, 2, 'FR-92')).toBe(FIRST_COLOUR);
    await expect.poll(() => copy.getAttribute('fill')).toBe(FIRST_COLOUR);
    // Its neighbours are not painted.
    expect(await fillOf(page, 2, 'FR-75')).not.toBe(FIRST_COLOUR);
    await page.context().close();
  });

  it('the PNG and SVG exports draw the insets, territory and zoom, with the paint in their boxes', async () => {
    const page = await openPage(browser, { acceptDownloads: true });
    await signUpInContext(page, baseURL(), uniqueEmail('insets'));
    await openEditor(page, 'France');
    const level = await filledLevel(page);
    const martinique = OVERSEAS.martinique![level];
    await clickDivision(page, level, martinique);
    await expect.poll(() => fillOf(page, level, martinique)).toBe(FIRST_COLOUR);
    const at = await interiorFramePoint(page, level, martinique);
    const frame = await frameSize(page);
    await page.getByRole('button', { name: 'Add an inset of Paris and the petite couronne' }).click();
    await page.locator('[data-ready] [data-zoom-inset="paris"]').waitFor();

    const exportAs = async (format: 'PNG image' | 'SVG (vector)'): Promise<Download> => {
      await page.locator('[data-action="exportMap"]').click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.waitFor();
      await dialog.getByLabel(format).check();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: /^Download (PNG|SVG)$/ }).click(),
      ]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      return download;
    };

    const png = await readPng(await exportAs('PNG image'));
    const k = png.width / frame.width;
    expect(pixelHex(png, at.x * k, at.y * k)).toBe(FIRST_COLOUR);

    const svg = await readFile(await (await exportAs('SVG (vector)')).path(), 'utf8');
    const parsed = await page.evaluate(
      ([text, id]) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          insets: [...doc.querySelectorAll('g[data-inset]')].map((g) => g.getAttribute('data-inset')),
          captions: [...doc.querySelectorAll('g[data-inset] text')].map((t) => t.textContent),
          fill: doc.querySelector(`path[data-division="${CSS.escape(id)}"]`)?.getAttribute('fill'),
          zoomCopies: doc.querySelectorAll('g[data-zoom-inset="paris"] path[data-zoom-division]').length,
        };
      },
      [svg, martinique] as const,
    );
    expect(parsed.insets.sort()).toEqual(Object.keys(OVERSEAS).sort());
    expect(parsed.captions).toContain('Martinique');
    expect(parsed.fill).toBe(FIRST_COLOUR);
    expect(parsed.zoomCopies).toBeGreaterThan(0);
    await page.context().close();
  });

  it('a pixel dot map from a pasted table has its cells in the Paris zoom inset, live on screen and in the SVG export', async () => {
    const page = await openPage(browser, { acceptDownloads: true });
    await signUpInContext(page, baseURL(), uniqueEmail('zoomdots'));
    await openEditor(page, 'France');
    await page.locator('button[data-show="2"]').first().click();
    await page.locator('[data-ready] path[data-level="2"][data-division="FR-92"]').waitFor();
    await page.getByRole('button', { name: 'Add an inset of Paris and the petite couronne' }).click();
    await page.locator('[data-ready] [data-zoom-inset="paris"]').waitFor();

    // A pixel dot map on the départements, its values pasted as a spreadsheet would.
    await page.locator('[data-data-layer="pixelDotMap"]').click();
    await page.getByRole('radiogroup', { name: 'Data level' }).getByRole('radio').nth(1).check();
    await page.locator('button[data-action="importData"]').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog
      .getByLabel('Paste a table')
      .fill('Département\tShare\nParis\t90\nHauts-de-Seine\t70\nSeine-Saint-Denis\t50\nVal-de-Marne\t30\n');
    await dialog.getByRole('button', { name: 'Set 4 values' }).click();
    await expect.poll(() => page.getByTestId('data-count').textContent()).toMatch(/^4 of /);

    // The box shows its area's cells, under the copies, clipped to it.
    const onCells = page.locator(
      '[data-ready] g[data-zoom-inset="paris"] [data-zoom-cells] path[data-cells="on"]',
    );
    await expect.poll(() => onCells.count()).toBeGreaterThan(0);
    // A change of the values redraws them in place (the map is not mounted again): undone, no cell
    // is on; redone, they are back.
    const box = '[data-ready] g[data-zoom-inset="paris"]';
    await page.evaluate((box) => document.querySelector(box)?.setAttribute('data-probe', ''), box);
    await page.locator('.map-surface').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => onCells.count()).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => onCells.count()).toBeGreaterThan(0);
    expect(await page.locator(`${box}[data-probe]`).count()).toBe(1);

    await page.locator('[data-action="exportMap"]').click();
    const exportDialog = page.getByTestId('export-dialog');
    await exportDialog.getByLabel('SVG (vector)').check();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      exportDialog.getByRole('button', { name: /^Download SVG$/ }).click(),
    ]);
    const svg = await readFile(await download.path(), 'utf8');
    const cells = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const inset = doc.querySelector('g[data-zoom-inset="paris"]');
      return {
        on: inset?.querySelectorAll('[data-zoom-cells] path[data-cells="on"]').length ?? 0,
        off: inset?.querySelectorAll('[data-zoom-cells] path[data-cells="off"]').length ?? 0,
        clipped: inset?.querySelector('[data-zoom-cells]')?.getAttribute('clip-path') ?? '',
      };
    }, svg);
    expect(cells.on).toBeGreaterThan(0);
    expect(cells.off).toBeGreaterThan(0);
    expect(cells.clipped).toMatch(/^url\(#/);
    await page.context().close();
  });
});
