import type { Browser, CDPSession, Page } from 'playwright-core';
import { cpuShares, readCpu } from './machine';
import { percentile } from './measure';
import { seedBothLevelsDraft } from './run-shared';

/**
 * The phone editor's row of the editor benchmark (issue 18): Romania at level 2 (both levels shown, as
 * the desktop rows) in a 390x844 touch viewport with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate), the way a mid-range phone runs it:
 *
 * - interactive: the median of cold loads to the `mapwright:map-painted` mark, as the desktop rows;
 * - tap to repaint: real taps through the browser's touch pipeline (CDP Input.dispatchTouchEvent), each
 *   timed in the page as measureClicks times a click: the processing of the `pointerup` that paints
 *   (from just before it is dispatched to a task queued after it) plus the rendering of the next frame
 *   (its requestAnimationFrame to a task queued from it);
 * - pinch frame work: two fingers spreading and closing for `PINCH_MS`, per frame the main thread's
 *   time from the frame's first requestAnimationFrame to a task queued from it (measurePan's measure).
 *
 * Wall-clock time in the page is the measure here, not thread time from a trace: the throttling works
 * by suspending the main thread, which a thread's CPU time does not see.
 */
export interface MobileRow {
  readonly interactive: number;
  readonly loads: readonly number[];
  readonly tap: { readonly median: number; readonly p95: number };
  readonly pinch: { readonly p95: number; readonly frames: number; readonly zoomed: boolean };
  /** CPU time stolen by the hypervisor, and busy, while the row was measured (%; machine.ts). */
  readonly machine: { stolen: number; busy: number } | undefined;
}

export const MOBILE_COUNTRY = 'Romania';
export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
const TAPS = 100;
const PINCH_MS = 2000;

export async function benchMobile(browser: Browser, appUrl: string, loads: number): Promise<MobileRow> {
  const cpuBefore = readCpu();
  const times: number[] = [];
  let page: Page | undefined;
  let cdp: CDPSession | undefined;
  for (let i = 0; i < loads; i++) {
    await page?.context().close();
    const context = await browser.newContext({
      viewport: VIEWPORT,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    await seedBothLevelsDraft(context, MOBILE_COUNTRY);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error(`[mobile] page error: ${e.message}`));
    cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    times.push(await loadMobileEditor(page, `${appUrl}/Countries/${MOBILE_COUNTRY}`));
  }
  if (!page || !cdp) throw new Error('no load');
  const tap = await measureTaps(page, cdp, TAPS);
  const pinch = await measurePinch(page, cdp, PINCH_MS);
  await page.context().close();
  return {
    interactive: percentile(times, 50),
    loads: times,
    tap: { median: percentile(tap, 50), p95: percentile(tap, 95) },
    pinch: { p95: percentile(pinch.frames, 95), frames: pinch.frames.length, zoomed: pinch.zoomed },
    machine: cpuShares(cpuBefore, readCpu()),
  };
}

async function loadMobileEditor(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page
    .locator('[data-editor="mobile"] [data-ready] path[data-level="2"]')
    .first()
    .waitFor({ timeout: 60_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => {
          const mark = performance.getEntriesByName('mapwright:map-painted')[0];
          if (mark) resolve(mark.startTime);
          else setTimeout(read, 10);
        };
        read();
      }),
  );
}

/**
 * Points (client px) on the `count` largest districts, at a spot where the district is the topmost
 * element. The largest, because a district drawn a few pixels wide is below a fingertip: Chromium's
 * touch adjustment may give the tap to a neighbour (the measure then checks the neighbour).
 */
function tapPoints(page: Page, count: number): Promise<{ x: number; y: number }[]> {
  return page.evaluate((count) => {
    const area = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width * r.height;
    };
    const paths = [...document.querySelectorAll('path[data-level="2"][data-division]')].sort(
      (a, b) => area(b) - area(a),
    );
    const points: { x: number; y: number }[] = [];
    for (const el of paths) {
      if (points.length >= count) break;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (document.elementFromPoint(x, y) === el) points.push({ x, y });
    }
    return points;
  }, count);
}

