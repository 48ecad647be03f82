import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { launchBrowser, openPage } from './browser';
import { DEFAULT_FILL, divisionIds, fillOf, FIRST_COLOUR, pointOn } from './editorHelpers';
import { chooseExportFormat, downloadsLeft, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOpenIdProvider,
  type LocalOpenIdProvider,
} from './support/oidcProvider';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Issue 31, items 4, 5, 6, 9 and 10, on a desktop window (1440 × 900) and a phone (390 × 844):
 * "Continue with Google" only where Google is configured; the Download dialog keeps focus after a
 * download (Esc closes it, focus returns to its button); one download covers a map in every
 * format and size; signed out, one sign-in prompt whose dialog opens over the editor and comes back to
 * the same map and Download dialog; "Sign in to save" signs up over the map and stays there.
 */

let browser: Browser;
let oidc: LocalOpenIdProvider;
/** No Google sign-in configured (the new user's server in the issue). */
let plain: AppServer;
/** Google sign-in configured against the local OpenID provider. */
let google: AppServer;

beforeAll(async () => {
  [browser, oidc, plain] = await Promise.all([launchBrowser(), startOpenIdProvider(), startAppServer()]);
  google = await startAppServer({
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    GOOGLE_ISSUER: oidc.issuer,
  });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([plain?.close(), google?.close()]);
  await oidc?.close();
});

interface Viewport {
  readonly name: string;
  readonly phone: boolean;
  readonly options: BrowserContextOptions;
}
const VIEWPORTS: readonly Viewport[] = [
  { name: 'desktop 1440 × 900', phone: false, options: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone 390 × 844',
    phone: true,
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
];

const PASSWORD = 'flow-pass-12';
const SLUG = 'SriLanka';

async function newPage(vp: Viewport, server: AppServer = plain): Promise<Page> {
  return openPage(browser, { ...vp.options, baseURL: server.url, acceptDownloads: true });
}

async function openEditorOn(page: Page, vp: Viewport): Promise<void> {
  await page.goto(`/Countries/${SLUG}`);
  const ready = vp.phone
    ? '[data-editor="mobile"] [data-ready] path[data-base-level]'
    : '[data-editor="desktop"] [data-ready] path[data-division]';
  await page.locator(ready).first().waitFor();
}

/** The control that opens the Download dialog: the toolbar button, or the phone's Download tab. */
const downloadOpener = (page: Page, vp: Viewport) =>
  page.locator(vp.phone ? '[data-tab="download"]' : '[data-action="exportMap"]');

async function openDownload(page: Page, vp: Viewport): Promise<Locator> {
  await downloadOpener(page, vp).click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  return dialog;
}

async function paint(page: Page, vp: Viewport, id: string): Promise<void> {
  const { x, y } = await pointOn(page, 1, id);
  if (vp.phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect.poll(() => fillOf(page, 1, id)).toBe(FIRST_COLOUR);
}

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in or sign up' });

/** Signs a new account up through the sign-in dialog's Sign up form; waits until the dialog closes. */
async function signUpInDialog(page: Page, email: string): Promise<void> {
  const dialog = signInDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Sign up' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const leftText = (page: Page) => page.getByTestId('downloads-left').textContent();

async function download(page: Page, label: 'PNG' | 'SVG' | 'PDF'): Promise<string> {
  const dialog = page.getByTestId('export-dialog');
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: `Download ${label}` }).click(),
  ]);
  // The finished export's status (its class, so this also runs on builds without the test id).
  await dialog.locator('.export-dialog__done').waitFor();
  return file.suggestedFilename();
}

/** Occurrences of "sign in" in what the Download dialog says (its text, not the dialog over it). */
const signInMentions = (dialog: Locator) =>
  dialog.evaluate((el) => ((el as HTMLElement).innerText.match(/sign in/gi) ?? []).length);

