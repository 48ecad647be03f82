import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { mapFileDivisions } from './divisionPoints';
import { expectNoAxeViolations } from './axe';
import { openEditor } from './editorHelpers';

/**
 * Issue 31, the polish items found by a new user (7, 8, 11, 13, 14, 15, 16): each test checks the
 * element's box against the frame or its neighbours, or its contrast with axe, at the desktop
 * (1440 x 900) and the phone (390 x 844) where the element exists.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Two boxes overlap when they share more than half a pixel both ways. */
function overlaps(a: Box, b: Box): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
  );
}

/** The client boxes of the frame (the map's root svg) and of the heat bar's texts. */
function heatBarBoxes(page: Page): Promise<{ frame: Box; texts: (Box & { text: string })[] }> {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const root = document.querySelector('[data-ready] svg[data-layer]');
    const texts = [...document.querySelectorAll('g[data-element="heatBar"] text')].map((t) => ({
      ...box(t),
      text: t.textContent ?? '',
    }));
    return { frame: root ? box(root) : { left: 0, top: 0, right: 0, bottom: 0 }, texts };
  });
}

async function expectHeatBarInFrame(page: Page, context: string): Promise<void> {
  const { frame, texts } = await heatBarBoxes(page);
  expect(texts.map((t) => t.text)).toContain('No data');
  for (const t of texts) {
    expect(t.left, `${context}: ${t.text} left`).toBeGreaterThanOrEqual(frame.left);
    expect(t.right, `${context}: ${t.text} right`).toBeLessThanOrEqual(frame.right);
    expect(t.top, `${context}: ${t.text} top`).toBeGreaterThanOrEqual(frame.top);
    expect(t.bottom, `${context}: ${t.text} bottom`).toBeLessThanOrEqual(frame.bottom);
  }
  for (const [i, a] of texts.entries()) {
    for (const b of texts.slice(i + 1)) {
      expect(overlaps(a, b), `${context}: "${a.text}" overlaps "${b.text}"`).toBe(false);
    }
  }
}

describe('item 13: the heat bar stays inside the frame', () => {
  it('at its default place, after widening, on the desktop and on the phone', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'France');
    await page.locator('[data-data-layer="heatMap"]').click();
    // Values for two regions only, large enough to give long labels: the rest have no data.
    const [a, b] = await mapFileDivisions(page, 1);
    await page.locator('button[data-action="importData"]').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByLabel('Paste a table').fill(`Region\tPeople\n${a?.name}\t1234567\n${b?.name}\t7654321`);
    await dialog.getByRole('button', { name: 'Set 2 values' }).click();
    const bar = page.locator('g[data-element="heatBar"]');
    await bar.locator('text', { hasText: 'No data' }).waitFor();
    await expectHeatBarInFrame(page, 'desktop, default place');

    // Widen the bar by its grip, well past the frame's edge.
    await page.keyboard.press('v');
    const grip = await bar.locator('rect[data-resize]').boundingBox();
    if (!grip) throw new Error('no resize grip');
    const lengthBefore = await page.evaluate(
      () => document.querySelector('g[data-element="heatBar"]')?.getBBox().width,
    );
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 200, grip.y + grip.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('g[data-element="heatBar"]')?.getBBox().width))
      .toBeGreaterThan((lengthBefore ?? 0) + 100);
    await expectHeatBarInFrame(page, 'desktop, widened');

    // The same document on the phone (crossing 768 px keeps the editor).
    await page.setViewportSize(PHONE);
    await page.locator('[data-editor] g[data-element="heatBar"]').first().waitFor();
    await expect.poll(async () => (await heatBarBoxes(page)).frame.right).toBeLessThanOrEqual(PHONE.width);
    await expectHeatBarInFrame(page, 'phone, widened');
    await page.context().close();
  });
});

describe('item 11: the country search knows other names', () => {
  const QUERIES: readonly (readonly [string, string])[] = [
    ['UK', 'UnitedKingdom'],
    ['Britain', 'UnitedKingdom'],
    ['Deutschland', 'Germany'],
    ['España', 'Spain'],
    ['Nihon', 'Japan'],
    ['中国', 'China'],
    ['भारत', 'India'],
    ['JPN', 'Japan'],
  ];
  for (const viewport of [DESKTOP, PHONE]) {
    it(`finds common English names, endonyms and ISO codes at ${viewport.width}px`, async () => {
      const page = await openPage(browser, { viewport });
      await page.goto('/Countries');
      const search = page.getByRole('searchbox', { name: 'Search countries' });
      const cards = page.locator('a.country-card');
      await expect.poll(() => cards.count()).toBe(34);
      for (const [query, slug] of QUERIES) {
        await search.fill(query);
        await expect
          .poll(() => cards.evaluateAll((links) => links.map((a) => a.getAttribute('data-country'))), {
            message: query,
          })
          .toEqual([slug]);
      }
      await search.fill('Atlantis');
      await expect.poll(() => cards.count()).toBe(0);
      await page.context().close();
    });
  }
});

