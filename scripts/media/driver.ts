import type { Page } from 'playwright-core';

/**
 * How the media script works the real editor: the same gestures a visitor makes (clicks on the map,
 * the palette, the panels, the export dialog), paced so that a clip shows each step.
 */

/** Opens a country's desktop editor and waits until the map takes clicks. */
export async function openEditor(page: Page, slug: string): Promise<void> {
  await page.goto(`/Countries/${slug}`);
  await page.locator('[data-ready] path[data-division]').first().waitFor({ timeout: 60_000 });
}

/** Signs a new account up from the page's context: each account has 3 downloads, enough for a still. */
export async function signUp(page: Page, baseUrl: string, name: string): Promise<void> {
  const email = `media-${name}-${Date.now()}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'media-pass-1', name },
    headers: { Origin: baseUrl },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: HTTP ${res.status()}`);
}

/** Ids of the divisions drawn at a level, largest on screen first (easy to hit and to see). */
function divisionIds(page: Page, level: number): Promise<string[]> {
  // No named inner functions here: tsx would wrap them in a helper that does not exist in the page.
  return page.evaluate(
    (level) =>
      [...document.querySelectorAll(`path[data-level="${level}"][data-division]`)]
        .map((p) => {
          const r = p.getBoundingClientRect();
          return { id: p.getAttribute('data-division') ?? '', area: r.width * r.height };
        })
        .sort((a, b) => b.area - a.area)
        .map((p) => p.id),
    level,
  );
}

/** A point where the division's path is topmost, so a real click there lands on it; null if none. */
function pointOn(page: Page, level: number, id: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate(
    ([level, id]) => {
      const el = document.querySelector(
        `path[data-level="${level}"][data-division="${CSS.escape(String(id))}"]`,
      );
      if (!el) return null;
      const r = el.getBoundingClientRect();
      for (let i = 8; i <= 24; i++) {
        for (let j = 8; j <= 24; j++) {
          const x = r.left + (r.width * (((i * 7) % 17) + 0.5)) / 17;
          const y = r.top + (r.height * (((j * 5) % 17) + 0.5)) / 17;
          if (document.elementFromPoint(x, y) === el) return { x, y };
        }
      }
      return null;
    },
    [level, id] as const,
  );
}

/** Moves the mouse to a division (visibly, in steps) and clicks it. False when it is not clickable. */
async function clickDivision(page: Page, level: number, id: string, steps = 6): Promise<boolean> {
  const point = await pointOn(page, level, id);
  if (!point) return false;
  await page.mouse.move(point.x, point.y, { steps });
  await page.mouse.click(point.x, point.y);
  return true;
}

/** Picks the n-th swatch of the open palettes (not of the Recent row, which changes as one paints). */
async function pickSwatch(page: Page, n: number): Promise<void> {
  await page
    .locator('.swatch-group')
    .filter({ hasNotText: /^Recent/ })
    .locator('button.swatch')
    .nth(n)
    .click();
}

/**
 * Paints the first `count` clickable divisions (largest first), changing swatch every division. With
 * `skipPainted`, divisions already painted (a whole state painted by an earlier click) are passed over.
 */
export async function paintDivisions(
  page: Page,
  level: number,
  count: number,
  swatches: readonly number[],
  { steps = 4, pause = 0, skipPainted = false } = {},
): Promise<void> {
  const ids = await divisionIds(page, level);
  const fill = (id: string) =>
    page.locator(`path[data-level="${level}"][data-division="${id}"]`).first().getAttribute('fill');
  const unpainted = ids[0] === undefined ? null : await fill(ids[ids.length - 1] ?? ids[0]);
  let painted = 0;
  for (const id of ids) {
    if (painted >= count) break;
    if (skipPainted && (await fill(id)) !== unpainted) continue;
    await pickSwatch(page, swatches[painted % swatches.length] ?? 0);
    if (await clickDivision(page, level, id, steps)) painted++;
    if (pause) await page.waitForTimeout(pause);
  }
}

/** With both levels shown: whether a click colours one district or the whole state around it. */
export async function clicksColour(page: Page, what: 'districts' | 'whole states'): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'Clicks paint' })
    .getByRole('radio')
    .nth(what === 'districts' ? 0 : 1)
    .check();
}

/** Chooses which levels are drawn: '1', '2' or 'both'. */
export async function showLevels(page: Page, show: '1' | '2' | 'both'): Promise<void> {
  await page.locator(`button[data-show="${show}"]`).click();
  await page.locator('[data-ready] path[data-division]').first().waitFor();
}

export async function setTitle(page: Page, text: string, delay = 0): Promise<void> {
  const field = page.locator('input[data-text-block="title"]');
  await field.click();
  await field.fill('');
  await field.pressSequentially(text, { delay });
  await page.keyboard.press('Tab');
}

/** Downloads the map as PNG at the dialog's default size and returns the file's path. */
export async function exportPng(page: Page, size?: string): Promise<string> {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  if (size) await dialog.locator('#export-size-preset').selectOption(size);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    dialog.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const path = await download.path();
  if (!path) throw new Error('the download has no file');
  return path;
}

/** Opens the heat-map (or pixel-dot) layer on a level and pastes a table into the import dialog. */
export async function importTable(page: Page, table: string, { typeDelay = 0 } = {}): Promise<void> {
  await page.locator('button[data-action="importData"]').click();
  const dialog = page.getByTestId('import-dialog');
  const field = dialog.getByLabel('Paste a table');
  if (typeDelay) {
    // Only the first lines are typed where the viewer sees them; the rest is pasted at once.
    const lines = table.split('\n');
    await field.pressSequentially(lines.slice(0, 3).join('\n'), { delay: typeDelay });
    await field.fill(table);
  } else await field.fill(table);
  await dialog.getByRole('button', { name: /^Set \d+ values?$/ }).click();
}
