import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { openEditor } from './editorHelpers';
import { readPng, signUpInContext } from './exportHelpers';
import { pdfFonts, pdfPageText } from './pdfText';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Export text in every script (issue #15): titles in Romanian, Japanese, Vietnamese, Thai, Hebrew and
 * Arabic come out of the PDF's text layer exactly as typed, set in embedded fonts (no base-14 font); the
 * SVG carries its fonts and keeps the text as text; the PNG draws a Thai title in Noto Sans Thai, not as
 * missing-glyph boxes; and India with both levels shown keeps every division below the title.
 */

const require = createRequire(import.meta.url);
let browser: Browser;
let server: AppServer;
let page: Page;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
  page = await openPage(browser, { baseURL: server.url, acceptDownloads: true });
  const uid = await signUpInContext(page, server.url, uniqueEmail('scripts'));
  await server.repos.users.setStatus(uid, 'active'); // unlimited downloads
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function setTitle(text: string): Promise<void> {
  await page.locator('input[data-text-block="title"]').fill(text);
  await expect.poll(() => page.locator('[data-ready] text[data-element="title"]').textContent()).toBe(text);
}

async function exportFile(
  format: 'PNG image' | 'SVG (vector)' | 'PDF (vector)',
  size?: string,
): Promise<Download> {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  await dialog.getByLabel(format).check();
  if (size) await dialog.locator('#export-size-preset').selectOption(size);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    dialog.getByRole('button', { name: /^Download (PNG|SVG|PDF)$/ }).click(),
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return download;
}

const TITLES: readonly (readonly [string, string])[] = [
  ['Romania', 'Județul Iași'],
  ['Japan', '北海道札幌市'],
  ['Vietnam', 'Thành phố Hồ Chí Minh'],
  ['Thailand', 'กรุงเทพมหานคร'],
  ['Israel', 'מחוז ירושלים'],
  ['SaudiArabia', 'منطقة الرياض'],
];

describe('export text in every script', () => {
  for (const [slug, title] of TITLES) {
    it(`a PDF of ${slug} has the title "${title}" in its text layer, in an embedded font`, async () => {
      await openEditor(page, slug);
      await setTitle(title);
      const bytes = await readFile(await (await exportFile('PDF (vector)')).path());
      const text = pdfPageText(bytes);
      expect(text).toContain(title);
      const fonts = await pdfFonts(bytes);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.embedded, font.name).toBe(true);
        expect(font.name).toMatch(/^[A-Z]{6}\+(Inter|NotoSans)/);
      }
    });
  }

  it('an SVG embeds subsets of its fonts and keeps the title as text', async () => {
    await openEditor(page, 'Thailand');
    await setTitle('กรุงเทพมหานคร');
    const svg = await readFile(await (await exportFile('SVG (vector)')).path(), 'utf8');
    const parsed = await page.evaluate((markup) => {
      const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
      const css = doc.querySelector('style')?.textContent ?? '';
      const title = doc.querySelector('text[data-element="title"]');
      return {
        title: title?.textContent ?? null,
        family: title?.getAttribute('font-family') ?? '',
        faces: [
          ...css.matchAll(/font-family:'([^']+)'[^}]*src:url\(data:font\/ttf;base64,([A-Za-z0-9+/=]+)\)/g),
        ].map((m) => ({ family: m[1], bytes: Math.floor(((m[2] ?? '').length * 3) / 4) })),
      };
    }, svg);
    expect(parsed.title).toBe('กรุงเทพมหานคร');
    expect(parsed.family).toMatch(/^Inter, "Noto Sans Thai"/);
    const thai = parsed.faces.filter((f) => f.family === 'Noto Sans Thai');
    expect(thai.length).toBe(1);
    // A subset: the whole Thai file is 24 KB of WOFF (about 45 KB as TrueType).
    expect(thai[0]?.bytes).toBeGreaterThan(1000);
    expect(thai[0]?.bytes).toBeLessThan(20_000);
    expect(parsed.faces.some((f) => f.family === 'Inter')).toBe(true);
  });

  it('a PNG draws a Thai title in Noto Sans Thai, not as missing-glyph boxes', async () => {
    await openEditor(page, 'Thailand');
    const title = 'กรุงเทพมหานคร';
    await setTitle(title);
    const box = await page.evaluate(() => {
      const el = document.querySelector<SVGTextElement>('[data-ready] text[data-element="title"]');
      const b = el?.getBBox();
      return (
        b && {
          x: b.x,
          y: b.y,
          width: b.width,
          height: b.height,
          size: Number(el?.getAttribute('font-size')),
          baseline: Number(el?.getAttribute('y')),
        }
      );
    });
    if (!box) throw new Error('no title');
    const png = await readPng(await exportFile('PNG image', 'frame'));
    // Ink of the title band in the PNG, and of the same text drawn in a canvas with the real font
    // (the package's file) and with no font that has Thai (what an export without it shows).
    const band = { top: Math.floor(box.y - 4), bottom: Math.ceil(box.y + box.height + 4) };
    const inkOf = (data: Uint8Array | Uint8ClampedArray, width: number, top: number, bottom: number) => {
      let count = 0;
      let left = Infinity;
      let right = -Infinity;
      for (let y = top; y < bottom; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 128) {
            count++;
            left = Math.min(left, x);
            right = Math.max(right, x);
          }
        }
      }
      return { count, width: right - left + 1 };
    };
    const exported = inkOf(png.data, png.width, band.top, band.bottom);
    const woff = await readFile(
      require.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff'),
    );
    const references = await page.evaluate(
      async ([base64, text, size, width, height, baseline]) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const face = new FontFace('Reference Thai', bytes, { weight: '700' });
        await face.load();
        document.fonts.add(face);
        const draw = (font: string) => {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          if (!context) return [];
          context.fillStyle = '#fff';
          context.fillRect(0, 0, width, height);
          context.fillStyle = '#000';
          context.textBaseline = 'alphabetic';
          context.textAlign = 'center';
          context.font = `700 ${size}px ${font}`;
          context.fillText(text, width / 2, baseline);
          return [...context.getImageData(0, 0, width, height).data];
        };
        return { real: draw('"Reference Thai"'), none: draw('"No Such Font"') };
      },
      [
        woff.toString('base64'),
        title,
        box.size,
        png.width,
        band.bottom - band.top,
        box.baseline - band.top,
      ] as const,
    );
    const height = band.bottom - band.top;
    const real = inkOf(Uint8Array.from(references.real), png.width, 0, height);
    const none = inkOf(Uint8Array.from(references.none), png.width, 0, height);
    expect(Math.abs(exported.width - real.width) / real.width).toBeLessThan(0.05);
    expect(Math.abs(exported.count - real.count) / real.count).toBeLessThan(0.15);
    // Without Thai in its fonts a PNG inks missing-glyph boxes, unlike the real glyphs. Where the machine
    // has a Thai font of its own (Debian's fonts-noto-core), the browser's fallback draws real glyphs for
    // "no such font" too, so that comparison says nothing there; the match with the package's font
    // above is the check.
    const fallbackHasThai = Math.abs(real.count - none.count) / real.count < 0.2;
    if (!fallbackHasThai) expect(Math.abs(exported.count - none.count) / none.count).toBeGreaterThan(0.2);
  });
});

