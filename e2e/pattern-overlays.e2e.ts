import type { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { divisionPoints, mapFileDivisions } from './divisionPoints';
import { clickDivision, divisionIds, fillOf, openEditor } from './editorHelpers';
import {
  chooseExportFormat,
  downloadExport,
  exportSvgText,
  frameSize,
  interiorFramePoint,
  openExportDialog,
  readPng,
  signUpInContext,
} from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Patterns as a second channel and edited in place (issue 35): on a heat map of Romania's counties
 * made from a pasted table, stripes painted on two counties lie over their heat colours (decision "A
 * pattern over a heat map's colour is a second channel"), with a legend entry of their own, and the
 * SVG draws a `<pattern>` over those counties while their heat colours stay; stripes painted on two
 * divisions are edited from their legend entry, and the SVG's `<pattern>` takes the new angle while
 * both divisions still name it (decision "A painted pattern is edited in place").
 */

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Black stripes from the Colour panel, at `angle`. */
async function setUpStripes(page: Page, angle: number): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Paint with' }).getByRole('radio', { name: 'Pattern' }).click();
  await page.getByRole('radiogroup', { name: 'Pattern' }).getByRole('radio', { name: 'Stripes' }).click();
  await page.getByLabel('Paint colour as hex').fill('#000000');
  await page.getByLabel('Paint colour as hex').press('Enter');
  await page.getByLabel('Angle', { exact: true }).fill(String(angle));
  await page.getByLabel('Angle', { exact: true }).press('Tab');
}

interface SvgFacts {
  readonly error: string | null;
  readonly transform: string | null;
  readonly divisions: (string | null)[];
  readonly overlays: (string | null)[];
  /** Each overlay follows its division in the file (drawn over it). */
  readonly over: boolean[];
  readonly text: string;
}

/** What an exported SVG says about the pattern p1 and the divisions `ids`. */
function svgFacts(page: Page, svg: string, ids: readonly string[]): Promise<SvgFacts> {
  return page.evaluate(
    ([text, ids]) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const division = (id: string) => doc.querySelector(`path[data-division="${id}"]`);
      const overlay = (id: string) => doc.querySelector(`path[data-heat-overlay="${id}"]`);
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        transform:
          doc.querySelector('defs > pattern#mw-pattern-p1')?.getAttribute('patternTransform') ?? null,
        divisions: ids.map((id) => division(id)?.getAttribute('fill') ?? null),
        overlays: ids.map((id) => overlay(id)?.getAttribute('fill') ?? null),
        over: ids.map((id) => {
          const [a, b] = [division(id), overlay(id)];
          return !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        }),
        text: doc.documentElement.textContent ?? '',
      };
    },
    [svg, ids] as const,
  );
}

/** In a square of `half` px around (x, y): how many pixels are near black, and a counter of those near a colour. */
function coloursAround(png: PNG, x: number, y: number, half: number) {
  const pixels: [number, number, number][] = [];
  for (let py = Math.round(y - half); py <= Math.round(y + half); py++)
    for (let px = Math.round(x - half); px <= Math.round(x + half); px++) {
      const i = (py * png.width + px) * 4;
      pixels.push([png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0]);
    }
  return {
    dark: pixels.filter((p) => Math.max(...p) < 40).length,
    near: (hex: string) => {
      const want = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      return pixels.filter((p) => p.every((v, k) => Math.abs(v - (want[k] ?? 0)) <= 12)).length;
    },
  };
}

