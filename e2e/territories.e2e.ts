import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heatPaletteById, paletteColours } from '@mapwright/core/data/heat-palettes';
import { subpathsOf } from '@mapwright/core/geo/path-rings';
import { baseURL, launchBrowser, openPage } from './browser';
import { openEditor, pointOn } from './editorHelpers';
import { chooseExportFormat, signUpInContext } from './exportHelpers';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Territories (issue 35): divisions grouped under a name, drawn as one shape with its outer border
 * only. Three German states (Schleswig-Holstein, Hamburg, Lower Saxony) grouped into "Nord" on the
 * desktop: on screen and in the exported SVG one outline path for the group without the borders the
 * three share, "Nord" in the legend, and undo removes the group in one step. Romania's 42 counties
 * grouped into its 8 development regions by pasting a two-column table (county, region).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NORD = ['01', '02', '03'];
const REGIONS_TABLE = resolve(import.meta.dirname, '../core/src/data/fixtures/romania-regions.tsv');

/** Directed edges of path data, on a 1/1000 grid, as "x,y>x,y". */
function edgesOf(d: string): string[] {
  const key = (x: number, y: number) => `${Math.round(x * 1000)},${Math.round(y * 1000)}`;
  const edges: string[] = [];
  for (const { points } of subpathsOf(d)) {
    const n = points.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const a = key(points[2 * i] ?? 0, points[2 * i + 1] ?? 0);
      const b = key(points[2 * j] ?? 0, points[2 * j + 1] ?? 0);
      if (a !== b) edges.push(`${a}>${b}`);
    }
  }
  return edges;
}
const reverse = (edge: string) => edge.split('>').reverse().join('>');

/**
 * Checks an outline against its members' paths: no edge two members share (an inner border) is in
 * it, and every member edge no other member shares is.
 */
function expectUnion(outline: string, members: readonly string[]): void {
  const all = members.flatMap(edgesOf);
  const allSet = new Set(all);
  const inner = all.filter((edge) => allSet.has(reverse(edge)));
  const union = new Set(edgesOf(outline));
  expect(inner.length).toBeGreaterThan(10);
  for (const edge of inner) expect(union.has(edge)).toBe(false);
  for (const edge of all) if (!allSet.has(reverse(edge))) expect(union.has(edge)).toBe(true);
}

async function screenState(page: Page) {
  return page.evaluate(() => ({
    outlines: [...document.querySelectorAll('[data-layer="territories"] [data-territory-outline]')].map(
      (el) => el.getAttribute('d') ?? '',
    ),
    legend: [...document.querySelectorAll('[data-legend-territory]')].map((el) => el.textContent),
  }));
}

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

