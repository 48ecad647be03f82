import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreOf, place, surfacePoint } from './annotationHelpers';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, openPage } from './browser';
import { openEditor } from './editorHelpers';
import { frameSize, pixelHex, readPng, signUpInContext } from './exportHelpers';
import { pdfPageText } from './pdfText';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Annotations in exports (issue 16) and the accessibility of their panels: one of each type placed
 * on Belgium comes out in the PNG (the dot's colour where the dot is), the SVG (the text as <text>,
 * the emoji as <path>s from the bundled set, the Twemoji credit) and the PDF's text layer.
 */

let browser: Browser;
let server: AppServer;
let page: Page;
const TEXT = 'Annotated Brussels';
const NOTE = 'Port of Antwerp';
const ids: Record<string, string> = {};

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
  page = await openPage(browser, { baseURL: server.url, acceptDownloads: true });
  const uid = await signUpInContext(page, server.url, uniqueEmail('annotations'));
  await server.repos.users.setStatus(uid, 'active'); // unlimited downloads
  await openEditor(page, 'Belgium');
  await page.locator('[data-ready][data-projection="ready"]').waitFor();
  const panelText = () => page.locator('[data-annotation-panel] textarea').first();
  ids.text = await place(page, 't', await surfacePoint(page, 0.4, 0.35));
  await panelText().fill(TEXT);
  ids.dot = await place(page, 'd', await surfacePoint(page, 0.55, 0.55));
  ids.note = await place(page, 'n', await surfacePoint(page, 0.45, 0.7));
  await panelText().fill(NOTE);
  ids.emoji = await place(page, 'e', await surfacePoint(page, 0.7, 0.45));
  ids.chart = await place(page, 'c', await surfacePoint(page, 0.2, 0.6));
  await page.keyboard.press('Escape');
  await centreOf(page, ids.emoji); // its glyph is in
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function exportFile(format: 'PNG image' | 'SVG (vector)' | 'PDF (vector)'): Promise<Download> {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  await dialog.getByLabel(format).check();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: /^Download (PNG|SVG|PDF)$/ }).click(),
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return download;
}

/** The frame point an annotation is placed at on screen (its group's translate). */
async function framePointOf(id: string): Promise<{ x: number; y: number }> {
  const transform = await page
    .locator(`[data-ready] [data-layer="annotations"] [data-annotation-id="${id}"]`)
    .getAttribute('transform');
  const match = /translate\(([-\d.]+)[ ,]([-\d.]+)\)/.exec(transform ?? '');
  if (!match) throw new Error(`no placement on ${id}`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

describe('annotations in exports', () => {
  it('a PNG shows the dot in its colour where it is', async () => {
    const png = await readPng(await exportFile('PNG image'));
    const frame = await frameSize(page);
    const k = png.width / frame.width;
    const dot = await framePointOf(ids.dot ?? '');
    expect(pixelHex(png, dot.x * k, dot.y * k)).toBe('#d55e00');
    // The emoji's red head (Twemoji's pushpin, #dd2e44) is drawn above its anchor.
    const emoji = await framePointOf(ids.emoji ?? '');
    const head = { x: emoji.x * k, y: (emoji.y - 14) * k };
    expect(pixelHex(png, head.x, head.y)).toBe('#dd2e44');
  });

  it('an SVG keeps the text as text and the emoji as paths, and credits Twemoji', async () => {
    const svg = await readFile(await (await exportFile('SVG (vector)')).path(), 'utf8');
    const parsed = await page.evaluate(
      ({ markup, ids }) => {
        const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
        const group = (id: string) => doc.querySelector(`[data-annotation-id="${id}"]`);
        const emoji = group(ids.emoji ?? '');
        return {
          text: group(ids.text ?? '')?.querySelector('text')?.textContent ?? null,
          note: group(ids.note ?? '')?.querySelector('text')?.textContent ?? null,
          emojiPaths: emoji?.querySelectorAll('path').length ?? 0,
          emojiOther: emoji?.querySelectorAll('text, image, use, foreignObject').length ?? -1,
          chartBars: group(ids.chart ?? '')?.querySelectorAll('rect, path').length ?? 0,
          credit: doc.querySelector('[data-element="credit"]')?.textContent ?? '',
        };
      },
      { markup: svg, ids },
    );
    expect(parsed.text).toBe(TEXT);
    expect(parsed.note).toContain('Port of');
    expect(parsed.emojiPaths).toBeGreaterThan(0);
    expect(parsed.emojiOther).toBe(0);
    expect(parsed.chartBars).toBeGreaterThan(2);
    expect(parsed.credit).toContain('Twemoji (CC BY 4.0)');
  });

  it("a PDF's text layer has the annotations' text", async () => {
    const bytes = await readFile(await (await exportFile('PDF (vector)')).path());
    const text = pdfPageText(bytes);
    expect(text).toContain(TEXT);
    expect(text.replace(/\s+/g, ' ')).toContain(NOTE);
  });
});

describe('annotation panels', () => {
  it('the annotation, layers and emoji panels pass axe', async () => {
    for (const type of ['text', 'dot', 'note', 'emoji', 'chart']) {
      await page.locator(`[data-layer-annotation="${ids[type] ?? ''}"] .layer-row__name`).click();
      await page.locator(`[data-annotation-panel] [data-annotation-type="${type}"]`).waitFor();
      await expectNoAxeViolations(page, `editor: ${type} annotation panel`, { include: '.editor__panels' });
    }
  });
});
