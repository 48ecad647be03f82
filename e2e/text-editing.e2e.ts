import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnIds, surfacePoint } from './annotationHelpers';
import { launchBrowser, openPage } from './browser';
import { clickDivision, divisionIds, FIRST_COLOUR } from './editorHelpers';

/**
 * Typing into texts where they are drawn (issue 31), as in Figma, Slides, Keynote and tldraw: a text
 * or a note placed with its tool is open for typing at once (its placeholder selected), the editor's
 * shortcuts do not fire meanwhile, Escape or a click elsewhere ends it, Enter, F2 and a double-click
 * open it again exactly over the text; each edit is one undo step. The same for the map's title and
 * a legend label typed on the map. Desktop at 1440x900; the phone (390x844, touch) for a new text.
 */
const SLUG = 'Germany';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openDesktop(): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`/Countries/${SLUG}`);
  await page.locator('[data-ready][data-projection="ready"] path[data-division]').first().waitFor();
  return page;
}

const editorBox = (page: Page): Locator => page.locator('textarea.map-text-editor');
const drawnText = (page: Page, id: string) =>
  page.locator(`[data-layer="annotations"] [data-annotation-id="${id}"] text`).first().textContent();
const pressed = (page: Page, action: string) =>
  page.locator(`[data-action="${action}"]`).first().getAttribute('aria-pressed');

/** Chooses a tool with its key and clicks the map once: the new annotation's id. */
async function placeWith(page: Page, key: string, fx: number, fy: number): Promise<string> {
  const before = await drawnIds(page);
  await page.locator('.map-surface').focus();
  await page.keyboard.press(key);
  const at = await surfacePoint(page, fx, fy);
  await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await drawnIds(page)).length).toBe(before.length + 1);
  const added = (await drawnIds(page)).find((id) => !before.includes(id));
  if (!added) throw new Error(`nothing was placed with ${key}`);
  return added;
}

/** The box of the text the editor covers and the editor's own inner box (client px). */
async function boxes(page: Page, textSelector: string) {
  return page.evaluate((selector) => {
    const text = document.querySelector(selector);
    const editor = document.querySelector('textarea.map-text-editor');
    if (!text || !(editor instanceof HTMLTextAreaElement)) return null;
    const t = text.getBoundingClientRect();
    const e = editor.getBoundingClientRect();
    const style = getComputedStyle(editor);
    const inset = (side: string) =>
      parseFloat(style.getPropertyValue(`padding-${side}`)) +
      parseFloat(style.getPropertyValue(`border-${side}-width`));
    return {
      text: { x: t.x + t.width / 2, y: t.y + t.height / 2, width: t.width },
      editor: {
        x: e.x + inset('left') + (e.width - inset('left') - inset('right')) / 2,
        y: e.y + inset('top') + (e.height - inset('top') - inset('bottom')) / 2,
        width: e.width - inset('left') - inset('right'),
      },
    };
  }, textSelector);
}

