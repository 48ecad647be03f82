import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setLegendLabel } from '@mapwright/core/document/operations/legend';
import { paintDivision } from '@mapwright/core/document/operations/paint';
import { setText } from '@mapwright/core/document/operations/text-blocks';
import type { MapDocument } from '@mapwright/core/document/schema';
import { launchBrowser, openPage } from './browser';
import {
  chooseExportFormat,
  downloadExport,
  openExportDialog,
  readPng,
  signUpInContext,
} from './exportHelpers';
import { pdfPageText } from './pdfText';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';
import { PHONE_CONTEXT as PHONE } from './support/devices';
import { readBuiltCountry } from './support/builtCountry';

/**
 * A map composed for a square post (issue 42, items 2, 3 and 6): after the Square post frame the
 * editor's legend covers none of the overseas boxes, texts or the frame's edge, on screen and in the
 * export; the PDF of a square map is a square page named for it; and a download size of another
 * shape says so and changes the frame in one click instead of adding bands.
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

const COLOURS = ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00'];
const LABELS = ['Auvergne-Rhône-Alpes and more', 'Second', 'Third', 'Fourth', 'Fifth'];

/** The France: regions painted and labelled, a subtitle and a source, on the desktop's frame. */
function composedFrance(): MapDocument {
  const france = readBuiltCountry('FRA');
  let doc = createDocument('France') as MapDocument;
  france.level1!.divisions.forEach((d, i) => {
    doc = applyOperation(doc, paintDivision, 1, d.id, COLOURS[i % COLOURS.length]!);
  });
  COLOURS.forEach((c, i) => (doc = applyOperation(doc, setLegendLabel, c, LABELS[i]!)));
  doc = applyOperation(doc, setText, 'subtitle', 'Regions and overseas, 2026');
  return applyOperation(doc, setText, 'credit', 'Source: INSEE');
}

