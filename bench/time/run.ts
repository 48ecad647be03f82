/**
 * Time map benchmark (issue 46): `npx vite build --logLevel warn && npx tsx bench/time/run.ts`.
 *
 * Romania's 3,186 communes (level 2) as a time map of 10 steps, in a 1080 × 1080 frame, restored from
 * the draft in headless Chromium against the real server (the built app in dist/web):
 * 1. a step change from the slider to the frame that shows it (setTimeStep, then the fill layer's
 *    repaint of the communes whose colour changed: the input event's work plus the next frame, as
 *    bench/data measures an edit; 20 changes, the median and the slowest);
 * 2. the same step change in Node, the operation alone (setTimeStep on the document, median of 50);
 * 3. the whole series exported as a 1080 × 1080 MP4 and a GIF from the export dialog (a new account's
 *    downloads): Download clicked to the file saved, each of the 10 steps drawn by renderMap, rasterised
 *    and encoded (one run each).
 * Prints the machine's load: on a shared machine the browser figures move with the neighbours'.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setFrame } from '@mapwright/core/document/operations/frame';
import { setHeatMap } from '@mapwright/core/document/operations/data-layers';
import { setTimeSeries, setTimeStep } from '@mapwright/core/document/operations/time-series';
import type { MapDocument } from '@mapwright/core/document/schema';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { loadProjected } from '../data/projected';
import { ARGS, seedDraft } from '../editor/run-shared';
import { ROOT, startAppServer } from '../editor/servers';

const COUNTRY = 'Romania';
const STEPS = 10;
const CHANGES = 20;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Ten years of values for every commune, each year a different spread (so most colours change). */
function timeDraft(): MapDocument {
  const communes = loadProjected(COUNTRY).level2?.divisions ?? [];
  const steps = Array.from({ length: STEPS }, (_, year) => ({
    label: String(2011 + year),
    values: Object.fromEntries(communes.map((d, i) => [d.id, ((i * 37 + year * 113) % 1000) / 10])),
  }));
  let doc: MapDocument = applyOperation(createDocument(COUNTRY), setFrame, 'square-post');
  doc = applyOperation(doc, setTimeSeries, 2, steps);
  return applyOperation(doc, setHeatMap, { classification: 'quantile', classes: 5 });
}

/** The operation alone, in Node: a step change of the 3,186 values. */
function stepInNode(doc: MapDocument): number[] {
  const times: number[] = [];
  let current = doc;
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    current = applyOperation(current, setTimeStep, (i + 1) % STEPS);
    times.push(performance.now() - start);
  }
  return times;
}

/** The input event's work (until a task queued after it runs) plus the next frame's rendering. */
async function stepChanges(page: Page): Promise<number[]> {
  return page.evaluate(async (changes) => {
    const slider = document.querySelector<HTMLInputElement>('[data-testid="time-slider"]');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!slider || !setter) throw new Error('no time slider');
    const frame = () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => {
          const start = performance.now();
          setTimeout(() => resolve(performance.now() - start));
        }),
      );
    const times: number[] = [];
    for (let i = 0; i < changes; i++) {
      await frame();
      const start = performance.now();
      setter.call(slider, String((i + 1) % (Number(slider.max) + 1)));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      const processed = await new Promise<number>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
      times.push(processed - start + (await frame()));
    }
    return times;
  }, CHANGES);
}

async function exportSeries(page: Page, label: string, button: string): Promise<number> {
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByLabel(label).check();
  const start = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 600_000 }),
    dialog.getByRole('button', { name: button }).click(),
  ]);
  await download.path();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const doc = timeDraft();
  const node = stepInNode(doc);
  const server = await startAppServer({ WEB_DIST: join(ROOT, 'dist/web') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...ARGS], headless: true });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await seedDraft(page, COUNTRY, JSON.stringify({ document: doc, savedAt: Date.now() }));
    await page.goto(`/Countries/${COUNTRY}`);
    await page.locator('[data-ready] path[data-level="2"]').first().waitFor({ timeout: 120_000 });
    await page.getByTestId('time-slider').waitFor({ timeout: 60_000 });
    const changes = await stepChanges(page);

    const email = `bench-time-${Date.now()}@example.org`;
    const signed = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'bench-pass-1', name: 'bench' },
      headers: { Origin: server.url },
    });
    if (signed.status() !== 200) throw new Error(`sign-up answered ${signed.status()}`);
    await page.reload();
    await page.getByTestId('time-slider').waitFor({ timeout: 120_000 });
    await page.locator('[data-action="exportMap"]').click();
    await page.getByTestId('export-dialog').waitFor();
    const mp4 = await exportSeries(page, 'Video (MP4)', 'Download MP4');
    const gif = await exportSeries(page, 'GIF (animated)', 'Download GIF');

    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`Time map: ${COUNTRY}, level 2, ${STEPS} steps, 1080 × 1080 frame`);
    console.log(
      `  step change, slider to frame: median ${fmt(median(changes))}, slowest ${fmt(Math.max(...changes))} (${CHANGES})`,
    );
    console.log(`  setTimeStep alone (Node): median ${fmt(median(node))} (50)`);
    console.log(`  10-step 1080 × 1080 MP4, Download to file: ${(mp4 / 1000).toFixed(1)} s`);
    console.log(`  10-step 1080 × 1080 GIF, Download to file: ${(gif / 1000).toFixed(1)} s`);
    console.log(
      `  load average: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
