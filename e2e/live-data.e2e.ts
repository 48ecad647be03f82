import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { fillOf, openEditor, openImport } from './editorHelpers';
import { signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Live data (issue 46): a CSV of election winners served by a local "spreadsheet" is linked from the
 * import dialog (the server fetches it, allowed to reach this machine by a setting only tests turn on),
 * makes a categorical map, is published; after the file changes, "Refresh now" recolours the editor and
 * the published page shows the new data, with the date it was got.
 */

let browser: Browser;
let server: AppServer;
let sheet: Server;
let csv = '';
let sheetUrl = '';

const ROWS = (bavaria: string) =>
  ['State,Winner', `Bayern,${bavaria}`, 'Berlin,SPD', 'Hamburg,SPD', 'Sachsen,CDU', 'Hessen,CDU'].join('\n');
const [ORANGE, SKY] = ['#e69f00', '#56b4e9'];

beforeAll(async () => {
  sheet = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    res.end(csv);
  });
  await new Promise<void>((resolve) => sheet.listen(0, '127.0.0.1', resolve));
  sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/winners.csv`;
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({ LIVE_DATA_ALLOW_LOOPBACK: 'true', LIVE_DATA_MIN_INTERVAL_SECONDS: '0' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  sheet?.closeAllConnections();
  await new Promise((resolve) => sheet?.close(resolve));
});

describe('live data', () => {
  it(
    'a linked CSV served locally updates a published map after it changes',
    { timeout: 180_000 },
    async () => {
      csv = ROWS('CSU');
      const page = await openPage(browser, { baseURL: server.url, viewport: { width: 1440, height: 900 } });
      await signUpInContext(page, server.url, uniqueEmail('live'));
      await openEditor(page, 'Germany');

      await page.locator('[data-data-layer="categories"]').click();
      const dialog = await openImport(page);
      await dialog.getByLabel('Link to a CSV file').fill(sheetUrl);
      await dialog.getByRole('button', { name: 'Get the file' }).click();
      await expect.poll(() => dialog.getByTestId('import-report').textContent()).toMatch(/^5 of 16/);
      await expect
        .poll(() => dialog.getByTestId('import-linked').textContent())
        .toMatch(/^127\.0\.0\.1:\d+, got /);
      await dialog.getByLabel('Refresh the published map').selectOption({ label: 'Every 5 minutes' });
      await dialog.getByRole('button', { name: 'Set 3 categories' }).click();
      await expect.poll(() => fillOf(page, 1, '09')).toBe(ORANGE);
      const panel = page.getByTestId('live-data');
      await expect.poll(() => panel.textContent()).toContain('State → Winner');
      expect(await panel.getByLabel('Refresh the published map').inputValue()).toBe('5');

      await page.locator('[data-action="publishMap"]:not([disabled])').click();
      const publish = page.getByTestId('publish-dialog');
      await publish.getByRole('button', { name: 'Publish', exact: true }).click();
      await publish.getByText('Published: anyone with the link can see this map, read-only.').waitFor();
      const link = await publish.getByLabel('Link').inputValue();
      await publish.getByRole('button', { name: 'Close' }).click();

      const reader = await openPage(browser, { baseURL: server.url });
      await reader.goto(link);
      expect(await fillOf(reader, 1, '09')).toBe(ORANGE);
      expect(await reader.getByTestId('published-live').textContent()).toMatch(
        /^Live data from 127\.0\.0\.1:\d+, updated \d+ \w+ \d{4}, \d\d:\d\d UTC\.$/,
      );

      // Bavaria changes hands in the spreadsheet; the owner refreshes.
      csv = ROWS('SPD');
      await panel.getByRole('button', { name: 'Refresh now' }).click();
      await expect.poll(() => fillOf(page, 1, '09')).toBe(SKY);
      await expect.poll(() => panel.getByTestId('live-data-got').count()).toBe(1);

      // The published page draws the file as the server last got it, without republishing.
      await expect
        .poll(async () => {
          await reader.reload();
          return fillOf(reader, 1, '09');
        })
        .toBe(SKY);
      await reader.close();
      await page.close();
    },
  );
});