describe.each(VIEWPORTS)('account flows on $name', (vp) => {
  it('item 4: offers "Continue with Google" only when the server has Google sign-in', async () => {
    for (const [server, offered] of [
      [plain, false],
      [google, true],
    ] as const) {
      const page = await newPage(vp, server);
      const site = page.waitForResponse((res) => res.url().endsWith('/api/site'));
      await page.goto('/Profile');
      await page.getByRole('button', { name: 'Sign up', exact: true }).waitFor();
      // The page reads the settings; a build that never asks has nothing to wait for (10 s, then on).
      await site.catch(() => null);
      const settings = (await (await page.request.get('/api/site')).json()) as { googleSignIn?: boolean };
      expect(settings.googleSignIn ?? offered).toBe(offered);
      const googleButton = page.getByRole('button', { name: 'Continue with Google' });
      if (offered) await googleButton.waitFor();
      expect(await googleButton.count()).toBe(offered ? 1 : 0);

      // The same forms in the editor's sign-in dialog.
      await openEditorOn(page, vp);
      const dialog = await openDownload(page, vp);
      const again = page.waitForResponse((res) => res.url().endsWith('/api/site'));
      await dialog.getByRole('button', { name: 'Sign in or sign up to download' }).click();
      await signInDialog(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();
      await again.catch(() => null);
      const inDialog = signInDialog(page).getByRole('button', { name: 'Continue with Google' });
      if (offered) await inDialog.waitFor();
      expect(await inDialog.count()).toBe(offered ? 1 : 0);
      await page.context().close();
    }
  });

  it('item 5: after a download, focus stays in the Download dialog, Esc closes it, focus returns', async () => {
    const page = await newPage(vp);
    await signUpInContext(page, plain.url, uniqueEmail('focus'));
    await openEditorOn(page, vp);
    const dialog = await openDownload(page, vp);
    await chooseExportFormat(dialog, 'SVG (vector)');
    expect(await download(page, 'SVG')).toMatch(/\.svg$/);
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="export-dialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const opener = vp.phone ? '[data-tab="download"]' : '[data-action="exportMap"]';
    await expect
      .poll(() => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, opener))
      .toBe(true);
    await page.context().close();
  });

  it('item 6: one download covers the same map in every format and size for 24 hours', async () => {
    const page = await newPage(vp);
    await signUpInContext(page, plain.url, uniqueEmail('credit'));
    await openEditorOn(page, vp);
    const [first = '', second = ''] = await divisionIds(page, 1);
    expect(await fillOf(page, 1, first)).toBe(DEFAULT_FILL);
    await paint(page, vp, first);

    const dialog = await openDownload(page, vp);
    expect(await dialog.getByTestId('download-credit-rule').textContent()).toBe(
      'One download covers this map for 24 hours, in every format and size, however you change it.',
    );
    await expect.poll(() => leftText(page)).toBe('3 free downloads left.');

    await chooseExportFormat(dialog, 'SVG (vector)');
    await download(page, 'SVG');
    expect(await dialog.getByTestId('export-done').textContent()).toMatch(
      /this map downloads again in any format and size, after any change, without using a download\.$/,
    );
    await expect.poll(() => leftText(page)).toBe('2 free downloads left.');

    await chooseExportFormat(dialog, 'PNG image');
    await dialog.getByLabel('Size', { exact: true }).selectOption('slide');
    // The phone's frame is the 9:16 story: a 16:9 size asks first how to fit it (decision 0126).
    if (vp.phone) await dialog.getByLabel('Centre the frame with bands').check();
    expect(await download(page, 'PNG')).toMatch(/-1920x1080-/);
    expect(await dialog.getByTestId('export-done').textContent()).toMatch(
      /No download used: this map is covered until /,
    );
    await chooseExportFormat(dialog, 'PDF (vector)');
    await download(page, 'PDF');
    expect(await dialog.getByTestId('export-done').textContent()).toMatch(/No download used/);
    expect(await downloadsLeft(page)).toBe(2);
    expect(await leftText(page)).toBe('2 free downloads left.');

    // Another version of the map is the same map (issue 42 item 5, download-credit.e2e.ts); a map opened
    // from a file is another map, another download.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await paint(page, vp, second);
    const other = createDocument(SLUG);
    await page.getByTestId('open-map-file').setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...other, title: { ...other.title, text: 'Another map' } })),
    });
    await expect.poll(() => fillOf(page, 1, second)).toBe(DEFAULT_FILL);
    await openDownload(page, vp);
    await chooseExportFormat(dialog, 'SVG (vector)');
    await download(page, 'SVG');
    await expect.poll(() => leftText(page)).toBe('1 free download left.');
    expect(await downloadsLeft(page)).toBe(1);

    // The rule is written on /About too.
    await page.goto('/About');
    expect(await page.getByTestId('about-download-credit').textContent()).toContain(
      'One download covers one map for 24 hours, in every format and size, however you change it',
    );
    await page.context().close();
  });

  it('item 9: signed out, one sign-in prompt; signing up over the editor returns to the same dialog', async () => {
    const page = await newPage(vp);
    await openEditorOn(page, vp);
    const path = new URL(page.url()).pathname;
    const dialog = await openDownload(page, vp);
    await chooseExportFormat(dialog, 'SVG (vector)');
    await expect.poll(() => leftText(page)).toBe('Sign in to download: every account gets 3 free downloads.');
    expect(await signInMentions(dialog)).toBe(1);
    expect(await dialog.getByRole('link').count()).toBe(0);

    // The prompt opens the sign-in dialog over this one; Esc closes only it, focus comes back.
    await dialog.getByRole('button', { name: 'Sign in or sign up to download' }).click();
    await signInDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await signInDialog(page).waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
      .toBe('Sign in or sign up to download');

    // Download while signed out: the same dialog, no file, nothing said twice.
    let files = 0;
    page.on('download', () => files++);
    await dialog.getByRole('button', { name: 'Download SVG' }).click();
    await signInDialog(page).waitFor();
    expect(await signInMentions(dialog)).toBe(1);
    expect(files).toBe(0);

    await signUpInDialog(page, uniqueEmail('over-editor'));
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('SVG (vector)').isChecked()).toBe(true);
    await expect.poll(() => leftText(page)).toBe('3 free downloads left.');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="export-dialog"]')))
      .toBe(true);
    expect(await download(page, 'SVG')).toMatch(/\.svg$/);
    await expect.poll(() => leftText(page)).toBe('2 free downloads left.');
    await page.context().close();
  });

  it('item 10: "Sign in to save" signs up over the map and stays with it', async () => {
    const page = await newPage(vp);
    await openEditorOn(page, vp);
    const path = new URL(page.url()).pathname;
    const [id = ''] = await divisionIds(page, 1);
    await paint(page, vp, id);
    if (vp.phone) await page.locator('[data-tab="more"]').click();
    await page.getByRole('button', { name: 'Sign in to save maps to your account' }).click();
    await signUpInDialog(page, uniqueEmail('save-from-editor'));

    expect(new URL(page.url()).pathname).toBe(path);
    expect(await fillOf(page, 1, id)).toBe(FIRST_COLOUR);
    await page.locator('[data-action="saveToAccount"]:not([disabled])').waitFor();
    expect(await page.getByRole('button', { name: 'Sign in to save maps to your account' }).count()).toBe(0);
    await page.locator('[data-action="saveToAccount"]').click();
    const name = page.getByRole('dialog', { name: 'Save to your account' });
    await name.getByLabel('Name').fill('From the editor');
    await name.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .locator('[data-testid="account-status"]:text-is(\'Saved to account as "From the editor"\')')
      .waitFor();
    await page.context().close();
  });
});
