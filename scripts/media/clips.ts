import type { Page } from 'playwright-core';
import { INDIA_DIVISIONS as india } from '@mapwright/core/data/fixtures/india';
import type { ShowcaseKey } from '../../web/src/media/manifest';
import { clicksColour, importTable, openEditor, paintDivisions, setTitle, showLevels } from './driver';

/**
 * The ten showcase clips, one per spec key. `prepare` brings the editor to the clip's first frame (not
 * recorded: the clip is cut from the moment `act` starts); `act` is what the visitor sees, driven
 * through the real editor.
 */
export interface ClipScript {
  readonly key: ShowcaseKey;
  readonly prepare: (page: Page) => Promise<void>;
  readonly act: (page: Page) => Promise<void>;
}

/** A percentage per India district, spread over 0..100 (a made-up indicator, labelled as such). */
export function indiaTable(): string {
  const stateName = new Map(india.level1.map((s) => [s.id, s.name]));
  const rows = india.level2.map(
    (d, i) => `${stateName.get(d.parent ?? '') ?? ''}\t${d.name}\t${((i * 37) % 101).toString()}`,
  );
  return ['State\tDistrict\tExample index', ...rows].join('\n');
}

async function zoomAt(page: Page, deltaY: number, times: number): Promise<void> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map surface');
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.6, { steps: 5 });
  for (let i = 0; i < times; i++) {
    await page.mouse.wheel(0, deltaY);
    await page.waitForTimeout(120);
  }
}

async function shiftDrag(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map surface');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y, { steps: 4 });
  await page.keyboard.down('Shift');
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 20 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
}

/** Places an annotation with its tool key at a fraction of the map surface; returns when it is drawn. */
async function place(page: Page, key: string, fx: number, fy: number): Promise<void> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map surface');
  const before = await page.locator('[data-layer="annotations"] [data-annotation-id]').count();
  await page.locator('.map-surface').focus();
  await page.keyboard.press(key);
  await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 8 });
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  await expect(page, () => page.locator('[data-layer="annotations"] [data-annotation-id]').count(), before);
}

/** Waits until `read` gives more than `before` (a poll; the media script has no test runner). */
async function expect(page: Page, read: () => Promise<number>, before: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await read()) > before) return;
    await page.waitForTimeout(50);
  }
  throw new Error('the annotation was not placed');
}

/** Types into a field of the selected annotation's panel, as a user would. */
async function typeField(page: Page, label: string | RegExp, text: string, delay = 35): Promise<void> {
  const field = page
    .locator('[data-annotation-panel]')
    .getByLabel(label, { exact: typeof label === 'string' });
  await field.click();
  await field.fill('');
  await field.pressSequentially(text, { delay });
  await field.press('Tab');
}

/** Puts the selected annotation on exact coordinates through its longitude and latitude fields. */
async function pinTo(page: Page, lon: number, lat: number): Promise<void> {
  for (const [axis, value] of [
    ['lon', lon],
    ['lat', lat],
  ] as const) {
    const field = page.locator(`[data-annotation-panel] input[data-coordinate="${axis}"]`);
    await field.fill(String(value));
    await field.press('Enter');
  }
}

/** Fishing harbours of Sri Lanka (longitude, latitude of the towns). */
const HARBOURS = [
  { name: 'Negombo', lon: 79.84, lat: 7.21, at: [0.42, 0.48] },
  { name: 'Trincomalee', lon: 81.23, lat: 8.57, at: [0.6, 0.3] },
  { name: 'Galle', lon: 80.22, lat: 6.03, at: [0.47, 0.75] },
  { name: 'Jaffna', lon: 80.02, lat: 9.66, at: [0.45, 0.12] },
] as const;

async function dataLayer(page: Page, kind: 'heatMap' | 'pixelDotMap', level: RegExp): Promise<void> {
  await page.locator(`[data-data-layer="${kind}"]`).click();
  await page.getByRole('radiogroup', { name: 'Data level' }).getByLabel(level).check();
}

