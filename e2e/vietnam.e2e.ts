import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { launchBrowser, openPage } from './browser';
import { divisionIds, editorReady, fillOf, openEditor, searchFor } from './editorHelpers';
import { startAppServer, type AppServer } from './support/appServer';

/**
 * Vietnam since 1 July 2025 (issue 36, decision "Former boundaries are a variant of the country"): the
 * editor opens on the 34 provinces named as today; a map saved before opens unchanged on the former
 * boundaries; a table of the 63 former provinces imports onto that variant.
 */

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The 63 former provinces as an English-language table writes them: no diacritics, "city" forms. */
const FORMER = [
  'Ha Noi',
  'Ho Chi Minh city',
  'Hai Phong',
  'Da Nang',
  'Can Tho',
  'Ha Giang',
  'Cao Bang',
  'Bac Kan',
  'Tuyen Quang',
  'Lao Cai',
  'Dien Bien',
  'Lai Chau',
  'Son La',
  'Yen Bai',
  'Hoa Binh',
  'Thai Nguyen',
  'Lang Son',
  'Quang Ninh',
  'Bac Giang',
  'Phu Tho',
  'Vinh Phuc',
  'Bac Ninh',
  'Hai Duong',
  'Hung Yen',
  'Thai Binh',
  'Ha Nam',
  'Nam Dinh',
  'Ninh Binh',
  'Thanh Hoa',
  'Nghe An',
  'Ha Tinh',
  'Quang Binh',
  'Quang Tri',
  'Thua Thien Hue',
  'Quang Nam',
  'Quang Ngai',
  'Binh Dinh',
  'Phu Yen',
  'Khanh Hoa',
  'Ninh Thuan',
  'Binh Thuan',
  'Kon Tum',
  'Gia Lai',
  'Dak Lak',
  'Dak Nong',
  'Lam Dong',
  'Binh Phuoc',
  'Tay Ninh',
  'Binh Duong',
  'Dong Nai',
  'Ba Ria - Vung Tau',
  'Long An',
  'Tien Giang',
  'Ben Tre',
  'Tra Vinh',
  'Vinh Long',
  'Dong Thap',
  'An Giang',
  'Kien Giang',
  'Hau Giang',
  'Soc Trang',
  'Bac Lieu',
  'Ca Mau',
];

describe('Vietnam, today and before 1 July 2025', () => {
  it(
    'opens on the 34 provinces, named as today and found without diacritics',
    { timeout: 60_000 },
    async () => {
      const page = await openPage(browser, { baseURL: server.url });
      await openEditor(page, 'Vietnam');
      const ids = await divisionIds(page, 1);
      expect(ids).toHaveLength(34);
      expect(ids).toEqual(expect.arrayContaining(['01', '79', '48']));
      expect(await searchFor(page, 'Ho Chi Minh')).toContainEqual(
        expect.stringContaining('Thành phố Hồ Chí Minh'),
      );
      expect(await searchFor(page, 'Ha Noi')).toContainEqual(expect.stringContaining('Hà Nội'));
      expect(await searchFor(page, 'Hanoi')).toContainEqual(expect.stringContaining('Hà Nội'));
      await page.context().close();
    },
  );

  it('opens a map saved before unchanged, on the former boundaries', { timeout: 60_000 }, async () => {
    const page = await openPage(browser, { baseURL: server.url });
    await openEditor(page, 'Vietnam');
    const doc = createDocument('Vietnam');
    const saved = {
      ...doc,
      version: 5,
      levels: { ...doc.levels, 1: { ...doc.levels[1], fills: { 'VN-HN': '#d62728', 'VN-SG': '#1f77b4' } } },
    };
    await page.locator('[data-testid="open-map-file"]').setInputFiles({
      name: 'vietnam-2024.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(saved)),
    });
    const offer = page.getByRole('button', { name: 'Open in the Vietnam, before 1 July 2025 editor' });
    await offer.waitFor();
    await offer.click();
    await page.waitForURL('**/Countries/VietnamBefore2025');
    await editorReady(page, 'VietnamBefore2025');
    expect(await divisionIds(page, 1)).toHaveLength(63);
    expect(await fillOf(page, 1, 'VN-HN')).toBe('#d62728');
    expect(await fillOf(page, 1, 'VN-SG')).toBe('#1f77b4');
    await page.context().close();
  });

  it('imports a table of the 63 former provinces onto the variant', { timeout: 60_000 }, async () => {
    expect(FORMER).toHaveLength(63);
    const page = await openPage(browser, { baseURL: server.url });
    await openEditor(page, 'VietnamBefore2025');
    await page.locator('[data-data-layer="heatMap"]').click();
    await page.locator('button[data-action="importData"]').click();
    const dialog = page.getByTestId('import-dialog');
    const table = ['Province\tPopulation', ...FORMER.map((name, i) => `${name}\t${1000 + i * 37}`)].join(
      '\n',
    );
    await dialog.getByLabel('Paste a table').fill(table);
    await expect
      .poll(() => dialog.getByTestId('import-report').textContent())
      .toBe('63 of 63 provinces matched; 0 rows not matched');
    await page.context().close();
  });
});
