import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { expectNoAxeViolations } from './axe';
import { openPage } from './browser';
import { launchBrowser } from './browser';
import { allowConsole } from './consoleGuard';
import { clickDivision, divisionIds, openEditor } from './editorHelpers';
import { signUpInContext } from './exportHelpers';
import { tabTo } from './keyboardHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Accessibility (issue #14): axe-core finds no violation on any page, /Profile mode, editor panel or
 * dialog; invalid form fields say so to assistive technology (aria-invalid, aria-describedby) beside
 * the spec's dots and alerts; the focus stays visible in forced-colours mode.
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

function newPage(): Promise<Page> {
  return openPage(browser, { baseURL: server.url, acceptDownloads: true });
}

async function signedInPage(name: string): Promise<Page> {
  const page = await newPage();
  await signUpInContext(page, server.url, uniqueEmail(name));
  return page;
}

/** The page's lazy route has rendered (its h1, or the not-found text). */
async function loaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  // The landing page's videos and the countries' outlines come in after the first render.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

/** Opens every side panel and section of the editor (the Frame panel and More palettes start closed). */
async function openAllPanels(page: Page): Promise<void> {
  await page.locator('.editor__panels .panel').first().waitFor();
  await page.evaluate(() => {
    for (const details of document.querySelectorAll<HTMLDetailsElement>('.editor__panels details')) {
      details.open = true;
    }
  });
}

