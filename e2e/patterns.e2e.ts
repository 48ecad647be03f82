import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPdfPage, pdfPagePlan } from '@mapwright/core/export/sizes';
import { launchBrowser, openPage } from './browser';
import { clickDivision, DEFAULT_FILL, divisionIds, fillOf, openEditor, pointOn } from './editorHelpers';
import {
  chooseExportFormat,
  downloadExport,
  frameSize,
  interiorFramePoint,
  openExportDialog,
  readPng,
  signUpInContext,
  summarisePdf,
} from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Patterns (issue 35): stripes set up in the Colour panel and painted on two divisions are one
 * `<pattern>` in the SVG's `<defs>` that both divisions' fills reference, and hatching in the PNG and
 * the PDF: along a line across a painted division the pixels go dark, light, dark… (the PDF is drawn by
 * poppler, as a reader would see it).
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

/** Stripes across, 8 frame px dark then 8 light, fixed to the page. */
const LINE = 8;
const GAP = 8;
const INK = '#000000';

/** Lightness classes of an RGBA image along a vertical line: 'd' dark, 'l' light, skipping edges. */
function classesAlong(png: PNG, x: number, y0: number, y1: number): string {
  let out = '';
  for (let y = Math.round(y0); y <= Math.round(y1); y++) {
    const i = (y * png.width + Math.round(x)) * 4;
    const grey = ((png.data[i] ?? 0) + (png.data[i + 1] ?? 0) + (png.data[i + 2] ?? 0)) / 3;
    const c = grey < 70 ? 'd' : grey > 185 ? 'l' : '';
    if (c !== '' && !out.endsWith(c)) out += c;
  }
  return out;
}

