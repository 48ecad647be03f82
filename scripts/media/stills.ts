import type { Page } from 'playwright-core';
import { FACTS_IMAGE, SCREENSHOTS, STRIP_IMAGES, WORKSPACE_IMAGE } from '../../web/src/media/manifest';
import { indiaTable } from './clips';
import {
  clicksColour,
  exportPng,
  importTable,
  openEditor,
  paintDivisions,
  setTitle,
  showLevels,
} from './driver';

/**
 * The stills: maps made in the editor and downloaded through its export dialog (strip, workspace,
 * facts), and two screenshots of the editor itself. `make` returns
 * the PNG it produced; the script scales and encodes it to WebP at the manifest's size.
 */
export interface StillScript {
  /** Path under web/public (the manifest's src). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly make: (page: Page) => Promise<string | Buffer>;
}

async function heatMapIndia(page: Page): Promise<void> {
  await openEditor(page, 'India');
  await page.locator('[data-data-layer="heatMap"]').click();
  await page
    .getByRole('radiogroup', { name: 'Data level' })
    .getByLabel(/district/i)
    .check();
  await importTable(page, indiaTable());
}

const strip = (n: number) => {
  const image = STRIP_IMAGES[n - 1];
  if (!image) throw new Error(`no strip image ${n}`);
  return { src: image.src, width: image.width, height: image.height };
};

export const STILLS: readonly StillScript[] = [
  {
    ...strip(1),
    make: async (page) => {
      await openEditor(page, 'India');
      await paintDivisions(page, 1, 36, [0, 1, 2, 3, 4]);
      return exportPng(page);
    },
  },
  {
    ...strip(2),
    make: async (page) => {
      // Not France: its overseas regions leave the metropole small in a whole-country frame.
      await openEditor(page, 'Nepal');
      await showLevels(page, '2');
      await paintDivisions(page, 2, 77, [0, 1, 2, 3, 4, 5]);
      return exportPng(page);
    },
  },
  {
    ...strip(3),
    make: async (page) => {
      await openEditor(page, 'Japan');
      await paintDivisions(page, 1, 47, [5, 6, 7, 8]);
      return exportPng(page);
    },
  },
  {
    ...strip(4),
    make: async (page) => {
      await heatMapIndia(page);
      return exportPng(page);
    },
  },
  {
    ...strip(5),
    make: async (page) => {
      await openEditor(page, 'Germany');
      await showLevels(page, 'both');
      await clicksColour(page, 'whole states');
      await paintDivisions(page, 2, 16, [0, 1, 2, 3, 4, 5], { skipPainted: true });
      return exportPng(page);
    },
  },
  {
    ...strip(6),
    make: async (page) => {
      await openEditor(page, 'SriLanka');
      await showLevels(page, '2');
      await paintDivisions(page, 2, 25, [3, 4, 5, 6, 7]);
      return exportPng(page);
    },
  },
  {
    ...strip(7),
    make: async (page) => {
      await heatMapIndia(page);
      await page.locator('[data-data-layer="pixelDotMap"]').click();
      await page.locator('path[data-cells="on"]').first().waitFor({ state: 'attached' });
      return exportPng(page);
    },
  },
  {
    ...WORKSPACE_IMAGE,
    make: async (page) => {
      await openEditor(page, 'Italy');
      await showLevels(page, '2');
      await paintDivisions(page, 2, 110, [0, 1, 2, 3, 4, 5, 6]);
      await setTitle(page, 'Provinces of Italy');
      return exportPng(page);
    },
  },
  {
    ...FACTS_IMAGE,
    make: async (page) => {
      await openEditor(page, 'Thailand');
      await showLevels(page, 'both');
      await clicksColour(page, 'whole states');
      await paintDivisions(page, 2, 77, [0, 1, 2, 3, 4, 5, 6], { skipPainted: true, steps: 1 });
      return exportPng(page);
    },
  },
  {
    ...(SCREENSHOTS[0] ?? { src: '', width: 0, height: 0 }),
    make: async (page) => {
      await openEditor(page, 'India');
      await paintDivisions(page, 1, 20, [0, 1, 2, 3, 4]);
      await page.mouse.move(0, 0);
      return page.screenshot();
    },
  },
  {
    ...(SCREENSHOTS[1] ?? { src: '', width: 0, height: 0 }),
    make: async (page) => {
      await openEditor(page, 'Japan');
      await paintDivisions(page, 1, 20, [5, 6, 7, 8]);
      await page.locator('[data-action="exportMap"]').click();
      await page.getByTestId('export-dialog').waitFor();
      await page.waitForTimeout(300);
      return page.screenshot();
    },
  },
];
