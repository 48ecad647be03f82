import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { allowConsole } from './consoleGuard';
import { clickDivision, divisionIds, fillOf, FIRST_COLOUR, searchFor } from './editorHelpers';
import {
  chooseExportFormat,
  downloadExport,
  exportSvgText,
  frameSize,
  interiorFramePoint,
  openExportDialog,
  pixelHex,
  readPng,
  signUpInContext,
  summarisePdf,
} from './exportHelpers';
import { pdfPageText } from './pdfText';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * A map on the user's own boundaries (issue 45): a zipped shapefile in a projected system uploaded at
 * /Custom becomes a map in the editor at /Custom/{hash}; a click paints, a pasted table matches by name,
 * SVG, PNG and PDF show the divisions, the map saved to the account reopens the same, and its public
 * page draws it (decision "A map names its own boundaries by hash").
 */

const FIXTURES = join(import.meta.dirname, '../web/src/custom/parse/fixtures');

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ready = (page: Page) =>
  page.locator('[data-editor][data-country^="Custom/"] [data-ready] path[data-division]').first().waitFor();

/** Uploads a fixture on /Custom, builds it with the guessed name property and opens it in the editor. */
async function makeMap(page: Page, file: string, divisions: number, name?: string): Promise<string> {
  await page.goto('/Custom');
  await page.getByLabel('Choose a file or drop it here').setInputFiles(join(FIXTURES, file));
  await page.getByRole('button', { name: 'Build the map' }).click();
  await page.getByText(`${file}: ${divisions} divisions.`).waitFor();
  if (name !== undefined) await page.getByLabel('Call these boundaries').fill(name);
  await page.getByRole('button', { name: 'Make a map of these' }).click();
  await ready(page);
  const hash = /^\/Custom\/([0-9a-f]{64})$/.exec(new URL(page.url()).pathname)?.[1];
  if (!hash) throw new Error(`Not an editor of own boundaries: ${page.url()}`);
  return hash;
}