describe('item 16: every country card is as tall as the others', () => {
  for (const viewport of [DESKTOP, { width: 1024, height: 768 }, PHONE]) {
    it(`at ${viewport.width}px`, async () => {
      const page = await openPage(browser, { viewport });
      await page.goto('/Countries');
      const cards = page.locator('a.country-card');
      await expect.poll(() => cards.count()).toBe(34);
      const heights = await cards.evaluateAll((links) =>
        links.map((a) => [a.getAttribute('data-country'), Math.round(a.getBoundingClientRect().height)]),
      );
      const tallest = Math.max(...heights.map(([, h]) => Number(h)));
      expect(heights.filter(([, h]) => h !== tallest)).toEqual([]);
      await page.context().close();
    });
  }
});

const PHONE_CONTEXT = { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

async function openPhoneEditor(slug: string): Promise<Page> {
  const page = await openPage(browser, PHONE_CONTEXT);
  await page.goto(`/Countries/${slug}`);
  await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
  return page;
}

/** WCAG's contrast ratio of two opaque CSS rgb() colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('item 7: the tool in use stays readable', () => {
  it('on the desktop under the mouse', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'France');
    // The tool buttons are icons, which axe does not measure: their colour against their background
    // must reach 3:1 (WCAG 1.4.11, graphics), hovered as when not.
    const pressed = page.locator('.toolbar .tool-button[aria-pressed="true"]').first();
    const contrast = () =>
      pressed.evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).backgroundColor]);
    expect(contrastRatio(...(await contrast()))).toBeGreaterThanOrEqual(3);
    await pressed.hover();
    await expect.poll(() => pressed.evaluate((b) => b.matches(':hover'))).toBe(true);
    expect(contrastRatio(...(await contrast()))).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, 'editor toolbar, the pressed tool hovered', { include: '.toolbar' });
    await page.context().close();
  });

  it('on the phone after a tap, and one bottom tab highlighted at a time', async () => {
    const page = await openPhoneEditor('Romania');
    await page.locator('[data-tab="annotate"]').tap();
    const tools = page.getByRole('region', { name: 'Annotation tools' });
    const text = tools.locator('button[data-action="textTool"]');
    await text.tap();
    await expect.poll(() => text.getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page, 'phone annotation tools, a tapped tool', {
      include: 'section[aria-label="Annotation tools"]',
    });
    // A tapped tool that is not in use shows no grey left over from the tap.
    const dot = tools.locator('button[data-action="dotTool"]');
    await dot.tap();
    await text.tap();
    await expect.poll(() => dot.getAttribute('aria-pressed')).toBe('false');
    expect(await dot.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

    const highlighted = () =>
      page
        .locator('.mobile-tools__tab')
        .evaluateAll((tabs) =>
          tabs.filter((t) => getComputedStyle(t).boxShadow !== 'none').map((t) => t.getAttribute('data-tab')),
        );
    await page.locator('[data-tab="move"]').tap();
    await expect.poll(highlighted).toEqual(['move']);
    await page.locator('[data-tab="data"]').tap();
    await page.getByRole('dialog', { name: 'Data' }).waitFor();
    await expect.poll(highlighted).toEqual(['data']);
    await page.context().close();
  });
});

/** Words of a desktop hint: a key in brackets ("(V)"), a click, a key combination. */
const DESKTOP_HINT = /\([A-Z]\)|\bclick|\bCtrl\+|⌘/i;

describe('item 8: the phone panels give phone hints', () => {
  it('no sheet names a key or a click', async () => {
    const page = await openPhoneEditor('Romania');
    // The heat map on, so its bar's fields (and their hint) show in the Data sheet.
    await page.locator('[data-tab="data"]').tap();
    await page.getByRole('dialog', { name: 'Data' }).locator('[data-data-layer="heatMap"]').tap();
    await page.locator('[data-tab="data"]').tap();
    for (const tab of ['paint', 'annotate', 'data', 'levels', 'more']) {
      await page.locator(`[data-tab="${tab}"]`).tap();
      const sheet = page.locator('[role="dialog"]').last();
      await sheet.waitFor();
      const words = await sheet.evaluate((s) =>
        [
          s.textContent ?? '',
          ...[...s.querySelectorAll('[title], [placeholder]')].map(
            (e) => `${e.getAttribute('title') ?? ''} ${e.getAttribute('placeholder') ?? ''}`,
          ),
        ].join('\n'),
      );
      expect(
        words.split('\n').filter((line) => DESKTOP_HINT.test(line)),
        tab,
      ).toEqual([]);
      await page.locator(`[data-tab="${tab}"]`).tap();
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
    }
    await page.context().close();
  });

  it('the desktop keeps its key hints', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'France');
    await expect.poll(() => page.locator('[data-annotation-panel]').textContent()).toMatch(/Chart \(C\)/);
    await page.context().close();
  });
});
