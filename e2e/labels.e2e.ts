import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, openPage } from './browser';
import { clickDivision, divisionIds, fillOf, openEditor, openSheetPanel } from './editorHelpers';
import { chooseExportFormat, signUpInContext } from './exportHelpers';
import { pdfPageText } from './pdfText';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Division labels (issue 33) in the editor: switched on in the Labels section, placed by the core with
 * no two overlapping, more of them when zoomed in, a dragged label pinned across a reload, and every
 * export drawing them as text (SVG <text>, text in the PDF that pdftotext reads back, Thai included).
 */

let browser: Browser;
let server: AppServer;
let page: Page;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
  page = await openPage(browser, { baseURL: server.url, acceptDownloads: true });
  const uid = await signUpInContext(page, server.url, uniqueEmail('labels'));
  await server.repos.users.setStatus(uid, 'active'); // unlimited downloads
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface DrawnLabel {
  readonly id: string;
  readonly level: number;
  readonly text: string;
  /** Its lines (a long name may be drawn on two). */
  readonly lines: readonly string[];
  /** Client px. */
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The labels drawn on the map now, with their boxes on screen, those inside the surface only. */
function drawnLabels(page: Page, level: number): Promise<DrawnLabel[]> {
  return page.evaluate((level) => {
    const surface = document.querySelector('.map-surface')?.getBoundingClientRect();
    const texts = [
      ...document.querySelectorAll(`[data-layer="labels"] text[data-label][data-level="${level}"]`),
    ];
    return texts
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          id: el.getAttribute('data-label') ?? '',
          level,
          text: el.textContent ?? '',
          lines: el.querySelector('tspan')
            ? [...el.querySelectorAll('tspan')].map((t) => t.textContent ?? '')
            : [el.textContent ?? ''],
          left: r.left,
          top: r.top,
          right: r.right,
          bottom: r.bottom,
        };
      })
      .filter(
        (l) =>
          surface !== undefined &&
          l.right > surface.left &&
          l.left < surface.right &&
          l.bottom > surface.top &&
          l.top < surface.bottom,
      );
  }, level);
}

/** Pairs of labels whose glyph boxes overlap by more than half a pixel each way. */
function overlaps(labels: readonly DrawnLabel[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i];
      const b = labels[j];
      if (!a || !b) continue;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0.5 && h > 0.5) pairs.push(`${a.text} × ${b.text}`);
    }
  }
  return pairs;
}

/** Shows one level and switches its labels on from the Labels section. */
async function labelLevel(page: Page, level: 1 | 2): Promise<void> {
  await page.locator(`button[data-show="${level}"]`).click();
  await page.locator(`[data-labels-visible="${level}"]`).check();
  await expect.poll(async () => (await drawnLabels(page, level)).length).toBeGreaterThan(0);
}

async function exportFile(format: 'SVG (vector)' | 'PDF (vector)'): Promise<Download> {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  await chooseExportFormat(dialog, format);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    dialog.getByRole('button', { name: /^Download (SVG|PDF)$/ }).click(),
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return download;
}

/** A division label's override as the autosaved draft holds it. */
function draftOverride(page: Page, slug: string, level: number, id: string): Promise<unknown> {
  return page.evaluate(
    ({ slug, level, id }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('mapwright', 1);
        open.onerror = () => reject(open.error ?? new Error('no IndexedDB'));
        open.onsuccess = () => {
          const get = open.result.transaction('drafts').objectStore('drafts').get(slug);
          type Draft = { document?: { labels?: Record<number, { overrides?: Record<string, unknown> }> } };
          get.onsuccess = () =>
            resolve((get.result as Draft)?.document?.labels?.[level]?.overrides?.[id] ?? null);
          get.onerror = () => reject(get.error ?? new Error('no draft'));
        };
      }),
    { slug, level, id },
  );
}