describe('territories', () => {
  it(
    'three German states grouped into "Nord": one outline without inner borders on screen and in SVG, in the legend, undone in one step',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, { viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      await signUpInContext(page, baseURL(), uniqueEmail('territories'));
      await openEditor(page, 'Germany');
      await page.locator('[data-action="moveTool"]').click();

      // Click the first state, Shift+click the others.
      for (const [i, id] of NORD.entries()) {
        const { x, y } = await pointOn(page, 1, id);
        if (i > 0) await page.keyboard.down('Shift');
        await page.mouse.click(x, y);
        if (i > 0) await page.keyboard.up('Shift');
      }
      await expect.poll(() => page.getByText('3 divisions selected.').count()).toBe(1);
      await page.getByLabel('New territory name').fill('Nord');
      await page.locator('[data-action="groupIntoTerritory"]').click();

      // On screen: one outline, the union of the three states' drawn paths; "Nord" in the legend.
      await expect.poll(async () => (await screenState(page)).outlines.length).toBe(1);
      const screen = await screenState(page);
      const members = await page.evaluate(
        (ids) =>
          ids.map((id) => document.querySelector(`path[data-division="${id}"]`)?.getAttribute('d') ?? ''),
        NORD,
      );
      expectUnion(screen.outlines[0] ?? '', members);
      expect(screen.legend).toEqual(['Nord']);

      // The SVG: one territory group with one outline path, the union of the print outlines.
      const svg = await exportSvg(page);
      const parsed = await page.evaluate(
        ([text, ids]) => {
          const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            groups: doc.querySelectorAll('g[data-territory]').length,
            outlines: [...doc.querySelectorAll('path[data-territory-outline]')].map((p) => ({
              d: p.getAttribute('d') ?? '',
              fill: p.getAttribute('fill'),
              stroke: p.getAttribute('stroke'),
            })),
            members: ids.map(
              (id) => doc.querySelector(`path[data-division="${id}"]`)?.getAttribute('d') ?? '',
            ),
            legend: [...doc.querySelectorAll('[data-legend-territory]')].map((el) => el.textContent),
          };
        },
        [svg, NORD] as const,
      );
      expect(parsed.error).toBeNull();
      expect(parsed.groups).toBe(1);
      expect(parsed.outlines).toHaveLength(1);
      expect(parsed.outlines[0]?.stroke).not.toBe('none');
      expectUnion(parsed.outlines[0]?.d ?? '', parsed.members);
      expect(parsed.legend).toEqual(['Nord']);

      // Undo: the group is gone in one step, outline and legend entry both.
      await page.locator('[data-action="undo"]').click();
      await expect.poll(async () => (await screenState(page)).outlines.length).toBe(0);
      expect((await screenState(page)).legend).toEqual([]);
      await page.context().close();
    },
  );

  it(
    "a territory filled with the Colour panel's pattern: its outline names a <pattern> in the SVG, undone in one step",
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, { viewport: { width: 1440, height: 900 }, acceptDownloads: true });
      await signUpInContext(page, baseURL(), uniqueEmail('territory-pattern'));
      await openEditor(page, 'Germany');
      await page
        .getByLabel('Paste a table: division, territory')
        .fill(NORD.map((id) => `${id}\tNord`).join('\n'));
      await page.getByRole('button', { name: 'Make territories' }).click();
      await expect.poll(async () => (await screenState(page)).outlines.length).toBe(1);
      const row = page.locator('[data-territory-row="t1"]');
      const fillButton = row.getByRole('button', { name: 'Fill with the pattern' });
      // No pattern chosen yet: nothing to fill with.
      expect(await fillButton.isDisabled()).toBe(true);
      await page
        .getByRole('radiogroup', { name: 'Paint with' })
        .getByRole('radio', { name: 'Pattern' })
        .click();
      await page.getByRole('radiogroup', { name: 'Pattern' }).getByRole('radio', { name: 'Stripes' }).click();
      await fillButton.click();
      const outlineFill = () =>
        page.locator('[data-layer="territories"] [data-territory-outline]').first().getAttribute('fill');
      await expect.poll(outlineFill).toMatch(/^url\(#/);
      await expect.poll(() => row.locator('[data-territory-fill]').textContent()).toMatch(/^Stripes/);

      const svg = await exportSvg(page);
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        const fill = doc.querySelector('path[data-territory-outline]')?.getAttribute('fill') ?? '';
        const id = /^url\(#(.+)\)$/.exec(fill)?.[1] ?? '';
        return { id, pattern: id !== '' && doc.getElementById(id)?.tagName === 'pattern' };
      }, svg);
      expect(parsed.id).not.toBe('');
      expect(parsed.pattern).toBe(true);

      await page.locator('[data-action="undo"]').click();
      await expect.poll(outlineFill).not.toMatch(/^url\(/);
      expect((await screenState(page)).outlines).toHaveLength(1);
      await page.context().close();
    },
  );

  it(
    "Romania's 42 counties pasted as (county, region) make its 8 development regions, and a heat map by territory sums their values",
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
      await openEditor(page, 'Romania');
      await page.getByLabel('Paste a table: division, territory').fill(await readFile(REGIONS_TABLE, 'utf8'));
      await page.getByRole('button', { name: 'Make territories' }).click();
      await expect.poll(() => page.getByText('8 territories made.').count()).toBe(1);
      await expect.poll(async () => (await screenState(page)).outlines.length).toBe(8);
      // Made in one undo step: one undo takes all eight away, redo brings them back.
      await page.locator('[data-action="undo"]').click();
      await expect.poll(async () => (await screenState(page)).outlines.length).toBe(0);
      await page.locator('[data-action="redo"]').click();
      await expect.poll(async () => (await screenState(page)).outlines.length).toBe(8);
      expect((await screenState(page)).legend).toEqual([
        'Nord-Vest',
        'Centru',
        'Nord-Est',
        'Sud-Est',
        'Sud-Muntenia',
        'București-Ilfov',
        'Sud-Vest Oltenia',
        'Vest',
      ]);
      const rows = page.locator('[data-territory-row]');
      expect(await rows.count()).toBe(8);

      // A heat map of the counties, every county 1: by territory, summed, each region is its number of
      // counties: Sud-Muntenia (7) in the top class, București-Ilfov (2) in the bottom one.
      await page.locator('[data-data-layer="heatMap"]').click();
      await page.getByRole('radiogroup', { name: 'Data level' }).getByLabel(/count/i).check();
      await page.locator('button[data-action="importData"]').click();
      const dialog = page.getByTestId('import-dialog');
      const counties = (await readFile(REGIONS_TABLE, 'utf8')).trim().split('\n').slice(1);
      const values = ['County\tValue', ...counties.map((line) => `${line.split('\t')[0]}\t1`)].join('\n');
      await dialog.getByLabel('Paste a table').fill(values);
      await dialog.getByRole('button', { name: 'Set 42 values' }).click();
      await page.getByLabel('Draw the heat map').selectOption('sum');
      const fills = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-layer="territories"] [data-territory-outline]')].map((el) =>
            el.getAttribute('fill'),
          ),
        );
      const viridis = paletteColours(heatPaletteById('viridis'), 5);
      await expect.poll(async () => (await fills())[4]).toBe(viridis[4]);
      expect((await fills())[5]).toBe(viridis[0]);
      // The mean of every region is 1: one class for all.
      await page.getByLabel('Draw the heat map').selectOption('mean');
      await expect.poll(async () => new Set(await fills()).size).toBe(1);
      await page.context().close();
    },
  );
  it(
    'a heat map with one value per territory: a table of region names and values, and a value typed for one',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
      await openEditor(page, 'Romania');
      await page.getByLabel('Paste a table: division, territory').fill(await readFile(REGIONS_TABLE, 'utf8'));
      await page.getByRole('button', { name: 'Make territories' }).click();
      await expect.poll(async () => (await screenState(page)).outlines.length).toBe(8);
      await page.locator('[data-data-layer="heatMap"]').click();
      await page.getByLabel('Draw the heat map').selectOption('own');

      // The import matches the territories by name (not the counties), one value each.
      await page.locator('button[data-action="importData"]').click();
      const dialog = page.getByTestId('import-dialog');
      await expect.poll(() => dialog.getByRole('heading').textContent()).toContain('for the territories');
      const regions = [
        'Nord-Vest',
        'Centru',
        'Nord-Est',
        'Sud-Est',
        'Sud-Muntenia',
        'București-Ilfov',
        'Vest',
      ];
      const table = ['Region\tGDP', ...regions.map((name, i) => `${name}\t${(i + 1) * 10}`)].join('\n');
      await dialog.getByLabel('Paste a table').fill(table);
      await expect
        .poll(() => dialog.getByTestId('import-report').textContent())
        .toContain('7 of 8 territories matched');
      await dialog.getByRole('button', { name: 'Set 7 values' }).click();
      const fills = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-layer="territories"] [data-territory-outline]')].map((el) =>
            el.getAttribute('fill'),
          ),
        );
      const viridis = paletteColours(heatPaletteById('viridis'), 5);
      // Nord-Vest (10) in the bottom class, Vest (70) in the top one; Sud-Vest Oltenia has no value.
      await expect.poll(async () => (await fills())[0]).toBe(viridis[0]);
      expect((await fills())[7]).toBe(viridis[4]);
      const noData = (await fills())[6];
      expect(viridis).not.toContain(noData);

      // A value typed in its row gives Sud-Vest Oltenia a class; one undo takes it back.
      await page.getByLabel('Value of Sud-Vest Oltenia').fill('75');
      await page.getByLabel('Value of Sud-Vest Oltenia').blur();
      await expect.poll(async () => (await fills())[6]).toBe(viridis[4]);
      await page.locator('[data-action="undo"]').click();
      await expect.poll(async () => (await fills())[6]).toBe(noData);
      await page.context().close();
    },
  );
});
