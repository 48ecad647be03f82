import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { dragBy } from './annotationHelpers';
import { draftSaved, fillOf, openEditor, pasteTable, storedDraft } from './editorHelpers';
import { openExportDialog, signUpInContext } from './exportHelpers';
import { startAppServer, type AppServer } from './support/appServer';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Time maps (issue 46): a pasted table of Germany's states with three year columns makes a time map;
 * its slider recolours the states whose value changes (the classes span the three years, so a state
 * whose value stays keeps its colour) and changes the year drawn on the map; the MP4 and the GIF of the
 * series have one frame per year, the frames differing; the published page's slider does the same.
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

const STATES = [
  'Bayern',
  'Berlin',
  'Hamburg',
  'Bremen',
  'Niedersachsen',
  'Brandenburg',
  'Mecklenburg-Vorpommern',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Nordrhein-Westfalen',
  'Baden-Württemberg',
  'Rheinland-Pfalz',
  'Hessen',
  'Saarland',
  'Thüringen',
];
// Bayern (09) rises from the lowest to the highest; Berlin (11) stays at 50 throughout.
const VALUES: Readonly<Record<string, readonly [number, number, number]>> = {
  Bayern: [5, 50, 99],
  Berlin: [50, 50, 50],
};
const rows = STATES.map((state, i) => {
  const values = VALUES[state] ?? [10 + i, 40 + 2 * i, 70 + i];
  return [state, ...values].join('\t');
});
const TABLE = ['State\t2000\t2010\t2020', ...rows].join('\n');
const BAYERN = '09';
const BERLIN = '11';

const mapLabel = (page: Page) => page.locator('[data-element="time-label"]').first().textContent();

/** Chooses a series format by its radio, checked again until it stays checked (the dialog settling). */
async function downloadSeries(page: Page, dialog: Locator, label: string, button: string): Promise<Download> {
  const radio = dialog.getByLabel(label);
  await expect
    .poll(async () => {
      await radio.check({ timeout: 5_000 }).catch(() => undefined);
      return radio.isChecked();
    })
    .toBe(true);
  // Germany's frame is not square: the post's square size centres it with bands.
  const bands = dialog.getByLabel('Centre the frame with bands');
  if ((await bands.count()) > 0 && !(await bands.isChecked())) await bands.check();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    dialog.getByRole('button', { name: button }).click(),
  ]);
  await dialog.getByTestId('export-done').waitFor({ timeout: 120_000 });
  return download;
}

/** The MP4's video samples, read by mediabunny's own demuxer. */
async function mp4Samples(bytes: Uint8Array): Promise<{ count: number; codec: string | null }> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) return { count: 0, codec: null };
  let count = 0;
  for await (const _packet of new EncodedPacketSink(track).packets()) count++;
  return { count, codec: track.codec };
}

/** Each decoded frame's MD5, as ffmpeg reports it: different pictures, different sums. */
async function frameSums(path: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('ffmpeg', ['-v', 'error', '-i', path, '-f', 'framemd5', '-']);
  return stdout
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)?.trim() ?? '');
}

/**
 * The frames of a GIF, each as its bytes (local palette and compressed pixels), read block by block
 * (gifenc writes a local palette per frame; identical pictures come out as identical bytes).
 */
function gifFrames(bytes: Uint8Array): { width: number; height: number; frames: string[] } {
  const width = bytes[6]! | (bytes[7]! << 8);
  const height = bytes[8]! | (bytes[9]! << 8);
  let at = 13;
  if (bytes[10]! & 0x80) at += 3 * 2 ** ((bytes[10]! & 7) + 1);
  const frames: string[] = [];
  const subBlocks = () => {
    const start = at;
    while (bytes[at] !== 0) at += bytes[at]! + 1;
    at++;
    return start;
  };
  while (at < bytes.length && bytes[at] !== 0x3b) {
    if (bytes[at] === 0x21) {
      at += 2;
      subBlocks();
    } else if (bytes[at] === 0x2c) {
      const start = at;
      const flags = bytes[at + 9]!;
      at += 10;
      if (flags & 0x80) at += 3 * 2 ** ((flags & 7) + 1);
      at++; // LZW minimum code size
      subBlocks();
      frames.push(Buffer.from(bytes.subarray(start + 9, at)).toString('base64'));
    } else throw new Error(`Unexpected GIF block 0x${bytes[at]?.toString(16)} at ${at}`);
  }
  return { width, height, frames };
}