describe('division labels', () => {
  it('Germany, level 1: all 16 states named, no two labels overlapping, and the SVG has them as <text>', async () => {
    await openEditor(page, 'Germany');
    await labelLevel(page, 1);
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('path[data-level="1"][data-division]')].map((p) =>
        p.getAttribute('data-division'),
      ),
    );
    expect(new Set(states).size).toBe(16);
    // With the default settings: the city states' names are centred over them, crossing their borders.
    await expect.poll(async () => (await drawnLabels(page, 1)).length).toBe(16);
    const labels = await drawnLabels(page, 1);
    expect(new Set(labels.map((l) => l.id))).toEqual(new Set(states));
    for (const label of labels) expect(label.text.trim()).not.toBe('');
    expect(overlaps(labels)).toEqual([]);
    await expectNoAxeViolations(page, 'editor: the Labels section', { include: '[data-labels-panel="1"]' });

    const svg = await readFile(await (await exportFile('SVG (vector)')).path(), 'utf8');
    const exported = [...svg.matchAll(/<text[^>]*data-label="([^"]+)"[^>]*data-level="1"/g)].map((m) => m[1]);
    expect(new Set(exported)).toEqual(new Set(states));
    for (const line of labels.flatMap((l) => l.lines)) expect(svg).toContain(`>${line}<`);
  });

  it('Germany: a dragged label stays where it was put, after a reload', async () => {
    await openEditor(page, 'Germany');
    await labelLevel(page, 1);
    const [label] = await drawnLabels(page, 1);
    if (!label) throw new Error('no label drawn');
    const from = { x: (label.left + label.right) / 2, y: (label.top + label.bottom) / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(from.x + i * 8, from.y + i * 6);
    await page.mouse.up();
    const moved = async () => {
      const now = (await drawnLabels(page, 1)).find((l) => l.id === label.id);
      return now ? { x: (now.left + now.right) / 2, y: (now.top + now.bottom) / 2 } : null;
    };
    await expect.poll(async () => Math.round((await moved())?.x ?? 0)).toBeGreaterThan(from.x + 30);
    const dropped = await moved();
    await expect
      .poll(() => draftOverride(page, 'Germany', 1, label.id))
      .toMatchObject({ position: { x: expect.any(Number), y: expect.any(Number) } });

    await page.reload();
    await page.locator(`[data-ready] [data-layer="labels"] text[data-label="${label.id}"]`).waitFor();
    const after = await moved();
    expect(Math.abs((after?.x ?? 0) - (dropped?.x ?? 0))).toBeLessThan(1.5);
    expect(Math.abs((after?.y ?? 0) - (dropped?.y ?? 0))).toBeLessThan(1.5);
  });

  it('Germany: a double-click on a label types into it where it is drawn; undo brings its name back', async () => {
    await openEditor(page, 'Germany');
    await labelLevel(page, 1);
    const label = (await drawnLabels(page, 1)).find((l) => l.lines.length === 1);
    if (!label) throw new Error('no one-line label drawn');
    await page.mouse.dblclick((label.left + label.right) / 2, (label.top + label.bottom) / 2);
    const editor = page.locator(`textarea[data-editing="label:1:${label.id}"]`);
    await editor.waitFor();
    expect(await editor.inputValue()).toBe(label.text);
    await editor.fill('Hauptstadt');
    await editor.press('Enter');
    await editor.waitFor({ state: 'detached' });
    const textOf = async () => (await drawnLabels(page, 1)).find((l) => l.id === label.id)?.text ?? '';
    await expect.poll(async () => (await textOf()).toLowerCase()).toBe('hauptstadt');
    await page.keyboard.press('Control+z');
    await expect.poll(textOf).toBe(label.text);

    // Without the mouse: the label found by its name in the Labels section, its own text typed there.
    const panel = page.locator('[data-labels-panel="1"]');
    await page.keyboard.press('Escape');
    // The label says its name in capitals; the field finds names whatever their case.
    await panel.getByLabel('Find a label to edit').fill(label.text);
    await panel.getByLabel('Find a label to edit').press('Enter');
    await panel.getByLabel('Own text').fill('Mitte');
    await expect.poll(async () => (await textOf()).toLowerCase()).toBe('mitte');
    await expectNoAxeViolations(page, 'editor: the Labels section with a label chosen', {
      include: '[data-labels-panel="1"]',
    });
    await panel.getByRole('button', { name: 'Reset this label' }).click();
    await expect.poll(textOf).toBe(label.text);
  });

  it('on the phone: the Labels section in the Levels sheet, and a double-tap on a label types into it', async () => {
    const phone = await openPage(browser, {
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    await phone.goto('/Countries/Germany');
    await phone.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    await phone.locator('[data-tab="levels"]').tap();
    const sheet = phone.getByRole('dialog', { name: 'Levels' });
    await sheet.locator('button[data-show="1"]').tap();
    await openSheetPanel(sheet, 'Labels');
    await sheet.locator('[data-labels-visible="1"]').tap();
    await expect.poll(() => sheet.locator('[data-labels-visible="1"]').isChecked()).toBe(true);
    await expectNoAxeViolations(phone, 'phone: the Levels sheet with labels', { include: '[role="dialog"]' });
    await sheet.getByRole('button', { name: 'Close Levels' }).tap();
    await expect.poll(async () => (await drawnLabels(phone, 1)).length).toBeGreaterThan(5);
    const [label] = await drawnLabels(phone, 1);
    if (!label) throw new Error('no label drawn');
    const at = { x: (label.left + label.right) / 2, y: (label.top + label.bottom) / 2 };
    await phone.touchscreen.tap(at.x, at.y);
    await phone.touchscreen.tap(at.x, at.y);
    await phone.locator(`textarea[data-editing="label:1:${label.id}"]`).waitFor();
    await phone.context().close();
  });

  it('Belgium: with "Divisions I pick", a click on the map picks a division to label instead of painting it', async () => {
    await openEditor(page, 'Belgium');
    await labelLevel(page, 1);
    const panel = page.locator('[data-labels-panel="1"]');
    await panel.getByLabel('Label', { exact: true }).selectOption('picked');
    await expect.poll(async () => (await drawnLabels(page, 1)).length).toBe(0);
    await panel.locator('[data-labels-pick="1"]').click();
    const [id = ''] = await divisionIds(page, 1);
    const fill = await fillOf(page, 1, id);
    await clickDivision(page, 1, id);
    await expect.poll(async () => (await drawnLabels(page, 1)).map((l) => l.id)).toEqual([id]);
    expect(await fillOf(page, 1, id)).toBe(fill);
    await expect.poll(() => panel.locator('[data-label-list="picked"] li').count()).toBe(1);
    await expectNoAxeViolations(page, 'editor: the Labels section picking', {
      include: '[data-labels-panel="1"]',
    });
    await panel.locator('[data-labels-pick="1"]').click();
    await clickDivision(page, 1, id);
    await expect.poll(() => fillOf(page, 1, id)).not.toBe(fill);
  });

  it('India, level 2: no overlapping labels at the default frame, and more of them zoomed in', async () => {
    await openEditor(page, 'India');
    await labelLevel(page, 2);
    const before = await drawnLabels(page, 2);
    expect(overlaps(before)).toEqual([]);
    const map = page.locator('.map-surface');
    await map.focus();
    await page.locator('[data-action="zoomIn"]').click();
    await page.locator('[data-action="zoomIn"]').click();
    await expect.poll(async () => (await drawnLabels(page, 2)).length).toBeGreaterThan(before.length);
    expect(overlaps(await drawnLabels(page, 2))).toEqual([]);
  });

  it('India, level 2: a wheel burst scales the labels with the map, then places them for the new zoom once it rests', async () => {
    await openEditor(page, 'India');
    await labelLevel(page, 2);
    const before = await drawnLabels(page, 2);
    const box = await page.locator('.map-surface').boundingBox();
    if (!box) throw new Error('no map');
    // At the frame's centre, by about as much as two presses of +: the country stays in the frame.
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    // What the pan layer and the labels went through while the wheel turned, recorded in the page (a
    // burst can rest before a poll from here would see it).
    await page.evaluate(() => {
      const seen = { scaled: false, hidden: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const pan = document.querySelector<HTMLElement>('.map-pan');
      const labels = document.querySelector('[data-layer="labels"]');
      if (!pan || !labels) throw new Error('no pan layer or labels');
      new MutationObserver(() => {
        if (pan.style.transform.includes('scale(')) seen.scaled = true;
        if (labels.getAttribute('visibility') === 'hidden') seen.hidden = true;
      }).observe(pan, { attributes: true, subtree: true, attributeFilter: ['style', 'visibility'] });
    });
    for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -120);
    const seen = () => page.evaluate(() => (window as unknown as { __seen: { scaled: boolean } }).__seen);
    await expect.poll(async () => (await seen()).scaled).toBe(true);
    // The burst rests: the scale is written into the map and the layer's own transform dropped.
    const panTransform = () => page.locator('.map-pan').evaluate((el) => (el as HTMLElement).style.transform);
    await expect.poll(panTransform).toBe('');
    // The compositor scaled the map with its labels, which were never hidden meanwhile.
    expect(await seen()).toEqual({ scaled: true, hidden: false });
    await expect.poll(async () => (await drawnLabels(page, 2)).length).toBeGreaterThan(before.length);
    expect(overlaps(await drawnLabels(page, 2))).toEqual([]);
  });

  it('Thailand: province names in Thai script come back from the PDF as text', async () => {
    await openEditor(page, 'Thailand');
    await labelLevel(page, 1);
    const panel = page.locator('[data-labels-panel="1"]');
    await panel.getByLabel('Script').selectOption('local');
    // Small enough for a dozen provinces' names to fit inside them at the default frame.
    await panel.getByLabel('Size').fill('7');
    await expect
      .poll(async () => (await drawnLabels(page, 1)).filter((l) => /\p{Script=Thai}/u.test(l.text)).length)
      .toBeGreaterThanOrEqual(10);
    const shown = (await drawnLabels(page, 1)).map((l) => l.text);
    const text = pdfPageText(await readFile(await (await exportFile('PDF (vector)')).path())).replace(
      /\s+/g,
      '',
    );
    const found = shown.filter((name) => text.includes(name.replace(/\s+/g, '')));
    // The export is placed for its own frame: the screen's labels are nearly all in it.
    expect(found.length).toBeGreaterThanOrEqual(Math.floor(shown.length * 0.8));
  });
});
