import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { baseURL, launchBrowser, openPage } from './browser';
import { allowConsole } from './consoleGuard';
import {
  clickDivision,
  DEFAULT_FILL,
  divisionIds,
  draftSaved,
  fillOf,
  FIRST_COLOUR,
  openEditor,
} from './editorHelpers';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * The editor and the account (issue #5 item 6): save to the account (name dialog, then versioned
 * updates), the map on /Profile, open it from there, rename and delete it there, and the 409 on a stale
 * save settled in the conflict dialog (reload the newer copy, or save as a copy). Uses the shared server.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(name: string): Promise<Page> {
  const page = await openPage(browser);
  const email = uniqueEmail(name);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'account-pass-1', name },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
  return page;
}

interface Listed {
  id: string;
  name: string;
  version: number;
}
async function listed(page: Page): Promise<Listed[]> {
  return ((await (await page.request.get('/api/maps')).json()) as { maps: Listed[] }).maps;
}

const status = (page: Page) => page.getByTestId('account-status');
async function statusIs(page: Page, text: string): Promise<void> {
  await page.locator(`[data-testid="account-status"]:text-is(${JSON.stringify(text)})`).waitFor();
}
const saveToAccount = (page: Page) => page.keyboard.press('Control+Shift+KeyS');

/** Opens a saved map in the editor and waits until it is loaded from the account. */
async function openSaved(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/Countries/SriLanka?map=${id}`);
  await page.locator('[data-ready] path[data-division]').first().waitFor();
  await statusIs(page, `Saved to account as "${name}"`);
}

describe('editor: saved maps in the account', () => {
  it('is off while signed out and says how to sign in', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'SriLanka');
    const signIn = page.getByRole('button', { name: 'Sign in to save maps to your account' });
    await signIn.waitFor();
    expect(await page.locator('[data-action="saveToAccount"]').isDisabled()).toBe(true);
    // It signs in over the map (account-flows.e2e.ts follows the whole sign-up from there).
    await signIn.click();
    await page.getByRole('dialog', { name: 'Sign in or sign up' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Countries/SriLanka');
    await page.context().close();
  });

  it('saves a painted map, lists it on /Profile, opens it from there, renames and deletes it', async () => {
    const page = await signedInPage('sam');
    await openEditor(page, 'SriLanka');
    const [first = '', second = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, first);
    const button = page.locator('[data-action="saveToAccount"]');
    await page.locator('[data-action="saveToAccount"]:not([disabled])').waitFor();

    // First save: the name dialog, with a default name.
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Save to your account' });
    await dialog.waitFor();
    const nameField = dialog.getByLabel('Name');
    expect(await nameField.inputValue()).toMatch(/^Sri Lanka map \d{4}-\d{2}-\d{2}$/);
    await nameField.fill('Tea estates');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await statusIs(page, 'Saved to account as "Tea estates"');
    const [map] = await listed(page);
    expect(map).toMatchObject({ name: 'Tea estates', version: 1 });
    const id = map?.id ?? '';
    expect(new URL(page.url()).searchParams.get('map')).toBe(id);

    // A later save updates the same map (no dialog), based on the version it holds.
    await clickDivision(page, 1, second);
    await statusIs(page, 'Unsaved changes to "Tea estates"');
    await saveToAccount(page);
    await statusIs(page, 'Saved to account as "Tea estates"');
    expect((await listed(page)).map((m) => [m.id, m.version])).toEqual([[id, 2]]);

    // Start over, so what Open shows comes from the account, not the draft.
    await page.locator('[data-action="newMap"]').click();
    expect(await fillOf(page, 1, first)).toBe(DEFAULT_FILL);
    await draftSaved(page);

    await page.goto('/Profile');
    const item = page.locator(`li[data-map-id="${id}"]`);
    await item.getByText('Tea estates').waitFor();
    await item.getByRole('button', { name: 'Open Tea estates' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/Countries/SriLanka' && url.searchParams.get('map') === id,
    );
    await statusIs(page, 'Saved to account as "Tea estates"');
    expect(await fillOf(page, 1, first)).toBe(FIRST_COLOUR);
    expect(await fillOf(page, 1, second)).toBe(FIRST_COLOUR);
    expect(await page.getByRole('status').filter({ hasText: 'Opened "Tea estates"' }).count()).toBe(1);
    // Opening replaced the draft as one undo step.
    await page.keyboard.press('Control+KeyZ');
    expect(await fillOf(page, 1, first)).toBe(DEFAULT_FILL);
    await statusIs(page, 'Unsaved changes to "Tea estates"');

    // Rename and delete through /Profile's list.
    await page.goto('/Profile');
    await item.getByRole('button', { name: 'Rename Tea estates' }).click();
    await item.getByLabel('New name').fill('Hill country');
    await item.getByRole('button', { name: 'Save name' }).click();
    await item.getByText('Hill country').waitFor();
    expect((await listed(page)).map((m) => m.name)).toEqual(['Hill country']);
    await item.getByRole('button', { name: 'Delete Hill country' }).click();
    await item.getByRole('button', { name: 'Confirm delete' }).click();
    await page.getByText('No saved maps yet.', { exact: false }).waitFor();
    expect(await listed(page)).toEqual([]);

    // The deleted map's link now explains and keeps the draft.
    allowConsole(
      page,
      new RegExp(`status of 404 \\(Not Found\\) \\(\\S+/api/maps/${id}\\)`),
      'the link of the map deleted on purpose: the server answers 404',
    );
    await page.goto(`/Countries/SriLanka?map=${id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'That saved map was not found' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Your draft is kept.');
    expect(await status(page).count()).toBe(0);
    await page.context().close();
  });

  it("opens a saved map of another country in that country's editor", async () => {
    const page = await signedInPage('geo');
    const created = await page.request.post('/api/maps', {
      data: { name: 'Islands', document: createDocument('Japan') },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/Countries/SriLanka?map=${id}`);
    await page.waitForURL((url) => url.pathname === '/Countries/Japan' && url.searchParams.get('map') === id);
    await statusIs(page, 'Saved to account as "Islands"');
    expect(await page.locator('[data-editor="desktop"]').getAttribute('data-country')).toBe('Japan');
    await page.context().close();
  });

  it('never overwrites a newer copy: reload it (undoable) or save as a copy', async () => {
    const pageA = await signedInPage('tab');
    const context: BrowserContext = pageA.context();
    allowConsole(
      context,
      /status of 409 \(Conflict\) \(\S+\/api\/maps\/[\w-]+\)/,
      'saves based on a version saved over meanwhile, on purpose: the server answers 409',
    );
    const created = await pageA.request.post('/api/maps', {
      data: { name: 'Shared', document: createDocument('SriLanka') },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const pageB = await context.newPage();
    pageB.setDefaultTimeout(30_000);
    await openSaved(pageA, id, 'Shared');
    await openSaved(pageB, id, 'Shared');
    const [x = '', y = '', z = ''] = await divisionIds(pageA, 1);

    // A saves first; B's save is then stale.
    await clickDivision(pageA, 1, x);
    await saveToAccount(pageA);
    await statusIs(pageA, 'Saved to account as "Shared"');
    await clickDivision(pageB, 1, y);
    await saveToAccount(pageB);
    const conflict = pageB.getByRole('dialog', { name: 'A newer copy was saved elsewhere' });
    await conflict.waitFor();
    expect((await listed(pageB)).map((m) => m.version)).toEqual([2]); // nothing was overwritten

    await conflict.getByRole('button', { name: 'Reload the newer copy' }).click();
    await conflict.waitFor({ state: 'hidden' });
    await statusIs(pageB, 'Saved to account as "Shared"');
    expect(await fillOf(pageB, 1, x)).toBe(FIRST_COLOUR);
    expect(await fillOf(pageB, 1, y)).toBe(DEFAULT_FILL);
    // Undo brings B's own change back (and leaves A's newer copy in the account alone).
    await pageB.keyboard.press('Control+KeyZ');
    expect(await fillOf(pageB, 1, x)).toBe(DEFAULT_FILL);
    expect(await fillOf(pageB, 1, y)).toBe(FIRST_COLOUR);

    // A saves again; B's save conflicts again and keeps its map as a copy.
    await clickDivision(pageA, 1, z);
    await saveToAccount(pageA);
    await statusIs(pageA, 'Saved to account as "Shared"');
    await saveToAccount(pageB);
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Save as a copy' }).click();
    await statusIs(pageB, 'Saved to account as "Shared (copy)"');
    const maps = await listed(pageB);
    expect(maps.map((m) => m.name).sort()).toEqual(['Shared', 'Shared (copy)']);
    const copy = maps.find((m) => m.name === 'Shared (copy)');
    expect(new URL(pageB.url()).searchParams.get('map')).toBe(copy?.id);
    const copyDoc = (await (await pageB.request.get(`/api/maps/${copy?.id}`)).json()) as {
      document: { levels: Record<string, { fills: Record<string, string> }> };
    };
    expect(copyDoc.document.levels['1']?.fills).toEqual({ [y]: FIRST_COLOUR });
    const original = (await (await pageB.request.get(`/api/maps/${id}`)).json()) as {
      version: number;
      document: { levels: Record<string, { fills: Record<string, string> }> };
    };
    expect(original.version).toBe(3);
    expect(original.document.levels['1']?.fills).toEqual({ [x]: FIRST_COLOUR, [z]: FIRST_COLOUR });

    await pageB.goto('/Profile');
    await pageB.getByText('Shared (copy)').waitFor();
    expect(await pageB.locator('li[data-map-id]').count()).toBe(2);
    await context.close();
  });
});
