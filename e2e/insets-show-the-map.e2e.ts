import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { groupIntoTerritory } from '@mapwright/core/document/operations/territories';
import type { MapDocument, MapDocumentData } from '@mapwright/core/document/schema';
import { capitalInset } from '@mapwright/core/render/capital-insets';
import { launchBrowser, openPage } from './browser';
import { chooseExportFormat, downloadExport, readPng, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';
import { DESKTOP, PHONE, type Device } from './support/devices';
import { readBuiltCountry } from './support/builtCountry';

/**
 * Issue 42, items 1 and 4, at 1440 × 900 and 390 × 844 with touch (decision "An inset shows what the
 * map shows at that place"): France with Hauts-de-France, Grand Est and Île-de-France grouped into an
 * orange territory shows it orange in the Paris zoom inset, without "ÎLE-DE-FRANCE", on screen, in the
 * PNG and in the SVG; no box names its division twice (the Guadeloupe box's caption and no
 * "GUADELOUPE" label), and every label lies wholly inside a box or clear of it.
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

const ORANGE = '#ff7f00';

/** The France: its regions labelled, the Paris zoom inset, the north-east one orange territory. */
function northEastFrance(): MapDocument {
  const france = readBuiltCountry('FRA');
  const data: MapDocumentData = createDocument('France');
  data.labels[1].visible = true;
  data.zoomInsets = [capitalInset('France', [france.level1!, france.level2!])!];
  return applyOperation(data as MapDocument, groupIntoTerritory, {
    name: 'Nord-Est',
    level: 1,
    members: ['FR-HDF', 'FR-GES', 'FR-IDF'],
    fill: ORANGE,
  });
}

/** A signed-in page (unlimited downloads) with the map saved to the account and open in the editor. */
async function openNorthEast(vp: Device): Promise<Page> {
  const page = await openPage(browser, { ...vp.options, baseURL: server.url, acceptDownloads: true });
  const uid = await signUpInContext(page, server.url, uniqueEmail('inset-contents'));
  await server.repos.users.setStatus(uid, 'active');
  const created = await page.request.post('/api/maps', {
    data: { name: 'North-east', document: northEastFrance() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/Countries/France?map=${id}`);
  const editor = vp.phone ? '[data-editor="mobile"]' : '[data-editor="desktop"]';
  await page.locator(`${editor} [data-ready] [data-zoom-inset="paris"]`).first().waitFor();
  await page.locator(`${editor} [data-layer="labels"] text[data-label]`).first().waitFor();
  return page;
}

async function download(page: Page, vp: Device, format: 'PNG image' | 'SVG (vector)') {
  await page.locator(vp.phone ? '[data-tab="download"]' : '[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  await chooseExportFormat(dialog, format);
  if (format === 'PNG image') await dialog.locator('#export-size-preset').selectOption('frame');
  const file = await downloadExport(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return file;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** What the test reads of a drawn map (the editor's, or an SVG file's laid out in a page): client px. */
interface Drawn {
  /** The Paris zoom inset's box, and the fills of what its copy draws. */
  readonly zoomBox: Box | null;
  readonly zoomTerritoryFills: string[];
  /** The division labels in the zoom inset's box. */
  readonly zoomLabels: string[];
  /** Each territory inset's caption and box, and each zoom inset's box. */
  readonly boxes: { caption: string; box: Box }[];
  /** Every label drawn (the map's and the zoom insets'): its text and its box. */
  readonly labels: { text: string; box: Box }[];
}

function readDrawn(page: Page, root: string): Promise<Drawn> {
  return page.evaluate((root) => {
    const scope = document.querySelector(root) ?? document;
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const zoom = scope.querySelector('g[data-zoom-inset="paris"]');
    const back = zoom?.querySelector(':scope > rect[fill="#ffffff"]');
    const insets = [...scope.querySelectorAll('g[data-inset]')].map((g) => ({
      caption: g.querySelector('text')?.textContent ?? '',
      box: box(g.querySelector('rect') ?? g),
    }));
    const zooms = [...scope.querySelectorAll('g[data-zoom-inset]')].map((g) => ({
      caption: g.querySelector('text')?.textContent ?? '',
      box: box(g.querySelector(':scope > rect[fill="#ffffff"]') ?? g),
    }));
    return {
      zoomBox: back ? box(back) : null,
      zoomTerritoryFills: [...(zoom?.querySelectorAll('[data-zoom-territory]') ?? [])].map(
        (p) => p.getAttribute('fill') ?? '',
      ),
      zoomLabels: [...scope.querySelectorAll('text[data-zoom-label-inset="paris"]')].map(
        (t) => t.textContent ?? '',
      ),
      boxes: [...insets, ...zooms],
      labels: [...scope.querySelectorAll('text[data-label], text[data-zoom-label]')].map((t) => ({
        text: t.textContent ?? '',
        box: box(t),
      })),
    };
  }, root);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && a.right > b.left + 0.5 && a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;
const inside = (a: Box, b: Box) =>
  a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
/** A name as a reader compares it: case, accents and a leading article aside. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .replace(/^la /, '');

/** Item 4 on one drawing: no box names its division twice, and no label crosses a box's edge. */
function expectOneNamePerBox(drawn: Drawn, where: string): void {
  expect(drawn.labels.length, where).toBeGreaterThan(5);
  expect(drawn.boxes.length, where).toBe(6);
  for (const { caption, box } of drawn.boxes) {
    for (const label of drawn.labels) {
      if (!overlaps(label.box, box)) continue;
      expect(inside(label.box, box), `${where}: "${label.text}" crosses the edge of "${caption}"`).toBe(true);
      expect(plain(label.text), `${where}: "${label.text}" repeats "${caption}"`).not.toBe(plain(caption));
    }
  }
}

/** The share of a box's pixels (frame px, inset by 3) of a colour in an image of the frame. */
function shareOf(png: PNG, box: Box, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let all = 0;
  let hits = 0;
  for (let y = Math.ceil(box.top) + 3; y < Math.floor(box.bottom) - 3; y++)
    for (let x = Math.ceil(box.left) + 3; x < Math.floor(box.right) - 3; x++) {
      const i = (y * png.width + x) * 4;
      all++;
      if (png.data[i] === r && png.data[i + 1] === g && png.data[i + 2] === b) hits++;
    }
  return all === 0 ? 0 : hits / all;
}

/** The SVG file laid out in a page of its own, at its frame's size (1 px a frame pixel). */
async function svgPage(svg: string): Promise<Page> {
  const file = await browser.newPage();
  await file.setContent(`<!doctype html><body style="margin:0">${svg.replace(/^<\?xml[^>]*>/, '')}</body>`);
  await file.evaluate(async () => {
    const root = document.querySelector('svg');
    const [, , width, height] = (root?.getAttribute('viewBox') ?? '').split(' ');
    root?.setAttribute('width', width ?? '');
    root?.setAttribute('height', height ?? '');
    await document.fonts.ready;
  });
  return file;
}

describe.each([DESKTOP, PHONE])('insets show what the map shows, $name', (vp) => {
  const editor = vp.phone ? '[data-editor="mobile"] [data-ready]' : '[data-editor="desktop"] [data-ready]';

  it('the Paris inset is the territory’s orange, without "ÎLE-DE-FRANCE", on screen, in the SVG and the PNG', async () => {
    const page = await openNorthEast(vp);
    // On screen: the copy draws the territory, and the box names no member of it.
    await expect.poll(async () => (await readDrawn(page, editor)).zoomTerritoryFills).toEqual([ORANGE]);
    const screen = await readDrawn(page, editor);
    expect(screen.zoomLabels).toEqual([]);
    const shot = PNG.sync.read(await page.screenshot());
    const k = vp.phone ? 2 : 1;
    const scaled = (b: Box): Box => ({
      left: b.left * k,
      top: b.top * k,
      right: b.right * k,
      bottom: b.bottom * k,
    });
    expect(shareOf(shot, scaled(screen.zoomBox!), ORANGE)).toBeGreaterThan(0.6);

    // The SVG: the same copy, the same names.
    const svg = await readFile(await (await download(page, vp, 'SVG (vector)')).path(), 'utf8');
    const file = await svgPage(svg);
    const drawn = await readDrawn(file, 'body');
    await file.close();
    expect(drawn.zoomTerritoryFills).toEqual([ORANGE]);
    expect(drawn.zoomLabels).toEqual([]);

    // The PNG at the frame's size (the SVG's px): the box is orange.
    const png = await readPng(await download(page, vp, 'PNG image'));
    expect([png.width, png.height]).toEqual([1600, 900]);
    expect(shareOf(png, drawn.zoomBox!, ORANGE)).toBeGreaterThan(0.6);
    await page.context().close();
  });

  it('one name per box, and every label wholly inside a box or clear of it, on screen and in the SVG', async () => {
    const page = await openNorthEast(vp);
    await expect.poll(async () => (await readDrawn(page, editor)).boxes.length).toBe(6);
    expectOneNamePerBox(await readDrawn(page, editor), 'editor');
    const svg = await readFile(await (await download(page, vp, 'SVG (vector)')).path(), 'utf8');
    const file = await svgPage(svg);
    expectOneNamePerBox(await readDrawn(file, 'body'), 'SVG export');
    await file.close();
    await page.context().close();
  });
});
