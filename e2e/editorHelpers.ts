import type { Locator, Page } from 'playwright-core';
import { DEFAULT_LEVEL_STYLES } from '@mapwright/core/document/level';
import { DEFAULT_PAINT_COLOUR } from '@mapwright/core/editor/session';
import { divisionPoints, largestFirst, mapFileDivisions } from './divisionPoints';

/** A division's fill before any paint, and the colour a fresh editor paints with (from the core). */
export const DEFAULT_FILL = DEFAULT_LEVEL_STYLES[1].defaultFill;
export const FIRST_COLOUR = DEFAULT_PAINT_COLOUR;

/** Opens a country's desktop editor and waits until the map takes clicks. */
export async function openEditor(page: Page, slug: string): Promise<void> {
  await page.goto(`/Countries/${slug}`);
  await editorReady(page, slug);
}

/**
 * Waits for this country's editor to have drawn its map. Named by country because after an in-app
 * navigation the previous editor's map stays on screen, ready, until the next one has loaded.
 */
export async function editorReady(page: Page, slug: string): Promise<void> {
  await page
    .locator(`[data-editor][data-country="${slug}"] [data-ready] path[data-division]`)
    .first()
    .waitFor();
  // The side panels load after the map's first frame (ADR 0188): tests read them at once, so wait.
  await page
    .locator(`[data-editor][data-country="${slug}"] .editor__panels[aria-busy="true"]`)
    .waitFor({ state: 'detached' });
}

/**
 * A point (client px) where the given division is drawn on top, clear of its border where it can be,
 * so a real mouse click or a tap there lands on it (a path's bounding-box centre may be outside a
 * concave shape). Works on either editor: divisionPoints.ts says how the phone's is searched.
 */
export async function pointOn(page: Page, level: number, id: string): Promise<{ x: number; y: number }> {
  const [point] = await divisionPoints(page, level, { ids: [id] });
  if (!point) throw new Error(`No visible point on division ${level}:${id}`);
  return point;
}

/** Whether the page's map draws a level with base paths (the phone: decision "Base paths on the phone"). */
function hasBasePaths(page: Page, level: number): Promise<boolean> {
  return page
    .locator(`path[data-base-level="${level}"]`)
    .count()
    .then((count) => count > 0);
}

/** Ids of the divisions drawn at a level, largest first (easy to hit). */
export async function divisionIds(page: Page, level: number): Promise<string[]> {
  if (await hasBasePaths(page, level)) {
    return largestFirst(await mapFileDivisions(page, level)).map((division) => division.id);
  }
  return page.evaluate((level) => {
    const paths = [...document.querySelectorAll(`path[data-level="${level}"][data-division]`)];
    const area = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width * r.height;
    };
    return paths.sort((a, b) => area(b) - area(a)).map((p) => p.getAttribute('data-division') ?? '');
  }, level);
}

/**
 * The fill a division is drawn with: its path's, or on the phone, for a division drawn as part of its
 * tile's base path, the base's.
 */
export async function fillOf(page: Page, level: number, id: string): Promise<string | null> {
  const own = page.locator(`path[data-level="${level}"][data-division="${id}"]`);
  if ((await own.count()) > 0) return own.getAttribute('fill');
  if (await hasBasePaths(page, level))
    return page.locator(`path[data-base-level="${level}"]`).first().getAttribute('fill');
  return null;
}

export function mapTransform(page: Page): Promise<string | null> {
  return page.locator('g[data-element="map"]').first().getAttribute('transform');
}

/** The scale in the map group's matrix(s 0 0 s x y). */
export function scaleOf(transform: string | null): number {
  return Number(/matrix\(([-\d.e]+)/.exec(transform ?? '')?.[1] ?? NaN);
}

export async function clickDivision(page: Page, level: number, id: string): Promise<void> {
  const { x, y } = await pointOn(page, level, id);
  await page.mouse.click(x, y);
}

/**
 * Waits until the autosave has written the draft: a change marks the status pending before its handler
 * returns (DraftStatus.tsx), so "saved" after it means its draft was written.
 */
export async function draftSaved(page: Page): Promise<void> {
  await page.locator('[data-save-status="saved"]').waitFor();
}

/** A country's draft as IndexedDB holds it now: its document and recent colours (undefined: none). */
export function storedDraft(
  page: Page,
  slug: string,
): Promise<{ document?: unknown; recentColours?: unknown } | undefined> {
  return page.evaluate(
    (slug) =>
      new Promise<{ document?: unknown; recentColours?: unknown } | undefined>((resolve, reject) => {
        const open = indexedDB.open('mapwright');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('drafts').objectStore('drafts').get(slug);
          get.onsuccess = () => {
            resolve(get.result as { document?: unknown; recentColours?: unknown } | undefined);
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    slug,
  );
}

/**
 * Presses Shift and the mouse at the map's centre and moves it 10 steps by (dx, dy) each, leaving both
 * held (a pan under way); the returned function releases them.
 */
export async function startShiftDrag(page: Page, dx: number, dy: number): Promise<() => Promise<void>> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.keyboard.down('Shift');
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(start.x + i * dx, start.y + i * dy);
  return async () => {
    await page.mouse.up();
    await page.keyboard.up('Shift');
  };
}

/** Types a query into the find box (focused with '/') and returns the options it lists, as text. */
export async function searchFor(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole('combobox', { name: 'Find a division by name' });
  await box.fill('');
  await page.keyboard.press('/');
  await page.keyboard.type(query);
  const list = page.getByRole('listbox');
  await list.waitFor();
  return (await list.getByRole('option').allTextContents()).map((t) => t.trim());
}

/**
 * On the phone, opens a panel of a sheet (a dialog) by tapping its heading when it is closed: a sheet of
 * several panels shows one at a time (decision "A sheet opens as tall as its content").
 */
export async function openSheetPanel(sheet: Locator, title: string): Promise<void> {
  const panel = sheet.locator('details.panel', {
    has: sheet.page().getByRole('heading', { name: title, exact: true }),
  });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').tap();
  await panel.locator('.panel__body').waitFor();
}

/** Opens the import dialog by its toolbar action (a heat map's import, or the symbols' own). */
export async function openImport(page: Page, action = 'importData'): Promise<Locator> {
  await page.locator(`button[data-action="${action}"]`).click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.waitFor();
  return dialog;
}

/** Opens the import and pastes a table into it, as a spreadsheet pastes one (tab-separated). */
export async function pasteTable(page: Page, table: string, action = 'importData'): Promise<Locator> {
  const dialog = await openImport(page, action);
  await dialog.getByLabel('Paste a table').fill(table);
  return dialog;
}
