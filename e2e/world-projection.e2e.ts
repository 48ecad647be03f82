import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { editorReady, storedDraft } from './editorHelpers';

/**
 * The world's projection is the map's choice (issue 44 part 1; decision "The world's projection is
 * the map's choice"): Robinson centred on the Pacific puts Japan in the middle of the map and Russia in
 * one piece; kept in the draft, each step one undo step back to Equal Earth on Greenwich.
 */
/** Long enough for the browser to project the world in another projection on a busy machine. */
const PROJECTED_IN = { timeout: 60_000 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/World');
  await editorReady(page, 'World');
});

afterAll(async () => {
  await browser?.close();
});

/** Where a country lies across the map's width: its box's left, centre and width, as fractions. */
function across(id: string): Promise<{ left: number; centre: number; width: number }> {
  return page.evaluate((id) => {
    const group = document.querySelector<SVGGElement>('[data-ready] g[data-level-group="1"]');
    const path = document.querySelector<SVGPathElement>(
      `[data-ready] path[data-level="1"][data-division="${id}"]`,
    );
    if (!group || !path) throw new Error(`no ${id} on the map`);
    // The whole level's box, from every tile's copy of the level group.
    const groups = [...document.querySelectorAll<SVGGElement>('[data-ready] g[data-level-group="1"]')];
    const x0 = Math.min(...groups.map((g) => g.getBBox().x));
    const x1 = Math.max(...groups.map((g) => g.getBBox().x + g.getBBox().width));
    const box = path.getBBox();
    return {
      left: (box.x - x0) / (x1 - x0),
      centre: (box.x + box.width / 2 - x0) / (x1 - x0),
      width: box.width / (x1 - x0),
    };
  }, id);
}

const projectionSelect = () => page.getByLabel('Projection', { exact: true });

describe("the world's projection", () => {
  it('draws Robinson centred on the Pacific: Japan in the middle, Russia in one piece', async () => {
    // On Greenwich, Japan is near the right edge and Russia's far east wraps to the left edge.
    expect((await across('JPN')).centre).toBeGreaterThan(0.8);
    expect((await across('RUS')).width).toBeGreaterThan(0.65);

    const panel = page.locator('details.panel', { has: page.getByRole('heading', { name: 'Projection' }) });
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
    await projectionSelect().selectOption('robinson');
    await page.getByLabel('Centred on').selectOption('150');
    await expect.poll(async () => (await across('JPN')).centre, PROJECTED_IN).toBeLessThan(0.6);
    await editorReady(page, 'World');
    expect((await across('JPN')).centre).toBeGreaterThan(0.3);
    expect((await across('RUS')).width).toBeLessThan(0.55);
  });

  it('makes each choice one undo step', async () => {
    const undo = page.locator('[data-editor="desktop"] button[data-action="undo"]');
    const redo = page.locator('[data-editor="desktop"] button[data-action="redo"]');
    // Undo the meridian (Robinson on Greenwich), then the projection.
    await undo.click();
    await expect.poll(async () => (await across('JPN')).centre, PROJECTED_IN).toBeGreaterThan(0.8);
    expect(await projectionSelect().inputValue()).toBe('robinson');
    await undo.click();
    await expect.poll(() => projectionSelect().inputValue(), PROJECTED_IN).toBe('equalEarth');
    await redo.click();
    await redo.click();
    await expect.poll(async () => (await across('JPN')).centre, PROJECTED_IN).toBeLessThan(0.6);
  });

  it('keeps the choice in the draft', async () => {
    const inDraft = async () =>
      ((await storedDraft(page, 'World'))?.document as { projection?: unknown } | undefined)?.projection;
    await expect.poll(inDraft, PROJECTED_IN).toEqual({ type: 'robinson', centralMeridian: 150 });
    await page.reload();
    await editorReady(page, 'World');
    await expect.poll(async () => (await across('JPN')).centre, PROJECTED_IN).toBeLessThan(0.6);
    expect(await projectionSelect().inputValue()).toBe('robinson');
    expect(await page.getByLabel('Centred on').inputValue()).toBe('150');
  });
});