/** A signed-in page (unlimited downloads) with the composed map saved to the account and open. */
async function openComposed(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.url, acceptDownloads: true, ...options });
  const uid = await signUpInContext(page, server.url, uniqueEmail('frame-layout'));
  await server.repos.users.setStatus(uid, 'active');
  const created = await page.request.post('/api/maps', {
    data: { name: 'Square', document: composedFrance() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/Countries/France?map=${id}`);
  await page.locator('[data-ready] [data-element="legend"]').first().waitFor();
  return page;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The boxes on screen (client px) of the frame's page, the legend, the inset boxes and the texts. */
function layoutBoxes(page: Page, root = '[data-ready]') {
  return page.evaluate((root) => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const scope = document.querySelector(root) ?? document;
    return {
      page: box(scope.querySelector('.map-page') ?? scope.querySelector('svg')),
      legend: box(scope.querySelector('[data-element="legend"]')),
      insets: [...scope.querySelectorAll('[data-inset] > rect')].map(box),
      texts: [...scope.querySelectorAll('text[data-element]')].map(box),
    };
  }, root);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && a.right > b.left + 0.5 && a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;

function expectClear(layout: Awaited<ReturnType<typeof layoutBoxes>>, where: string) {
  const legend = layout.legend!;
  expect(legend, where).not.toBeNull();
  expect(layout.insets.length, where).toBe(5);
  for (const inset of layout.insets) expect(overlaps(legend, inset!), `${where}: inset`).toBe(false);
  for (const text of layout.texts) expect(overlaps(legend, text!), `${where}: text`).toBe(false);
  const frame = layout.page!;
  expect(legend.left, where).toBeGreaterThanOrEqual(frame.left - 0.5);
  expect(legend.right, where).toBeLessThanOrEqual(frame.right + 0.5);
  expect(legend.top, where).toBeGreaterThanOrEqual(frame.top - 0.5);
  expect(legend.bottom, where).toBeLessThanOrEqual(frame.bottom + 0.5);
}

async function openFramePanel(page: Page): Promise<void> {
  const panel = page.locator('details.panel', {
    has: page.getByRole('heading', { name: 'Frame', exact: true }),
  });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await page.getByRole('radiogroup', { name: 'Frame size' }).waitFor();
}

async function chooseSquarePost(page: Page): Promise<void> {
  await openFramePanel(page);
  await page
    .getByRole('radiogroup', { name: 'Frame size' })
    .getByRole('radio', { name: /^Square post/ })
    .click();
  await expect.poll(() => page.getByLabel('Frame width in pixels').inputValue()).toBe('1080');
  await expect.poll(() => page.getByLabel('Frame height in pixels').inputValue()).toBe('1080');
}

describe('a map composed for a square post', () => {
  it('at 1440 × 900: after Square post the legend covers no inset or text, on screen and in the export', async () => {
    const page = await openComposed({ viewport: { width: 1440, height: 900 } });
    await chooseSquarePost(page);
    await expect
      .poll(async () => {
        const layout = await layoutBoxes(page);
        const legend = layout.legend;
        return legend !== null && layout.insets.every((inset) => !overlaps(legend, inset!));
      })
      .toBe(true);
    expectClear(await layoutBoxes(page), 'editor');

    // The SVG export, drawn by the browser: the same boxes.
    const dialog = await openExportDialog(page);
    await chooseExportFormat(dialog, 'SVG (vector)');
    const svg = await readFile(await (await downloadExport(page)).path(), 'utf8');
    await page.keyboard.press('Escape');
    const file = await browser.newPage();
    await file.setContent(`<!doctype html><body style="margin:0">${svg.replace(/^<\?xml[^>]*>/, '')}</body>`);
    expectClear(await layoutBoxes(file, 'body'), 'SVG export');
    await file.close();

    // The PNG at the frame's size: the legend's swatches lie where the layout put them, clear of the boxes.
    const png = await (async () => {
      const d = await openExportDialog(page);
      await chooseExportFormat(d, 'PNG image');
      await d.locator('#export-size-preset').selectOption('frame');
      const file = await readPng(await downloadExport(page));
      await page.keyboard.press('Escape');
      return file;
    })();
    expect([png.width, png.height]).toEqual([1080, 1080]);
    const screen = await layoutBoxes(page);
    const k = 1080 / (screen.page!.right - screen.page!.left);
    const toFrame = (b: Box): Box => ({
      left: (b.left - screen.page!.left) * k,
      top: (b.top - screen.page!.top) * k,
      right: (b.right - screen.page!.left) * k,
      bottom: (b.bottom - screen.page!.top) * k,
    });
    const legend = toFrame(screen.legend!);
    // The PNG draws the legend where the screen does (clear of the boxes, as measured above): its
    // first swatch's colour fills a swatch's worth of pixels inside that box.
    let swatch = 0;
    for (let y = Math.ceil(legend.top); y < Math.floor(legend.bottom); y++)
      for (let x = Math.ceil(legend.left); x < Math.floor(legend.right); x++) {
        const i = (y * png.width + x) * 4;
        if (png.data[i] === 0xe4 && png.data[i + 1] === 0x1a && png.data[i + 2] === 0x1c) swatch++;
      }
    expect(swatch).toBeGreaterThan(100);
    await page.context().close();
  });

  it('a legend dragged by hand keeps its place after Square post, says it covers a box, and goes back', async () => {
    const page = await openComposed({ viewport: { width: 1440, height: 900 } });
    await page.locator('[data-action="moveTool"]').click();
    const legend = page.locator('[data-ready] [data-element="legend"]').first();
    const from = (await legend.boundingBox())!;
    const framePage = (await page.locator('.map-page').first().boundingBox())!;
    const k = 1600 / framePage.width;
    // Dragged to where a new map's legend would sit (27, 270): beside the overseas column's boxes.
    const to = { x: framePage.x + 27 / k, y: framePage.y + 270 / k };
    await page.mouse.move(from.x + 6, from.y + 6);
    await page.mouse.down();
    await page.mouse.move(to.x + 6, to.y + 6, { steps: 8 });
    await page.mouse.up();
    const inFrame = async () => {
      const box = (await legend.boundingBox())!;
      const pageBox = (await page.locator('.map-page').first().boundingBox())!;
      const scale =
        (await page
          .getByLabel('Frame width in pixels')
          .inputValue()
          .catch(() => '1600')) || '1600';
      const unit = Number(scale) / pageBox.width;
      return { x: (box.x - pageBox.x) * unit, y: (box.y - pageBox.y) * unit };
    };
    await openFramePanel(page);
    await expect.poll(async () => Math.round((await inFrame()).x)).toBe(27);
    expect(Math.round((await inFrame()).y)).toBe(270);
    await chooseSquarePost(page);
    // Kept where the user put it, scaled with the frame (18.23, 324): over the column, and said so.
    await expect.poll(async () => Math.round((await inFrame()).y)).toBe(324);
    expect(Math.round((await inFrame()).x)).toBe(18);
    const layout = await layoutBoxes(page);
    expect(layout.insets.some((inset) => overlaps(layout.legend!, inset!))).toBe(true);
    const note = page.getByTestId('legend-placement');
    await expect.poll(() => note.textContent()).toMatch(/now covers another element of the map/);
    await note.getByRole('button', { name: 'Place it automatically' }).click();
    await expect
      .poll(async () => {
        const after = await layoutBoxes(page);
        return after.insets.every((inset) => !overlaps(after.legend!, inset!));
      })
      .toBe(true);
    expectClear(await layoutBoxes(page), 'placed again');
    await page.context().close();
  });

  it('at 390 × 844 on the phone: after Square post the legend covers no inset or text', async () => {
    const page = await openComposed(PHONE);
    await page.locator('[data-tab="more"]').tap();
    await openFramePanel(page);
    await page
      .getByRole('radiogroup', { name: 'Frame size' })
      .getByRole('radio', { name: /^Square post/ })
      .tap();
    await expect.poll(() => page.getByLabel('Frame width in pixels').inputValue()).toBe('1080');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const layout = await layoutBoxes(page);
        const legend = layout.legend;
        return legend !== null && layout.insets.every((inset) => !overlaps(legend, inset!));
      })
      .toBe(true);
    expectClear(await layoutBoxes(page), 'phone editor');
    await page.context().close();
  });

  it('the PDF of a square map is a square page of the frame’s size, named for it, with its text', async () => {
    const page = await openComposed({ viewport: { width: 1440, height: 900 } });
    await chooseSquarePost(page);
    const dialog = await openExportDialog(page);
    await chooseExportFormat(dialog, 'PDF (vector)');
    // The frame is no paper: its own size is the page offered first.
    expect(await dialog.locator('#export-paper').inputValue()).toBe('frame');
    expect(await dialog.locator('#export-paper option:checked').textContent()).toBe(
      'The frame’s own size (Square post, 286 × 286 mm)',
    );
    const download = await downloadExport(page, 90_000);
    expect(download.suggestedFilename()).toMatch(
      /^mapwright-France-square-post-286x286mm-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = new Uint8Array(await readFile(await download.path()));
    const pdf = await PDFDocument.load(bytes);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([810, 810]);
    const text = pdfPageText(bytes);
    expect(text).toContain('France');
    expect(text).toContain('Regions and overseas, 2026');
    // A paper stays on offer, and keeps its name.
    await dialog.locator('#export-paper').selectOption('A4');
    const a4 = await downloadExport(page, 90_000);
    expect(a4.suggestedFilename()).toMatch(/-A4-portrait-/);
    await page.context().close();
  });

  it('a download size of another shape says so and changes the frame in one click, not with bands', async () => {
    const page = await openComposed({ viewport: { width: 1440, height: 900 } });
    const dialog = await openExportDialog(page);
    await chooseExportFormat(dialog, 'PNG image');
    await dialog.locator('#export-size-preset').selectOption('social-square');
    const notice = dialog.getByTestId('export-shape');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/This size is square and the frame is 16:9 \(1600 × 900\)/);
    const download = dialog.getByRole('button', { name: /^Download PNG$/ });
    expect(await download.isDisabled()).toBe(true);
    await notice.getByRole('button', { name: 'Use the Square post frame' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await download.isDisabled()).toBe(false);
    const png = await readPng(await downloadExport(page));
    expect([png.width, png.height]).toEqual([1080, 1080]);
    await page.keyboard.press('Escape');
    await openFramePanel(page);
    expect(await page.getByLabel('Frame width in pixels').inputValue()).toBe('1080');
    expect(await page.getByLabel('Frame height in pixels').inputValue()).toBe('1080');
    // Bands only when asked for: back on a 16:9 frame, the story size with bands ticked downloads as it was.
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByLabel('Frame width in pixels').inputValue()).toBe('1600');
    const again = await openExportDialog(page);
    await again.locator('#export-size-preset').selectOption('story');
    await again.getByLabel('Centre the frame with bands').check();
    const banded = await readPng(await downloadExport(page));
    expect([banded.width, banded.height]).toEqual([1080, 1920]);
    await page.context().close();
  });

  it('at 390 × 844 on the phone: a size of another shape offers the frame, and the square map’s PDF is its page', async () => {
    const page = await openComposed(PHONE);
    await page.locator('[data-tab="download"]').tap();
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor();
    await chooseExportFormat(dialog, 'PNG image');
    await dialog.locator('#export-size-preset').selectOption('social-square');
    const notice = dialog.getByTestId('export-shape');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/This size is square and the frame is 16:9 \(1600 × 900\)/);
    const download = dialog.getByRole('button', { name: /^Download PNG$/ });
    expect(await download.isDisabled()).toBe(true);
    await notice.getByRole('button', { name: 'Use the Square post frame' }).tap();
    await notice.waitFor({ state: 'detached' });
    const png = await readPng(await downloadExport(page));
    expect([png.width, png.height]).toEqual([1080, 1080]);
    await chooseExportFormat(dialog, 'PDF (vector)');
    expect(await dialog.locator('#export-paper').inputValue()).toBe('frame');
    const pdf = await PDFDocument.load(
      new Uint8Array(await readFile(await (await downloadExport(page, 90_000)).path())),
    );
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([810, 810]);
    await page.context().close();
  });
});