export const CLIPS: readonly ClipScript[] = [
  {
    key: 'simpleClicks',
    prepare: (page) => openEditor(page, 'India'),
    act: (page) => paintDivisions(page, 1, 9, [0, 1, 2, 3, 4], { steps: 8, pause: 150 }),
  },
  {
    key: 'takeControl',
    prepare: (page) => openEditor(page, 'Italy'),
    act: async (page) => {
      await zoomAt(page, -100, 3);
      await shiftDrag(page, -160, -90);
      await page.keyboard.press('/');
      await page.keyboard.type('Toscana', { delay: 90 });
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.waitForTimeout(900);
    },
  },
  {
    key: 'featureRich',
    prepare: async (page) => {
      await openEditor(page, 'Thailand');
      await paintDivisions(page, 1, 12, [0, 1, 2, 3]);
    },
    act: async (page) => {
      await setTitle(page, 'Provinces of Thailand', 70);
      const legend = page.locator('g[data-element="legend"]');
      // The toolbar button, not the V key: the focus is still in the text panel's fields.
      await page.locator('[data-action="moveTool"]').first().click();
      const box = await legend.boundingBox();
      if (box) {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 });
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 120, { steps: 15 });
        await page.mouse.up();
      }
      await page.locator('[data-action="paintTool"]').first().click();
      await page.waitForTimeout(600);
    },
  },
  {
    key: 'dualMapping',
    prepare: async (page) => {
      await openEditor(page, 'Germany');
      await showLevels(page, 'both');
    },
    act: async (page) => {
      // Whole states first (a click on a district colours its state), then single districts on top.
      await clicksColour(page, 'whole states');
      await paintDivisions(page, 2, 6, [0, 1, 2, 3], { steps: 6, skipPainted: true });
      await clicksColour(page, 'districts');
      await paintDivisions(page, 2, 8, [5], { steps: 5 });
      await page.waitForTimeout(500);
    },
  },
  {
    key: 'downloadHQ',
    prepare: async (page) => {
      await openEditor(page, 'Japan');
      await paintDivisions(page, 1, 12, [0, 1, 2, 3, 4]);
    },
    act: async (page) => {
      await page.locator('[data-action="exportMap"]').click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.waitFor();
      await page.waitForTimeout(600);
      await dialog.getByLabel('SVG').check();
      await page.waitForTimeout(600);
      await dialog.getByLabel('PDF').check();
      await page.waitForTimeout(600);
      await dialog.getByLabel('PNG').check();
      await dialog.locator('#export-size-preset').selectOption('4k');
      await page.waitForTimeout(600);
      await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        dialog.getByRole('button', { name: 'Download PNG' }).click(),
      ]);
      await page.waitForTimeout(800);
    },
  },
  {
    key: 'easyUI',
    prepare: (page) => openEditor(page, 'Vietnam'),
    act: async (page) => {
      for (const tool of ['zoomIn', 'zoomOut', 'exportMap']) {
        const button = page.locator(`[data-action="${tool}"]`).first();
        const box = await button.boundingBox();
        if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
        await page.waitForTimeout(400);
      }
      await page.keyboard.press('?');
      await page.waitForTimeout(1500);
      await page.keyboard.press('Escape');
      await paintDivisions(page, 1, 4, [6, 7], { steps: 6 });
    },
  },
  {
    key: 'heatMap',
    prepare: async (page) => {
      await openEditor(page, 'India');
      await dataLayer(page, 'heatMap', /district/i);
    },
    act: async (page) => {
      await importTable(page, indiaTable(), { typeDelay: 25 });
      await page.waitForTimeout(900);
      await page.locator('button[data-palette="blues"]').click();
      await page.waitForTimeout(700);
      await page.locator('button[data-palette="viridis"]').click();
      await page.waitForTimeout(700);
    },
  },
  {
    key: 'pixelDotMap',
    prepare: async (page) => {
      await openEditor(page, 'India');
      await dataLayer(page, 'heatMap', /district/i);
      await importTable(page, indiaTable());
    },
    act: async (page) => {
      await page.waitForTimeout(500);
      await page.locator('[data-data-layer="pixelDotMap"]').click();
      await page.locator('path[data-cells="on"]').first().waitFor({ state: 'attached' });
      await page.waitForTimeout(800);
      await zoomAt(page, -240, 4);
      await page.waitForTimeout(800);
    },
  },
];

/**
 * Real Example! (spec: a Sri Lanka fishing-village demo with dots, notes and a chart of fish species):
 * coastal districts coloured, a dot on each harbour pinned to its coordinates, a note, and a chart of
 * the species landed. The chart's figures are example data and its title says so.
 */
