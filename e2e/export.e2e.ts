import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { clickDivision, divisionIds, fillOf, openEditor } from './editorHelpers';
import {
  downloadsLeft,
  frameSize,
  interiorFramePoint,
  pixelHex,
  readPng,
  signUpInContext,
  summarisePdf,
} from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Export (issue #6): PNG at 4K and 8K drawn from the same renderMap as the screen, SVG with the fills and
 * the title as <text>, vector PDF, and the server's download grant: 3 → 2 → 1 → 0 (each format of a new
 * map: one download covers a map in every format, decision "One download covers one map, its key"), then
 * the upgrade offer and no file; signed out → sign in over the editor; an active subscriber is not counted.
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

async function editorPage(slug: string, signUp: string | null): Promise<{ page: Page; uid: string | null }> {
  const page = await openPage(browser, { baseURL: server.url, acceptDownloads: true });
  const uid = signUp ? await signUpInContext(page, server.url, uniqueEmail(signUp)) : null;
  await openEditor(page, slug);
  return { page, uid };
}

async function setColour(page: Page, hex: string): Promise<void> {
  await page.getByLabel('Paint colour as hex').fill(hex);
  await page.getByLabel('Paint colour as hex').press('Enter');
}

async function openExport(page: Page) {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  return dialog;
}

async function chooseFormat(page: Page, format: 'PNG image' | 'SVG (vector)' | 'PDF (vector)') {
  await page.getByTestId('export-dialog').getByLabel(format).check();
}

async function exportAndWait(page: Page, timeout = 60_000): Promise<Download> {
  const dialog = page.getByTestId('export-dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout }),
    dialog.getByRole('button', { name: /^Download (PNG|SVG|PDF)$/ }).click(),
  ]);
  return download;
}

async function expectLeft(page: Page, text: string) {
  await expect.poll(() => page.getByTestId('downloads-left').textContent(), { timeout: 10_000 }).toBe(text);
}

/** Paints the two largest divisions of a level in two colours; returns their ids and screen fills. */
async function paintTwo(page: Page, level: number): Promise<{ id: string; fill: string }[]> {
  const ids = (await divisionIds(page, level)).slice(0, 2);
  const colours = ['#d55e00', '#0072b2'];
  const painted = [];
  for (const [i, id] of ids.entries()) {
    await setColour(page, colours[i] ?? '#000000');
    await clickDivision(page, level, id);
    expect(await fillOf(page, level, id)).toBe(colours[i]);
    painted.push({ id, fill: colours[i] ?? '' });
  }
  return painted;
}

/**
 * Makes another map (New map, then the two divisions painted again and one more, away from the checked
 * ones), so the next download is not covered by the last one's credit: edits of one map would be (decision
 * "One download covers one map, its key"). The dialog is closed and opened again around it.
 */
async function newMap(page: Page, n: number): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('export-dialog').waitFor({ state: 'hidden' });
  await page.locator('[data-action="newMap"]').click();
  await paintTwo(page, 1);
  const id = (await divisionIds(page, 1))[2 + n] ?? '';
  await clickDivision(page, 1, id);
  // paintTwo left the paint colour at its second colour.
  await expect.poll(() => fillOf(page, 1, id)).toBe('#0072b2');
  await openExport(page);
}

/** Frame points inside the painted divisions (read before a dialog covers the map). */
async function interiorPoints(page: Page, level: number, painted: { id: string; fill: string }[]) {
  const points = [];
  for (const { id, fill } of painted) points.push({ fill, frame: await interiorFramePoint(page, level, id) });
  return points;
}

function atScale(points: { fill: string; frame: { x: number; y: number } }[], scale: number) {
  return points.map(({ fill, frame }) => ({ fill, at: { x: frame.x * scale, y: frame.y * scale } }));
}

