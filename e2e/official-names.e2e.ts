import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { openEditor } from './editorHelpers';
import { startAppServer, type AppServer } from './support/appServer';

/**
 * One language per level (issue 36, decision "One language per level"): Italy's regions show their
 * Italian names, and a table naming Sicily in English, in Italian or in capitals matches Sicilia.
 */

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('official names with every other name matching', () => {
  it('imports "Sicily", "Sicilia" and "SICILIA" onto Sicilia', { timeout: 60_000 }, async () => {
    const page = await openPage(browser, { baseURL: server.url });
    await openEditor(page, 'Italy');
    await page.locator('[data-data-layer="heatMap"]').click();
    await page.locator('button[data-action="importData"]').click();
    const dialog = page.getByTestId('import-dialog');
    const report = dialog.getByTestId('import-report');
    for (const name of ['Sicily', 'Sicilia', 'SICILIA']) {
      await dialog.getByLabel('Paste a table').fill(`Region\tValue\n${name}\t5\nPuglia\t3\nApulia\t4`);
      // Puglia and Apulia are one region: the second row is a duplicate, not unmatched.
      await expect.poll(() => report.textContent()).toBe('2 of 20 regions matched; 0 rows not matched');
    }
    await page.context().close();
  });
});
