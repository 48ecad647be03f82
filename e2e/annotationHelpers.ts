import type { Page } from 'playwright-core';

/** What the tests read of an annotation from the saved draft (the document as autosave wrote it). */
export interface SavedAnnotation {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly anchor: { kind: 'map'; lon: number; lat: number } | { kind: 'frame'; x: number; y: number };
  readonly text?: string;
  readonly color?: string;
  readonly fill?: string;
  readonly emoji?: string;
}

/** The annotations of the country's saved draft, waiting for the autosave to write the latest. */
export async function draftAnnotations(page: Page, slug: string): Promise<SavedAnnotation[]> {
  await page.waitForTimeout(250);
  await page.locator('[data-save-status="saved"]').waitFor();
  return page.evaluate(
    (slug) =>
      new Promise<SavedAnnotation[]>((resolve, reject) => {
        const open = indexedDB.open('mapwright', 1);
        open.onerror = () => reject(open.error ?? new Error('no IndexedDB'));
        open.onsuccess = () => {
          const get = open.result.transaction('drafts').objectStore('drafts').get(slug);
          get.onsuccess = () =>
            resolve(
              (get.result as { document?: { annotations?: SavedAnnotation[] } })?.document?.annotations ?? [],
            );
          get.onerror = () => reject(get.error ?? new Error('no draft'));
        };
      }),
    slug,
  );
}

/** The annotation groups drawn on the map, in drawing order. */
export function drawnIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-ready] [data-layer="annotations"] [data-annotation-id]')]
      .filter((el) => el.parentElement?.closest('[data-annotation-id]') === null)
      .map((el) => el.getAttribute('data-annotation-id') ?? ''),
  );
}

/** The centre (client px) of an annotation's drawing. */
export async function centreOf(page: Page, id: string): Promise<{ x: number; y: number }> {
  const drawn = page.locator(`[data-ready] [data-layer="annotations"] [data-annotation-id="${id}"]`).first();
  // An emoji's group is drawn again once its glyph has loaded, so the element found visible can be
  // replaced before its box is read: read again until a drawn one answers.
  for (let attempt = 0; attempt < 20; attempt++) {
    await drawn.waitFor({ state: 'visible' });
    const box = await drawn.boundingBox();
    if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.waitForTimeout(50);
  }
  throw new Error(`annotation ${id} is not drawn`);
}

/**
 * Chooses a tool by its key and clicks the map at a client point: places an annotation there. A text
 * or a note opens for typing (issue 31): Escape ends that, so the keys that follow are the editor's.
 */
export async function place(page: Page, key: string, at: { x: number; y: number }): Promise<string> {
  const before = await drawnIds(page);
  await page.locator('.map-surface').focus();
  await page.keyboard.press(key);
  await page.mouse.click(at.x, at.y);
  let added: string | undefined;
  for (let i = 0; i < 50 && !added; i++) {
    added = (await drawnIds(page)).find((id) => !before.includes(id));
    if (!added) await page.waitForTimeout(50);
  }
  if (!added) throw new Error(`nothing was placed with ${key}`);
  const typing = page.locator('textarea.map-text-editor');
  if ((await typing.count()) > 0) {
    await page.keyboard.press('Escape');
    await typing.waitFor({ state: 'detached' });
  }
  return added;
}

/** A point of the map surface at fractions of its size. */
export async function surfacePoint(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map');
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Drags with the mouse from one client point to another in steps (a real drag, not a jump). */
export async function dragBy(
  page: Page,
  from: { x: number; y: number },
  dx: number,
  dy: number,
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + (dx * i) / 8, from.y + (dy * i) / 8);
  await page.mouse.up();
}

/** The division drawn under a client point, under whatever annotation covers it. */
export function divisionUnder(page: Page, at: { x: number; y: number }): Promise<string | null> {
  return page.evaluate(
    ({ x, y }) =>
      document
        .elementsFromPoint(x, y)
        .find((el) => el.hasAttribute('data-division'))
        ?.getAttribute('data-division') ?? null,
    at,
  );
}
