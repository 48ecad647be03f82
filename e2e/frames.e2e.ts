import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { draftSaved, openEditor } from './editorHelpers';
import { PHONE_CONTEXT as PHONE } from './support/devices';

/**
 * Frames that fit (issue 34, decision "Frames named for where maps go"): presets named for where a map
 * goes, margins the fit keeps free, "Fit the map to the frame", and the phone's story-shaped page
 * filling the screen between its bars. Every check measures element boxes.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

/** The box of everything the map draws on screen: the union of its divisions' paths (or base paths). */
function mapBox(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const paths = document.querySelectorAll(
      '[data-ready] path[data-division], [data-ready] path[data-base-level]',
    );
    const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    for (const path of paths) {
      const r = path.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      box.left = Math.min(box.left, r.left);
      box.top = Math.min(box.top, r.top);
      box.right = Math.max(box.right, r.right);
      box.bottom = Math.max(box.bottom, r.bottom);
    }
    return box;
  });
}

const width = (b: Box) => b.right - b.left;
const height = (b: Box) => b.bottom - b.top;

async function frameFields(page: Page): Promise<[string, string]> {
  return [
    await page.getByLabel('Frame width in pixels').inputValue(),
    await page.getByLabel('Frame height in pixels').inputValue(),
  ];
}

async function openFramePanel(page: Page): Promise<void> {
  const panel = page.locator('details.panel', {
    has: page.getByRole('heading', { name: 'Frame', exact: true }),
  });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await page.getByRole('radiogroup', { name: 'Frame size' }).waitFor();
}

function preset(page: Page, name: string) {
  return page
    .getByRole('radiogroup', { name: 'Frame size' })
    .getByRole('radio', { name: new RegExp(`^${name}`) });
}

async function openPhoneEditor(slug: string): Promise<Page> {
  const page = await openPage(browser, PHONE);
  await page.goto(`/Countries/${slug}`);
  await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
  return page;
}

