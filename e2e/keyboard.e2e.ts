import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { DEFAULT_FILL, FIRST_COLOUR, fillOf, mapTransform, openEditor } from './editorHelpers';
import {
  downloadsLeft,
  frameSize,
  interiorFramePoint,
  pixelHex,
  readPng,
  signUpInContext,
} from './exportHelpers';
import { announced, focused, ringPath, tabTo } from './keyboardHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * The editor with a keyboard alone (issue #14, accessibility): painting from the search box or by
 * moving between divisions on the map (levels 1, 2 and both), exporting, the Menu as a WAI-ARIA
 * menu button, and single-key shortcuts turned off or changed in the help panel (WCAG 2.1.4).
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

async function editorPage(slug: string, options: { signUp?: string } = {}): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.url, acceptDownloads: true });
  if (options.signUp) await signUpInContext(page, server.url, uniqueEmail(options.signUp));
  await openEditor(page, slug);
  return page;
}

/** The id of the division the focus ring outlines (its path data is the division's). */
async function ringedDivision(page: Page, level: 1 | 2): Promise<string> {
  const d = await ringPath(page);
  const id = await page.evaluate(
    ([level, d]) =>
      [...document.querySelectorAll(`path[data-level="${level}"][data-division]`)]
        .find((p) => p.getAttribute('d') === d)
        ?.getAttribute('data-division') ?? null,
    [level, d] as const,
  );
  if (!id) throw new Error(`the focus ring outlines no level-${level} division`);
  return id;
}

/** Tab from wherever the focus is to the map (it comes after the top bar). */
async function tabToMap(page: Page): Promise<void> {
  await tabTo(page, '.map-surface');
  expect((await focused(page)).role).toBe('application');
}

