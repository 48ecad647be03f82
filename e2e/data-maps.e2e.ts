import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classBreaks, classOf } from '@mapwright/core/data/classify';
import { heatPaletteById, paletteColours } from '@mapwright/core/data/heat-palettes';
import { INDIA_DIVISIONS as india } from '@mapwright/core/data/fixtures/india';
import { launchBrowser, openPage } from './browser';
import { divisionIds, fillOf, openEditor, openImport, pasteTable, storedDraft } from './editorHelpers';
import { frameSize, interiorFramePoint, pixelHex, readPng, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Data maps (issue 17): paste a table of India's 734 districts (with a state column and one name
 * misspelt), fix the unmatched row through a suggestion, change the classification and the palette,
 * move the heat bar, export a PNG and find the class colours in it; then switch to a pixel dot map
 * and find its on and off cells in an exported PNG where the screen draws them.
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

const stateName = new Map(india.level1.map((s) => [s.id, s.name]));
/** A percentage per district, deterministic, spread over 0..100. */
const valueOf = (i: number) => Math.round(((i * 37) % 101) * 10) / 10;

/** The table as a spreadsheet would paste it: tab-separated, a header, one district misspelt. */
function pastedTable(): string {
  const rows = india.level2.map((d, i) => {
    const name = d.name === 'Bengaluru' ? 'Bangalor' : d.name;
    return `${stateName.get(d.parent ?? '') ?? ''}\t${name}\t${valueOf(i).toString().replace('.', ',')} %`;
  });
  return ['State\tDistrict\tLiteracy', ...rows].join('\n');
}

async function exportPng(page: Page): Promise<Download> {
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return download;
}

/** Frame points of the centres of some on and off cells of a group (a state), read from the screen's paths. */
async function cellCentres(
  page: Page,
  id: string,
): Promise<{ on: { x: number; y: number }[]; off: { x: number; y: number }[] }> {
  return page.evaluate((id) => {
    const centres = (kind: string) => {
      const path = document.querySelector<SVGPathElement>(
        `path[data-cells="${kind}"][data-cells-of="${CSS.escape(id)}"]`,
      );
      const root = path?.ownerSVGElement;
      const matrix = path?.getScreenCTM();
      const rootMatrix = root?.getScreenCTM();
      if (!path || !matrix || !rootMatrix) return [];
      const width = Number(path.parentElement?.getAttribute('stroke-width') ?? 1);
      const square = path.parentElement?.getAttribute('stroke-linecap') === 'butt';
      const points: { x: number; y: number }[] = [];
      let x = 0;
      let y = 0;
      for (const [, command, a, b, w] of (path.getAttribute('d') ?? '').matchAll(
        /([Mm])(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)/g,
      )) {
        if (command === 'M') {
          x = Number(a);
          y = Number(b);
        } else x += Number(a);
        const centre = new DOMPoint(square ? x + width / 2 : x, y)
          .matrixTransform(matrix)
          .matrixTransform(rootMatrix.inverse());
        points.push({ x: centre.x, y: centre.y });
        x += Number(w);
      }
      return points.filter((_, i) => i % 7 === 0).slice(0, 12);
    };
    return { on: centres('on'), off: centres('off') };
  }, id);
}

