import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocumentData } from '@mapwright/core/document/schema';
import { launchBrowser, openPage } from './browser';
import { openEditor } from './editorHelpers';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await openPage(browser);
});

async function openDocument(doc: MapDocumentData): Promise<void> {
  await page.locator('[data-testid="open-map-file"]').setInputFiles({
    name: 'heavy.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(doc)),
  });
}

/**
 * The render budget (decision "A render budget") as the editor says it: before a save is refused, not after.
 * The server refuses the same documents (server/src/published/bounded-work.test.ts).
 */
describe('the editor shows the render budget', () => {
  it('warns as the text nears its limit, and says what to reduce once it is over', async () => {
    await openEditor(page, 'SriLanka');
    const notice = page.locator('[data-testid="render-budget"]');
    expect(await notice.count()).toBe(0);

    const doc = createDocument('SriLanka') as MapDocumentData;
    const note = createAnnotation('note', { kind: 'frame', x: 40, y: 40 });
    for (let i = 0; i < 45; i++)
      doc.annotations.push({ ...note, id: `n${i}`, text: 'a'.repeat(2000), fontSize: 10 });
    await openDocument(doc);
    await expect.poll(() => notice.getAttribute('role')).toBe('status');
    expect(await notice.textContent()).toMatch(
      /close to its size limits\.Text: 9\d,\d{3} of 100,000 characters\./,
    );

    for (let i = 45; i < 60; i++)
      doc.annotations.push({ ...note, id: `n${i}`, text: 'a'.repeat(2000), fontSize: 10 });
    await openDocument(doc);
    await expect.poll(() => notice.getAttribute('role')).toBe('alert');
    expect(await notice.textContent()).toMatch(
      /cannot be saved to your account or published until it is lighter\.Too much text on the map: 120,\d{3} characters of 100,000\./,
    );
  });

  it('says when the pixel grid is drawn coarser than asked, and why', async () => {
    await openEditor(page, 'SriLanka');
    const doc = createDocument('SriLanka') as MapDocumentData;
    doc.pixelDotMap = { ...doc.pixelDotMap, active: true, level: 2, cellSize: 2, gap: 0 };
    doc.levels[1].style.visible = false;
    doc.levels[2].style.visible = true;
    doc.activeLevel = 2;
    await openDocument(doc);
    const pixels = page.locator('[data-testid="pixel-fields"]');
    await pixels.waitFor();
    // The default frame at 2 px cells is within the budget.
    expect(await page.locator('[data-testid="pixel-budget"]').count()).toBe(0);

    doc.frame = { preset: 'custom', width: 10_000, height: 10_000 };
    await openDocument(doc);
    const budget = page.locator('[data-testid="pixel-budget"]');
    await budget.waitFor();
    expect(await budget.textContent()).toMatch(
      /^Cells are drawn at \d+(\.\d)? px: at 2 px this frame and zoom would need up to [\d.]+M cells, and a map may have 400,000\./,
    );
  });
});