describe('export', () => {
  it('a free user exports PNG 4K, SVG and PDF (3 → 2 → 1 → 0), then gets the upgrade offer and no file', async () => {
    const { page } = await editorPage('SriLanka', 'free');
    const painted = await paintTwo(page, 1);
    const inside = await interiorPoints(page, 1, painted);
    const title = await page.locator('[data-ready] text[data-element="title"]').textContent();
    expect(title).toBeTruthy();

    await openExport(page);
    await expectLeft(page, '3 free downloads left.');
    await expect.poll(() => page.getByTestId('export-preview').count()).toBe(1);

    // PNG at 4K: 3840 wide, the painted divisions have their colours inside.
    const pngDownload = await exportAndWait(page);
    expect(pngDownload.suggestedFilename()).toMatch(/^mapwright-SriLanka-3840x2160-.*\.png$/);
    const png = await readPng(pngDownload);
    const frame = await frameSize(page);
    expect(png.width).toBe(3840);
    expect(png.height).toBe(Math.round((3840 * frame.height) / frame.width));
    for (const { fill, at } of atScale(inside, png.width / frame.width)) {
      expect(pixelHex(png, at.x, at.y)).toBe(fill);
    }
    expect(pixelHex(png, 2, 2)).toBe('#ffffff');
    await expectLeft(page, '2 free downloads left.');

    // SVG of another map: parses, holds the painted fills, the title as <text> and the embedded font.
    await newMap(page, 0);
    await chooseFormat(page, 'SVG (vector)');
    const svgDownload = await exportAndWait(page);
    const svgText = await readFile(await svgDownload.path(), 'utf8');
    const parsed = await page.evaluate(
      ([text, ids]) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        const error = doc.querySelector('parsererror')?.textContent ?? null;
        return {
          error,
          root: doc.documentElement.nodeName,
          fills: ids.map((id) =>
            doc.querySelector(`path[data-division="${CSS.escape(id)}"]`)?.getAttribute('fill'),
          ),
          title: doc.querySelector('text[data-element="title"]')?.textContent ?? null,
          credit: doc.querySelector('text[data-element="credit"]')?.textContent ?? null,
          fontFace: doc.querySelector('style')?.textContent?.includes('@font-face') ?? false,
          fontData: /base64,/.test(doc.querySelector('style')?.textContent ?? ''),
        };
      },
      [svgText, painted.map((p) => p.id)] as const,
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('svg');
    expect(parsed.fills).toEqual(painted.map((p) => p.fill));
    expect(parsed.title).toBe(title);
    expect(parsed.credit).toMatch(/\S/);
    expect(parsed.fontFace && parsed.fontData).toBe(true);
    await expectLeft(page, '1 free download left.');

    // PDF of another map: vector paths and text, no raster image.
    await newMap(page, 1);
    await chooseFormat(page, 'PDF (vector)');
    const pdfDownload = await exportAndWait(page);
    const summary = await summarisePdf(await readFile(await pdfDownload.path()));
    expect(summary.pages).toBe(1);
    expect(summary.pathOps).toBeGreaterThan(1000);
    expect(summary.paintOps).toBeGreaterThan(10);
    expect(summary.textShows).toBeGreaterThan(0);
    expect(summary.images).toBe(0);
    await expectLeft(page, '0 free downloads left.');

    // The fourth map: the upgrade offer, a button that leads to the plan, and no file can be asked for.
    await newMap(page, 2);
    const offer = page.getByTestId('export-upgrade');
    await offer.waitFor();
    expect(await offer.textContent()).toMatch(/Le Journaliste/);
    const dialog = page.getByTestId('export-dialog');
    expect(await dialog.getByRole('button', { name: /^Download / }).count()).toBe(0);
    expect(
      await dialog.getByRole('link', { name: 'Get unlimited downloads', exact: true }).getAttribute('href'),
    ).toBe('/Profile');
    expect(await downloadsLeft(page)).toBe(0);
    await page.context().close();
  });

  it('asks a signed-out visitor to sign in and makes no file', async () => {
    const { page } = await editorPage('SriLanka', null);
    await openExport(page);
    await expectLeft(page, 'Sign in to download: every account gets 3 free downloads.');
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByTestId('export-dialog').getByRole('button', { name: 'Download PNG' }).click();
    // The sign-in dialog opens over the editor (account-flows.e2e.ts signs up through it).
    await page.getByRole('dialog', { name: 'Sign in or sign up' }).waitFor();
    expect(downloads).toBe(0);
    await page.context().close();
  });

  it('lets an active subscriber export without the count changing', async () => {
    const { page, uid } = await editorPage('SriLanka', 'active');
    await server.repos.users.setStatus(uid ?? '', 'active');
    await openExport(page);
    await expectLeft(page, 'Unlimited downloads with Le Journaliste.');
    await chooseFormat(page, 'SVG (vector)');
    for (let i = 0; i < 2; i++) {
      const download = await exportAndWait(page);
      expect(download.suggestedFilename()).toMatch(/\.svg$/);
    }
    expect(await downloadsLeft(page)).toBe(3);
    await expectLeft(page, 'Unlimited downloads with Le Journaliste.');
    await page.context().close();
  });

  it('exports an 8K PNG of India at level 2 from the print geometry', { timeout: 150_000 }, async () => {
    const { page } = await editorPage('India', 'eightk');
    await page.keyboard.press('2');
    await page.locator('[data-ready] path[data-level="2"]').first().waitFor();
    const painted = await paintTwo(page, 2);
    const inside = await interiorPoints(page, 2, painted);
    await openExport(page);
    await page.getByTestId('export-dialog').getByLabel('Size', { exact: true }).selectOption('8k');
    const started = Date.now();
    const download = await exportAndWait(page, 120_000);
    const png = await readPng(download);
    const frame = await frameSize(page);
    expect(png.width).toBe(7680);
    expect(png.height).toBe(Math.round((7680 * frame.height) / frame.width));
    for (const { fill, at } of atScale(inside, png.width / frame.width)) {
      expect(pixelHex(png, at.x, at.y)).toBe(fill);
    }
    console.log(
      `8K India level 2 PNG: ${Date.now() - started} ms, ${(await readFile(await download.path())).length} bytes`,
    );
    await page.context().close();
  });
});
