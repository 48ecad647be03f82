import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftAnnotations, place, surfacePoint } from './annotationHelpers';
import { baseURL, launchBrowser, openPage } from './browser';
import { openEditor } from './editorHelpers';
import { signUpInContext } from './exportHelpers';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * What is drawn inside insets (issue 34, decision "Annotations and labels follow the insets" and
 * decision "Territory insets are arranged for the frame's shape"): a pin typed at Fort-de-France's
 * coordinates is drawn in Martinique's box, the Paris zoom inset carries its départements' labels in
 * the SVG export, and a story frame puts the overseas boxes in a row under the mainland.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Client boxes of each territory inset's frame, by id. */
function insetFrames(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-ready] g[data-inset]')].map((g) => {
        const r = (g.querySelector('rect') ?? g).getBoundingClientRect();
        return [
          g.getAttribute('data-inset') ?? '',
          { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
        ];
      }),
    ),
  );
}

const contains = (box: Box | undefined, p: { x: number; y: number } | null) =>
  Boolean(box && p && p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom);

describe('inside insets', () => {
  it('a dot typed at Fort-de-France’s coordinates is drawn inside Martinique’s box', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'France');
    await page.locator('[data-ready][data-projection="ready"]').waitFor();
    const id = await place(page, 'd', await surfacePoint(page, 0.5, 0.5));
    const panel = page.locator('[data-annotation-panel]');
    await panel.locator('[data-coordinate="lat"]').fill('14.6');
    await panel.locator('[data-coordinate="lon"]').fill('-61.07');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await draftAnnotations(page, 'France'))[0]?.anchor)
      .toEqual({ kind: 'map', lon: -61.07, lat: 14.6 });
    const centre = () =>
      page.evaluate((id) => {
        const el = document.querySelector(
          `[data-ready] [data-layer="annotations"] [data-annotation-id="${id}"]`,
        );
        const r = el?.getBoundingClientRect();
        return r && r.width > 0 ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
      }, id);
    await expect.poll(async () => contains((await insetFrames(page)).martinique, await centre())).toBe(true);
    await page.context().close();
  });

  it('the Paris zoom inset carries Hauts-de-Seine’s label inside its box, on screen and in the SVG export', async () => {
    const page = await openPage(browser, { acceptDownloads: true });
    await signUpInContext(page, baseURL(), uniqueEmail('insetlabels'));
    await openEditor(page, 'France');
    await page.locator('button[data-show="2"]').first().click();
    await page.locator('[data-ready] path[data-level="2"][data-division="FR-92"]').waitFor();
    await page.locator('[data-labels-visible="2"]').check();
    await page.getByRole('button', { name: 'Add an inset of Paris and the petite couronne' }).click();
    await page.locator('[data-ready] [data-zoom-inset="paris"]').first().waitFor();
    const onScreen = page.locator('[data-layer="labels"] text[data-zoom-label="FR-92"]');
    await onScreen.waitFor();
    expect(await onScreen.textContent()).toBe('Hauts-de-Seine');

    await page.locator('[data-action="exportMap"]').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('SVG (vector)').check();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByRole('button', { name: /^Download SVG$/ }).click(),
    ]);
    const svg = await readFile(await download.path(), 'utf8');
    const found = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const label = doc.querySelector('text[data-zoom-label="FR-92"]');
      // The box's white back: the box itself, in map units inside the map group.
      const frame = doc.querySelector('g[data-zoom-inset="paris"] > rect[fill="#ffffff"]');
      const map = doc.querySelector('g[data-element="map"]');
      const m = /matrix\(([-\d.e]+) 0 0 [-\d.e]+ ([-\d.e]+) ([-\d.e]+)\)/.exec(
        map?.getAttribute('transform') ?? '',
      );
      if (!label || !frame || !m) return null;
      const [k, tx, ty] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const n = (name: string) => Number(frame.getAttribute(name));
      return {
        text: label.textContent,
        x: Number(label.getAttribute('x')),
        y: Number(label.getAttribute('y')),
        box: {
          left: n('x') * k + tx,
          top: n('y') * k + ty,
          right: (n('x') + n('width')) * k + tx,
          bottom: (n('y') + n('height')) * k + ty,
        },
      };
    }, svg);
    expect(found?.text).toBe('Hauts-de-Seine');
    expect(contains(found?.box, found ?? null)).toBe(true);
    await page.context().close();
  });

  it('a story frame puts the overseas boxes in a row under a mainland as wide as the margins allow', async () => {
    const page = await openPage(browser);
    await openEditor(page, 'France');
    const panel = page.locator('details.panel', {
      has: page.getByRole('heading', { name: 'Frame', exact: true }),
    });
    if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
    await page
      .getByRole('radiogroup', { name: 'Frame size' })
      .getByRole('radio', { name: /^Story/ })
      .click();
    const layout = () =>
      page.evaluate(() => {
        const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
        const overseas = new Set(['FR-GUA', 'FR-MTQ', 'FR-GUF', 'FR-LRE', 'FR-MAY']);
        const mainland = [...document.querySelectorAll('[data-ready] path[data-division][data-level="1"]')]
          .filter((p) => !overseas.has(p.getAttribute('data-division') ?? ''))
          .map((p) => p.getBoundingClientRect());
        const frame = document.querySelector('[data-ready] svg[data-layer]')?.getBoundingClientRect();
        const insets = [...document.querySelectorAll('[data-ready] g[data-inset] > rect')].map((r) =>
          box(r.getBoundingClientRect()),
        );
        if (!frame || mainland.length === 0) return null;
        return {
          frame: box(frame),
          mainland: {
            left: Math.min(...mainland.map((r) => r.left)),
            top: Math.min(...mainland.map((r) => r.top)),
            right: Math.max(...mainland.map((r) => r.right)),
            bottom: Math.max(...mainland.map((r) => r.bottom)),
          },
          insets,
        };
      });
    await expect
      .poll(async () => {
        const now = await layout();
        return (
          now !== null && now.insets.length === 5 && now.insets.every((b) => b.top > now.mainland.bottom)
        );
      })
      .toBe(true);
    const { frame, mainland, insets } = (await layout())!;
    const scale = (frame.bottom - frame.top) / 1920;
    expect(mainland.bottom - mainland.top).toBeGreaterThan(0.45 * (frame.bottom - frame.top));
    for (const box of insets) {
      expect(Math.min(box.right - box.left, box.bottom - box.top) / scale).toBeGreaterThanOrEqual(20);
      expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
    }
    await page.context().close();
  });
});