describe('painting with the keyboard', () => {
  it('Tab to the search, find a division, Enter paints it, Delete reverts it; then export a PNG by keyboard', async () => {
    const page = await editorPage('SriLanka', { signUp: 'keys' });
    await tabTo(page, 'input[type="search"]');
    await page.keyboard.type('Uva');
    // The highlighted result is the combobox's active descendant, so a screen reader reads it.
    const active = await page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-activedescendant');
      return id ? (document.getElementById(id)?.textContent ?? null) : null;
    });
    expect(active).toMatch(/^Uva/);
    await page.keyboard.press('Enter');
    // The chosen division is where the keyboard is now: on the map, outlined and announced.
    expect((await focused(page)).role).toBe('application');
    await expect.poll(() => announced(page)).toMatch(/^Uva( \(.+\))?: not painted$/);
    const uva = await ringedDivision(page, 1);
    expect(
      await page.locator('[data-layer="focus"]').evaluate((el) => getComputedStyle(el).display),
    ).not.toBe('none');

    await page.keyboard.press('Enter');
    expect(await fillOf(page, 1, uva)).toBe(FIRST_COLOUR);
    expect(await announced(page)).toMatch(new RegExp(`^Uva( \\(.+\\))?: painted ${FIRST_COLOUR}$`));
    await page.keyboard.press('Delete');
    expect(await fillOf(page, 1, uva)).toBe(DEFAULT_FILL);
    expect(await announced(page)).toMatch(/^Uva( \(.+\))?: not painted$/);
    await page.keyboard.press('Enter');
    expect(await fillOf(page, 1, uva)).toBe(FIRST_COLOUR);

    // Export: the dialog by its shortcut, then Tab to its Download button and Enter.
    // Centring on the search result is a translate of the pan layer until it is written (150 ms).
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLElement>('.map-pan')?.style.transform))
      .toBe('');
    const inside = await interiorFramePoint(page, 1, uva);
    const frame = await frameSize(page);
    await page.keyboard.press('Control+e');
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor();
    await expect.poll(() => page.getByTestId('downloads-left').textContent()).toBe('3 free downloads left.');
    await tabTo(page, 'dialog[open] button.export-dialog__primary');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^mapwright-SriLanka-3840x\d+-.*\.png$/);
    const png = await readPng(download);
    const scale = png.width / frame.width;
    expect(pixelHex(png, inside.x * scale, inside.y * scale)).toBe(FIRST_COLOUR);
    expect(await downloadsLeft(page)).toBe(2);
    await page.context().close();
  });

  it('moves between divisions with the arrow keys at level 1, level 2 and with both shown', async () => {
    const page = await editorPage('SriLanka');
    await tabToMap(page);
    // The keyboard starts on the division at the centre of the frame, announced by name.
    const start = await ringedDivision(page, 1);
    const first = await announced(page);
    expect(first).toMatch(/^[^:]+: not painted$/);
    const placement = await mapTransform(page);

    // Arrows move between divisions (not the map); the announcement follows.
    const seen = new Set([start]);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
      seen.add(await ringedDivision(page, 1));
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(await mapTransform(page)).toBe(placement);
    const here = await ringedDivision(page, 1);
    await page.keyboard.press('Enter');
    expect(await fillOf(page, 1, here)).toBe(FIRST_COLOUR);
    await page.keyboard.press('Control+z');
    expect(await fillOf(page, 1, here)).toBe(DEFAULT_FILL);

    // Level 2 (its shortcut, pressed on the map): the keyboard goes to a district of that province.
    await page.keyboard.press('2');
    await page.locator('path[data-level="2"]').first().waitFor();
    const district = await ringedDivision(page, 2);
    await page.keyboard.press('ArrowDown');
    const next = await ringedDivision(page, 2);
    expect(next).not.toBe(district);
    expect(await announced(page)).toMatch(/^[^:]+, [^:]+: not painted$/); // a district, its province
    await page.keyboard.press('Enter');
    expect(await fillOf(page, 2, next)).toBe(FIRST_COLOUR);
    await page.keyboard.press('Backspace');
    expect(await fillOf(page, 2, next)).toBe(DEFAULT_FILL);

    // Both shown, districts take the paint.
    await page.keyboard.press('3');
    await page.locator('[data-outline-group="1"]').waitFor();
    await page.keyboard.press('ArrowLeft');
    const left = await ringedDivision(page, 2);
    await page.keyboard.press('Enter');
    expect(await fillOf(page, 2, left)).toBe(FIRST_COLOUR);

    // Both shown, "Clicks paint: Provinces": the keys move between provinces and Enter paints one,
    // whose districts show its colour (decision "With both levels shown, both levels' paint shows").
    await page.getByRole('radio', { name: 'Provinces' }).check();
    await tabTo(page, '.map-surface', { back: true });
    await page.keyboard.press('ArrowRight');
    // The ring is a province's outline now: no district has its path data.
    const ring = await ringPath(page);
    expect(
      await page
        .locator('path[data-level="2"][data-division]')
        .evaluateAll((paths, d) => paths.some((p) => p.getAttribute('d') === d), ring),
    ).toBe(false);
    const announcedProvince = await announced(page);
    expect(announcedProvince).toMatch(/^[^,:]+: (not painted|\d+ of \d+ painted)$/);
    const before = await page.locator(`path[data-level="2"][fill="${FIRST_COLOUR}"]`).count();
    await page.keyboard.press('Enter');
    await expect.poll(() => announced(page)).toMatch(/: painted #e69f00$/);
    const after = await page.locator(`path[data-level="2"][fill="${FIRST_COLOUR}"]`).count();
    expect(after).toBeGreaterThan(before + 1);
    await page.keyboard.press('Delete');
    expect(await announced(page)).toMatch(/: not painted$/);
    await page.context().close();
  });

  it('leaves the map with Tab (no keyboard trap), and a click on the map does not take the focus', async () => {
    const page = await editorPage('Belgium');
    await tabToMap(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).role).not.toBe('application');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).role).toBe('application');
    const box = await page.locator('.map-surface').boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + 3, box.y + 3);
    expect((await focused(page)).tag).toBe('body');
    await page.context().close();
  });
});

