import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import {
  clickDivision,
  DEFAULT_FILL,
  divisionIds,
  draftSaved,
  editorReady,
  fillOf,
  FIRST_COLOUR,
  openEditor,
} from './editorHelpers';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await openPage(browser, { acceptDownloads: true });
});

describe('desktop editor: drafts and files', () => {
  it('restores the draft after a reload', async () => {
    await openEditor(page, 'SriLanka');
    const [id = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, id);
    await page.getByLabel('Title', { exact: true }).fill('Tea country');
    await draftSaved(page);

    await page.reload();
    await page.locator('[data-ready] path[data-division]').first().waitFor();
    expect(await fillOf(page, 1, id)).toBe(FIRST_COLOUR);
    expect(await page.locator('text[data-element="title"]').textContent()).toBe('Tea country');
  });

  it('ignores a corrupt draft with a notice', async () => {
    await openEditor(page, 'SriLanka');
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('mapwright', 1);
          open.onsuccess = () => {
            const tx = open.result.transaction('drafts', 'readwrite');
            tx.objectStore('drafts').put(
              { document: { version: 2, country: 'SriLanka' }, savedAt: 1 },
              'SriLanka',
            );
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.reload();
    await page.locator('[data-ready] path[data-division]').first().waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/draft could not be read/);
  });

  it('saves a .json file and opens it again (New map in between is undoable)', async () => {
    await openEditor(page, 'Belgium');
    const [id = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, id);

    const download = page.waitForEvent('download');
    await page.keyboard.press('Control+s');
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toMatch(/^mapwright-Belgium-.*\.json$/);
    const saved = JSON.parse(await readFile(file, 'utf8')) as {
      country: string;
      levels: Record<string, { fills: Record<string, string> }>;
    };
    expect(saved.country).toBe('Belgium');
    expect(saved.levels['1']?.fills[id]).toBe(FIRST_COLOUR);

    await page.getByRole('button', { name: 'New map (undoable)' }).click();
    expect(await fillOf(page, 1, id)).toBe(DEFAULT_FILL);

    await page.locator('[data-testid="open-map-file"]').setInputFiles(file);
    await expect.poll(() => fillOf(page, 1, id)).toBe(FIRST_COLOUR);
    await page.keyboard.press('Control+z');
    expect(await fillOf(page, 1, id)).toBe(DEFAULT_FILL);
    await page.keyboard.press('Control+z');
    expect(await fillOf(page, 1, id)).toBe(FIRST_COLOUR);
  });

  it('refuses a bad .json file with a message and changes nothing', async () => {
    await openEditor(page, 'Belgium');
    const [id = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, id);
    const input = page.locator('[data-testid="open-map-file"]');

    await input.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ version: 3, country: 'Belgium', levels: 'nope' })),
    });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /"broken\.json" could not be opened\. This map (\(format \d\) )?is damaged/,
    );

    await input.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('hello'),
    });
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringMatching(/not valid JSON/));
    expect(await fillOf(page, 1, id)).toBe(FIRST_COLOUR);
  });

  it('explains a map of another country and offers its editor', async () => {
    await openEditor(page, 'Nepal');
    // A version-1 file (migrated on open) of another country.
    const belgium = {
      version: 1,
      country: 'Belgium',
      level: 1,
      fills: {},
      width: 800,
      height: 600,
      zoom: 1,
      offset: [0, 0],
    };
    await page.locator('[data-testid="open-map-file"]').setInputFiles({
      name: 'belgium.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(belgium)),
    });
    const offer = page.getByRole('button', { name: 'Open in the Belgium editor' });
    await offer.waitFor();
    expect(await page.getByRole('status').allTextContents()).toContainEqual(
      expect.stringMatching(/is a map of Belgium/),
    );
    await offer.click();
    await page.waitForURL('**/Countries/Belgium');
    await editorReady(page, 'Belgium');
    expect(await page.locator('svg[data-layer="under"]').getAttribute('viewBox')).toBe('0 0 800 600');
  });
});