describe('the fit of India with both levels', () => {
  /** The title's box and the drawn map's bounds, in frame units (client px over the frame's scale). */
  async function titleAndMap(): Promise<{
    titleBottom: number;
    mapTop: number;
    mapBottom: number;
    height: number;
  }> {
    return page.evaluate(() => {
      const root = document.querySelector<SVGSVGElement>('[data-ready] svg[data-layer]');
      const title = document.querySelector<SVGTextElement>('[data-ready] text[data-element="title"]');
      const paths = [...document.querySelectorAll('[data-ready] g[data-element="map"] path')];
      const ctm = root?.getScreenCTM();
      if (!root || !title || !ctm || paths.length === 0) throw new Error('no map');
      const toFrame = (y: number) => new DOMPoint(0, y).matrixTransform(ctm.inverse()).y;
      const boxes = paths.map((p) => p.getBoundingClientRect()).filter((r) => r.width > 0);
      const t = title.getBoundingClientRect();
      return {
        titleBottom: toFrame(t.bottom),
        mapTop: toFrame(Math.min(...boxes.map((r) => r.top))),
        mapBottom: toFrame(Math.max(...boxes.map((r) => r.bottom))),
        height: Number(root.viewBox.baseVal.height),
      };
    });
  }

  it('keeps every division of either level, and of both, below the title, on screen and in the SVG', async () => {
    await openEditor(page, 'India');
    for (const show of ['1', '2', 'both'] as const) {
      if (show === 'both') await page.getByRole('button', { name: /Show both levels/ }).click();
      else await page.keyboard.press(show);
      await expect
        .poll(() => page.locator(`g[data-element="map"] path[data-level="${show === '1' ? 1 : 2}"]`).count())
        .toBeGreaterThan(30);
      if (show === 'both') await page.locator('g[data-outline-group="1"] path').waitFor();
      const { titleBottom, mapTop, mapBottom, height } = await titleAndMap();
      expect(mapTop, `levels ${show}: map top against the title's bottom`).toBeGreaterThanOrEqual(
        titleBottom,
      );
      expect(mapBottom).toBeLessThanOrEqual(height);
    }
    // The exported SVG places the map as the screen does.
    const svg = await readFile(await (await exportFile('SVG (vector)')).path(), 'utf8');
    const file = await page.evaluate((markup) => {
      const host = document.createElement('div');
      host.innerHTML = markup.replace(/^<\?xml[^>]*>/, '');
      document.body.appendChild(host);
      const root = host.querySelector('svg');
      const title = root?.querySelector<SVGTextElement>('text[data-element="title"]');
      const map = root?.querySelector<SVGGElement>('g[data-element="map"]');
      const ctm = root?.getScreenCTM();
      if (!root || !title || !map || !ctm) throw new Error('no svg');
      const toFrame = (y: number) => new DOMPoint(0, y).matrixTransform(ctm.inverse()).y;
      const result = {
        titleBottom: toFrame(title.getBoundingClientRect().bottom),
        mapTop: toFrame(map.getBoundingClientRect().top),
        outlines: map.querySelectorAll('[data-outline-group] path').length,
      };
      host.remove();
      return result;
    }, svg);
    expect(file.outlines).toBe(1);
    expect(file.mapTop).toBeGreaterThanOrEqual(file.titleBottom);
  });
});
