import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { baseURL, launchBrowser, openPage } from './browser';
import { openSheetPanel, pointOn } from './editorHelpers';
import { uniqueEmail } from './support/uniqueEmail';
import { DESKTOP_CONTEXT as DESKTOP, PHONE_CONTEXT as PHONE } from './support/devices';

/**
 * The legend keeps the order the user gave it (issue 31; decision "The legend's order is an array
 * in the document"): three colours made Zeta, Alpha, Mid
 * in that order on Germany, whose division ids JavaScript or jsonb sort another way (ENTRIES), read
 * Zeta, Alpha, Mid after Save to account and a reload, and on the published page; on the desktop
 * (1440x900) and the phone (390x844). Entries reorder by drag (a
 * mouse, a finger) and by keyboard, each move one undo step.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Painted in this order, on the phone on states whose integer-like ids JavaScript enumerates sorted
 * (Alpha 09 is not integer-like: Mid 14, Zeta 16, Alpha), on the desktop on districts whose ids keep
 * their order in JavaScript but not in jsonb, which sorts them (Alpha 03154, Mid 07338, Zeta 09676).
 */
const ENTRIES = [
  { label: 'Zeta', colour: '#d55e00', state: '16', district: '09676' },
  { label: 'Alpha', colour: '#0072b2', state: '09', district: '03154' },
  { label: 'Mid', colour: '#009e73', state: '14', district: '07338' },
] as const;
const IN_ORDER = ENTRIES.map((e) => e.label);

async function signedIn(options: BrowserContextOptions, name: string): Promise<Page> {
  const page = await openPage(browser, options);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail(name), password: 'legend-pass-1', name },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
  return page;
}

