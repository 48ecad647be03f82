import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { CUSTOM_LIMITS } from '@mapwright/core/custom/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { startAppServer, type AppServer } from './support/appServer';

/**
 * The user's own boundaries (issue 45): files of each format and coordinate system read in the
 * browser's worker, the name property chosen, the divisions built; bad files answered with their words.
 * The files are written by scripts/customBoundaryFixtures.ts.
 */

const FIXTURES = join(import.meta.dirname, '../web/src/custom/parse/fixtures');

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openCustom(): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.url });
  await page.goto('/Countries');
  await page.getByRole('link', { name: 'use your own boundaries' }).click();
  await page.getByRole('heading', { level: 1, name: 'Use your own boundaries' }).waitFor();
  return page;
}

const upload = (page: Page, name: string) =>
  page.getByLabel('Choose a file or drop it here').setInputFiles(join(FIXTURES, name));

const names = (page: Page) => page.locator('.custom__names li').allTextContents();

describe('own boundaries', () => {
  it('builds a zipped shapefile in UTM zone 30N with names and codes', { timeout: 60_000 }, async () => {
    const page = await openCustom();
    await upload(page, 'constituencies-utm.zip');
    await page.getByText('constituencies-utm.zip: a shapefile with 12 areas.').waitFor();
    // The name property is guessed; the code is the user's choice.
    await expect.poll(() => page.getByLabel('Name of each division').inputValue()).toBe('CONST_NM');
    await page.getByLabel('Code (matched by data imports)').selectOption('CONST_CD');
    await page.getByRole('button', { name: 'Build the map' }).click();
    await page.getByText('constituencies-utm.zip: 12 divisions.').waitFor();
    expect(await page.locator('.custom__preview path[data-division]').count()).toBe(12);
    const listed = await names(page);
    expect(listed).toHaveLength(12);
    expect(listed.slice(0, 2)).toEqual(['Ayr North S14000001', 'Ayr South S14000002']);
    await page.context().close();
  });

  it('groups the divisions into a first level by a parent property', { timeout: 60_000 }, async () => {
    const page = await openCustom();
    await upload(page, 'constituencies-utm.zip');
    await page.getByText('constituencies-utm.zip: a shapefile with 12 areas.').waitFor();
    const group = page.getByLabel('Group into a first level by (optional)');
    expect(await group.inputValue()).toBe('');
    await group.selectOption('REGION');
    await page.getByRole('button', { name: 'Build the map' }).click();
    await page.getByText('constituencies-utm.zip: 12 divisions in 3 groups.').waitFor();
    // The divisions are drawn and listed; the groups' borders over them.
    expect(await page.locator('.custom__preview path[data-division]').count()).toBe(12);
    expect(await names(page)).toHaveLength(12);
    expect(await page.locator('.custom__borders--groups').getAttribute('d')).toMatch(/^M/);
    // In the editor the regions are the first level and the constituencies the second, under them.
    await page.getByRole('button', { name: 'Make a map of these' }).click();
    const drawn = (level: number) =>
      page.locator(`[data-editor] [data-ready] path[data-level="${level}"][data-division]`);
    await drawn(1).first().waitFor();
    expect(await drawn(1).count()).toBe(3);
    await page.locator('button[data-action="showLevel2"]').click();
    await expect.poll(() => drawn(2).count()).toBe(12);
    await page.context().close();
  });

  it('builds a GeoJSON file, one division per name, markup shown as text', { timeout: 60_000 }, async () => {
    const page = await openCustom();
    await upload(page, 'wards.geojson');
    await page.getByText('wards.geojson: a GeoJSON file with 7 areas.').waitFor();
    await page.getByRole('button', { name: 'Build the map' }).click();
    await page.getByText('wards.geojson: 6 divisions.').waitFor();
    expect(await names(page)).toEqual([
      'Abbey',
      'Bridge',
      'Castle',
      'Docks',
      '<b>Queen’s</b> Park & Kilburn',
      'Fairfield',
    ]);
    expect(await page.locator('.custom__names b').count()).toBe(0);
    await page.context().close();
  });

  it('takes a KML file dropped on the page', { timeout: 60_000 }, async () => {
    const page = await openCustom();
    const text = readFileSync(join(FIXTURES, 'sub-counties.kml'), 'utf8');
    const drop = page.locator('.custom__drop');
    const dataTransfer = await page.evaluateHandle((kml) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([kml], 'sub-counties.kml', { type: 'application/vnd.google-earth.kml+xml' }),
      );
      return transfer;
    }, text);
    await drop.dispatchEvent('drop', { dataTransfer });
    await page.getByText('sub-counties.kml: a KML file with 3 areas.').waitFor();
    await page.getByRole('button', { name: 'Build the map' }).click();
    await page.getByText('sub-counties.kml: 3 divisions.').waitFor();
    expect(await names(page)).toEqual(['Westlands', 'Kibra', 'Embakasi']);
    await page.context().close();
  });

  it.each([
    [
      'bad-points.geojson',
      'This GeoJSON file has only points and lines, not areas: a map of divisions needs polygons.',
    ],
    ['constituencies-no-prj.zip', 'This shapefile has no .prj file and its coordinates'],
    ['bad-outside-world.geojson', 'This GeoJSON file has coordinates outside the world (such as 200, 95)'],
    ['bad-empty.geojson', 'This GeoJSON file has no features in it.'],
    ['bad-unknown.csv', 'bad-unknown.csv is not a boundary file Mapwright can read.'],
  ])('answers %s with its words', { timeout: 60_000 }, async (file, words) => {
    const page = await openCustom();
    await upload(page, file);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(words);
    await page.context().close();
  });

  it('refuses a file over the size limit, naming the limit', { timeout: 60_000 }, async () => {
    const page = await openCustom();
    const buffer = Buffer.alloc(CUSTOM_LIMITS.fileBytes + 1, 0x20);
    await page
      .getByLabel('Choose a file or drop it here')
      .setInputFiles({ name: 'huge.geojson', mimeType: 'application/geo+json', buffer });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('huge.geojson is 30 MB, more than the limit of 30 MB.');
    await page.context().close();
  });

  it('refuses a zip that would inflate past its limit before inflating it', { timeout: 60_000 }, async () => {
    const page = await openCustom();
    // 160 MB of spaces deflate to a few hundred KB: the central directory declares the 160 MB.
    const buffer = Buffer.from(
      zipSync({ 'wards.shp': new Uint8Array(160_000_000).fill(0x20) }, { level: 1 }),
    );
    expect(buffer.length).toBeLessThan(CUSTOM_LIMITS.fileBytes);
    await page
      .getByLabel('Choose a file or drop it here')
      .setInputFiles({ name: 'bomb.zip', mimeType: 'application/zip', buffer });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('This zip file would unpack to 160 MB, more than the limit of 150 MB.');
    await page.context().close();
  });

  it('says how many invalid rings it repaired', { timeout: 60_000 }, async () => {
    const page = await openCustom();
    await upload(page, 'bad-rings.geojson');
    await page.getByRole('button', { name: 'Build the map' }).click();
    await page.getByText('bad-rings.geojson: 3 divisions. 2 invalid rings repaired.').waitFor();
    await page.context().close();
  });
});
