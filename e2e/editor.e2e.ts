import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { allowConsole } from './consoleGuard';
import { openExportDialog } from './exportHelpers';
import {
  DEFAULT_FILL,
  FIRST_COLOUR,
  clickDivision,
  divisionIds,
  fillOf,
  mapTransform,
  editorReady,
  openEditor,
  pointOn,
  scaleOf,
  searchFor,
  startShiftDrag,
} from './editorHelpers';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await openPage(browser);
});

describe('desktop editor: the top bar', () => {
  it('keeps every control inside the window and the search box readable, from 768 px up', async () => {
    for (const [slug, width] of [
      ['UnitedKingdom', 768],
      ['SouthAfrica', 1024],
      ['Japan', 1280],
      ['UnitedKingdom', 1440],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await openEditor(page, slug);
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('.editor__bar button, .editor__bar a, .editor__bar input')].map((e) => {
          const r = e.getBoundingClientRect();
          return { name: e.getAttribute('aria-label') ?? e.textContent, left: r.left, right: r.right };
        }),
      );
      expect(boxes.length).toBeGreaterThan(15);
      for (const box of boxes) {
        expect(
          { width, ...box, inside: box.left >= 0 && box.right <= width },
          JSON.stringify(box),
        ).toMatchObject({
          inside: true,
        });
      }
      const search = await page.getByRole('combobox', { name: 'Find a division by name' }).boundingBox();
      expect(search?.width ?? 0).toBeGreaterThanOrEqual(128);
    }
  });
});

describe('desktop editor: painting', () => {
  it('paints on the first click of a fresh map and reverts on double-click; undo restores the colour before', async () => {
    await openEditor(page, 'SriLanka');
    const [id = ''] = await divisionIds(page, 1);
    expect(await fillOf(page, 1, id)).toBe(DEFAULT_FILL);

    await clickDivision(page, 1, id);
    expect(await fillOf(page, 1, id)).toBe(FIRST_COLOUR);

    // Pick another colour, then double-click: the division reverts, not to the new colour.
    await page.getByLabel('Paint colour as hex').fill('#0072b2');
    await page.getByLabel('Paint colour as hex').press('Enter');
    const { x, y } = await pointOn(page, 1, id);
    await page.mouse.dblclick(x, y);
    expect(await fillOf(page, 1, id)).toBe(DEFAULT_FILL);

    // One undo returns to the colour it had before the double-click.
    await page.keyboard.press('Control+z');
    expect(await fillOf(page, 1, id)).toBe(FIRST_COLOUR);
  });

  it('undoes and redoes paints with Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', async () => {
    await openEditor(page, 'Belgium');
    const [a = '', b = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, a);
    await clickDivision(page, 1, b);
    expect(await fillOf(page, 1, b)).toBe(FIRST_COLOUR);

    await page.keyboard.press('Control+z');
    expect(await fillOf(page, 1, b)).toBe(DEFAULT_FILL);
    expect(await fillOf(page, 1, a)).toBe(FIRST_COLOUR);
    await page.keyboard.press('Control+z');
    expect(await fillOf(page, 1, a)).toBe(DEFAULT_FILL);

    await page.keyboard.press('Control+Shift+z');
    expect(await fillOf(page, 1, a)).toBe(FIRST_COLOUR);
    await page.keyboard.press('Control+y');
    expect(await fillOf(page, 1, b)).toBe(FIRST_COLOUR);
    // The toolbar follows a recolour when the browser is idle (idleNotify.ts).
    await expect
      .poll(() => page.getByRole('button', { name: 'Redo' }).isDisabled(), { timeout: 15_000 })
      .toBe(true);
  });

  it('lists the painted colour in the legend, with a label typed in the panel', async () => {
    await openEditor(page, 'SriLanka');
    const [id = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, id);
    await page.getByLabel(`Label for ${FIRST_COLOUR}`).fill('Visited');
    await expect
      .poll(() => page.locator('[data-element="legend"] text').allTextContents())
      .toContain('Visited');
  });
});

