import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { expectNoAxeViolations } from './axe';
import { baseURL, launchBrowser, openPage } from './browser';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Saved maps' thumbnails on /Profile (issue 31 item 16; decision "Saved maps'
 * thumbnails are drawn on the server"): each saved map shows its picture,
 * drawn by the server for the saved version, in a fixed box, on a desktop and on a phone. Uses the
 * shared server.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS: readonly { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop 1440 × 900', options: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone 390 × 844',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
];

describe.each(VIEWPORTS)('saved maps thumbnails on /Profile, $name', ({ name, options }) => {
  it('shows each saved map with its loaded thumbnail of the saved version', async () => {
    const page = await openPage(browser, options);
    const signedUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email: uniqueEmail(`thumbs-${name.split(' ')[0]}`), password: 'thumb-pass-12', name: 'Tam' },
      headers: { Origin: baseURL() },
    });
    expect(signedUp.status()).toBe(200);
    const created = await page.request.post('/api/maps', {
      data: { name: 'Tea estates', document: createDocument('SriLanka') },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // A second save: the list links version 2's picture.
    const saved = await page.request.put(`/api/maps/${id}`, {
      data: { document: createDocument('SriLanka'), baseVersion: 1 },
    });
    expect(saved.status()).toBe(200);

    await page.goto('/Profile');
    const item = page.locator(`li[data-map-id="${id}"]`);
    await item.getByText('Tea estates').waitFor();
    const image = item.locator('.saved-maps__thumb img');
    expect(await image.getAttribute('src')).toBe(`/api/maps/${id}/thumbnail.png?v=2`);
    expect(await image.getAttribute('alt')).toBe('');
    expect(await image.getAttribute('loading')).toBe('lazy');
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      480, 270,
    ]);
    // A fixed box, beside the name, the row within the screen.
    const box = await item.locator('.saved-maps__thumb').boundingBox();
    expect([box?.width, box?.height]).toEqual([160, 90]);
    const row = await item.boundingBox();
    const width = options.viewport?.width ?? 0;
    expect((row?.x ?? -1) >= 0 && (row?.x ?? 0) + (row?.width ?? 0) <= width).toBe(true);
    await expectNoAxeViolations(page, `/Profile with a thumbnail, ${name}`);
    await page.context().close();
  });
});