describe('frames that fit', () => {
  it('a new map on the phone is a story whose page fills the screen between the bars', async () => {
    const page = await openPhoneEditor('Germany');
    const bar = await boxOf(page, '.editor--mobile .editor__bar');
    const tools = await boxOf(page, '.mobile-tools');
    const pageBox = await boxOf(page, '.map-page');
    const between = { left: 0, top: bar.bottom, right: 390, bottom: tools.top };
    // The page lies between the bars and reaches across one way: a story is a phone's shape.
    expect(pageBox.left).toBeGreaterThanOrEqual(between.left - 0.5);
    expect(pageBox.right).toBeLessThanOrEqual(between.right + 0.5);
    expect(pageBox.top).toBeGreaterThanOrEqual(between.top - 0.5);
    expect(pageBox.bottom).toBeLessThanOrEqual(between.bottom + 0.5);
    expect(
      width(pageBox) >= width(between) - 1 || height(pageBox) >= height(between) - 1,
      `page ${JSON.stringify(pageBox)} between ${JSON.stringify(between)}`,
    ).toBe(true);
    expect((width(pageBox) * height(pageBox)) / (width(between) * height(between))).toBeGreaterThan(0.9);
    expect(width(pageBox) / height(pageBox)).toBeCloseTo(1080 / 1920, 2);
    // The map inside it reaches across the page, inside the margins (54 of 1080 frame px).
    const map = await mapBox(page);
    const k = width(pageBox) / 1080;
    expect(map.left).toBeGreaterThanOrEqual(pageBox.left + 54 * k - 1);
    expect(map.right).toBeLessThanOrEqual(pageBox.right - 54 * k + 1);
    expect(width(map)).toBeGreaterThan(width(pageBox) - 2 * 54 * k - 2);
    // The "Map and file" sheet names the preset.
    await page.locator('[data-tab="more"]').tap();
    await openFramePanel(page);
    expect(await preset(page, 'Story').getAttribute('aria-checked')).toBe('true');
    expect(await frameFields(page)).toEqual(['1080', '1920']);
    await page.context().close();
  });

  it('presets set the frame size, and the page on screen takes its shape', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'Germany');
    await openFramePanel(page);
    // A new map on a desktop keeps the 1600 x 900 it always had.
    expect(await frameFields(page)).toEqual(['1600', '900']);
    for (const [name, w, h] of [
      ['Square post', 1080, 1080],
      ['Portrait post', 1080, 1350],
      ['Story', 1080, 1920],
      ['Slide', 1920, 1080],
      ['A4 portrait', 794, 1123],
      ['A4 landscape', 1123, 794],
      ['A3 portrait', 1123, 1587],
      ['A3 landscape', 1587, 1123],
    ] as const) {
      await preset(page, name).click();
      await expect.poll(() => frameFields(page)).toEqual([String(w), String(h)]);
      expect(await preset(page, name).getAttribute('aria-checked')).toBe('true');
      const box = await boxOf(page, '.map-page');
      expect(width(box) / height(box)).toBeCloseTo(w / h, 2);
    }
    // A paper frame opens the export on its paper at 300 dpi.
    await page.locator('[data-action="exportMap"]').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('#export-size-preset').inputValue()).toBe('a3-300');
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('fit to the frame puts the map back inside the margins, as large as they allow', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'Germany');
    await openFramePanel(page);
    await preset(page, 'Story').click();
    await expect.poll(() => frameFields(page)).toEqual(['1080', '1920']);
    // Wide margins on the left and at the foot.
    await page.getByLabel('Left margin in pixels').fill('300');
    await page.getByLabel('Left margin in pixels').press('Enter');
    await page.getByLabel('Bottom margin in pixels').fill('400');
    await page.getByLabel('Bottom margin in pixels').press('Enter');
    const margins = { top: 54, right: 54, bottom: 400, left: 300 };

    /** Inside the margins, and as large as they allow: across the room, or (square) most of its height. */
    const expectWithinMargins = async (spans: 'width' | 'height') => {
      await expect
        .poll(async () => {
          const pageBox = await boxOf(page, '.map-page');
          const frame = Number((await frameFields(page))[1]);
          const k = width(pageBox) / 1080;
          const map = await mapBox(page);
          const roomWidth = (1080 - margins.left - margins.right) * k;
          const roomHeight = (frame - margins.top - margins.bottom) * k;
          return (
            map.left >= pageBox.left + margins.left * k - 1 &&
            map.right <= pageBox.right - margins.right * k + 1 &&
            map.top >= pageBox.top + margins.top * k - 1 &&
            map.bottom <= pageBox.bottom - margins.bottom * k + 1 &&
            // Germany is wider than the room is tall for it in a story, taller in a square; the height
            // left for it is less the title's room above and as much below.
            (spans === 'width' ? width(map) >= roomWidth - 2 : height(map) >= roomHeight * 0.75)
          );
        })
        .toBe(true);
    };
    await expectWithinMargins('width');

    // Zoomed and moved away, then fitted again with the one action.
    const fit = page.locator('[data-action="resetView"]');
    expect(await fit.getAttribute('aria-label')).toMatch(/Fit the map to the frame/);
    for (let i = 0; i < 3; i++) await page.locator('[data-action="zoomIn"]').click();
    const surface = await boxOf(page, '.map-surface');
    await page.keyboard.down('Shift');
    await page.mouse.move(surface.left + 100, surface.top + 200);
    await page.mouse.down();
    await page.mouse.move(surface.left + 160, surface.top + 260, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(async () => width(await mapBox(page)) > width(surface)).toBe(true);
    await fit.click();
    await expectWithinMargins('width');

    // A new frame size fits the map again, the margins keeping their share of the shorter side.
    for (let i = 0; i < 2; i++) await page.locator('[data-action="zoomIn"]').click();
    await preset(page, 'Square post').click();
    await expect.poll(() => frameFields(page)).toEqual(['1080', '1080']);
    await expectWithinMargins('height');
    await page.context().close();
  });

  it('a reload keeps the frame, and crossing 768 px keeps the frame the user chose', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'Germany');
    await openFramePanel(page);
    await preset(page, 'Portrait post').click();
    await expect.poll(() => frameFields(page)).toEqual(['1080', '1350']);
    await draftSaved(page);
    await page.reload();
    await page.locator('[data-ready] path[data-division]').first().waitFor();
    await openFramePanel(page);
    expect(await frameFields(page)).toEqual(['1080', '1350']);
    expect(await preset(page, 'Portrait post').getAttribute('aria-checked')).toBe('true');

    // Narrowed to a phone: the same frame, not the phone's story.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    const phonePage = await boxOf(page, '.map-page');
    expect(width(phonePage) / height(phonePage)).toBeCloseTo(1080 / 1350, 2);
    // And a map made on the phone keeps its story on a desktop.
    const phone = await openPhoneEditor('Romania');
    await phone.setViewportSize({ width: 1280, height: 800 });
    await phone.locator('[data-editor="desktop"] [data-ready] path[data-division]').first().waitFor();
    await openFramePanel(phone);
    expect(await frameFields(phone)).toEqual(['1080', '1920']);
    await phone.context().close();
    await page.context().close();
  });
});