/** The labels of the legend panel's rows, top first. */
function panelLabels(page: Page): Promise<string[]> {
  return page
    .locator('.legend-list input[aria-label^="Label for"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The labels of the legend drawn on a map (the editor's or a published page's), top first. */
function mapLegendLabels(page: Page, svg: string): Promise<string[]> {
  return page
    .locator(`${svg} [data-element="legend"] g[data-legend-colour] text`)
    .evaluateAll((texts) => texts.map((text) => text.textContent ?? ''));
}

async function legendReads(page: Page, labels: readonly string[], svg = '.map-surface svg'): Promise<void> {
  await expect.poll(() => panelLabels(page)).toEqual(labels);
  await expect.poll(() => mapLegendLabels(page, svg)).toEqual(labels);
}

async function statusIs(page: Page, text: string): Promise<void> {
  await page
    .locator(`[data-testid="account-status"]:text-is(${JSON.stringify(text)})`)
    .first()
    .waitFor();
}

/** Saves to the account for the first time, naming the map. */
async function firstSave(page: Page, name: string, tap: boolean): Promise<void> {
  const button = page.locator('[data-action="saveToAccount"]:not([disabled])');
  if (tap) await button.tap();
  else await button.click();
  const dialog = page.getByRole('dialog', { name: 'Save to your account' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await statusIs(page, `Saved to account as "${name}"`);
}

describe('legend order on the desktop (1440x900)', () => {
  let page: Page;

  it('keeps Zeta, Alpha, Mid after Save to account and a reload, and on the published page', async () => {
    page = await signedIn(DESKTOP, 'legend-desk');
    await page.goto('/Countries/Germany');
    await page.locator('[data-ready] path[data-division]').first().waitFor();
    await page.locator('button[data-show="2"]').click();
    await page.locator('path[data-level="2"][data-division]').first().waitFor();
    const hex = page.getByLabel('Paint colour as hex');
    for (const { colour, district } of ENTRIES) {
      await hex.fill(colour);
      await hex.press('Enter');
      const { x, y } = await pointOn(page, 2, district);
      await page.mouse.click(x, y);
      await page.locator(`.map-surface svg [data-legend-colour="${colour}"]`).waitFor();
    }
    for (const { colour, label } of ENTRIES) await page.getByLabel(`Label for ${colour}`).fill(label);
    await legendReads(page, IN_ORDER);

    await firstSave(page, 'Legend order', false);
    const id = new URL(page.url()).searchParams.get('map');
    expect(id).toBeTruthy();
    await page.reload();
    await page.locator('[data-ready] path[data-division]').first().waitFor();
    await statusIs(page, 'Saved to account as "Legend order"');
    await legendReads(page, IN_ORDER);

    await page.locator('[data-action="publishMap"]:not([disabled])').click();
    const dialog = page.getByTestId('publish-dialog');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByText('Published: anyone with the link can see this map, read-only.').waitFor();
    const link = await dialog.getByLabel('Link').inputValue();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const reader = await openPage(browser, DESKTOP);
    await reader.goto(link);
    await reader.locator('svg.published__map [data-element="legend"]').waitFor();
    expect(await mapLegendLabels(reader, 'svg.published__map')).toEqual(IN_ORDER);
    await reader.context().close();
  });

  it('reorders by dragging a handle, one undo step, and the new order is what is saved', async () => {
    const handle = (colour: string) => page.locator(`[data-legend-row="${colour}"] .legend-list__handle`);
    await page.locator('.legend-list').scrollIntoViewIfNeeded();
    const from = await handle('#009e73').boundingBox();
    const to = await handle('#d55e00').boundingBox();
    if (!from || !to) throw new Error('no handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // The dragged row's middle passes Zeta's: it lands above it.
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const endY = to.y + 2;
    for (let i = 1; i <= 8; i++) await page.mouse.move(start.x, start.y + ((endY - start.y) * i) / 8);
    await page.mouse.up();
    await legendReads(page, ['Mid', 'Zeta', 'Alpha']);
    await page.getByRole('status').filter({ hasText: 'Mid moved to place 1 of 3.' }).waitFor();

    await page.keyboard.press('Control+KeyZ');
    await legendReads(page, IN_ORDER);
    await page.keyboard.press('Control+Shift+KeyZ');
    await legendReads(page, ['Mid', 'Zeta', 'Alpha']);

    await page.keyboard.press('Control+Shift+KeyS');
    await statusIs(page, 'Saved to account as "Legend order"');
    await page.reload();
    await page.locator('[data-ready] path[data-division]').first().waitFor();
    await legendReads(page, ['Mid', 'Zeta', 'Alpha']);
  });

  it('reorders by keyboard: Alt+Arrow in a label, arrows on the handle, move buttons; focus stays', async () => {
    const label = page.getByLabel('Label for #0072b2');
    await label.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await legendReads(page, ['Mid', 'Alpha', 'Zeta']);
    expect(await label.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typing goes on in the same field, and the move and the typing are separate undo steps.
    await page.keyboard.type('!');
    await legendReads(page, ['Mid', 'Alpha!', 'Zeta']);
    await label.blur();
    await page.keyboard.press('Control+KeyZ');
    await legendReads(page, ['Mid', 'Alpha', 'Zeta']);
    await page.keyboard.press('Control+KeyZ');
    await legendReads(page, ['Mid', 'Zeta', 'Alpha']);

    const handle = page.getByRole('button', { name: 'Reorder Alpha, entry 3 of 3' });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await legendReads(page, ['Alpha', 'Mid', 'Zeta']);
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[data-legend-row]')?.getAttribute('data-legend-row'),
      ),
    ).toBe('#0072b2');

    // The rows' handles and buttons are named, reachable and visible to assistive technology.
    await expectNoAxeViolations(page, 'legend entries', { include: '.legend-list' });

    await page.getByRole('button', { name: 'Move Zeta up' }).click();
    await legendReads(page, ['Alpha', 'Zeta', 'Mid']);
    await page.getByRole('button', { name: 'Move Alpha down' }).click();
    await legendReads(page, ['Zeta', 'Alpha', 'Mid']);
    await page.context().close();
  });
});

/** One finger pressed at `start`, moved to `end` in `steps`, a frame apart, then lifted. */
async function fingerDrag(
  cdp: CDPSession,
  page: Page,
  start: { x: number; y: number },
  end: { x: number; y: number },
  steps: number,
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...start, id: 0 }] });
  for (let i = 1; i <= steps; i++) {
    const point = {
      x: start.x + ((end.x - start.x) * i) / steps,
      y: start.y + ((end.y - start.y) * i) / steps,
    };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...point, id: 0 }] });
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('legend order on the phone (390x844)', () => {
  it('keeps Zeta, Alpha, Mid after Save to account and a reload, and reorders by finger', async () => {
    const page = await signedIn(PHONE, 'legend-phone');
    await page.goto('/Countries/Germany');
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    for (const { colour, state } of ENTRIES) {
      await page.locator('[data-tab="paint"]').tap();
      const sheet = page.getByRole('dialog', { name: 'Colour' });
      const hex = sheet.getByLabel('Paint colour as hex');
      await hex.fill(colour);
      await hex.press('Enter');
      await sheet.getByRole('button', { name: 'Close Colour' }).tap();
      const { x, y } = await pointOn(page, 1, state);
      await page.touchscreen.tap(x, y);
      await page.locator(`.map-surface svg [data-legend-colour="${colour}"]`).waitFor();
    }
    await page.locator('[data-tab="more"]').tap();
    const more = page.getByRole('dialog', { name: 'Map and file' });
    await openSheetPanel(more, 'Legend');
    for (const { colour, label } of ENTRIES) await more.getByLabel(`Label for ${colour}`).fill(label);
    await legendReads(page, IN_ORDER);

    await firstSave(page, 'Phone legend', true);
    await page.reload();
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    await expect.poll(() => mapLegendLabels(page, '.map-surface svg')).toEqual(IN_ORDER);
    await page.locator('[data-tab="more"]').tap();
    await statusIs(page, 'Saved to account as "Phone legend"');
    await openSheetPanel(more, 'Legend');
    await legendReads(page, IN_ORDER);

    // A finger drags Alpha's handle above Zeta's; a tap on a move button moves it back down.
    const handle = (colour: string) => more.locator(`[data-legend-row="${colour}"] .legend-list__handle`);
    await handle('#0072b2').scrollIntoViewIfNeeded();
    const from = await handle('#0072b2').boundingBox();
    const to = await handle('#d55e00').boundingBox();
    if (!from || !to) throw new Error('no handles');
    const cdp = await page.context().newCDPSession(page);
    await fingerDrag(
      cdp,
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: from.x + from.width / 2, y: to.y + 2 },
      8,
    );
    await legendReads(page, ['Alpha', 'Zeta', 'Mid']);
    // The drop has ended and the rows have stopped moving (a tap that lands while they still slide
    // back misses the button on a busy machine).
    await page.locator('.legend-list[data-legend-dragging]').waitFor({ state: 'detached' });
    const down = more.getByRole('button', { name: 'Move Alpha down' });
    let last = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await down.boundingBox());
        const still = box === last;
        last = box;
        return still;
      })
      .toBe(true);
    await down.tap();
    await legendReads(page, IN_ORDER);
    await page.context().close();
  });
});