describe('desktop editor: levels', () => {
  it('switches between the first and second level and shows both (level 1 as outlines)', async () => {
    await openEditor(page, 'SriLanka');
    expect(await page.locator('path[data-level="1"]').count()).toBe(9);
    expect(await page.locator('path[data-level="2"]').count()).toBe(0);

    await page.keyboard.press('2');
    await expect.poll(() => page.locator('path[data-level="2"]').count()).toBe(25);
    expect(await page.locator('path[data-level="1"]').count()).toBe(0);

    await page.getByRole('button', { name: /Show both levels/ }).click();
    await expect.poll(() => page.locator('g[data-outline-group="1"] path').count()).toBe(1);
    expect(await page.locator('path[data-level="2"]').count()).toBe(25);

    // Level 2 takes clicks with both shown.
    const [district = ''] = await divisionIds(page, 2);
    await clickDivision(page, 2, district);
    expect(await fillOf(page, 2, district)).toBe(FIRST_COLOUR);

    await page.keyboard.press('1');
    await expect.poll(() => page.locator('path[data-level="1"]').count()).toBe(9);
    expect(await page.locator('g[data-outline-group]').count()).toBe(0);
  });

  it("credits the shown levels' sources on the map, as an export of the same view does", async () => {
    // Lebanon's levels come from different sources: Natural Earth, then OpenStreetMap via geoBoundaries.
    await openEditor(page, 'Lebanon');
    const credit = () => page.locator('.map-surface text[data-element="credit"]').textContent();
    await expect.poll(credit).toContain('Natural Earth');
    expect(await credit()).not.toContain('OpenStreetMap');

    await page.keyboard.press('2');
    await expect.poll(credit).toContain('OpenStreetMap');
    expect(await credit()).not.toContain('Natural Earth');

    await page.getByRole('button', { name: /Show both levels/ }).click();
    await expect.poll(credit).toContain('Natural Earth');
    expect(await credit()).toContain('OpenStreetMap');
  });

  it('styles each level on its own', async () => {
    await openEditor(page, 'SriLanka');
    await page.locator('#level-1-opacity').fill('0.5');
    await expect.poll(() => page.locator('g[data-level-group="1"]').getAttribute('opacity')).toBe('0.5');
  });
});

