import { readFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs a new account up through the API from the page's context (its cookies are the page's). */
export async function signUpInContext(page: Page, baseUrl: string, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'export-pass-1', name: email.split('@')[0] },
    headers: { Origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  const me = (await (await page.request.get('/api/me')).json()) as { uid: string; downloads: number };
  expect(me.downloads).toBe(3);
  return me.uid;
}

export async function downloadsLeft(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/me')).json()) as { downloads: number }).downloads;
}

/**
 * A point inside a division in FRAME units where the division's own screen path is topmost and so are
 * its surroundings (±4 client px), so the exported pixel there is the fill, not an edge or the legend.
 */
export async function interiorFramePoint(
  page: Page,
  level: number,
  id: string,
): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ([level, id]) => {
      const el = document.querySelector<SVGPathElement>(
        `path[data-level="${level}"][data-division="${CSS.escape(String(id))}"]`,
      );
      const root = el?.ownerSVGElement;
      const ctm = root?.getScreenCTM();
      if (!el || !root || !ctm) return null;
      const r = el.getBoundingClientRect();
      const inside = (x: number, y: number) => document.elementFromPoint(x, y) === el;
      for (let i = 1; i < 24; i++) {
        for (let j = 1; j < 24; j++) {
          const x = r.left + (r.width * (((i * 7) % 23) + 0.5)) / 23;
          const y = r.top + (r.height * (((j * 5) % 23) + 0.5)) / 23;
          const ok = [-4, 0, 4].every((dx) => [-4, 0, 4].every((dy) => inside(x + dx, y + dy)));
          if (ok) {
            const p = new DOMPoint(x, y).matrixTransform(ctm.inverse());
            return { x: p.x, y: p.y };
          }
        }
      }
      return null;
    },
    [level, id] as const,
  );
  if (!point) throw new Error(`No interior point on division ${level}:${id}`);
  return point;
}

export async function frameSize(page: Page): Promise<{ width: number; height: number }> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-ready] svg[data-layer]');
    const [, , width, height] = (root?.getAttribute('viewBox') ?? '0 0 0 0').split(/\s+/).map(Number);
    return { width: width ?? 0, height: height ?? 0 };
  });
}

export async function readPng(download: Download): Promise<PNG> {
  const file = await download.path();
  return PNG.sync.read(await readFile(file));
}

export function pixelHex(png: PNG, x: number, y: number): string {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4;
  return `#${[...png.data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export interface PdfSummary {
  readonly pages: number;
  /** Path construction operators (m, l, c, re, h) across the page content streams. */
  readonly pathOps: number;
  /** Fill/stroke painting operators (f, S, B …). */
  readonly paintOps: number;
  readonly textShows: number;
  /** Image XObjects in the page resources. */
  readonly images: number;
}

/** Parses a PDF with pdf-lib and counts the operators of its page content streams. */
export async function summarisePdf(bytes: Uint8Array): Promise<PdfSummary> {
  const pdf = await PDFDocument.load(bytes);
  let pathOps = 0;
  let paintOps = 0;
  let textShows = 0;
  let images = 0;
  const streamText = (obj: unknown): string => {
    const resolved = obj instanceof PDFRef ? pdf.context.lookup(obj) : obj;
    if (resolved instanceof PDFRawStream)
      return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
    if (resolved instanceof PDFArray) return resolved.asArray().map(streamText).join('\n');
    return '';
  };
  const countImages = (resources: PDFDict | undefined, seen = new Set<unknown>()) => {
    const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xobjects?.entries() ?? []) {
      const x = pdf.context.lookup(ref);
      if (seen.has(x)) continue;
      seen.add(x);
      if (x instanceof PDFRawStream && x.dict.get(PDFName.of('Subtype'))?.toString() === '/Image') images++;
      if (x instanceof PDFRawStream) countImages(x.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), seen);
    }
  };
  for (const page of pdf.getPages()) {
    const content = streamText(page.node.get(PDFName.of('Contents')));
    const tokens = content.split(/\s+/);
    for (const t of tokens) {
      if (['m', 'l', 'c', 'v', 'y', 're', 'h'].includes(t)) pathOps++;
      else if (['f', 'f*', 'F', 'S', 's', 'B', 'B*', 'b', 'b*'].includes(t)) paintOps++;
      else if (t === 'Tj' || t === 'TJ') textShows++;
    }
    countImages(page.node.Resources());
  }
  return { pages: pdf.getPageCount(), pathOps, paintOps, textShows, images };
}

/**
 * Chooses the export format by its radio. Checked again until it stays checked: on a loaded machine the
 * dialog can still be settling (its first render after opening) when the first click lands.
 */
export async function chooseExportFormat(
  dialog: Locator,
  label: 'PNG image' | 'SVG (vector)' | 'PDF (vector)',
): Promise<void> {
  const radio = dialog.getByLabel(label);
  await expect
    .poll(
      async () => {
        await radio.check({ timeout: 5_000 }).catch(() => undefined);
        return radio.isChecked();
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** Opens the export dialog from the toolbar and waits for it. */
export async function openExportDialog(page: Page): Promise<Locator> {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  return dialog;
}

/** Clicks the open export dialog's Download button (any format) and waits for the file. */
export async function downloadExport(page: Page, timeout = 60_000): Promise<Download> {
  const dialog = page.getByTestId('export-dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout }),
    dialog.getByRole('button', { name: /^Download (PNG|SVG|PDF)$/ }).click(),
  ]);
  return download;
}

/** Exports the map as SVG and returns its text; the dialog is closed again. */
export async function exportSvgText(page: Page): Promise<string> {
  const dialog = await openExportDialog(page);
  await chooseExportFormat(dialog, 'SVG (vector)');
  const text = await readFile(await (await downloadExport(page)).path(), 'utf8');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return text;
}