describe('data maps', () => {
  it(
    'pastes a table, fixes a row by a suggestion, reclassifies, recolours, moves the heat bar, exports; then pixel dots',
    { timeout: 180_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('datamaps'));
      await openEditor(page, 'India');

      // A heat map on the districts.
      await page.locator('[data-data-layer="heatMap"]').click();
      await page
        .getByRole('radiogroup', { name: 'Data level' })
        .getByLabel(/district/i)
        .check();
      await page.locator('[data-ready] path[data-level="2"]').first().waitFor();

      // Paste the table: every district but the misspelt one matches, by name and state.
      const dialog = await pasteTable(page, pastedTable());
      const report = dialog.getByTestId('import-report');
      await expect.poll(() => report.textContent()).toBe('733 of 734 districts matched; 1 row not matched');
      expect(await dialog.getByLabel('Parent column').inputValue()).toBe('0');
      const bengaluru = india.level2.find((d) => d.name === 'Bengaluru')?.id ?? '';
      await dialog
        .locator(`li[data-unmatched-row="Bangalor"] button[data-suggestion="${bengaluru}"]`)
        .click();
      await expect.poll(() => report.textContent()).toBe('734 of 734 districts matched; 0 rows not matched');
      await dialog.getByRole('button', { name: 'Set 734 values' }).click();
      await expect
        .poll(() => page.getByTestId('data-count').textContent())
        .toBe('734 of 734 districts have a value.');

      // Quantiles of viridis (the default): a district's fill is its class colour.
      const values = india.level2.map((_, i) => valueOf(i));
      const valueById = new Map(india.level2.map((d, i) => [d.id, valueOf(i)]));
      const classIn = (method: 'quantile' | 'equalInterval', classes: number, id: string) =>
        classOf(valueById.get(id) ?? 0, classBreaks(values, method, classes).breaks);
      // The largest districts (easy to hit) in the lowest and the highest equal-interval class of 4.
      const largest = await divisionIds(page, 2);
      const low =
        largest.find((id) => classIn('equalInterval', 4, id) === 0 && classIn('quantile', 5, id) === 0) ?? '';
      const high =
        largest.find((id) => classIn('equalInterval', 4, id) === 3 && classIn('quantile', 5, id) === 4) ?? '';
      const viridis = paletteColours(heatPaletteById('viridis'), 5);
      expect(await fillOf(page, 2, low)).toBe(viridis[0]);
      expect(await fillOf(page, 2, high)).toBe(viridis[4]);
      const title = page.locator('g[data-element="heatBar"] text').first();
      expect(await title.textContent()).toBe('Literacy');

      // Equal intervals in 4 classes of Blues: fills follow.
      await page.getByLabel('Classes', { exact: true }).selectOption('equalInterval');
      await page.getByLabel('Number of classes').fill('4');
      await page.locator('button[data-palette="blues"]').click();
      const blues = paletteColours(heatPaletteById('blues'), 4);
      await expect.poll(() => fillOf(page, 2, low)).toBe(blues[0]);
      expect(await fillOf(page, 2, high)).toBe(blues[3]);
      expect(await page.locator('g[data-element="heatBar"] rect[data-heat-class]').count()).toBe(4);

      // Move the heat bar with the move tool.
      const bar = page.locator('g[data-element="heatBar"]');
      const before = await bar.getAttribute('transform');
      await page.keyboard.press('v');
      const box = await bar.boundingBox();
      if (!box) throw new Error('no heat bar');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2 - 150, { steps: 6 });
      await page.mouse.up();
      await expect.poll(() => bar.getAttribute('transform')).not.toBe(before);
      // …and make it longer by its grip.
      const rampWidth = () =>
        bar
          .locator('rect[data-heat-class]')
          .evaluateAll((rects) => rects.reduce((w, r) => w + r.getBoundingClientRect().width, 0));
      const widthBefore = await rampWidth();
      const grip = await bar.locator('rect[data-resize]').boundingBox();
      if (!grip) throw new Error('no resize grip');
      await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + grip.width / 2 + 80, grip.y + grip.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect.poll(rampWidth).toBeGreaterThan(widthBefore + 40);
      await page.keyboard.press('b');

      // Export PNG (the frame at 4K): the class colours inside the districts and on the heat bar.
      const inside = [
        { fill: blues[0], at: await interiorFramePoint(page, 2, low) },
        { fill: blues[3], at: await interiorFramePoint(page, 2, high) },
      ];
      const classRects = await page.evaluate(() =>
        [...document.querySelectorAll<SVGRectElement>('g[data-element="heatBar"] rect[data-heat-class]')].map(
          (rect) => {
            const box = rect.getBBox();
            const matrix = rect.getScreenCTM();
            const root = rect.ownerSVGElement?.getScreenCTM();
            const p = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2);
            const frame = matrix && root ? p.matrixTransform(matrix).matrixTransform(root.inverse()) : p;
            return { fill: rect.getAttribute('fill') ?? '', at: { x: frame.x, y: frame.y } };
          },
        ),
      );
      const frame = await frameSize(page);
      const png = await readPng(await exportPng(page));
      const k = png.width / frame.width;
      for (const { fill, at } of [...inside, ...classRects])
        expect(pixelHex(png, at.x * k, at.y * k)).toBe(fill);

      // Switch to a pixel dot map: the percentages carry over and the districts are drawn as cells.
      await page.locator('[data-data-layer="pixelDotMap"]').click();
      await page.locator('path[data-cells="on"]').first().waitFor({ state: 'attached' });
      expect(await page.getByTestId('data-count').textContent()).toBe('734 of 734 districts have a value.');
      // The cells of a state's districts are drawn together: one path per colour per state.
      const half = india.level2.find((_, i) => valueOf(i) >= 40 && valueOf(i) <= 60)?.parent ?? '';
      const cells = await cellCentres(page, half);
      expect(cells.on.length).toBeGreaterThan(0);
      expect(cells.off.length).toBeGreaterThan(0);
      const pixels = await page.evaluate(() => ({
        on: document.querySelector('path[data-cells="on"]')?.getAttribute('stroke'),
        off: document.querySelector('path[data-cells="off"]')?.getAttribute('stroke'),
      }));
      const dots = await readPng(await exportPng(page));
      const kd = dots.width / frame.width;
      for (const at of cells.on) expect(pixelHex(dots, at.x * kd, at.y * kd)).toBe(pixels.on);
      for (const at of cells.off) expect(pixelHex(dots, at.x * kd, at.y * kd)).toBe(pixels.off);

      // Back to the heat map: the cells go, the classes come back; undo brings the dots again.
      await page.locator('[data-data-layer="heatMap"]').click();
      await expect.poll(() => page.locator('path[data-cells]').count()).toBe(0);
      expect(await fillOf(page, 2, low)).toBe(blues[0]);
      await page.keyboard.press('Control+z');
      await expect.poll(() => page.locator('path[data-cells]').count()).toBeGreaterThan(0);
      expect(await fillOf(page, 2, low)).toBe('none');

      // A pixel dot map drawn with the map (the draft restored after a reload) goes as well. The draft
      // must hold the undo first: the status still reads "saved" for a moment after a change.
      const dotsInDraft = async () => {
        const doc = (await storedDraft(page, 'India'))?.document as
          { pixelDotMap?: { active?: boolean } } | undefined;
        return doc?.pixelDotMap?.active;
      };
      await expect.poll(dotsInDraft).toBe(true);
      await page.reload();
      await page.locator('[data-ready] path[data-cells]').first().waitFor({ state: 'attached' });
      await page.locator('[data-data-layer="heatMap"]').click();
      await expect.poll(() => page.locator('path[data-cells]').count()).toBe(0);
      await page.context().close();
    },
  );

  it('opens a CSV file and an .xlsx file in the import dialog', { timeout: 60_000 }, async () => {
    const page = await openPage(browser, { baseURL: server.url });
    await openEditor(page, 'India');
    await page.locator('[data-data-layer="heatMap"]').click();
    const dialog = await openImport(page);
    const report = dialog.getByTestId('import-report');
    await dialog.getByLabel('Table file').setInputFiles({
      name: 'states.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('State;Value\nOrissa;"1.234,5"\nKerala;2.000,0\nAtlantis;3\n'),
    });
    await expect
      .poll(() => report.textContent())
      .toBe('2 of 36 states and union territories matched; 1 row not matched');
    await dialog
      .getByLabel('Table file')
      .setInputFiles({ name: 'states.xlsx', mimeType: 'application/octet-stream', buffer: XLSX_FIXTURE() });
    await expect
      .poll(() => report.textContent())
      .toBe('2 of 36 states and union territories matched; 0 rows not matched');
    await dialog.getByRole('button', { name: 'Set 2 values' }).click();
    await expect
      .poll(() => page.getByTestId('data-count').textContent())
      .toBe('2 of 36 states and union territories have a value.');
    // One undo takes the whole import back.
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.getByTestId('data-count').textContent())
      .toBe('0 of 36 states and union territories have a value.');
    await page.context().close();
  });
});

/**
 * A minimal .xlsx (Office Open XML) with one sheet: State / Value, Odisha 12.5, Goa 40. Written here
 * byte for byte (a stored ZIP) so the test needs no spreadsheet library of its own.
 */
function XLSX_FIXTURE(): Buffer {
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>State</t></is></c><c r="B1" t="inlineStr"><is><t>Value</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Odisha</t></is></c><c r="B2"><v>12.5</v></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>Goa</t></is></c><c r="B3"><v>40</v></c></row></sheetData></worksheet>',
  };
  return storedZip(files);
}

function storedZip(files: Record<string, string>): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
