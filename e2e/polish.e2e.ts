import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_COUNTRIES } from '@mapwright/core/countries/countries';
import { launchBrowser, openPage } from './browser';
import { mapFileDivisions } from './divisionPoints';
import { expectNoAxeViolations } from './axe';
import { openEditor } from './editorHelpers';
import { place, surfacePoint } from './annotationHelpers';

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
  // The bar's texts are drawn in the frame after its group (after a breakpoint swap, later still on a
  // loaded machine): wait for them before measuring.
  await expect.poll(async () => (await heatBarBoxes(page)).texts.map((t) => t.text)).toContain('No data');
  const { frame, texts } = await heatBarBoxes(page);
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
      () => document.querySelector<SVGGElement>('g[data-element="heatBar"]')?.getBBox().width,
    );
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 200, grip.y + grip.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector<SVGGElement>('g[data-element="heatBar"]')?.getBBox().width,
        ),
      )
      .toBeGreaterThan((lengthBefore ?? 0) + 100);
    await expectHeatBarInFrame(page, 'desktop, widened');

    // Pulled in from the edge, the bar still follows the move tool at once: 60 px left is 60 px left.
    const before = await bar.boundingBox();
    if (!before) throw new Error('no heat bar');
    const from = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 60, from.y, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Math.round((await bar.boundingBox())?.x ?? 0))
      .toBe(Math.round(before.x - 60));
    await expectHeatBarInFrame(page, 'desktop, moved');

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
      await cards.first().waitFor();
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(ALL_COUNTRIES.length);
      // The country the query names comes first ("UK" also begins "Ukraine", which follows it).
      for (const [query, slug] of QUERIES) {
        await search.fill(query);
        await expect.poll(() => cards.first().getAttribute('data-country'), { message: query }).toBe(slug);
      }
      await search.fill('UK');
      await expect
        .poll(() => cards.evaluateAll((links) => links.map((a) => a.getAttribute('data-country'))))
        .toEqual(['UnitedKingdom', 'Ukraine']);
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
      await cards.first().waitFor();
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(ALL_COUNTRIES.length);
      // Measured as the reader sees them: in the page's own fonts (a fallback font wraps names differently).
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
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
      pressed.evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).backgroundColor] as const);
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

describe('item 16: small things', () => {
  it('the note’s latitude and longitude boxes show their whole value, one above the other', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'France');
    await place(page, 'n', await surfacePoint(page, 0.45, 0.6));
    const check = async (context: string) => {
      const boxes = await page
        .locator('[data-annotation-panel] input[data-coordinate]')
        .evaluateAll((inputs) =>
          inputs.map((input) => {
            const r = input.getBoundingClientRect();
            const i = input as HTMLInputElement;
            return { left: r.left, width: r.width, value: i.value, fits: i.scrollWidth <= i.clientWidth };
          }),
        );
      expect(boxes, context).toHaveLength(2);
      const [lat, lon] = boxes;
      expect(lat?.value.length, context).toBeGreaterThan(4);
      expect([lat?.fits, lon?.fits], context).toEqual([true, true]);
      expect(Math.abs((lat?.left ?? 0) - (lon?.left ?? 1)), context).toBeLessThan(1);
      expect(Math.abs((lat?.width ?? 0) - (lon?.width ?? 1)), context).toBeLessThan(1);
    };
    await check('desktop');
    await page.setViewportSize(PHONE);
    await page.locator('[data-tab="annotate"]').click();
    await page
      .getByRole('dialog', { name: 'Annotations' })
      .locator('input[data-coordinate]')
      .first()
      .waitFor();
    await check('phone');
    await page.context().close();
  });

  it('the chart’s "Add a row" is styled as the panel’s buttons', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'France');
    await place(page, 'c', await surfacePoint(page, 0.3, 0.5));
    const add = page.getByRole('button', { name: 'Add a row' });
    const style = () =>
      add.evaluate((b) => {
        const s = getComputedStyle(b);
        return {
          font: s.fontFamily === getComputedStyle(document.body).fontFamily,
          radius: parseFloat(s.borderRadius),
          borderStyle: s.borderStyle,
          minHeight: b.getBoundingClientRect().height,
        };
      });
    const expected = {
      font: true,
      radius: expect.any(Number),
      borderStyle: 'solid',
      minHeight: expect.any(Number),
    };
    expect(await style()).toEqual(expected);
    expect((await style()).radius).toBeGreaterThanOrEqual(4);
    expect((await style()).minHeight).toBeGreaterThanOrEqual(24);
    const rowsBefore = await page.locator('.chart-table tbody tr').count();
    await add.click();
    await expect.poll(() => page.locator('.chart-table tbody tr').count()).toBe(rowsBefore + 1);
    await page.context().close();
  });

  it('the Classes dropdown shows its whole choice, on the desktop and on the phone', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'France');
    await page.locator('[data-data-layer="heatMap"]').click();
    const fits = () =>
      page.locator('#heat-classification').evaluate((select) => {
        const s = getComputedStyle(select);
        const canvas = document.createElement('canvas').getContext('2d');
        if (!canvas) return null;
        canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const widest = Math.max(
          ...[...(select as HTMLSelectElement).options].map((o) => canvas.measureText(o.text).width),
        );
        // The text box: the select's inner width less its padding and the arrow (about 20 px).
        const room = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 20;
        return { widest: Math.ceil(widest), room: Math.floor(room) };
      });
    const desktop = await fits();
    expect(desktop?.widest).toBeLessThanOrEqual(desktop?.room ?? 0);
    await page.setViewportSize(PHONE);
    await page.locator('[data-tab="data"]').click();
    await page.getByRole('dialog', { name: 'Data' }).locator('#heat-classification').waitFor();
    const phone = await fits();
    expect(phone?.widest).toBeLessThanOrEqual(phone?.room ?? 0);
    await page.context().close();
  });

  it('Italy’s import box shows Italian divisions as its example', async () => {
    const page = await openPage(browser, { viewport: DESKTOP });
    await openEditor(page, 'Italy');
    await page.locator('[data-data-layer="heatMap"]').click();
    await page.locator('button[data-action="importData"]').click();
    const placeholder = await page
      .getByTestId('import-dialog')
      .getByLabel('Paste a table')
      .getAttribute('placeholder');
    expect(placeholder).not.toContain('Kerala');
    const names = (await mapFileDivisions(page, 1)).map((d) => d.name);
    const example = (placeholder ?? '')
      .split('\n')
      .slice(1, -1)
      .map((line) => line.split('\t')[0]);
    expect(example).toHaveLength(2);
    for (const name of example) expect(names).toContain(name);
    await page.context().close();
  });

  it('the credit line prints the map source’s credit, not our note about it', async () => {
    // The preview is a blob: URL, which the app's CSP keeps fetch from reading; the test reads it.
    const page = await openPage(browser, { viewport: DESKTOP, bypassCSP: true });
    // Sri Lanka's provinces come from Natural Earth, whose credit is optional.
    await openEditor(page, 'SriLanka');
    const screenCredit = await page.evaluate(() =>
      [...document.querySelectorAll('[data-ready] text')].map((t) => t.textContent ?? '').join('\n'),
    );
    expect(screenCredit).toContain('Made with Natural Earth');
    expect(screenCredit).not.toMatch(/attribution optional/i);
    await page.locator('[data-action="exportMap"]').click();
    const preview = page.getByTestId('export-preview');
    await preview.waitFor();
    const exported = await preview.evaluate(async (img) =>
      (await fetch((img as HTMLImageElement).src)).text(),
    );
    expect(exported).toContain('Made with Natural Earth');
    expect(exported).not.toMatch(/attribution optional/i);
    await page.context().close();
  });
});