describe('axe: the site', () => {
  it('finds nothing on /, /About, /Countries, the not-found page and the map sources dialog', async () => {
    const page = await newPage();
    for (const path of ['/', '/About', '/Countries', '/No/Such/Page', '/Countries/Atlantis']) {
      await loaded(page, path);
      await expectNoAxeViolations(page, path);
    }
    await loaded(page, '/Countries');
    await page.getByRole('button', { name: 'Map data sources and licences' }).click();
    const sources = page.getByRole('dialog', { name: 'Map data sources' });
    await sources.locator('li[data-source]').first().waitFor();
    await expectNoAxeViolations(page, 'the map sources dialog');
    await page.context().close();
  });

  it('finds nothing on /Profile in each mode, with invalid fields and alerts shown', async () => {
    const page = await newPage();
    await loaded(page, '/Profile');
    await expectNoAxeViolations(page, '/Profile welcome, signed out');

    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm password', { exact: true }).fill('secret-two');
    await expectNoAxeViolations(page, '/Profile sign-up with invalid fields');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
    allowConsole(
      page,
      /status of 401 \(Unauthorized\) \(\S+\/api\/auth\/sign-in\/email\)/,
      'a log-in with a wrong password, on purpose: the auth service answers 401',
    );
    await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
    await expectNoAxeViolations(page, '/Profile log-in with the Invalid Credentials alert');
    await page.getByRole('button', { name: 'Dismiss' }).click();

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByLabel('Email', { exact: true }).fill('x@');
    await expectNoAxeViolations(page, '/Profile reset mode');

    await loaded(page, '/Profile?resetToken=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('one');
    await page.getByLabel('Confirm new password', { exact: true }).fill('two');
    await expectNoAxeViolations(page, '/Profile new-password mode');
    await page.context().close();

    const signedIn = await signedInPage('axe-profile');
    const created = await signedIn.request.post('/api/maps', {
      data: { name: 'Election night', document: createDocument('SriLanka') },
    });
    expect(created.status()).toBe(201);
    await loaded(signedIn, '/Profile');
    await signedIn.getByText('Election night').waitFor();
    await expectNoAxeViolations(signedIn, '/Profile signed in, with a saved map');
    await signedIn.getByRole('button', { name: 'Rename Election night' }).click();
    await signedIn.getByLabel('New name').fill('');
    await expectNoAxeViolations(signedIn, '/Profile renaming a saved map (empty name)');
    await signedIn.context().close();
  });
});

describe('axe: the editor', () => {
  it('finds nothing in the workspace, every side panel, the search results, the Menu and the notices', async () => {
    const page = await newPage();
    await openEditor(page, 'SriLanka');
    await openAllPanels(page);
    await expectNoAxeViolations(page, 'the editor with every panel open');

    // Painted (the legend lists the colour), both levels shown (the "Clicks paint" choices).
    const [id = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, id);
    await page.keyboard.press('3');
    await page.getByRole('radiogroup', { name: 'Clicks paint' }).waitFor();
    await expectNoAxeViolations(page, 'the editor painted, both levels shown');

    // The map with keyboard focus: the ring and the live region.
    // Back from where the click left the focus navigation (inside the map) to the map itself.
    await tabTo(page, '.map-surface', { back: true });
    await page.keyboard.press('ArrowRight');
    await expectNoAxeViolations(page, 'the map with keyboard focus');

    await page.keyboard.press('/');
    await page.keyboard.type('a');
    await page.getByRole('listbox').waitFor();
    await expectNoAxeViolations(page, 'the search results');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page, 'the Menu, open');
    await page.keyboard.press('Escape');

    // Notices: an error (a damaged file) and information with an action (another country's map).
    const input = page.locator('[data-testid="open-map-file"]');
    await input.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('hello'),
    });
    await page.getByTestId('notice-error').waitFor();
    const belgium = { ...createDocument('Belgium') };
    await input.setInputFiles({
      name: 'belgium.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(belgium)),
    });
    await page.getByRole('button', { name: 'Open in the Belgium editor' }).waitFor();
    await expectNoAxeViolations(page, 'the editor with notices');
    await page.context().close();
  });

  async function helpDialog(): Promise<void> {
    const page = await newPage();
    await openEditor(page, 'Nepal');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await expectNoAxeViolations(page, 'the help dialog');
    await help.getByRole('button', { name: 'Change the shortcut of Zoom in', exact: true }).click();
    await page.keyboard.press('Control+z'); // taken: the dialog says so
    await expect.poll(() => help.getByTestId('shortcut-status').textContent()).toMatch(/already/);
    await expectNoAxeViolations(page, 'the help dialog recording a shortcut');
    await page.context().close();
  }

  async function exportDialog(): Promise<void> {
    const visitor = await newPage();
    await openEditor(visitor, 'Nepal');
    await visitor.keyboard.press('Control+e');
    const dialog = visitor.getByTestId('export-dialog');
    await dialog.waitFor();
    await visitor.getByTestId('export-preview').waitFor();
    await expectNoAxeViolations(visitor, 'the export dialog, signed out');
    await dialog.getByRole('button', { name: 'Download PNG' }).click();
    await visitor.getByRole('dialog', { name: 'Sign in or sign up' }).waitFor();
    await expectNoAxeViolations(visitor, 'the sign-in dialog over the export dialog');
    await visitor.context().close();

    const page = await signedInPage('axe-export');
    await openEditor(page, 'Nepal');
    await page.keyboard.press('Control+e');
    await page.getByTestId('export-preview').waitFor();
    await expect.poll(() => page.getByTestId('downloads-left').textContent()).toBe('3 free downloads left.');
    await expectNoAxeViolations(page, 'the export dialog, signed in');
    await page.getByLabel('Size', { exact: true }).selectOption('custom');
    await page.getByRole('spinbutton', { name: 'Width' }).fill('5');
    await page.locator('#export-size-problem').waitFor();
    await expectNoAxeViolations(page, 'the export dialog with a size problem');
    await page.getByRole('spinbutton', { name: 'Width' }).fill('800');
    // The frame's shape (16:9): no bands to choose.
    await page.getByRole('spinbutton', { name: 'Height' }).fill('450');
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved / })
      .waitFor();
    await expectNoAxeViolations(page, 'the export dialog after a download');
    await page.context().close();
  }

  async function saveDialogs(): Promise<void> {
    const page = await signedInPage('axe-save');
    await openEditor(page, 'SriLanka');
    await page.keyboard.press('Control+Shift+KeyS');
    const nameDialog = page.getByRole('dialog', { name: 'Save to your account' });
    await nameDialog.waitFor();
    await expectNoAxeViolations(page, 'the save-name dialog');
    await nameDialog.getByLabel('Name').fill('');
    await expectNoAxeViolations(page, 'the save-name dialog with an empty name');
    await nameDialog.getByLabel('Name').fill('Mine');
    await nameDialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-testid="account-status"]:text-is("Saved to account as \\"Mine\\"")').waitFor();

    // Another tab saves a newer version: this tab's save opens the conflict dialog.
    allowConsole(
      page,
      /status of 409 \(Conflict\) \(\S+\/api\/maps\/[\w-]+\)/,
      'a save based on a version saved over meanwhile, on purpose: the server answers 409',
    );
    const id = new URL(page.url()).searchParams.get('map');
    const newer = await page.request.put(`/api/maps/${id}`, {
      data: { document: createDocument('SriLanka'), baseVersion: 1 },
    });
    expect(newer.status()).toBe(200);
    const [division = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, division);
    await page.keyboard.press('Control+Shift+KeyS');
    await page.getByRole('dialog', { name: 'A newer copy was saved elsewhere' }).waitFor();
    await expectNoAxeViolations(page, 'the conflict dialog');
    await page.context().close();
  }

  it(
    'finds nothing in any dialog: help (also recording a shortcut), export (signed out, signed in, a size problem, a finished download), save-name and conflict',
    { timeout: 180_000 },
    async () => {
      await helpDialog();
      await exportDialog();
      await saveDialogs();
    },
  );
});

