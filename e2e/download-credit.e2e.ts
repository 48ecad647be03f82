import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { launchBrowser, openPage } from './browser';
import { divisionIds, draftSaved, fillOf, FIRST_COLOUR, openSheetPanel, pointOn } from './editorHelpers';
import { chooseExportFormat, downloadsLeft, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';
import { DESKTOP, PHONE, type Device } from './support/devices';

/**
 * Issue 42 item 5, at 1440 × 900 and 390 × 844 with touch: one download covers one map (the same draft or
 * saved map, whatever is edited) in every format and size for 24 hours, and the dialog says so before and
 * after; a new map and a map opened from a file are other maps, and undo returns to the map you had with
 * its credit; at 0 left for a map not covered, the button says it leads to the plan and nothing is asked
 * of the server. A saved map opened on another device is the same map, unless a file was saved over it.
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

const SLUG = 'SriLanka';
const RULE = 'One download covers this map for 24 hours, in every format and size, however you change it.';

async function newPage(vp: Device): Promise<Page> {
  return openPage(browser, { ...vp.options, baseURL: server.url, acceptDownloads: true });
}

async function openEditorOn(page: Page, vp: Device, query = ''): Promise<void> {
  await page.goto(`/Countries/${SLUG}${query}`);
  const ready = vp.phone
    ? '[data-editor="mobile"] [data-ready] path[data-base-level]'
    : '[data-editor="desktop"] [data-ready] path[data-division]';
  await page.locator(ready).first().waitFor();
}

const dialogOf = (page: Page) => page.getByTestId('export-dialog');

async function openDownload(page: Page, vp: Device): Promise<Locator> {
  await page.locator(vp.phone ? '[data-tab="download"]' : '[data-action="exportMap"]').click();
  const dialog = dialogOf(page);
  await dialog.waitFor();
  return dialog;
}

async function closeDownload(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({ state: 'hidden' });
}

async function paint(page: Page, vp: Device, id: string): Promise<void> {
  const { x, y } = await pointOn(page, 1, id);
  if (vp.phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect.poll(() => fillOf(page, 1, id)).toBe(FIRST_COLOUR);
}

const mapTitle = (page: Page) => page.locator('[data-ready] [data-element="title"]').textContent();

/** The More sheet on the phone (its file actions and the Text panel); nothing on the desktop. */
async function withMoreSheet(page: Page, vp: Device, work: () => Promise<void>): Promise<void> {
  if (!vp.phone) return work();
  await page.locator('[data-tab="more"]').click();
  await work();
  await page.getByRole('button', { name: 'Close Map and file', exact: true }).click();
}

/** Fixes the title through the Text panel (the desktop's side panel, the phone's More sheet). */
async function setTitle(page: Page, vp: Device, text: string): Promise<void> {
  await withMoreSheet(page, vp, async () => {
    if (vp.phone) await openSheetPanel(page.getByRole('dialog', { name: 'Map and file' }), 'Text');
    await page.locator('input[data-text-block="title"]').fill(text);
  });
  await expect.poll(() => mapTitle(page)).toBe(text);
}

async function action(page: Page, vp: Device, name: 'newMap' | 'undo' | 'redo'): Promise<void> {
  if (name !== 'newMap') return page.locator(`[data-action="${name}"]`).first().click();
  await withMoreSheet(page, vp, () => page.locator('[data-action="newMap"]').click());
}

/** Opens a .json map (another map) through the editor's file input, as Open does. */
async function openFile(page: Page, title: string): Promise<void> {
  const doc = createDocument(SLUG);
  const file = { ...doc, title: { ...doc.title, text: title } };
  await page.getByTestId('open-map-file').setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect.poll(() => mapTitle(page)).toBe(title);
}

async function download(page: Page, label: 'PNG' | 'SVG' | 'PDF'): Promise<string> {
  const dialog = dialogOf(page);
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: `Download ${label}`, exact: true }).click(),
  ]);
  await dialog.getByTestId('export-done').waitFor();
  return file.suggestedFilename();
}

const leftText = (page: Page) => page.getByTestId('downloads-left').textContent();
const creditLine = (page: Page) => page.getByTestId('download-credit-rule').textContent();
const doneLine = (page: Page) => dialogOf(page).getByTestId('export-done').textContent();

/** Waits until the dialog has read whether this map is covered: the line says so, or says the rule. */
async function expectCovered(page: Page, covered: boolean): Promise<void> {
  if (covered)
    await expect
      .poll(() => creditLine(page))
      .toMatch(/^This map's download is covered until .+: download it/);
  else await expect.poll(() => creditLine(page)).toBe(RULE);
}

/** The requests the page makes to POST /api/downloads (a grant asked of the server). */
function grantRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/downloads') seen.push(req.url());
  });
  return seen;
}