describe('time map', () => {
  it(
    'a table with three year columns makes a time map whose slider recolours and whose MP4 and GIF exports have one frame per step, the frames differing',
    { timeout: 400_000 },
    async () => {
      const page = await openPage(browser, {
        baseURL: server.url,
        acceptDownloads: true,
        viewport: { width: 1440, height: 900 },
      });
      await signUpInContext(page, server.url, uniqueEmail('time-map'));
      await openEditor(page, 'Germany');

      await page.locator('[data-data-layer="heatMap"]').click();
      const importDialog = await pasteTable(page, TABLE);
      await expect.poll(() => importDialog.getByTestId('import-report').textContent()).toMatch(/^16 of 16/);
      await importDialog.getByRole('button', { name: 'Make a time map of 3 steps' }).click();
      await importDialog.waitFor({ state: 'hidden' });

      const control = page.getByTestId('time-control');
      const slider = control.getByTestId('time-slider');
      await expect.poll(() => control.getByTestId('time-step-label').textContent()).toBe('2000');
      await expect.poll(() => mapLabel(page)).toBe('2000');
      const bayern2000 = await fillOf(page, 1, BAYERN);
      const berlin2000 = await fillOf(page, 1, BERLIN);
      expect(bayern2000).toMatch(/^#[0-9a-f]{6}$/);

      // The slider, by the keyboard: each press one step.
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => mapLabel(page)).toBe('2010');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => control.getByTestId('time-step-label').textContent()).toBe('2020');
      await expect.poll(() => mapLabel(page)).toBe('2020');
      const bayern2020 = await fillOf(page, 1, BAYERN);
      expect(bayern2020).not.toBe(bayern2000);
      // Berlin's 50 is the same class in 2000 and 2020: the classes span every year.
      expect(await fillOf(page, 1, BERLIN)).toBe(berlin2000);
      // One undo step per move.
      await page.keyboard.press('Control+z');
      await expect.poll(() => mapLabel(page)).toBe('2010');
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => mapLabel(page)).toBe('2020');
      // Play from the last step starts over at the first and plays to the last.
      await control.getByTestId('time-play').click();
      await expect.poll(() => mapLabel(page), { timeout: 30_000 }).toBe('2020');
      await expect
        .poll(() => control.getByRole('button', { name: 'Play' }).count(), { timeout: 30_000 })
        .toBe(1);
      expect(await fillOf(page, 1, BAYERN)).toBe(bayern2020);

      // The step's label moves with the move tool, as the titles do.
      const label = page.locator('[data-element="time-label"]').first();
      const before = await label.boundingBox();
      if (!before) throw new Error('no step label drawn');
      await page.locator('.map-surface').hover();
      await page.keyboard.press('v');
      await dragBy(page, { x: before.x + before.width / 2, y: before.y + before.height / 2 }, 80, 40);
      await expect.poll(async () => ((await label.boundingBox())?.x ?? 0) - before.x).toBeGreaterThan(40);

      // The MP4: one video sample per step, the decoded frames all different.
      const dialog = await openExportDialog(page);
      const mp4 = await downloadSeries(page, dialog, 'Video (MP4)', 'Download MP4');
      expect(mp4.suggestedFilename()).toMatch(/^mapwright-Germany-1080x1080-.*\.mp4$/);
      const mp4Path = await mp4.path();
      const samples = await mp4Samples(new Uint8Array(await readFile(mp4Path)));
      expect(samples.count).toBe(3);
      expect(samples.codec).not.toBeNull();
      const sums = await frameSums(mp4Path);
      expect(sums).toHaveLength(3);
      expect(new Set(sums).size).toBe(3);

      // The GIF: one frame per step at the post size, all different.
      const gif = await downloadSeries(page, dialog, 'GIF (animated)', 'Download GIF');
      const parsed = gifFrames(new Uint8Array(await readFile(await gif.path())));
      expect([parsed.width, parsed.height]).toEqual([1080, 1080]);
      expect(parsed.frames).toHaveLength(3);
      expect(new Set(parsed.frames).size).toBe(3);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Published: the page's slider recolours the server-drawn map and changes the year on it.
      await draftSaved(page);
      const draft = await storedDraft(page, 'Germany');
      const created = await page.request.post('/api/maps', {
        data: { name: 'Time map', document: draft?.document },
      });
      expect(created.status()).toBe(201);
      const { id, version } = (await created.json()) as { id: string; version: number };
      const published = await page.request.put(`/api/maps/${id}/publication`, {
        data: { mapVersion: version },
      });
      expect(published.status()).toBe(201);
      const { publicId } = (await published.json()) as { publicId: string };
      const reader = await page.context().newPage();
      await reader.goto(`/m/${publicId}`);
      const time = reader.locator('.published__time');
      await time.waitFor();
      const pathFill = (id: string) =>
        reader.locator(`svg.published__map path[data-level="1"][data-division="${id}"]`).getAttribute('fill');
      expect(await pathFill(BAYERN)).toBe(bayern2020);
      expect(await reader.locator('.published__step').textContent()).toBe('2020');
      await reader.locator('.published__slider').fill('0');
      await expect.poll(() => pathFill(BAYERN)).toBe(bayern2000);
      expect(await pathFill(BERLIN)).toBe(berlin2000);
      expect(await reader.locator('svg.published__map [data-element="time-label"]').textContent()).toBe(
        '2000',
      );
      expect(await reader.locator('.published__step').textContent()).toBe('2000');
      await reader.locator('.published__play').click();
      await expect
        .poll(() => reader.locator('.published__step').textContent(), { timeout: 30_000 })
        .toBe('2020');
      await expect.poll(() => pathFill(BAYERN)).toBe(bayern2020);
      await page.context().close();
    },
  );
});