/** The first page of a PDF as poppler draws it, at `dpi`. */
function pdfPagePng(bytes: Uint8Array, dpi: number): PNG {
  const dir = mkdtempSync(join(tmpdir(), 'mapwright-pattern-pdf-'));
  try {
    const file = join(dir, 'export.pdf');
    writeFileSync(file, bytes);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    return PNG.sync.read(readFileSync(join(dir, 'page.png')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('patterns', () => {
  it('stripes painted on two divisions export as one <pattern> in SVG and as hatching in PNG and PDF', async () => {
    const page = await openPage(browser, { baseURL: server.url, acceptDownloads: true });
    await signUpInContext(page, server.url, uniqueEmail('patterns'));
    await openEditor(page, 'SriLanka');

    // Set the pattern up in the Colour panel: the preview follows every field.
    await page
      .getByRole('radiogroup', { name: 'Paint with' })
      .getByRole('radio', { name: 'Pattern' })
      .click();
    await page.getByRole('radiogroup', { name: 'Pattern' }).getByRole('radio', { name: 'Stripes' }).click();
    await page.getByLabel('Paint colour as hex').fill(INK);
    await page.getByLabel('Paint colour as hex').press('Enter');
    await page.getByLabel('Line width').fill(String(LINE));
    await page.getByLabel('Gap', { exact: true }).fill(String(GAP));
    await page.getByLabel('Angle', { exact: true }).fill('0');
    await page.locator('#pattern-scale').selectOption('page');
    const preview = page.locator('[data-pattern-preview="stripes"]');
    await expect.poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/svg/);

    const [first, second] = (await divisionIds(page, 1)).slice(0, 2);
    if (!first || !second) throw new Error('Sri Lanka has fewer than two provinces');
    await clickDivision(page, 1, first);
    await clickDivision(page, 1, second);
    const url = 'url(#mw-pattern-p1)';
    await expect.poll(() => fillOf(page, 1, first)).toBe(url);
    await expect.poll(() => fillOf(page, 1, second)).toBe(url);
    // The screen draws it: the definition is in the page, and the legend lists the pattern.
    await expect
      .poll(() => page.locator('pattern#mw-pattern-p1 rect[fill="#000000"]').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-ready] rect[fill="url(#mw-pattern-p1-frame)"]').count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: 'Paint with Stripes, #000000 on #ffffff' }).count())
      .toBe(1);

    // Undo takes one division's paint, redo brings it back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => fillOf(page, 1, second)).toBe(DEFAULT_FILL);
    expect(await fillOf(page, 1, first)).toBe(url);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => fillOf(page, 1, second)).toBe(url);

    const frame = await frameSize(page);
    const inside = [await interiorFramePoint(page, 1, first), await interiorFramePoint(page, 1, second)];
    // A span of 2.5 periods around each point: dark, light, dark, light, dark (or the other way).
    const span = 1.25 * (LINE + GAP);

    const dialog = await openExportDialog(page);
    await expect.poll(() => page.getByTestId('export-preview').count()).toBe(1);

    // SVG: one <pattern> in <defs>, both divisions' fills name it.
    await chooseExportFormat(dialog, 'SVG (vector)');
    const svgText = await readFile(await (await downloadExport(page, 90_000)).path(), 'utf8');
    const svg = await page.evaluate(
      ([text, ids]) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        const pattern = doc.querySelector('defs > pattern#mw-pattern-p1');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          patterns: doc.querySelectorAll('defs > pattern').length,
          units: pattern?.getAttribute('patternUnits'),
          ink: pattern?.querySelectorAll('rect[fill="#000000"]').length ?? 0,
          fills: ids.map((id) => doc.querySelector(`path[data-division="${id}"]`)?.getAttribute('fill')),
          legend: doc.querySelectorAll('rect[fill="url(#mw-pattern-p1-frame)"]').length,
        };
      },
      [svgText, [first, second]] as const,
    );
    expect(svg.error).toBeNull();
    expect(svg.units).toBe('userSpaceOnUse');
    expect(svg.ink).toBeGreaterThan(0);
    // The map's and the legend's copies of the one definition.
    expect(svg.patterns).toBe(2);
    expect(svg.fills).toEqual([url, url]);
    expect(svg.legend).toBe(1);

    // PNG at 4K: dark and light stripes alternate down a line inside each painted division.
    await chooseExportFormat(dialog, 'PNG image');
    const png = await readPng(await downloadExport(page, 90_000));
    const scale = png.width / frame.width;
    for (const point of inside) {
      const classes = classesAlong(png, point.x * scale, (point.y - span) * scale, (point.y + span) * scale);
      expect(classes.length, `PNG stripes at ${JSON.stringify(point)}`).toBeGreaterThanOrEqual(5);
    }

    // PDF: vector (no image), and drawn by poppler the stripes alternate as in the PNG.
    await chooseExportFormat(dialog, 'PDF (vector)');
    const pdfBytes = new Uint8Array(await readFile(await (await downloadExport(page, 90_000)).path()));
    expect((await summarisePdf(pdfBytes)).images).toBe(0);
    const dpi = 144;
    // A custom frame's PDF is made on the frame's own page.
    const { page: pdfPage, orientation } = defaultPdfPage({ preset: 'custom', ...frame });
    const plan = pdfPagePlan(pdfPage, orientation, frame);
    const pagePng = pdfPagePng(pdfBytes, dpi);
    const px = (pt: number) => (pt * dpi) / 72;
    for (const point of inside) {
      const x = px(plan.fit.x + point.x * plan.fit.scale);
      const top = px(plan.fit.y + (point.y - span) * plan.fit.scale);
      const bottom = px(plan.fit.y + (point.y + span) * plan.fit.scale);
      const classes = classesAlong(pagePng, x, top, bottom);
      expect(classes.length, `PDF stripes at ${JSON.stringify(point)}`).toBeGreaterThanOrEqual(5);
    }
    await page.context().close();
  });

  it('on the phone, the Colour sheet sets a pattern up and a tap paints with it, one undo step', async () => {
    const page = await openPage(browser, {
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    await page.goto('/Countries/Romania');
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    await page.locator('[data-tab="paint"]').tap();
    const sheet = page.getByRole('dialog', { name: 'Colour' });
    await sheet.waitFor();
    await sheet.getByRole('radiogroup', { name: 'Paint with' }).getByRole('radio', { name: 'Pattern' }).tap();
    await sheet.getByRole('radiogroup', { name: 'Pattern' }).getByRole('radio', { name: 'Dots' }).tap();
    await sheet.locator('[data-pattern-preview="dots"]').waitFor();
    await sheet.getByRole('button', { name: 'Close Colour' }).tap();

    const [id = ''] = await divisionIds(page, 1);
    const point = await pointOn(page, 1, id);
    await page.touchscreen.tap(point.x, point.y);
    await expect.poll(() => fillOf(page, 1, id)).toBe('url(#mw-pattern-p1)');
    await expect.poll(() => page.locator('pattern#mw-pattern-p1 circle').count()).toBeGreaterThan(0);
    await page.locator('[data-editor="mobile"] button[data-action="undo"]').tap();
    await expect.poll(() => fillOf(page, 1, id)).toBe(DEFAULT_FILL);
    await page.context().close();
  });
});
