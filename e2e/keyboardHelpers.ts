import type { Page } from 'playwright-core';

/** What has the focus, for test messages and checks: tag, role, name and test id. */
export async function focused(
  page: Page,
): Promise<{ tag: string; role: string; label: string; testId: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      role: el?.getAttribute('role') ?? '',
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 60) ?? '',
      testId: el?.getAttribute('data-testid') ?? '',
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, as a keyboard user moves
 * through the page; fails after `max` presses.
 */
export async function tabTo(page: Page, selector: string, { max = 60, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  throw new Error(
    `${selector} not reached with ${max} Tab presses; focus is on ${JSON.stringify(await focused(page))}`,
  );
}

/** The map's live region: what a screen reader hears about the division the keyboard is on. */
export function announced(page: Page): Promise<string | null> {
  return page.getByTestId('map-announcer').textContent();
}

/** The path data of the keyboard's focus ring (empty when there is none). */
export function ringPath(page: Page): Promise<string | null> {
  return page.locator('[data-layer="focus"] .map-focus-ring__line').getAttribute('d');
}
