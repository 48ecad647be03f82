import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import { labelAnchors } from '@mapwright/core/labels/anchors';
import { pointInRings } from '@mapwright/core/labels/rings';
import { launchBrowser, openPage } from './browser';
import { openEditor, openSheetPanel } from './editorHelpers';

/**
 * Selecting many divisions at once (issue 35, decision "A lasso selects the divisions whose label
 * anchor it encloses"): with the Select area tool a loop dragged around a region of Germany's
 * districts selects every district whose visual centre it encloses (worked out here by the core's own
 * anchors on the map file), and "Group into territory" makes one territory of exactly those, with the
 * mouse on the desktop and with a finger on a phone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A loop of 24 points round the map's centre (client px), starting and ending east of it. */
async function loop(page: Page, radius: number): Promise<Point[]> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map on screen');
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return Array.from({ length: 25 }, (_, i) => {
    const a = (i / 24) * 2 * Math.PI;
    return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
  });
}

/** The districts whose label anchor lies inside the loop, by the core's rule on the map file. */
async function enclosed(page: Page, points: readonly Point[]): Promise<string[]> {
  const { file, inMap } = await page.evaluate(async (points) => {
    const slug = document.querySelector('[data-editor]')?.getAttribute('data-country');
    const index = (await (await fetch('/maps/index.json')).json()) as {
      countries: { slug: string; projected?: { url: string } }[];
    };
    const url = index.countries.find((c) => c.slug === slug)?.projected?.url ?? '';
    const group = document.querySelector('g[data-element="map"]') as SVGGElement;
    const toMap = group.getScreenCTM()?.inverse();
    const inMap = points.map((p) => {
      const q = new DOMPoint(p.x, p.y).matrixTransform(toMap);
      return [q.x, q.y];
    });
    return { file: await (await fetch(url)).text(), inMap };
  }, points);
  const level = parseProjectedCountry(JSON.parse(file)).level2;
  if (!level) throw new Error('no districts');
  const ring = new Float64Array(inMap.flat());
  return [...labelAnchors(level)].filter(([, a]) => pointInRings(a.x, a.y, [ring])).map(([id]) => id);
}

describe('select area', () => {
  it(
    'a loop dragged round the middle of Germany selects the districts it encloses; grouped, they make one territory',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, { viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      await openEditor(page, 'Germany');
      await page.locator('[data-action="showLevel2"]').click();
      await page.locator('path[data-level="2"][data-division]').first().waitFor();
      await page.keyboard.press('l');
      // The toolbar's button and the Territories section's both show the tool in use.
      await expect
        .poll(() => page.locator('[data-action="selectAreaTool"]').first().getAttribute('aria-pressed'))
        .toBe('true');

      const points = await loop(page, 70);
      const expected = await enclosed(page, points);
      expect(expected.length).toBeGreaterThan(4);
      const [first, ...rest] = points as [Point, ...Point[]];
      await page.mouse.move(first.x, first.y);
      await page.mouse.down();
      for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 2 });
      // The loop is drawn while it is dragged.
      await expect.poll(() => page.locator('.map-selection__lasso[visibility="visible"]').count()).toBe(1);
      await page.mouse.up();
      await expect.poll(() => page.getByText(`${expected.length} divisions selected.`).count()).toBe(1);
      expect(await page.locator('.map-selection__lasso[visibility="visible"]').count()).toBe(0);

      await page.getByLabel('New territory name').fill('Mitte');
      await page.locator('[data-action="groupIntoTerritory"]').click();
      await expect
        .poll(() => page.locator('[data-layer="territories"] [data-territory-outline]').count())
        .toBe(1);
      const download = page.waitForEvent('download');
      await page.keyboard.press('Control+s');
      const doc = JSON.parse(await readFile((await (await download).path()) ?? '', 'utf8')) as {
        territories: { name: string; level: number; members: string[] }[];
      };
      expect(doc.territories.map((t) => [t.name, t.level])).toEqual([['Mitte', 2]]);
      expect([...(doc.territories[0]?.members ?? [])].sort()).toEqual([...expected].sort());
      await page.context().close();
    },
  );

  it(
    'on a phone (390x844, touch): a finger draws the loop, the same districts are selected and grouped',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      });
      await page.goto('/Countries/Germany');
      await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
      await page.locator('[data-tab="levels"]').tap();
      const levels = page.getByRole('dialog', { name: 'Levels' });
      await levels.locator('button[data-show="2"]').tap();
      await levels.getByRole('button', { name: 'Close Levels' }).tap();
      await page.locator('[data-ready] path[data-base-level="2"]').first().waitFor();

      await page.locator('[data-tab="more"]').tap();
      const more = page.getByRole('dialog', { name: 'Map and file' });
      await openSheetPanel(more, 'Territories');
      await more.locator('[data-action="selectAreaTool"]').tap();
      // The sheet gets out of the way and says what to draw, until the loop is drawn.
      await expect.poll(() => page.getByTestId('sheet').count()).toBe(0);
      const hint = page.getByTestId('map-tool-hint');
      await expect.poll(() => hint.textContent()).toContain('Draw round the divisions to select');

      const points = await loop(page, 50);
      const expected = await enclosed(page, points);
      expect(expected.length).toBeGreaterThan(2);
      const cdp = await page.context().newCDPSession(page);
      const touch = (p: Point) => [{ x: p.x, y: p.y, id: 0 }];
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: touch(points[0] as Point),
      });
      for (const p of points.slice(1)) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(p) });
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => hint.count()).toBe(0);

      await page.locator('[data-tab="more"]').tap();
      await expect.poll(() => more.getByText(`${expected.length} divisions selected.`).count()).toBe(1);
      await more.getByLabel('New territory name').fill('Mitte');
      await more.locator('[data-action="groupIntoTerritory"]').tap();
      await expect
        .poll(() => page.locator('[data-layer="territories"] [data-territory-outline]').count())
        .toBe(1);
      await expect
        .poll(() => more.getByRole('list', { name: 'Territories, in legend order' }).count())
        .toBe(1);
      await page.context().close();
    },
  );
});
