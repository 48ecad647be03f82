import type { Page } from 'playwright-core';
import { DEFAULT_LEVEL_STYLES } from '@mapwright/core/document/level';
import { DEFAULT_PAINT_COLOUR } from '@mapwright/core/editor/session';

/** A division's fill before any paint, and the colour a fresh editor paints with (from the core). */
export const DEFAULT_FILL = DEFAULT_LEVEL_STYLES[1].defaultFill;
export const FIRST_COLOUR = DEFAULT_PAINT_COLOUR;

/** Opens a country's desktop editor and waits until the map takes clicks. */
export async function openEditor(page: Page, slug: string): Promise<void> {
  await page.goto(`/Countries/${slug}`);
  await page.locator('[data-ready] path[data-division]').first().waitFor();
}

/**
 * A point (client px) where the given division's path is the topmost element, so a real mouse click
 * or a tap there lands on it (a path's bounding-box centre may be outside a concave shape). The phone
 * editor's paths take no pointer events (it finds divisions in the geometry), so they are made to
 * take them while the point is looked for: what is asked is where the division is drawn on top.
 */
export async function pointOn(page: Page, level: number, id: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ([level, id]) => {
      const el = document.querySelector(
        `path[data-level="${level}"][data-division="${CSS.escape(String(id))}"]`,
      );
      if (!el) return null;
      const hittable = document.createElement('style');
      hittable.textContent = 'path[data-division] { pointer-events: auto !important; }';
      document.head.append(hittable);
      try {
        const r = el.getBoundingClientRect();
        for (let i = 8; i <= 24; i++) {
          for (let j = 8; j <= 24; j++) {
            const x = r.left + (r.width * (((i * 7) % 17) + 0.5)) / 17;
            const y = r.top + (r.height * (((j * 5) % 17) + 0.5)) / 17;
            if (document.elementFromPoint(x, y) === el) return { x, y };
          }
        }
        return null;
      } finally {
        hittable.remove();
      }
    },
    [level, id] as const,
  );
  if (!point) throw new Error(`No visible point on division ${level}:${id}`);
  return point;
}

/** Ids of the divisions drawn at a level, largest first (easy to hit). */
export async function divisionIds(page: Page, level: number): Promise<string[]> {
  return page.evaluate((level) => {
    const paths = [...document.querySelectorAll(`path[data-level="${level}"][data-division]`)];
    const area = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width * r.height;
    };
    return paths.sort((a, b) => area(b) - area(a)).map((p) => p.getAttribute('data-division') ?? '');
  }, level);
}

export function fillOf(page: Page, level: number, id: string): Promise<string | null> {
  return page.locator(`path[data-level="${level}"][data-division="${id}"]`).getAttribute('fill');
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

/** Waits until the autosave has written the draft. */
export async function draftSaved(page: Page): Promise<void> {
  await page.waitForTimeout(250);
  await page.locator('[data-save-status="saved"]').waitFor();
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