describe('invalid form fields', () => {
  /** The field's invalid state as assistive technology gets it: aria-invalid and the described-by text. */
  async function invalidState(page: Page, label: string): Promise<{ invalid: boolean; message: string }> {
    const field = page.getByLabel(label, { exact: true });
    const invalid = (await field.getAttribute('aria-invalid')) === 'true';
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    const message = ids
      ? await page.evaluate(
          (ids) =>
            ids
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          ids,
        )
      : '';
    return { invalid, message };
  }
  const dot = (page: Page, testId: string) =>
    page.locator(`[data-testid="${testId}"] .dot`).getAttribute('data-state');

  it('/Profile: aria-invalid with a described-by message, beside the spec dots and alerts', async () => {
    const page = await newPage();
    await loaded(page, '/Profile');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill('someone@example');
    expect(await dot(page, 'email-indicator')).toBe('invalid');
    expect(await invalidState(page, 'Email')).toEqual({
      invalid: true,
      message: 'Enter an email address such as name@example.com.',
    });
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    expect(await dot(page, 'email-indicator')).toBe('valid');
    expect(await invalidState(page, 'Email')).toEqual({ invalid: false, message: '' });

    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm password', { exact: true }).fill('secret-on');
    expect(await dot(page, 'signup-confirm-indicator')).toBe('invalid');
    expect(await invalidState(page, 'Confirm password')).toEqual({
      invalid: true,
      message: 'The passwords do not match.',
    });
    await page.getByLabel('Confirm password', { exact: true }).fill('secret-one');
    expect(await invalidState(page, 'Confirm password')).toEqual({ invalid: false, message: '' });

    // A failed log-in: the spec's alert, and the email marked until the user types again.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
    allowConsole(
      page,
      /status of 401 \(Unauthorized\) \(\S+\/api\/auth\/sign-in\/email\)/,
      'a log-in with a wrong password, on purpose: the auth service answers 401',
    );
    await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.locator('p').textContent())?.trim()).toBe('Invalid Credentials');
    expect(await dot(page, 'email-indicator')).toBe('invalid');
    expect(await invalidState(page, 'Email')).toEqual({
      invalid: true,
      message: 'The email or the password is not right.',
    });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByLabel('Email', { exact: true }).press('End');
    await page.getByLabel('Email', { exact: true }).press('Backspace');
    expect(await invalidState(page, 'Email')).toEqual({ invalid: false, message: '' });

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByLabel('Email', { exact: true }).fill('x@y');
    expect(await invalidState(page, 'Email')).toEqual({
      invalid: true,
      message: 'Enter an email address such as name@example.com.',
    });
    await page.context().close();
  });

  it('the editor: colour, frame size, export size and the map name', async () => {
    const page = await signedInPage('fields');
    await openEditor(page, 'Nepal');
    await openAllPanels(page);

    await page.getByLabel('Paint colour as hex').fill('#12345');
    expect(await invalidState(page, 'Paint colour as hex')).toEqual({
      invalid: true,
      message: 'Not a colour: type # and 6 hex digits, e.g. #e69f00.',
    });
    await page.getByLabel('Paint colour as hex').fill('#123456');
    expect((await invalidState(page, 'Paint colour as hex')).invalid).toBe(false);

    await page.getByLabel('Frame width in pixels').fill('50');
    expect(await invalidState(page, 'Frame width in pixels')).toEqual({
      invalid: true,
      message: 'Width and height are from 100 to 10,000 px.',
    });
    expect((await invalidState(page, 'Frame height in pixels')).invalid).toBe(false);
    await page.getByLabel('Frame width in pixels').press('Escape');

    await page.locator('[data-action="exportMap"]').click();
    const exportDialog = page.getByTestId('export-dialog');
    await exportDialog.waitFor();
    await exportDialog.getByLabel('Size', { exact: true }).selectOption('custom');
    await exportDialog.getByRole('spinbutton', { name: 'Width' }).fill('5');
    const width = await exportDialog.getByRole('spinbutton', { name: 'Width' }).getAttribute('aria-invalid');
    expect(width).toBe('true');
    expect(await page.locator('#export-size-problem').textContent()).toMatch(/at least/);
    expect(
      await exportDialog.getByRole('spinbutton', { name: 'Width' }).getAttribute('aria-describedby'),
    ).toBe('export-size-problem');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+Shift+KeyS');
    const nameDialog = page.getByRole('dialog', { name: 'Save to your account' });
    await nameDialog.waitFor();
    await nameDialog.getByLabel('Name').fill('  ');
    expect(await invalidState(page, 'Name')).toEqual({ invalid: true, message: 'Give the map a name.' });
    await nameDialog.getByLabel('Name').fill('Kathmandu');
    expect((await invalidState(page, 'Name')).invalid).toBe(false);
    await page.context().close();
  });
});

describe('forced colours (Windows high contrast)', () => {
  /**
   * Tabs through the page and returns the focused elements that show no outline: in forced-colours
   * mode box shadows are not drawn, so an outline is the only focus ring left.
   */
  async function withoutRing(page: Page, presses: number): Promise<string[]> {
    const missing: string[] = [];
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
        return visible
          ? null
          : `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`;
      });
      if (ring) missing.push(ring);
    }
    return missing;
  }

  it('keeps a visible focus ring on the pages and in the editor', async () => {
    const page = await newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    for (const path of ['/', '/Profile', '/Countries']) {
      await loaded(page, path);
      expect(await withoutRing(page, 12), path).toEqual([]);
    }
    await openEditor(page, 'SriLanka');
    expect(await withoutRing(page, 30), 'the editor').toEqual([]);
    await page.context().close();
  });
});
