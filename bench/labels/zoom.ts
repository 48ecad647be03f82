/**
 * Zooming with labels on: `npx tsx bench/labels/zoom.ts [Country] [level]` (default Romania, level 2).
 *
 * Opens the desktop editor (1440 x 900) on a draft with the level's labels on, then zooms with the
 * mouse wheel over the map, in and out, for a few seconds, tracing the renderer's main thread: the CPU
 * of each frame interval (panCpu.ts's measure, as the pan row reads it), against the desktop's pan
 * target (p95 under 8 ms), and the same zoom with labels off in the same run for the ratio. Serves the
 * build in BENCH_WEB_DIST (default .cache/bench-after-web: `npx vite build --outDir <abs dir>`).
 */
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setLabelStyle } from '@mapwright/core/document/operations/labels';
import { setActiveLevel, setShow } from '@mapwright/core/document/operations/levels';
import { createDocument } from '@mapwright/core/document/defaults';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { percentile } from '../editor/measure';
import { CPU_TRACE_CATEGORIES, panCpuOf } from '../editor/panCpu';
import { ARGS, seedDraft } from '../editor/run-shared';
import { ROOT, startAppServer } from '../editor/servers';
import type { TraceEvent } from '../editor/trace';

const country = process.argv[2] ?? 'Romania';
const level = Number(process.argv[3] ?? 2) === 1 ? 1 : 2;
const MARK = 'bench:zoom-frame';
const STEPS = 40;

function draft(labels: boolean): string {
  let doc = applyOperation(createDocument(country), setShow, level === 2 ? '2' : '1');
  doc = applyOperation(doc, setActiveLevel, level);
  if (labels) doc = applyOperation(doc, setLabelStyle, level, { visible: true });
  return JSON.stringify({ document: doc, savedAt: Date.now() });
}

async function zoomRow(browser: Browser, url: string, labels: boolean) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await seedDraft(context, country, draft(labels));
  const page = await context.newPage();
  await page.goto(`${url}/Countries/${country}`);
  await page.locator(`[data-ready] path[data-level="${level}"]`).first().waitFor({ timeout: 60_000 });
  if (labels) await page.locator('[data-layer="labels"] [data-label]').first().waitFor({ timeout: 60_000 });
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5);
  const drawnBefore = labels ? await page.locator('[data-layer="labels"] [data-label]').count() : 0;
  await page.evaluate((mark) => {
    const w = window as unknown as { __zooming: boolean };
    w.__zooming = true;
    const tick = () => {
      performance.mark(mark);
      if (w.__zooming) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, MARK);
  const tracer = page.context().browser();
  if (!tracer) throw new Error('no browser');
  await tracer.startTracing(page, { categories: CPU_TRACE_CATEGORIES });
  for (let i = 0; i < STEPS; i++) {
    await page.mouse.wheel(0, i < STEPS / 2 ? -60 : 60);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.evaluate(() => ((window as unknown as { __zooming: boolean }).__zooming = false));
  const trace = await tracer.stopTracing();
  // Zoomed in half way, then out: the labels are placed again once the wheel rests.
  await page.mouse.wheel(0, -300);
  if (labels)
    await page
      .waitForFunction(
        (n) => document.querySelectorAll('[data-layer="labels"] [data-label]').length !== n,
        drawnBefore,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
  const drawnZoomed = labels ? await page.locator('[data-layer="labels"] [data-label]').count() : 0;
  await context.close();
  const { frames } = panCpuOf(
    (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents,
    MARK,
  );
  return { frames, drawnBefore, drawnZoomed };
}

const app = await startAppServer({
  WEB_DIST: process.env.BENCH_WEB_DIST ?? join(ROOT, '.cache/bench-after-web'),
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
try {
  for (const path of ['/api/me', '/']) await (await fetch(`${app.url}${path}`)).arrayBuffer();
  for (const labels of [false, true, false, true]) {
    const row = await zoomRow(browser, app.url, labels);
    console.log(
      `${country} level ${level}, labels ${labels ? 'on ' : 'off'}: zoom frame CPU p95 ${percentile(row.frames, 95).toFixed(2)} ms, ` +
        `median ${percentile(row.frames, 50).toFixed(2)} ms (${row.frames.length} frames)` +
        (labels ? `; labels drawn ${row.drawnBefore}, after zooming in ${row.drawnZoomed}` : ''),
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