describe('typing into a text or a note placed on the map (desktop, 1440x900)', () => {
  it('T, click, type "Berlin": the text reads Berlin, no tool switched, nothing deleted; Escape gives the keys back', async () => {
    const page = await openDesktop();
    const id = await placeWith(page, 't', 0.45, 0.45);
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(id);
    expect(await editorBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Berlin');
    await expect.poll(() => drawnText(page, id)).toBe('Berlin');
    // "n" typed no Note tool, "e" no Emoji tool, the Backspace-free word deleted nothing.
    expect(await pressed(page, 'textTool')).toBe('true');
    expect(await pressed(page, 'noteTool')).toBe('false');
    expect(await drawnIds(page)).toEqual([id]);
    // Backspace takes a letter, not the annotation.
    await page.keyboard.press('Backspace');
    await expect.poll(() => drawnText(page, id)).toBe('Berli');
    await page.keyboard.type('n');
    expect(await drawnIds(page)).toEqual([id]);

    await page.keyboard.press('Escape');
    await expect.poll(() => editorBox(page).count()).toBe(0);
    expect(await drawnText(page, id)).toBe('Berlin');
    // The text stays selected and the keys are the editor's again.
    expect(await page.locator(`[data-layer-annotation="${id}"]`).getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('n');
    await expect.poll(() => pressed(page, 'noteTool')).toBe('true');

    // Placing and typing were one undo step: one Ctrl+Z takes the text away, redo brings "Berlin".
    await page.keyboard.press('Control+z');
    await expect.poll(() => drawnIds(page)).toEqual([]);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => drawnText(page, id)).toBe('Berlin');
    await page.context().close();
  });

  it('Enter and F2 edit the selected text again, each edit one undo step; a click elsewhere ends it', async () => {
    const page = await openDesktop();
    const id = await placeWith(page, 't', 0.4, 0.5);
    await page.keyboard.type('Berlin');
    await page.keyboard.press('Escape');
    await expect.poll(() => editorBox(page).count()).toBe(0);

    await page.keyboard.press('Enter');
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(id);
    expect(await editorBox(page).inputValue()).toBe('Berlin');
    await page.keyboard.type('Hamburg'); // the old text was selected: typing replaces it
    await expect.poll(() => drawnText(page, id)).toBe('Hamburg');
    // A click on the map elsewhere ends the edit (and places nothing with the text tool meanwhile).
    const away = await surfacePoint(page, 0.9, 0.9);
    await page.mouse.click(away.x, away.y);
    await expect.poll(() => editorBox(page).count()).toBe(0);

    await page.keyboard.press('Escape'); // back to painting, nothing selected
    // (F2 on its row in the layers panel renames the row: select it on the map.)
    const text = await page.locator(`[data-layer="annotations"] [data-annotation-id="${id}"]`).boundingBox();
    if (!text) throw new Error('the text is not drawn');
    await page.mouse.click(text.x + text.width / 2, text.y + text.height / 2);
    await expect.poll(() => editorBox(page).count()).toBe(0);
    await page.keyboard.press('F2');
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(id);
    await page.keyboard.type('Köln');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawnText(page, id)).toBe('Köln');

    await page.keyboard.press('Control+z');
    await expect.poll(() => drawnText(page, id)).toBe('Hamburg');
    await page.keyboard.press('Control+z');
    await expect.poll(() => drawnText(page, id)).toBe('Berlin');
    await page.context().close();
  });

  it('a double-click opens the editor exactly over the text', async () => {
    const page = await openDesktop();
    const id = await placeWith(page, 't', 0.5, 0.4);
    await page.keyboard.type('Berlin');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const selector = `[data-layer="annotations"] [data-annotation-id="${id}"] text`;
    const box = await page.locator(selector).boundingBox();
    if (!box) throw new Error('the text is not drawn');
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(id);
    await expect.poll(() => editorBox(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const measured = await boxes(page, selector);
    if (!measured) throw new Error('no editor');
    // Centred on the drawn text both ways, within 2 px, and about as wide as it (plus a caret).
    expect(Math.abs(measured.editor.x - measured.text.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(measured.editor.y - measured.text.y)).toBeLessThanOrEqual(2);
    expect(measured.editor.width).toBeGreaterThanOrEqual(measured.text.width - 2);
    expect(measured.editor.width).toBeLessThanOrEqual(measured.text.width + 8);
    expect(await editorBox(page).inputValue()).toBe('Berlin');
    await page.context().close();
  });

  it('N, click, type: the note reads what was typed, no tool switched ("C" is the chart key)', async () => {
    const page = await openDesktop();
    const id = await placeWith(page, 'n', 0.35, 0.55);
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(id);
    await page.keyboard.type('Capital city');
    await expect.poll(() => drawnText(page, id)).toBe('Capital city');
    expect(await pressed(page, 'noteTool')).toBe('true');
    expect(await pressed(page, 'chartTool')).toBe('false');
    expect(await drawnIds(page)).toEqual([id]);
    // Enter adds a line in a note; Escape ends.
    await page.keyboard.press('Enter');
    await page.keyboard.type('of Germany');
    await page.keyboard.press('Escape');
    await expect.poll(() => editorBox(page).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .locator(`[data-annotation-id="${id}"] text tspan`)
          .evaluateAll((spans) => spans.map((s) => s.textContent)),
      )
      .toEqual(['Capital city', 'of Germany']);
    await page.keyboard.press('Enter');
    await expect.poll(() => editorBox(page).inputValue()).toBe('Capital city\nof Germany');
    await page.context().close();
  });

  it("a chart's title is typed into on the map: double-click the chart, then its title", async () => {
    const page = await openDesktop();
    const id = await placeWith(page, 'c', 0.3, 0.5);
    expect(await editorBox(page).count()).toBe(0); // a chart does not open for typing by itself
    const chart = await page.locator(`[data-layer="annotations"] [data-annotation-id="${id}"]`).boundingBox();
    if (!chart) throw new Error('the chart is not drawn');
    await page.mouse.dblclick(chart.x + chart.width / 2, chart.y + chart.height / 2);
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(`chart-title:${id}`);
    await page.keyboard.type('Votes');
    await page.keyboard.press('Enter');
    await expect.poll(() => editorBox(page).count()).toBe(0);
    const title = page.locator(`[data-annotation-id="${id}"] [data-chart-title]`);
    await expect.poll(() => title.textContent()).toBe('Votes');
    await title.dblclick();
    await expect.poll(() => editorBox(page).inputValue()).toBe('Votes');
    await page.context().close();
  });

  it("the map's title is typed into on the map, one undo step", async () => {
    const page = await openDesktop();
    const title = page.locator('[data-ready] [data-element="title"]');
    expect(await title.textContent()).toBe('Germany');
    await title.dblclick();
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe('title');
    await page.keyboard.type('Germany by state');
    await expect.poll(() => title.textContent()).toBe('Germany by state');
    expect(await pressed(page, 'paintTool')).toBe('true');
    await page.keyboard.press('Enter'); // one line: Enter ends
    await expect.poll(() => editorBox(page).count()).toBe(0);
    expect(await title.textContent()).toBe('Germany by state');
    await page.keyboard.press('Control+z');
    await expect.poll(() => title.textContent()).toBe('Germany');
    await page.context().close();
  });

  it('a legend label is typed on the map: click "Add a label"', async () => {
    const page = await openDesktop();
    const [first] = await divisionIds(page, 1);
    if (!first) throw new Error('no division');
    await clickDivision(page, 1, first);
    const row = page.locator(`[data-ready] [data-legend-colour="${FIRST_COLOUR}"]`);
    const label = row.locator('text');
    await expect.poll(() => label.textContent()).toBe('Add a label');
    await label.click();
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(`legend:${FIRST_COLOUR}`);
    await expect.poll(() => editorBox(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // Over the placeholder it replaces, as wide as it.
    const measured = await boxes(page, `[data-legend-colour="${FIRST_COLOUR}"] text`);
    if (!measured) throw new Error('no editor');
    expect(Math.abs(measured.editor.y - measured.text.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(measured.editor.x - measured.text.x)).toBeLessThanOrEqual(3);
    expect(measured.editor.width).toBeGreaterThanOrEqual(measured.text.width - 2);
    await page.keyboard.type('Visited');
    await expect.poll(() => label.textContent()).toBe('Visited');
    await page.keyboard.press('Enter');
    await expect.poll(() => editorBox(page).count()).toBe(0);
    expect(await label.getAttribute('data-placeholder')).toBeNull();
    // The side panel shows the same label.
    await expect.poll(() => page.getByLabel(`Label for ${FIRST_COLOUR}`).inputValue()).toBe('Visited');
    await page.keyboard.press('Control+z');
    await expect.poll(() => label.textContent()).toBe('Add a label');
    await page.context().close();
  });
});

describe('typing into a text placed on the phone (390x844, touch)', () => {
  it('a text placed with a tap opens for typing', async () => {
    const page = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    await page.goto(`/Countries/${SLUG}`);
    await page.locator('[data-editor="mobile"] [data-ready][data-projection="ready"]').waitFor();
    await page.locator('[data-tab="annotate"]').tap();
    const sheet = page.getByRole('dialog', { name: 'Annotations' });
    await sheet.locator('button[data-action="textTool"]').tap();
    await expect.poll(() => page.getByTestId('sheet-state').textContent()).toBe('Annotations sheet, low');
    const at = await surfacePoint(page, 0.5, 0.4);
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(async () => (await drawnIds(page)).length).toBe(1);
    const [id] = await drawnIds(page);
    await expect.poll(() => editorBox(page).getAttribute('data-editing')).toBe(id);
    expect(await editorBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Berlin');
    await expect.poll(() => drawnText(page, id ?? '')).toBe('Berlin');
    expect(await drawnIds(page)).toEqual([id]);
    await page.context().close();
  });
});
