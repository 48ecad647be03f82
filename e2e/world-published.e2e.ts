import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument } from '@mapwright/core/document/schema';
import { baseURL, launchBrowser, openPage } from './browser';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * The public page of a world map with a chosen set and a projection of its own (decisions 0167 and
 * 0168): the server draws only the chosen countries, the rest as context, in the chosen projection,
 * as the editor drew them.
 */
/** Long enough for the browser to project the world in another projection on a busy machine. */
const PROJECTED_IN = 60_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a published map of chosen countries in a projection of its own', () => {
  it('shows the same countries, context and projection on the public page as in the editor', async () => {
    const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { email: uniqueEmail('world-published'), password: 'publish-pass-1', name: 'W' },
      headers: { Origin: baseURL() },
    });
    expect(res.status()).toBe(200);
    const base = createDocument('World');
    const doc: MapDocument = {
      ...base,
      shownDivisions: ['CAN', 'USA', 'MEX'],
      projection: { type: 'winkelTripel', centralMeridian: -100 },
      levels: { ...base.levels, 1: { ...base.levels[1], fills: { MEX: '#0072b2' } } },
    };
    const created = await page.request.post('/api/maps', { data: { name: 'North', document: doc } });
    expect(created.status()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    const published = await page.request.put(`/api/maps/${id}/publication`, {
      data: { mapVersion: version },
    });
    expect(published.status()).toBe(201);
    const { publicId } = (await published.json()) as { publicId: string };

    const reader = await openPage(browser);
    await reader.goto(`/m/${publicId}`);
    const svg = reader.locator('svg[data-country="World"]').first();
    await svg.waitFor();
    const publicPaths = await reader.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('path[data-level="1"][data-division]')].map((p) => [
          p.getAttribute('data-division'),
          p.getAttribute('d'),
        ]),
      ),
    );
    expect(Object.keys(publicPaths).sort()).toEqual(['CAN', 'MEX', 'USA']);
    expect(await reader.locator('path[data-division="MEX"]').getAttribute('fill')).toBe('#0072b2');
    expect(await reader.locator('g[data-context="land"] path').count()).toBe(1);
    // The editor's drawing of the saved map, once it is in the map's projection: the same paths.
    const drawn = () =>
      page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('[data-ready] path[data-level="1"][data-division]')].map((p) => [
            p.getAttribute('data-division'),
            p.getAttribute('d'),
          ]),
        ),
      );
    await page.goto(`/World?map=${id}`);
    await page
      .locator('[data-editor][data-country="World"] [data-ready] path[data-division="MEX"]')
      .waitFor();
    await expect.poll(drawn, { timeout: PROJECTED_IN }).toEqual(publicPaths);
  });
});