describe.each([DESKTOP, PHONE])('one download covers one map on $name', (vp) => {
  it('a typo costs nothing; another map costs one; undo returns to a covered map; at 0 left the button leads to the plan', async () => {
    const page = await newPage(vp);
    await signUpInContext(page, server.url, uniqueEmail('one-map'));
    await openEditorOn(page, vp);
    const [first = '', second = ''] = await divisionIds(page, 1);
    await paint(page, vp, first);
    await setTitle(page, vp, 'Sri Lanak tea estates');

    // The first download of this map spends one and says what it bought.
    await openDownload(page, vp);
    await expect.poll(() => leftText(page)).toBe('3 free downloads left.');
    await expectCovered(page, false);
    expect(await download(page, 'PNG')).toMatch(/\.png$/);
    expect(await doneLine(page)).toMatch(
      /Until .+, this map downloads again in any format and size, after any change, without using a download\.$/,
    );
    await expect.poll(() => leftText(page)).toBe('2 free downloads left.');
    await expectCovered(page, true);
    await closeDownload(page);

    // The typo fixed and one more division painted: the same map, in any format.
    await setTitle(page, vp, 'Sri Lanka tea estates');
    await paint(page, vp, second);
    await openDownload(page, vp);
    await expectCovered(page, true);
    await chooseExportFormat(dialogOf(page), 'SVG (vector)');
    await download(page, 'SVG');
    expect(await doneLine(page)).toMatch(/No download used: this map is covered until .+\.$/);
    await chooseExportFormat(dialogOf(page), 'PDF (vector)');
    await download(page, 'PDF');
    expect(await downloadsLeft(page)).toBe(2);
    expect(await leftText(page)).toBe('2 free downloads left.');
    await closeDownload(page);

    // A reload resumes the draft: the same map.
    await draftSaved(page);
    await openEditorOn(page, vp);
    await openDownload(page, vp);
    await expectCovered(page, true);
    await closeDownload(page);

    // A new map is another map: its download counts.
    await action(page, vp, 'newMap');
    await expect.poll(() => mapTitle(page)).not.toBe('Sri Lanka tea estates');
    await openDownload(page, vp);
    await expectCovered(page, false);
    await download(page, 'PNG');
    await expect.poll(() => leftText(page)).toBe('1 free download left.');
    await closeDownload(page);

    // So is a map opened from a file (replacing the whole document).
    await openFile(page, 'Another map from a file');
    await openDownload(page, vp);
    await expectCovered(page, false);
    await download(page, 'PNG');
    await expect.poll(() => leftText(page)).toBe('0 free downloads left.');
    await closeDownload(page);
    expect(await downloadsLeft(page)).toBe(0);

    // Undo returns to the new map, still covered: it downloads with none left.
    await action(page, vp, 'undo');
    await expect.poll(() => mapTitle(page)).not.toBe('Another map from a file');
    await openDownload(page, vp);
    await expectCovered(page, true);
    await download(page, 'PNG');
    expect(await doneLine(page)).toMatch(/No download used/);
    await closeDownload(page);

    // Another map at 0 left (New map again would change nothing: the same map): the offer, and a button
    // that says where it leads; nothing is asked.
    await openFile(page, 'A third map');
    const grants = grantRequests(page);
    const dialog = await openDownload(page, vp);
    const offer = dialog.getByTestId('export-upgrade');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('Le Journaliste');
    expect(await dialog.getByRole('button', { name: /^Download / }).count()).toBe(0);
    const plan = dialog.getByRole('link', { name: 'Get unlimited downloads', exact: true });
    expect(await plan.getAttribute('href')).toBe('/Profile');
    expect(grants).toEqual([]);
    await plan.click();
    await page.waitForURL((url) => url.pathname === '/Profile');
    expect(grants).toEqual([]);
    expect(await downloadsLeft(page)).toBe(0);
    await page.context().close();
  });
});

describe('a saved map is one map on every device (desktop 1440 × 900)', () => {
  const saveToAccount = (page: Page) => page.locator('[data-action="saveToAccount"]:not([disabled])').click();
  const statusIs = (page: Page, text: string) =>
    page.locator(`[data-testid="account-status"]:text-is(${JSON.stringify(text)})`).waitFor();

  it('opened on another device it is covered; once a file is saved over it, it is another map', async () => {
    const page = await newPage(DESKTOP);
    const email = uniqueEmail('saved-map');
    await signUpInContext(page, server.url, email);
    await openEditorOn(page, DESKTOP);
    const [first = ''] = await divisionIds(page, 1);
    await paint(page, DESKTOP, first);

    // Downloaded as a draft, then saved to the account: the saved map is that map.
    await openDownload(page, DESKTOP);
    await download(page, 'PNG');
    await closeDownload(page);
    await page.locator('[data-action="saveToAccount"]:not([disabled])').click();
    const name = page.getByRole('dialog', { name: 'Save to your account' });
    await name.getByLabel('Name').fill('Tea estates');
    await name.getByRole('button', { name: 'Save', exact: true }).click();
    await statusIs(page, 'Saved to account as "Tea estates"');
    const id = new URL(page.url()).searchParams.get('map') ?? '';
    // The typo fixed and saved again.
    await setTitle(page, DESKTOP, 'Tea estates of Sri Lanka');
    await saveToAccount(page);
    await statusIs(page, 'Saved to account as "Tea estates"');

    // Another device: the same account, no draft; Profile's Open brings the same map, covered.
    const other = await newPage(DESKTOP);
    const signIn = await other.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'export-pass-1' },
      headers: { Origin: server.url },
    });
    expect(signIn.status()).toBe(200);
    await openEditorOn(other, DESKTOP, `?map=${id}`);
    await statusIs(other, 'Saved to account as "Tea estates"');
    await expect.poll(() => mapTitle(other)).toBe('Tea estates of Sri Lanka');
    await openDownload(other, DESKTOP);
    await expectCovered(other, true);
    await download(other, 'PNG');
    expect(await doneLine(other)).toMatch(/No download used/);
    await closeDownload(other);
    expect(await downloadsLeft(other)).toBe(2);

    // There, a file is opened and saved over the saved map: from that version on it is the file's map.
    await openFile(other, 'A map from a file');
    await saveToAccount(other);
    await statusIs(other, 'Saved to account as "Tea estates"');
    await other.context().close();

    // Opened again on the first device, the saved map is the file's map, which no download covered.
    await openEditorOn(page, DESKTOP, `?map=${id}`);
    await expect.poll(() => mapTitle(page)).toBe('A map from a file');
    await openDownload(page, DESKTOP);
    await expectCovered(page, false);
    await download(page, 'PNG');
    await expect.poll(() => leftText(page)).toBe('1 free download left.');
    await page.context().close();
  });
});