describe('item 14: the landing page’s world map', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`labels apart and every region whole, at ${viewport.width}px`, async () => {
      const page = await openPage(browser, { viewport });
      await page.goto('/');
      await page.locator('[data-section="world"]').scrollIntoViewIfNeeded();
      const map = page.locator('svg.world__map');
      await map.locator('.world__region text').first().waitFor();
      const { frame, labels, regions } = await map.evaluate((svg) => {
        const box = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        };
        return {
          frame: box(svg),
          labels: [...svg.querySelectorAll('.world__region text')].map((t) => ({
            ...box(t),
            text: t.textContent ?? '',
          })),
          regions: [...svg.querySelectorAll('.world__region')].map((a) => ({
            ...box(a.querySelector('path') ?? a),
            text: a.getAttribute('data-region') ?? '',
          })),
        };
      });
      expect(labels).toHaveLength(8);
      for (const [i, a] of labels.entries()) {
        for (const b of labels.slice(i + 1)) expect(overlaps(a, b), `${a.text} / ${b.text}`).toBe(false);
        expect(a.left, a.text).toBeGreaterThanOrEqual(frame.left);
        expect(a.right, a.text).toBeLessThanOrEqual(frame.right);
        expect(a.top, a.text).toBeGreaterThanOrEqual(frame.top);
      }
      // Every region drawn whole, clear of the map's edges (3% of its height), Scandinavia included.
      const margin = (frame.bottom - frame.top) * 0.03;
      for (const r of regions) {
        expect(r.top - frame.top, r.text).toBeGreaterThanOrEqual(margin);
        expect(frame.bottom - r.bottom, r.text).toBeGreaterThanOrEqual(margin);
        expect(r.left - frame.left, r.text).toBeGreaterThanOrEqual(margin);
        expect(frame.right - r.right, r.text).toBeGreaterThanOrEqual(margin);
      }
      await page.context().close();
    });
  }
});

describe('item 15: /About has content, not blank gaps, and a real contact', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`no section ends in a long blank, and Contact offers a mailto address, at ${viewport.width}px`, async () => {
      const page = await openPage(browser, { viewport });
      await page.goto('/About');
      // Every section brought into view once, so its lazy pictures and the contact details load.
      for (const section of await page.locator('.about-section').all())
        await section.scrollIntoViewIfNeeded();
      // Pictures loading above may push Contact away before it counts as near: bring it back until
      // its details are asked for.
      const email = page.getByTestId('contact-email');
      await expect
        .poll(async () => {
          await page.locator('#contact').scrollIntoViewIfNeeded();
          return email.count();
        })
        .toBe(1);
      expect(await email.getAttribute('href')).toMatch(/^mailto:contact@[\w.-]+$/);
      expect(await page.locator('#contact').textContent()).not.toMatch(/no contact form set up/);
      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll<HTMLImageElement>('.about-section img')].map((img) =>
            img.complete
              ? null
              : new Promise((r) => {
                  // A lazy picture far from the viewport would never start loading.
                  img.loading = 'eager';
                  img.addEventListener('load', r, { once: true });
                  img.addEventListener('error', r, { once: true });
                }),
          ),
        ),
      );
      const blanks = await page.evaluate(() =>
        [...document.querySelectorAll('.about-section')].slice(0, -1).map((section) => {
          const bottom = Math.max(...[...section.children].map((c) => c.getBoundingClientRect().bottom));
          return [section.id, Math.round(section.getBoundingClientRect().bottom - bottom)] as const;
        }),
      );
      // The five sections before Contact (whose room below lets the page scroll past 10000 px).
      expect(blanks).toHaveLength(5);
      for (const [id, blank] of blanks) expect(blank, id).toBeLessThanOrEqual(250);
      await page.context().close();
    });
  }
});