describe('a map on your own boundaries', () => {
  it(
    'paints, takes a pasted table, exports, saves, reopens and publishes a shapefile in UTM zone 30N',
    { timeout: 240_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('custom-map'));
      const hash = await makeMap(page, 'constituencies-utm.zip', 12);
      // The divisions are the file's: twelve, titled with the file's name.
      const ids = await divisionIds(page, 1);
      expect(ids).toHaveLength(12);
      expect(await page.locator('[data-editor] .editor__title').first().textContent()).toBe(
        'constituencies-utm',
      );
      expect(await page.locator('[data-ready] [data-element="title"]').textContent()).toBe(
        'constituencies-utm',
      );

      // A click paints.
      const [first = '', second = ''] = ids;
      await clickDivision(page, 1, first);
      await expect.poll(() => fillOf(page, 1, first)).toBe(FIRST_COLOUR);

      // A pasted table matches by the divisions' names.
      await page.locator('[data-data-layer="heatMap"]').click();
      await page.locator('button[data-action="importData"]').click();
      const dialog = page.getByTestId('import-dialog');
      const names = [
        'Ayr North',
        'Ayr South',
        'Bute',
        'Clyde East',
        'Clyde West',
        'Dunoon',
        'Eaglesham',
        'Falkirk',
        'Govan',
        'Hamilton',
        'Irvine',
        'Johnstone',
      ];
      await dialog
        .getByLabel('Paste a table')
        .fill(['Constituency\tTurnout', ...names.map((n, i) => `${n}\t${50 + i}`)].join('\n'));
      const report = dialog.getByTestId('import-report');
      await expect
        .poll(() => report.textContent(), { timeout: 10_000 })
        .toMatch(/^12 of 12 .* matched; 0 rows/);
      await dialog.getByRole('button', { name: 'Set 12 values' }).click();
      await expect.poll(() => page.getByTestId('data-count').textContent()).toMatch(/^12 of 12 /);
      // Back to hand painting for the exports.
      await page.locator('[data-data-layer="none"]').click();
      await expect.poll(() => fillOf(page, 1, first)).toBe(FIRST_COLOUR);

      // SVG, PNG and PDF show the divisions (one download for the one map).
      const svg = await exportSvgText(page);
      expect(svg.match(/<path[^>]*data-division="c\d+"/g)?.length).toBe(12);
      expect(svg).toContain('Boundaries: constituencies-utm');
      const point = await interiorFramePoint(page, 1, first);
      const frame = await frameSize(page);
      let exportDialog = await openExportDialog(page);
      await chooseExportFormat(exportDialog, 'PNG image');
      const png = await readPng(await downloadExport(page));
      await page.keyboard.press('Escape');
      await exportDialog.waitFor({ state: 'hidden' });
      const scale = png.width / frame.width;
      expect(pixelHex(png, point.x * scale, point.y * scale)).toBe(FIRST_COLOUR);
      exportDialog = await openExportDialog(page);
      await chooseExportFormat(exportDialog, 'PDF (vector)');
      const pdfBytes = await readFile(await (await downloadExport(page)).path());
      await page.keyboard.press('Escape');
      const pdf = await summarisePdf(pdfBytes);
      // Twelve four-sided divisions and their borders as vector paths; the title and credit as text.
      expect(pdf.pathOps).toBeGreaterThanOrEqual(12 * 4);
      expect(pdf.images).toBe(0);
      const pdfText = pdfPageText(pdfBytes);
      expect(pdfText).toContain('constituencies-utm');
      expect(pdfText).toContain('Boundaries: constituencies-utm');

      // Saved to the account (the boundaries uploaded once, before the map), then reopened from it.
      await clickDivision(page, 1, second);
      await page.locator('[data-action="saveToAccount"]:not([disabled])').click();
      const save = page.getByRole('dialog', { name: 'Save to your account' });
      await save.getByLabel('Name').fill('Ayrshire turnout');
      await save.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .locator('[data-testid="account-status"]:text-is("Saved to account as \\"Ayrshire turnout\\"")')
        .waitFor();
      const maps = (await (await page.request.get('/api/maps')).json()) as {
        maps: { id: string; country: string; version: number }[];
      };
      const [saved] = maps.maps;
      expect(saved?.country).toBe(`Custom/${hash}`);
      const savedDoc = (
        (await (await page.request.get(`/api/maps/${saved?.id}`)).json()) as { document: unknown }
      ).document;
      expect(savedDoc).toMatchObject({ country: 'Custom', boundary: { hash, name: 'constituencies-utm' } });
      // The save carried no geometry: the map is small.
      expect(JSON.stringify(savedDoc).length).toBeLessThan(40_000);

      // Another browser, with none of this one's storage, opens it from the account: the same map.
      const other = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
      const cookies = await page.context().cookies();
      await other.addCookies(cookies);
      const reader = await other.newPage();
      await reader.goto(`/Custom/${hash}?map=${saved?.id}`);
      await ready(reader);
      await reader
        .locator('[data-testid="account-status"]:text-is("Saved to account as \\"Ayrshire turnout\\"")')
        .waitFor();
      expect(await fillOf(reader, 1, first)).toBe(FIRST_COLOUR);
      expect(await fillOf(reader, 1, second)).toBe(FIRST_COLOUR);
      expect((await divisionIds(reader, 1)).sort()).toEqual([...ids].sort());

      // Published: the public page draws the twelve divisions with their fills and names.
      const published = await page.request.put(`/api/maps/${saved?.id}/publication`, {
        data: { mapVersion: saved?.version },
      });
      expect(published.status()).toBe(201);
      const { publicId } = (await published.json()) as { publicId: string };
      await reader.goto(`/m/${publicId}`);
      await reader.locator('svg[data-country="Custom"]').first().waitFor();
      expect(await reader.locator('path[data-level="1"][data-division]').count()).toBe(12);
      expect(await reader.locator(`path[data-division="${first}"]`).getAttribute('fill')).toBe(FIRST_COLOUR);
      expect(await reader.locator('a.published__copy').getAttribute('href')).toBe(
        `/Custom/${hash}?copy=${publicId}`,
      );
      expect(await reader.content()).toContain('Ayr North');
      // "Make your own copy" opens it in the editor of the same boundaries, as a new draft.
      await reader.locator('a.published__copy').evaluate((a) => a.removeAttribute('target'));
      await reader.locator('a.published__copy').click();
      await ready(reader);
      expect(new URL(reader.url()).pathname).toBe(`/Custom/${hash}`);
      await expect.poll(() => fillOf(reader, 1, first)).toBe(FIRST_COLOUR);
      await other.close();
      await page.context().close();
    },
  );

  it.each([
    ['districts.topojson', ['Alfama', 'Baixa', 'Chiado', 'Estrela', 'Graça']],
    ['sub-counties.kml', ['Westlands', 'Kibra', 'Embakasi']],
  ])(
    'makes a map of %s: its divisions, a click, a pasted table, an SVG',
    { timeout: 120_000 },
    async (file, names) => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('custom-format'));
      await makeMap(page, file, names.length);
      const ids = await divisionIds(page, 1);
      expect(ids).toHaveLength(names.length);
      // Each found by its name.
      for (const name of names) expect(await searchFor(page, name)).toEqual([name]);
      await page.keyboard.press('Escape');
      const [first = ''] = ids;
      await clickDivision(page, 1, first);
      await expect.poll(() => fillOf(page, 1, first)).toBe(FIRST_COLOUR);
      await page.locator('[data-data-layer="heatMap"]').click();
      await page.locator('button[data-action="importData"]').click();
      const dialog = page.getByTestId('import-dialog');
      await dialog
        .getByLabel('Paste a table')
        .fill(['Name\tShare', ...names.map((n, i) => `${n}\t${i + 1}`)].join('\n'));
      await expect
        .poll(() => dialog.getByTestId('import-report').textContent(), { timeout: 10_000 })
        .toMatch(new RegExp(`^${names.length} of ${names.length} .* matched; 0 rows`));
      await dialog.getByRole('button', { name: `Set ${names.length} values` }).click();
      const svg = await exportSvgText(page);
      expect(svg.match(/<path[^>]*data-division="c\d+"/g)?.length).toBe(names.length);
      await page.context().close();
    },
  );

  it('draws a name with markup as its text, on screen and in the SVG', { timeout: 120_000 }, async () => {
    const page = await openPage(browser, {
      baseURL: server.url,
      acceptDownloads: true,
      viewport: { width: 1440, height: 900 },
    });
    await signUpInContext(page, server.url, uniqueEmail('custom-markup'));
    await makeMap(page, 'wards.geojson', 6);
    await page.locator('[data-labels-visible="1"]').check();
    const label = page.locator('[data-ready] text', { hasText: 'Queen’s' }).first();
    await label.waitFor();
    // Level 1's labels are in capitals by default; the markup is text all the same.
    expect(await label.textContent()).toMatch(/<b>queen’s<\/b> park & kilburn/i);
    expect(await page.locator('[data-ready] svg b').count()).toBe(0);
    const svg = await exportSvgText(page);
    expect(svg).toMatch(/&lt;b&gt;queen’s&lt;\/b&gt; park &amp; kilburn/i);
    expect(svg).not.toMatch(/<b>/i);
    await page.context().close();
  });

  it(
    'keeps a map made before signing in, from this browser, names as text',
    { timeout: 120_000 },
    async () => {
      const page = await openPage(browser, { baseURL: server.url, viewport: { width: 1440, height: 900 } });
      // The editor's menu leads there.
      await page.goto('/Countries/SriLanka');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Use your own boundaries' }).click();
      await page.getByRole('heading', { level: 1, name: 'Use your own boundaries' }).waitFor();
      // Named apart from the other tests' wards, so these are not the ones a signed-in test stored.
      const hash = await makeMap(page, 'wards.geojson', 6, 'Wards before signing in');
      // Found by name, markup in a name shown as the text it is.
      expect(await searchFor(page, 'Queen')).toEqual(['<b>Queen’s</b> Park & Kilburn']);
      const [first = ''] = await divisionIds(page, 1);
      await clickDivision(page, 1, first);
      await page.locator('[data-save-status="saved"]').waitFor();
      // The draft and the geometry are this browser's: a reload opens the same painted map.
      await page.reload();
      await ready(page);
      expect(await fillOf(page, 1, first)).toBe(FIRST_COLOUR);
      // The server never saw them: another browser is told so in words.
      const stranger = await openPage(browser, { baseURL: server.url });
      allowConsole(stranger, /api\/boundaries\/[0-9a-f]{64}/, 'the server was never given these boundaries');
      await stranger.goto(`/Custom/${hash}`);
      await stranger
        .getByText('These boundaries are not in this browser or on the server.', { exact: false })
        .waitFor();

      // The map's .json file carries them: opened in the stranger's browser, it leads to their editor.
      const download = page.waitForEvent('download');
      await page.keyboard.press('Control+s');
      const file = await (await download).path();
      const saved = JSON.parse(await readFile(file, 'utf8')) as {
        boundary: { hash: string };
        boundaryGeometry: { name: string };
      };
      expect(saved.boundary.hash).toBe(hash);
      expect(saved.boundaryGeometry.name).toBe('Wards before signing in');
      await stranger.goto('/Countries/SriLanka');
      await stranger.locator('[data-ready] path[data-division]').first().waitFor();
      await stranger.locator('[data-testid="open-map-file"]').setInputFiles(file);
      await stranger.getByRole('button', { name: 'Open in the editor of Wards before signing in' }).click();
      await ready(stranger);
      expect(new URL(stranger.url()).pathname).toBe(`/Custom/${hash}`);
      await expect.poll(() => fillOf(stranger, 1, first)).toBe(FIRST_COLOUR);
      await stranger.context().close();
      await page.context().close();
    },
  );
});