describe('desktop editor: what a click touches', () => {
  it('changes only the painted path and the draft status, nothing else on the page', async () => {
    await openEditor(page, 'SriLanka');
    const [first = '', second = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, first); // the colour's first use adds it to the legend and recent colours
    await expect.poll(() => page.locator('[data-save-status="saved"]').count()).toBe(1);
    await page.evaluate(() => {
      const w = window as unknown as { __mutations: string[] };
      w.__mutations = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const target = r.target instanceof Element ? r.target : r.target.parentElement;
          const where = target?.closest('[data-division], .editor__save, .map-tooltip')
            ? 'expected'
            : 'other';
          w.__mutations.push(`${where} ${r.type} ${r.attributeName ?? ''} ${target?.outerHTML.slice(0, 80)}`);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await clickDivision(page, 1, second);
    expect(await fillOf(page, 1, second)).toBe(FIRST_COLOUR);
    await expect.poll(() => page.locator('[data-save-status="saved"]').count()).toBe(1);
    const mutations = await page.evaluate(() => (window as unknown as { __mutations: string[] }).__mutations);
    expect(mutations.filter((m) => m.startsWith('other'))).toEqual([]);
    expect(mutations.some((m) => m.includes('fill'))).toBe(true);
  });
});

describe('desktop editor: moving the map', () => {
  it('pans with Shift+drag as one undo step', async () => {
    await openEditor(page, 'Nepal');
    const before = await mapTransform(page);
    const release = await startShiftDrag(page, 8, 4);
    await release();
    await expect.poll(() => mapTransform(page)).not.toBe(before);
    const panned = await mapTransform(page);
    expect(scaleOf(panned)).toBeCloseTo(scaleOf(before), 6);

    await page.keyboard.press('Control+z');
    await expect.poll(() => mapTransform(page)).toBe(before);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => mapTransform(page)).toBe(panned);
  });

  it('leaves the hover tooltip where it was while a drag pans the map', async () => {
    await openEditor(page, 'Nepal');
    const box = await page.locator('.map-surface').boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.getByTestId('map-tooltip');
    await tooltip.waitFor();
    const placed = await tooltip.evaluate((el) => el.style.transform);
    expect(placed).toMatch(/^translate\(/);
    const release = await startShiftDrag(page, 8, 4);
    expect(await tooltip.evaluate((el) => el.style.transform)).toBe(placed);
    await release();
  });

  it('draws a heavy level in tiles, and pans it on its own layer until the drag ends', async () => {
    await openEditor(page, 'Thailand');
    await page.keyboard.press('3');
    await expect.poll(() => page.locator('path[data-level="2"]').count()).toBe(928);
    // 928 districts: 2 x 2 tiles, each its own svg (a fill change repaints one), outlines above them.
    const layers = await page.evaluate(() =>
      [...document.querySelectorAll('.map-pan > svg')].map((svg) => ({
        kind: svg.getAttribute('data-layer'),
        paths: svg.querySelectorAll('path[data-division]').length,
      })),
    );
    expect(layers.filter((l) => l.kind === 'tile')).toHaveLength(4);
    expect(layers.reduce((sum, l) => sum + l.paths, 0)).toBe(928);
    expect(layers.every((l) => l.kind !== 'tile' || l.paths < 928)).toBe(true);
    // Above them the outlines, then the keyboard's focus ring (no division paths).
    expect(layers.slice(-2).map((l) => l.kind)).toEqual(['map', 'focus']);

    const before = await mapTransform(page);
    const release = await startShiftDrag(page, 10, 5);
    // Mid-drag: the layer moves, the paths are not re-placed.
    await expect
      .poll(() => page.locator('.map-pan').evaluate((el) => (el as HTMLElement).style.transform))
      .toMatch(/^translate\(/);
    await page.waitForTimeout(400);
    expect(await mapTransform(page)).toBe(before);
    await release();
    await expect.poll(() => mapTransform(page)).not.toBe(before);
    expect(await page.locator('.map-pan').evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
    // Every tile carries the same placement.
    const placements = await page.evaluate(() =>
      [...document.querySelectorAll('g[data-element="map"]')].map((g) => g.getAttribute('transform')),
    );
    expect(new Set(placements).size).toBe(1);
  });

  it('moves the map by whole pixels under a grabbing shield while a drag is live', async () => {
    await openEditor(page, 'Nepal');
    const box = await page.locator('.map-surface').boundingBox();
    if (!box) throw new Error('no map');
    // Steps of 3.3 px: the placement moves by fractions of a pixel, the translate must not.
    const release = await startShiftDrag(page, 3.3, 1.7);
    const transform = () => page.locator('.map-pan').evaluate((el) => (el as HTMLElement).style.transform);
    await expect.poll(transform).toMatch(/^translate\(/);
    expect(await transform()).toMatch(/^translate\(-?\d+px, -?\d+px\)$/);
    // The element under the pointer is the shield: one element's cursor, nothing below hovers.
    const under = await page.evaluate(
      ([x, y]) => {
        const el = document.elementFromPoint(x, y);
        return { className: el?.className, cursor: el ? getComputedStyle(el).cursor : '' };
      },
      [box.x + box.width / 2 + 33, box.y + box.height / 2 + 17] as const,
    );
    expect(under).toEqual({ className: 'map-drag-shield', cursor: 'grabbing' });
    await release();
    await expect.poll(() => page.locator('.map-drag-shield').count()).toBe(0);
    await expect.poll(transform).toBe('');
  });

  it('zooms with the wheel around the pointer, a burst being one undo step', async () => {
    await openEditor(page, 'Nepal');
    const before = await mapTransform(page);
    const box = await page.locator('.map-surface').boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -100);
    // The burst is live (scaled on the compositor) until the wheel rests: the map's transform says
    // the new scale only once the gesture has ended, so an undo now takes the whole burst.
    await expect.poll(async () => scaleOf(await mapTransform(page))).toBeGreaterThan(scaleOf(before) * 1.5);
    await expect
      .poll(() => page.locator('.map-pan').evaluate((el) => (el as HTMLElement).style.transform))
      .toBe('');
    await page.keyboard.press('Control+z');
    await expect.poll(() => mapTransform(page)).toBe(before);
  });

  it('drags the legend with the move tool and nudges it with the arrow keys', async () => {
    await openEditor(page, 'SriLanka');
    const [id = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, id);
    const legend = page.locator('g[data-element="legend"]');
    await legend.waitFor();
    const before = await legend.getAttribute('transform');
    await page.keyboard.press('v');
    const box = await legend.boundingBox();
    if (!box) throw new Error('no legend');
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 45, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => legend.getAttribute('transform')).not.toBe(before);
    const dragged = await legend.getAttribute('transform');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => legend.getAttribute('transform')).not.toBe(dragged);
  });
});

describe('desktop editor: finding and keys', () => {
  it('finds a division by name, centres it and flashes it', async () => {
    await openEditor(page, 'SriLanka');
    const before = await mapTransform(page);
    await page.keyboard.press('/');
    await page.keyboard.type('uva');
    await page.keyboard.press('Enter');
    await expect.poll(() => mapTransform(page)).not.toBe(before);
    await expect.poll(() => page.locator('path.map-flash').count()).toBe(1);
  });

  it('finds "Sapporo" among Japan\'s municipalities, shown with its Japanese name', async () => {
    await openEditor(page, 'Japan');
    await page.keyboard.press('2');
    await expect.poll(() => page.locator('path[data-level="2"]').count()).toBeGreaterThan(1800);
    const options = await searchFor(page, 'Sapporo');
    expect(options).toContain('Chuo-ku, Sapporo 札幌市中央区');
    expect(options.every((o) => o.includes('Sapporo'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('path.map-flash').count()).toBe(1);
  });

  it('finds "Iasi" in Romania: the county Iași, and the city at the second level', async () => {
    await openEditor(page, 'Romania');
    expect(await searchFor(page, 'Iasi')).toEqual(['Iași']);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Find a division by name' }).blur();
    await page.keyboard.press('2');
    await expect.poll(() => page.locator('path[data-level="2"]').count()).toBeGreaterThan(3000);
    expect(await searchFor(page, 'Iasi')).toContain('Iași');
  });

  it('does not fire shortcuts while typing, and ? lists every shortcut', async () => {
    await openEditor(page, 'SriLanka');
    await page.getByLabel('Find a division by name').fill('2');
    await page.getByLabel('Find a division by name').press('2');
    expect(await page.locator('path[data-level="1"]').count()).toBe(9);
    await page.getByLabel('Find a division by name').press('Escape');
    await page.locator('.map-surface').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    for (const label of ['Undo', 'Redo', 'Show level 2', 'Save the map as a .json file']) {
      expect(text).toContain(label);
    }
  });

  it('shows a clear error with a retry when a map file fails to load', async () => {
    await page.route('**/maps/LKA.projected.*.json', (route) => route.fulfill({ status: 503, body: '' }));
    allowConsole(
      page,
      /status of 503 \(Service Unavailable\) \(\S+\/maps\/LKA\.projected\.\w+\.json\)/,
      'the map file answers 503 on purpose, until Retry',
    );
    await page.goto('/Countries/SriLanka');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/could not be loaded/);
    await page.unroute('**/maps/LKA.projected.*.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-ready] path[data-division]').first().waitFor();
  });
});

describe('desktop editor: its first load', () => {
  // The chunks the map is drawn without: the dialogs, the video and GIF encoders, the PDF maker, the
  // page of an unknown address.
  const NOT_ON_FIRST_LOAD = /\/assets\/(ExportDialog|ImportDialog|HelpDialog|series|jspdf|NotFoundPage)-/;

  it('downloads none of the dialogs before the map is drawn, and opens them when asked', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/Countries/SriLanka');
    await editorReady(page, 'SriLanka');
    expect(requested.filter((path) => NOT_ON_FIRST_LOAD.test(path))).toEqual([]);
    expect(requested.some((path) => /\/assets\/DesktopEditor-/.test(path))).toBe(true);

    const dialog = await openExportDialog(page);
    await dialog.getByRole('heading', { name: 'Download the map' }).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.map-surface').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    // The encoders of a time map's series come only with a series' download.
    expect(requested.filter((path) => /\/assets\/series-/.test(path))).toEqual([]);
  });

  it('asks for the side panels only after the map has painted', async () => {
    await openEditor(page, 'SriLanka');
    await page.getByRole('heading', { name: 'Colour' }).first().waitFor();
    const order = await page.evaluate(() => {
      const painted = performance.getEntriesByName('mapwright:map-painted')[0]?.startTime;
      const panels = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/sidePanels-[^/]+\.js$/.test(entry.name))?.startTime;
      return { painted, panels };
    });
    expect(order.painted).toBeTypeOf('number');
    expect(order.panels).toBeTypeOf('number');
    expect(order.panels).toBeGreaterThan(order.painted ?? Infinity);
  });

  it("says so when the side panels' code cannot be downloaded, and loads it when asked again", async () => {
    await page.route(/\/assets\/sidePanels-[^/]+\.js$/, (route) => route.abort());
    allowConsole(page, /sidePanels-[\w-]+\.js/, 'the side panels chunk fails to download on purpose');
    await openEditor(page, 'SriLanka');
    const panels = page.getByRole('complementary', { name: 'Map settings' });
    expect(await panels.getByRole('alert').textContent()).toMatch(/could not be loaded/);
    await page.unroute(/\/assets\/sidePanels-[^/]+\.js$/);
    await panels.getByRole('button', { name: 'Try again' }).click();
    await panels.getByRole('heading', { name: 'Colour' }).first().waitFor();
  });

  it("says so when a dialog's code cannot be downloaded, and loads it at the next opening", async () => {
    await page.route('**/assets/ExportDialog-*.js', (route) => route.abort());
    allowConsole(page, /ExportDialog-\w+\.js/, 'the export dialog chunk fails to download on purpose');
    await openEditor(page, 'SriLanka');
    await page.locator('[data-action="exportMap"]').click();
    const failed = page.getByRole('dialog', { name: 'Download the map' });
    expect(await failed.getByRole('alert').textContent()).toMatch(/could not be loaded/);
    await page.unroute('**/assets/ExportDialog-*.js');
    await failed.getByRole('button', { name: 'Close' }).click();
    const dialog = await openExportDialog(page);
    await dialog.getByRole('heading', { name: 'Download the map' }).waitFor();
  });
});