describe('the Menu', () => {
  it('is a WAI-ARIA menu button: arrows, Home/End, typeahead, Esc returns the focus, Enter runs', async () => {
    const page = await editorPage('Nepal');
    const placement = await mapTransform(page);
    await tabTo(page, 'button[aria-haspopup="menu"]');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const current = () =>
      page.evaluate(() => document.activeElement?.querySelector('span')?.textContent ?? '');

    await page.keyboard.press('ArrowDown');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect((await focused(page)).role).toBe('menuitem');
    expect(await current()).toBe('Undo');
    await page.keyboard.press('ArrowUp'); // wraps to the last item
    expect(await current()).toBe('Keyboard shortcuts');
    await page.keyboard.press('Home');
    expect(await current()).toBe('Undo');
    await page.keyboard.press('End');
    expect(await current()).toBe('Keyboard shortcuts');
    await page.keyboard.press('ArrowDown'); // wraps to the first
    expect(await current()).toBe('Undo');
    await page.keyboard.press('ArrowDown');
    expect(await current()).toBe('Redo'); // disabled items can still be reached
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe('true');
    await page.keyboard.press('z'); // typeahead, not the editor's shortcuts
    expect(await current()).toMatch(/^Zoom inset tool/);
    await page.keyboard.press('z');
    expect(await current()).toBe('Zoom in');
    await page.keyboard.press('z');
    expect(await current()).toBe('Zoom out');
    await page.keyboard.press('v');
    expect(await page.locator('[data-action="moveTool"]').getAttribute('aria-pressed')).toBe('false');
    // The arrows moved in the menu, not the map.
    expect(await mapTransform(page)).toBe(placement);

    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect((await focused(page)).label).toBe('Menu');

    // Up on the button opens it on the last item; Enter runs it.
    await page.keyboard.press('ArrowUp');
    expect(await current()).toBe('Keyboard shortcuts');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'hidden' });

    // Tab closes the menu and moves on.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect((await focused(page)).role).toBe('menuitem');
    await page.keyboard.press('Tab');
    expect(await page.getByRole('menu').count()).toBe(0);
    await page.context().close();
  });
});

describe('shortcut settings in the help panel', () => {
  async function openHelp(page: Page) {
    await page.locator('[data-action="showHelp"]').click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    return dialog;
  }
  const pressed = (page: Page, action: string) =>
    page.locator(`[data-action="${action}"]`).getAttribute('aria-pressed');

  it('turns single-key shortcuts off, remembered across reloads; shortcuts of ones own replace them', async () => {
    const page = await editorPage('Nepal');
    const help = await openHelp(page);
    const singleKeys = help.getByRole('checkbox', { name: 'Single-key shortcuts' });
    expect(await singleKeys.isChecked()).toBe(true);
    await singleKeys.uncheck();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    await page.keyboard.press('v');
    await page.keyboard.press('2');
    await page.keyboard.press('?');
    expect(await pressed(page, 'moveTool')).toBe('false');
    expect(await pressed(page, 'showLevel2')).toBe('false');
    expect(await help.isVisible()).toBe(false);
    // Shortcuts with Ctrl keep working, and the tooltips no longer teach the single keys.
    await page.keyboard.press('Control+e');
    await page.getByTestId('export-dialog').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-action="moveTool"]').getAttribute('title')).not.toMatch(/\(V/);

    await page.reload();
    await page.locator('[data-ready] path[data-division]').first().waitFor();
    await page.keyboard.press('v');
    expect(await pressed(page, 'moveTool')).toBe('false');
    const again = await openHelp(page);
    expect(await again.getByRole('checkbox', { name: 'Single-key shortcuts' }).isChecked()).toBe(false);

    // A shortcut of one's own: the Move tool on Alt+M. A taken one is refused with the reason.
    const change = again.getByRole('button', { name: 'Change the shortcut of Move tool', exact: false });
    await change.click();
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => again.getByTestId('shortcut-status').textContent())
      .toMatch(/already the shortcut of “Undo”/);
    await page.keyboard.press('Alt+m');
    await expect
      .poll(() => again.getByTestId('shortcut-status').textContent())
      .toMatch(/now has the shortcut Alt\+M/);
    expect(await again.locator('[data-action-row="moveTool"] kbd').allTextContents()).toEqual(['Alt+M']);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'hidden' });
    await page.keyboard.press('Alt+m');
    expect(await pressed(page, 'moveTool')).toBe('true');
    expect(await page.locator('[data-action="moveTool"]').getAttribute('title')).toMatch(/\(Alt\+M\)$/);

    // Back to the defaults: single keys on, the Move tool on V and M again.
    const last = await openHelp(page);
    await last.getByRole('checkbox', { name: 'Single-key shortcuts' }).check();
    await last.getByRole('button', { name: 'Restore every default shortcut' }).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('b');
    expect(await pressed(page, 'paintTool')).toBe('true');
    await page.keyboard.press('v');
    expect(await pressed(page, 'moveTool')).toBe('true');
    await page.context().close();
  });
});