/** Tap-to-repaint work per tap (ms); throws when a tap did not repaint its district. */
async function measureTaps(page: Page, cdp: CDPSession, taps: number): Promise<number[]> {
  const points = await tapPoints(page, taps * 2);
  const unpainted = await page.locator('path[data-level="2"][data-division]').first().getAttribute('fill');
  const work: number[] = [];
  for (const point of points) {
    if (work.length >= taps) break;
    // The page times the pointerup that paints and the frame after it, and reports when done.
    const timed = page.evaluate(
      () =>
        new Promise<{ work: number; repainted: boolean; id: string | null; before: string | null }>(
          (resolve) => {
            let touched: Element | null = null;
            let before: string | null = null;
            // Which district the browser gave the touch to (after its touch adjustment), and its fill.
            const onDown = (event: PointerEvent) => {
              touched = event.target instanceof Element ? event.target : null;
              before = touched?.getAttribute('fill') ?? null;
            };
            const onUp = () => {
              const start = performance.now();
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                const processed = performance.now();
                requestAnimationFrame(() => {
                  const frameStart = performance.now();
                  setTimeout(() => {
                    const frameEnd = performance.now();
                    resolve({
                      work: processed - start + (frameEnd - frameStart),
                      repainted: touched?.getAttribute('fill') !== before,
                      id: touched?.getAttribute('data-division') ?? null,
                      before,
                    });
                  });
                });
              };
              channel.port2.postMessage(null);
            };
            // Capture on the window: before the editor's own listeners (it paints on pointerup).
            window.addEventListener('pointerdown', onDown, { capture: true, once: true });
            window.addEventListener('pointerup', onUp, { capture: true, once: true });
          },
        ),
    );
    // Let the listener be in place before the finger comes down.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const touch = [{ x: point.x, y: point.y, id: 0 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const tap = await timed;
    if (tap.repainted) work.push(tap.work);
    // Touch adjustment may give a tap to a neighbour that an earlier tap already painted with this
    // colour: nothing to repaint, so not a sample. Anything else that did not repaint is a failure.
    else if (!tap.id || tap.before === unpainted) throw new Error(`a tap on ${tap.id} did not repaint it`);
  }
  if (work.length < taps) throw new Error(`only ${work.length} taps repainted a district`);
  return work;
}

/**
 * Two fingers around the map's centre, spreading and closing (one cycle a second), a move every 8 ms
 * sent without waiting for each; per frame, the work from its first requestAnimationFrame to a task
 * queued from it. The fingers lift at the end, so the gesture's last frame (the map drawn sharp at its
 * new scale) is the one after; it is reported apart from the frames of the gesture.
 */
async function measurePinch(
  page: Page,
  cdp: CDPSession,
  durationMs: number,
): Promise<{ frames: number[]; zoomed: boolean }> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map on the page');
  const before = await page.locator('g[data-element="map"]').first().getAttribute('transform');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    const tick = () => {
      const start = performance.now();
      setTimeout(() => w.__frames.push(performance.now() - start));
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const fingers = (spread: number) => [
    { x: cx - spread, y: cy, id: 0 },
    { x: cx + spread, y: cy, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  const start = Date.now();
  const moves: Promise<unknown>[] = [];
  for (let t = 0; Date.now() - start < durationMs; t = Date.now() - start) {
    const spread = 40 + 30 * Math.sin((t / 1000) * 2 * Math.PI) + 20 * (t / durationMs);
    moves.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) }));
    await new Promise((resolve) => setTimeout(resolve, 8));
  }
  await Promise.all(moves);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page
    .waitForFunction(
      (previous) => document.querySelector('g[data-element="map"]')?.getAttribute('transform') !== previous,
      before,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const after = await page.locator('g[data-element="map"]').first().getAttribute('transform');
  // The first and last frames straddle the start and end of the gesture.
  return { frames: frames.slice(2, -2), zoomed: after !== before };
}
