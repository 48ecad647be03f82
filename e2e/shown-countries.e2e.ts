import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import {
  FIRST_COLOUR,
  editorReady,
  fillOf,
  mapTransform,
  pointOn,
  scaleOf,
  storedDraft,
} from './editorHelpers';
import { mapFileDivisions } from './divisionPoints';
import { chooseExportFormat, signUpInContext } from './exportHelpers';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * A map of a chosen set of countries (issue 44 part 3; decision "A map shows a chosen set of its first
 * level"): the world narrowed to Canada and the United States, fitted to them, with their first-level
 * divisions, the other countries drawn as quiet context that takes no clicks; kept in the draft, one
 * undo step, and exported as shown.
 */
/** Long enough for the world's map to be drawn again on a busy machine. */
const REDRAWN = { timeout: 30_000 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, { acceptDownloads: true, viewport: { width: 1440, height: 900 } });
  await signUpInContext(page, baseURL(), uniqueEmail('shown'));
  await page.goto('/World');
  await editorReady(page, 'World');
});

afterAll(async () => {
  await browser?.close();
});

/** The first-level divisions of Canada and the United States in the world's map file. */
let provincesShown = 0;

const level1Paths = (p: Page) => p.locator('[data-ready] path[data-level="1"][data-division]').count();
const level2Paths = (p: Page) => p.locator('[data-ready] path[data-level="2"][data-division]').count();

async function tick(name: string, id: string): Promise<void> {
  const panel = page.locator('details.panel', {
    has: page.getByRole('heading', { name: 'Countries shown' }),
  });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await panel.getByLabel('Filter the countries').fill(name);
  await panel.locator(`input[data-shown-division="${id}"]`).check();
}

describe('a map of chosen countries', () => {
  it('shows Canada and the United States with their first levels, fitted to them', async () => {
    const all = await level1Paths(page);
    expect(all).toBeGreaterThanOrEqual(240);
    const scaleBefore = scaleOf(await mapTransform(page));

    await tick('Canada', 'CAN');
    await expect.poll(() => level1Paths(page), REDRAWN).toBe(1);
    await tick('United States', 'USA');
    await expect.poll(() => level1Paths(page), REDRAWN).toBe(2);
    // Each tick is one undo step.
    await page.locator('[data-editor="desktop"] button[data-action="undo"]').click();
    await expect.poll(() => level1Paths(page), REDRAWN).toBe(1);
    await page.locator('[data-editor="desktop"] button[data-action="redo"]').click();
    await expect.poll(() => level1Paths(page), REDRAWN).toBe(2);
    const summary = () => page.locator('[data-shown-summary]').textContent();
    await expect.poll(summary, REDRAWN).toMatch(/^2 of \d+ countries: Canada, United States\./);
    await editorReady(page, 'World');

    // Fitted to the two: the map is drawn larger than the whole world was.
    expect(scaleOf(await mapTransform(page))).toBeGreaterThan(scaleBefore * 1.5);
    // The rest of the world is one quiet path under the map, and nothing of it takes a click.
    expect(await page.locator('[data-ready] g[data-context] path').count()).toBe(1);
    expect(await page.locator('[data-ready] path[data-division="MEX"]').count()).toBe(0);

    const { x, y } = await pointOn(page, 1, 'CAN');
    await page.mouse.click(x, y);
    await expect.poll(() => fillOf(page, 1, 'CAN'), REDRAWN).toBe(FIRST_COLOUR);

    // Both levels: the two countries' first-level divisions, and no one else's.
    const provinces = await mapFileDivisions(page, 2);
    const theirs = provinces.filter((p) => p.parent === 'CAN' || p.parent === 'USA');
    expect(theirs.length).toBeGreaterThanOrEqual(13 + 51);
    provincesShown = theirs.length;
    await page.locator('button[data-action="showBoth"]').click();
    await page.locator('[data-ready] g[data-outline-group="1"]').waitFor();
    await expect.poll(() => level2Paths(page), REDRAWN).toBe(theirs.length);
  });

  it('keeps the set in the draft, and exports the map as shown', async () => {
    // Reloaded once the draft holds the set and both levels (the last two steps).
    const inDraft = async () => {
      const doc = (await storedDraft(page, 'World'))?.document as
        { shownDivisions?: string[]; levels?: Record<1 | 2, { style: { visible: boolean } }> } | undefined;
      return [doc?.shownDivisions, doc?.levels?.[1].style.visible, doc?.levels?.[2].style.visible];
    };
    await expect.poll(inDraft, REDRAWN).toEqual([['CAN', 'USA'], true, true]);
    await page.reload();
    await editorReady(page, 'World');
    await expect.poll(() => level2Paths(page), REDRAWN).toBe(provincesShown);

    await page.locator('[data-action="exportMap"]').click();
    const dialog = page.getByTestId('export-dialog');
    await chooseExportFormat(dialog, 'SVG (vector)');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const svg = await readFile(await download.path(), 'utf8');
    // Both levels drawn: the two countries' divisions filled, the countries as outlines.
    expect(svg.match(/data-level="2"/g)?.length).toBe(provincesShown);
    expect(svg).toContain('data-context="land"');
    expect(svg).not.toContain('data-division="MEX"');
  });

  it('"Show all" brings every country back', async () => {
    const panel = page.locator('details.panel', {
      has: page.getByRole('heading', { name: 'Countries shown' }),
    });
    await panel.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => level2Paths(page), REDRAWN).toBeGreaterThanOrEqual(4500);
    expect(await page.locator('[data-ready] g[data-context]').count()).toBe(0);
    await expect
      .poll(() => page.locator('[data-shown-summary]').textContent(), REDRAWN)
      .toMatch(/^All \d+ countries/);
  });
});
