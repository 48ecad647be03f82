import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_STYLES } from '@mapwright/core/document/level';
import { baseURL, launchBrowser, openPage } from './browser';
import { FIRST_COLOUR, fillOf, pointOn, storedDraft } from './editorHelpers';
import { largestFirst, mapFileDivisions, type FileDivision } from './divisionPoints';
import { chooseExportFormat, signUpInContext } from './exportHelpers';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Issue 31, items 3 and 12, on the desktop (1440x900) and the phone (390x844): with both levels shown a
 * painted province's districts show its colour, a district painted on its own shows its own; the
 * legend lists both colours; the toolbar says which level a click paints and a click paints that
 * level; the SVG export draws the same; the recent colours survive a reload (kept with the draft).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const ORANGE = FIRST_COLOUR;
const BLUE = '#0072b2';
const DISTRICT_DEFAULT = DEFAULT_LEVEL_STYLES[2].defaultFill;

interface Viewport {
  readonly name: string;
  readonly phone: boolean;
  readonly options: Parameters<typeof openPage>[1];
}

const VIEWPORTS: readonly Viewport[] = [
  { name: 'desktop 1440x900', phone: false, options: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone 390x844',
    phone: true,
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
];

/** What a finger or the mouse does, per editor. */
function input(page: Page, phone: boolean) {
  const press = async (selector: string) => {
    const target = page.locator(selector).first();
    if (phone) await target.tap();
    else await target.click();
  };
  return {
    press,
    async division(level: number, id: string) {
      const { x, y } = await pointOn(page, level, id);
      if (phone) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    },
    async colour(hex: string) {
      if (phone) await press('[data-tab="paint"]');
      const field = page.getByLabel('Paint colour as hex');
      await field.fill(hex);
      await field.press('Enter');
      if (phone) await page.getByRole('button', { name: 'Close Colour' }).tap();
    },
    async showBoth() {
      if (!phone) return press('button[data-action="showBoth"]');
      await press('[data-tab="levels"]');
      const sheet = page.getByRole('dialog', { name: 'Levels' });
      await sheet.locator('button[data-show="both"]').tap();
      await sheet.getByRole('button', { name: 'Close Levels' }).tap();
    },
    /** The recent colours the palette lists. */
    async recentColours(): Promise<string[]> {
      if (phone) await press('[data-tab="paint"]');
      const recent = page.locator('.swatch-group', { has: page.getByRole('heading', { name: 'Recent' }) });
      await recent.waitFor();
      const labels = await recent
        .getByRole('button')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
      return labels.map((label) => label.replace('Paint with ', ''));
    },
  };
}

async function openThailand(page: Page, phone: boolean): Promise<void> {
  await page.goto('/Countries/Thailand');
  const ready = phone
    ? '[data-editor="mobile"] [data-ready] path[data-base-level]'
    : '[data-ready] path[data-division]';
  await page.locator(ready).first().waitFor();
}

/** The fills the screen draws for these districts (own paths, or the phone's base path). */
async function screenFills(page: Page, ids: readonly string[]): Promise<string[]> {
  const fills: string[] = [];
  for (const id of ids) fills.push((await fillOf(page, 2, id)) ?? '');
  return fills;
}

/** The recent colours kept with Thailand's draft in IndexedDB. */
async function draftRecentColours(page: Page): Promise<unknown> {
  return (await storedDraft(page, 'Thailand'))?.recentColours ?? null;
}

/** Two provinces with several districts each, and their districts (largest first). */
async function twoProvinces(page: Page) {
  const provinces = largestFirst(await mapFileDivisions(page, 1));
  const districts = largestFirst(await mapFileDivisions(page, 2));
  const of = (province: FileDivision) => districts.filter((d) => d.parent === province.id);
  const [p, q] = provinces.filter((province) => of(province).length >= 3);
  if (!p || !q) throw new Error('Thailand has no two provinces with three districts');
  return { p: p.id, q: q.id, pDistricts: of(p).map((d) => d.id), qDistricts: of(q).map((d) => d.id) };
}

describe.each(VIEWPORTS)('both levels shown, $name', ({ phone, options }) => {
  it('shows a province’s colour in its districts and a district’s own over it, on screen, in the legend and the SVG', async () => {
    const page = await openPage(browser, { ...options, acceptDownloads: true });
    await signUpInContext(page, baseURL(), uniqueEmail(phone ? 'levels-phone' : 'levels-desktop'));
    await openThailand(page, phone);
    const act = input(page, phone);
    const { p, pDistricts, qDistricts } = await twoProvinces(page);

    // Level 1 alone: paint province P; no switch yet (the level buttons say what is shown).
    await act.division(1, p);
    await expect.poll(() => fillOf(page, 1, p)).toBe(ORANGE);
    expect(await page.locator('[data-paint-level-switch]').count()).toBe(0);

    // Both: P's districts show its colour, Q's the districts' default; the legend keeps the colour.
    await act.showBoth();
    await page.locator('[data-ready] g[data-outline-group="1"]').waitFor();
    await expect.poll(() => screenFills(page, pDistricts)).toEqual(pDistricts.map(() => ORANGE));
    expect(await screenFills(page, qDistricts)).toEqual(qDistricts.map(() => DISTRICT_DEFAULT));
    const legend = () =>
      page
        .locator('[data-ready] [data-element="legend"] [data-legend-colour]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-legend-colour')));
    expect(await legend()).toEqual([ORANGE]);

    // The toolbar says clicks paint provinces (as before Both), and a click on a district of Q does.
    const paintSwitch = page.locator('[data-paint-level-switch]');
    expect(await paintSwitch.isVisible()).toBe(true);
    expect(await paintSwitch.textContent()).toBe(`${phone ? 'Taps' : 'Clicks'} paintProvincesDistricts`);
    const provincesButton = paintSwitch.locator('button[data-paint-level="1"]');
    const districtsButton = paintSwitch.locator('button[data-paint-level="2"]');
    expect(await provincesButton.getAttribute('aria-pressed')).toBe('true');
    expect(await districtsButton.getAttribute('aria-pressed')).toBe('false');
    await act.division(2, qDistricts[0] ?? '');
    await expect.poll(() => screenFills(page, qDistricts)).toEqual(qDistricts.map(() => ORANGE));

    // Districts: a click paints the district alone, over its province's colour.
    await act.press('[data-paint-level-switch] button[data-paint-level="2"]');
    await expect.poll(() => districtsButton.getAttribute('aria-pressed')).toBe('true');
    expect(await provincesButton.getAttribute('aria-pressed')).toBe('false');
    await act.colour(BLUE);
    const [own = '', ...rest] = pDistricts;
    await act.division(2, own);
    await expect.poll(() => fillOf(page, 2, own)).toBe(BLUE);
    expect(await screenFills(page, rest)).toEqual(rest.map(() => ORANGE));
    expect(await screenFills(page, qDistricts)).toEqual(qDistricts.map(() => ORANGE));
    await expect.poll(legend).toEqual([ORANGE, BLUE]);

    // The SVG export draws the same fills and legend.
    if (phone) await act.press('[data-tab="download"]');
    else await act.press('[data-action="exportMap"]');
    const dialog = page.getByTestId('export-dialog');
    await chooseExportFormat(dialog, 'SVG (vector)');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    const svgText = await readFile(await download.path(), 'utf8');
    const exported = await page.evaluate(
      ([text, ids]) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          fills: ids.map(
            (id) =>
              doc
                .querySelector(`path[data-level="2"][data-division="${CSS.escape(id)}"]`)
                ?.getAttribute('fill') ?? null,
          ),
          legend: [...doc.querySelectorAll('[data-element="legend"] [data-legend-colour]')].map((el) =>
            el.getAttribute('data-legend-colour'),
          ),
          outlines: doc.querySelectorAll('g[data-outline-group="1"]').length,
        };
      },
      [svgText, [own, ...rest, ...qDistricts]] as const,
    );
    expect(exported.fills).toEqual([BLUE, ...rest.map(() => ORANGE), ...qDistricts.map(() => ORANGE)]);
    expect(exported.legend).toEqual([ORANGE, BLUE]);
    expect(exported.outlines).toBe(1);
    await page.context().close();
  });

  it('keeps the recent colours with the draft: they are there after a reload', async () => {
    const page = await openPage(browser, options);
    await openThailand(page, phone);
    const act = input(page, phone);
    const { p, q } = await twoProvinces(page);
    await act.division(1, p);
    await expect.poll(() => fillOf(page, 1, p)).toBe(ORANGE);
    await act.colour(BLUE);
    await act.division(1, q);
    await expect.poll(() => fillOf(page, 1, q)).toBe(BLUE);
    expect(await act.recentColours()).toEqual([BLUE, ORANGE]);
    await expect.poll(() => draftRecentColours(page)).toEqual([BLUE, ORANGE]);

    await page.reload();
    await openThailand(page, phone);
    expect(await fillOf(page, 1, q)).toBe(BLUE);
    expect(await act.recentColours()).toEqual([BLUE, ORANGE]);
    await page.context().close();
  });
});