const FISHING: ClipScript = {
  key: 'fishingExploit',
  prepare: async (page) => {
    await openEditor(page, 'SriLanka');
    await page.locator('[data-ready][data-projection="ready"]').waitFor({ timeout: 60_000 });
    await showLevels(page, '2');
    await paintDivisions(page, 2, 25, [1, 4], { steps: 1 });
    await setTitle(page, 'Fishing harbours of Sri Lanka');
  },
  act: async (page) => {
    for (const harbour of HARBOURS) {
      await place(page, 'd', harbour.at[0], harbour.at[1]);
      await pinTo(page, harbour.lon, harbour.lat);
      await typeField(page, 'Label', harbour.name, 25);
    }
    await place(page, 'n', 0.28, 0.3);
    await typeField(page, 'Text', 'Lagoon fishing: prawns and crabs', 25);
    await place(page, 'c', 0.72, 0.7);
    await typeField(page, 'Title', 'Species landed (example)', 25);
    const species = [
      ['Skipjack tuna', '40'],
      ['Yellowfin tuna', '25'],
      ['Seer fish', '15'],
    ] as const;
    for (const [i, [label, value]] of species.entries()) {
      const panel = page.locator('[data-annotation-panel]');
      if ((await panel.getByLabel(`Row ${i + 1} label`).count()) === 0)
        await panel.getByRole('button', { name: 'Add a row' }).click();
      await panel.getByLabel(`Row ${i + 1} label`).fill(label);
      await panel.getByLabel(`Row ${i + 1} value`).fill(value);
      await panel.getByLabel(`Row ${i + 1} value`).press('Tab');
      await page.waitForTimeout(250);
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);
  },
};

/** Picks an emoji in the open picker of the selected emoji, by its category's grid or by a search. */
async function pickEmoji(page: Page, name: string, search?: string): Promise<void> {
  const picker = page.locator('[data-annotation-panel] [data-emoji-picker]');
  await picker.waitFor();
  if (search) await picker.getByRole('searchbox').pressSequentially(search, { delay: 80 });
  const button = picker.getByRole('button', { name, exact: true }).first();
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.waitForTimeout(200);
  await button.click();
  await page.waitForTimeout(350);
}

/**
 * Quikmojis! (spec: emojis from the Map, Military and Nature categories): Nepal's provinces coloured,
 * a mountain from Nature already on the Himalaya (so the poster, the first frame, shows an emoji), then
 * a tent from Map for the base camp, a helmet from Military, an elephant found by searching its name,
 * made twice as big through its size field, and the tent moved with the move tool.
 */
const QUIKMOJI: ClipScript = {
  key: 'quikMoji',
  prepare: async (page) => {
    await openEditor(page, 'Nepal');
    await paintDivisions(page, 1, 7, [1, 2, 3, 4, 5, 6, 7], { steps: 1 });
    await place(page, 'e', 0.6, 0.36);
    await pickEmoji(page, 'snow-capped mountain');
    await typeField(page, 'Size', '96', 0);
    // Deselects from the page, not from the panel's field (which keeps Escape) nor from the map
    // (whose keyboard focus outlines a province), so the first frame is the map alone.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await page.locator('[data-annotation-panel] [data-emoji-picker]').waitFor({ state: 'detached' });
    const box = await page.locator('.map-surface').boundingBox();
    if (box) await page.mouse.move(box.x + box.width * 0.04, box.y + box.height * 0.95); // off the provinces
  },
  act: async (page) => {
    await place(page, 'e', 0.5, 0.45);
    await pickEmoji(page, 'tent');
    await place(page, 'e', 0.3, 0.52);
    await pickEmoji(page, 'military helmet');
    await place(page, 'e', 0.45, 0.66);
    await pickEmoji(page, 'elephant', 'elephant');
    await typeField(page, 'Size', '96', 150);
    await page.keyboard.press('Escape');
    // Moves the tent a little up the mountain with the move tool, as a user drags it.
    const tent = page.locator('[data-layer="annotations"] [data-emoji="26fa"]').first();
    const box = await tent.boundingBox();
    if (box) {
      await page.locator('[data-action="moveTool"]').first().click();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2 - 30, { steps: 15 });
      await page.mouse.up();
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(900);
  },
};

export const ANNOTATION_CLIPS: readonly ClipScript[] = [FISHING, QUIKMOJI];