describe('patterns over heat colours, and edited in place', () => {
  it(
    'stripes painted on two counties of a heat map lie over their heat colours, in the legend and the SVG',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('overlays'));
      await openEditor(page, 'Romania');

      // A heat map of the counties from a pasted table.
      await page.locator('[data-data-layer="heatMap"]').click();
      const counties = await mapFileDivisions(page, 1);
      const table = ['County\tShare', ...counties.map((c, i) => `${c.name}\t${(i * 7) % 50}`)].join('\n');
      await page.locator('button[data-action="importData"]').click();
      const dialog = page.getByTestId('import-dialog');
      await dialog.getByLabel('Paste a table').fill(table);
      await dialog.getByRole('button', { name: `Set ${counties.length} values` }).click();
      await expect
        .poll(() => page.getByTestId('data-count').textContent())
        .toMatch(new RegExp(`^${counties.length} of ${counties.length} `));

      const [first = '', second = ''] = await divisionIds(page, 1);
      const heat = [await fillOf(page, 1, first), await fillOf(page, 1, second)];
      expect(heat.every((fill) => /^#[0-9a-f]{6}$/.test(fill ?? ''))).toBe(true);

      await setUpStripes(page, 45);
      await expect
        .poll(() => page.getByText('lay the pattern over their heat-map colour', { exact: false }).count())
        .toBe(1);
      await clickDivision(page, 1, first);
      await clickDivision(page, 1, second);
      const url = 'url(#mw-pattern-p1)';
      const overlay = (id: string) =>
        page.locator(`[data-layer="heat-overlays"] path[data-heat-overlay="${id}"]`);
      await expect.poll(() => overlay(second).getAttribute('fill')).toBe(url);
      expect(await overlay(first).getAttribute('fill')).toBe(url);
      // The counties keep their heat colours under the stripes.
      expect([await fillOf(page, 1, first), await fillOf(page, 1, second)]).toEqual(heat);
      await expect
        .poll(() => page.getByTestId('heat-overlays').textContent())
        .toContain('2 divisions have a pattern over the colour');

      // Its own legend entry, labelled.
      await page.getByLabel('Label for Stripes, #000000', { exact: true }).fill('Disputed');
      await page.getByLabel('Label for Stripes, #000000', { exact: true }).press('Tab');

      const facts = await svgFacts(page, await exportSvgText(page), [first, second]);
      expect(facts.error).toBeNull();
      expect(facts.transform).toContain('rotate(-45)');
      expect(facts.divisions).toEqual(heat);
      expect(facts.overlays).toEqual([url, url]);
      expect(facts.over).toEqual([true, true]);
      expect(facts.text).toContain('Disputed');

      // PNG: around a point inside each county, black lines and the county's heat colour both show.
      const frame = await frameSize(page);
      const points = [await interiorFramePoint(page, 1, first), await interiorFramePoint(page, 1, second)];
      const dialog2 = await openExportDialog(page);
      await chooseExportFormat(dialog2, 'PNG image');
      const png = await readPng(await downloadExport(page, 90_000));
      const scale = png.width / frame.width;
      points.forEach((point, i) => {
        const seen = coloursAround(png, point.x * scale, point.y * scale, 4 * scale);
        expect(seen.dark, `lines in ${JSON.stringify(point)}`).toBeGreaterThan(4);
        expect(seen.near(heat[i] ?? ''), `heat colour in ${JSON.stringify(point)}`).toBeGreaterThan(4);
      });
      await page.context().close();
    },
  );

  it(
    'stripes painted on two divisions are edited from their legend entry: the SVG has the new angle, one undo step',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('patternedit'));
      await openEditor(page, 'Germany');
      await setUpStripes(page, 45);
      const [first = '', second = ''] = await divisionIds(page, 1);
      await clickDivision(page, 1, first);
      await clickDivision(page, 1, second);
      const url = 'url(#mw-pattern-p1)';
      await expect.poll(() => fillOf(page, 1, second)).toBe(url);

      const onScreen = () => page.locator('pattern#mw-pattern-p1').first().getAttribute('patternTransform');
      await page.getByRole('button', { name: 'Edit pattern Stripes, #000000 on #ffffff' }).first().click();
      const editor = page.getByRole('region', { name: 'Edit a pattern of the map' });
      await editor.waitFor();
      await editor.getByLabel('Angle', { exact: true }).fill('30');
      await editor.getByLabel('Angle', { exact: true }).press('Tab');
      await expect.poll(onScreen).toContain('rotate(-30)');
      expect([await fillOf(page, 1, first), await fillOf(page, 1, second)]).toEqual([url, url]);

      const facts = await svgFacts(page, await exportSvgText(page), [first, second]);
      expect(facts.error).toBeNull();
      expect(facts.transform).toContain('rotate(-30)');
      expect(facts.divisions).toEqual([url, url]);

      // The typed angle was one step: one undo brings the stripes back to 45 degrees on both.
      await page.locator('[data-editor="desktop"] button[data-action="undo"]').click();
      await expect.poll(onScreen).toContain('rotate(-45)');
      expect([await fillOf(page, 1, first), await fillOf(page, 1, second)]).toEqual([url, url]);
      await page.context().close();
    },
  );
  it(
    'on a phone (390x844, touch): stripes picked in the Colour sheet and a county tapped lie over its heat colour, one undo step',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      });
      await page.goto('/Countries/Romania');
      await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();

      // A heat map of the counties from a pasted table, in the Data sheet.
      await page.locator('[data-tab="data"]').tap();
      const data = page.getByRole('dialog', { name: 'Data' });
      await data.locator('[data-data-layer="heatMap"]').tap();
      const counties = await mapFileDivisions(page, 1);
      const table = ['County\tShare', ...counties.map((c, i) => `${c.name}\t${(i * 7) % 50}`)].join('\n');
      await data.locator('button[data-action="importData"]').tap();
      const dialog = page.getByTestId('import-dialog');
      await dialog.getByLabel('Paste a table').fill(table);
      await dialog.getByRole('button', { name: `Set ${counties.length} values` }).tap();
      await expect
        .poll(() => page.getByTestId('data-count').textContent())
        .toMatch(new RegExp(`^${counties.length} of ${counties.length} `));
      await data.getByRole('button', { name: 'Close Data' }).tap();

      // Stripes from the Colour sheet (the Paint tab), which stays open low over the map.
      await page.locator('[data-tab="paint"]').tap();
      const colour = page.getByRole('dialog', { name: 'Colour' });
      await colour
        .getByRole('radiogroup', { name: 'Paint with' })
        .getByRole('radio', { name: 'Pattern' })
        .tap();
      await colour.getByRole('radiogroup', { name: 'Pattern' }).getByRole('radio', { name: 'Stripes' }).tap();
      await expect
        .poll(() => colour.getByText('lay the pattern over their heat-map colour', { exact: false }).count())
        .toBe(1);

      // A county clear of the sheet, tapped.
      const [point] = await divisionPoints(page, 1, { count: 1 }, true);
      if (!point) throw new Error('No county clear of the sheet');
      const heat = await fillOf(page, 1, point.id);
      expect(heat).toMatch(/^#[0-9a-f]{6}$/);
      await page.touchscreen.tap(point.x, point.y);
      const overlay = page.locator(`[data-layer="heat-overlays"] path[data-heat-overlay="${point.id}"]`);
      await expect.poll(() => overlay.getAttribute('fill')).toBe('url(#mw-pattern-p1)');
      expect(await overlay.getAttribute('d')).toMatch(/^M/);
      expect(await fillOf(page, 1, point.id)).toBe(heat);

      // One undo step takes the stripes off; the heat colour stays.
      await page.locator('[data-editor="mobile"] button[data-action="undo"]').tap();
      await expect.poll(() => overlay.count()).toBe(0);
      expect(await fillOf(page, 1, point.id)).toBe(heat);
      await page.context().close();
    },
  );
});
