import type { Browser, CDPSession, Page } from 'playwright-core';
import { benchmarkIndex } from './cpuIndex';
import { cpuShares, readCpu } from './machine';
import { percentile } from './measure';
import { CPU_TRACE_CATEGORIES, PINCH_FRAME_MARK, panCpuOf } from './panCpu';
import type { TraceEvent } from './trace';
import { divisionPoints, type DivisionPoint } from '../../e2e/divisionPoints';
import { LEVEL_2_DRAWN, paintedMark, seedBothLevelsDraft } from './run-shared';

/**
 * The phone editor's row of the editor benchmark (issue 18): Romania at level 2 (both levels shown, as
 * the desktop rows) in a 390x844 touch viewport with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate), the way a mid-range phone runs it:
 *
 * - interactive: the median of cold loads to the `mapwright:map-painted` mark, as the desktop rows;
 * - tap to repaint: real taps through the browser's touch pipeline (CDP Input.dispatchTouchEvent), each
 *   timed in the page as measureClicks times a click: the task that handles the lift (its `pointerup`,
 *   where the editor paints, to the end of its `touchend`) plus the rendering of the next frame (its
 *   requestAnimationFrame to a task queued from it); the wall time from the touch to that frame (the
 *   browser's hit test and every wait included) is reported beside;
 * - pinch frame work: two fingers spreading and closing for `PINCH_MS`, per frame the main thread's
 *   time from the frame's first requestAnimationFrame to a task queued from it (measurePan's measure).
 *
 * Wall-clock time in the page is the measure here, not thread time from a trace: the throttling works
 * by suspending the main thread, which a thread's CPU time does not see.
 */
export interface MobileRow {
  readonly interactive: number;
  readonly loads: readonly number[];
  readonly tap: {
    readonly median: number;
    readonly p95: number;
    /** From the finger touching to the end of the frame that shows the paint (waits included). */
    readonly wallMedian: number;
    /** The same, with the browser hit-testing the division paths (the baseline, same run). */
    readonly wallMedianBrowserHitTest: number;
  };
  readonly pinch: {
    /** The main thread's time per frame interval (trace; input, script, rendering, commit), p95. */
    readonly p95: number;
    readonly frames: number;
    readonly zoomed: boolean;
    /** The in-page measure (a frame's rAF to a timer after it), p95: scheduler waits included. */
    readonly timerP95: number;
    /** Whether the pinch moved the map's picture (gestureSnapshot.ts) rather than its paths. */
    readonly picture: boolean;
    /** How long the picture took to draw after the taps (wall time at 4x), if it was drawn. */
    readonly pictureMs: number | undefined;
  };
  /** CPU time stolen by the hypervisor, and busy, while the row was measured (%; machine.ts). */
  readonly machine: { stolen: number; busy: number } | undefined;
  /** Lighthouse's BenchmarkIndex of the browser, unthrottled and at CPU_SLOWDOWN (cpuIndex.ts). */
  readonly speed: { readonly host: number; readonly slowed: number };
}

export const MOBILE_COUNTRY = 'Romania';
export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
const TAPS = 100;
const BASELINE_TAPS = 30;
const PINCH_MS = 2000;

export async function benchMobile(browser: Browser, appUrl: string, loads: number): Promise<MobileRow> {
  const cpuBefore = readCpu();
  const speed = await benchmarkIndex(browser, CPU_SLOWDOWN);
  const times: number[] = [];
  let page: Page | undefined;
  let cdp: CDPSession | undefined;
  for (let i = 0; i < loads; i++) {
    await page?.context().close();
    const opened = await openPhoneEditor(browser, appUrl);
    ({ page, cdp } = opened);
    times.push(opened.interactive);
  }
  if (!page || !cdp) throw new Error('no load');
  const points = await tapPoints(page, TAPS + BASELINE_TAPS);
  if (points.length < TAPS + BASELINE_TAPS) throw new Error(`only ${points.length} districts to tap`);
  const tap = await measureTaps(page, cdp, points.slice(0, TAPS));
  // The baseline: the same taps with the division and base paths taking pointer events again, so the
  // browser hit-tests every touch against them as it did before the editor found divisions itself.
  const hitTested = await page.addStyleTag({
    content: 'path[data-division], path[data-base-level] { pointer-events: auto !important; }',
  });
  const browserHitTest = await measureTaps(page, cdp, points.slice(TAPS));
  await hitTested.evaluate((style) => (style as Element).remove());
  // What the taps left for later (the draft's save, the panels' deferred update after recolours) runs
  // first: the pinch's frames are to show the pinch's own work, not that.
  await settled(page);
  const pinch = await measurePinchCpu(page, cdp, PINCH_MS);
  await page.context().close();
  return {
    interactive: percentile(times, 50),
    loads: times,
    tap: {
      median: percentile(tap.work, 50),
      p95: percentile(tap.work, 95),
      wallMedian: percentile(tap.wall, 50),
      wallMedianBrowserHitTest: percentile(browserHitTest.wall, 50),
    },
    pinch: {
      p95: percentile(pinch.cpu, 95),
      frames: pinch.cpu.length,
      zoomed: pinch.zoomed,
      timerP95: percentile(pinch.frames, 95),
      picture: pinch.picture,
      pictureMs: pinch.pictureMs,
    },
    machine: cpuShares(cpuBefore, readCpu()),
    speed,
  };
}

/**
 * A cold load of the phone editor as the row measures it: a fresh touch context with the both-levels
 * draft, the CPU slowed CPU_SLOWDOWN times; returns the page, its CDP session and the load's
 * `mapwright:map-painted` time. profile-pinch.ts opens its pages the same way.
 */
export async function openPhoneEditor(
  browser: Browser,
  appUrl: string,
): Promise<{ page: Page; cdp: CDPSession; interactive: number }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  await seedBothLevelsDraft(context, MOBILE_COUNTRY);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[mobile] page error: ${e.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const interactive = await loadMobileEditor(page, `${appUrl}/Countries/${MOBILE_COUNTRY}`);
  return { page, cdp, interactive };
}

/** Resolves once the page has a long idle period (40 ms free in an idle callback), at most 5 s on. */
export function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const giveUp = performance.now() + 5000;
        const check = (deadline: IdleDeadline) => {
          if (deadline.timeRemaining() >= 40 || performance.now() > giveUp) resolve();
          else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
  );
}

async function loadMobileEditor(page: Page, url: string): Promise<number> {
  await page.goto(url);
  // The phone's base paths (decision "Base paths on the phone"), or a build from before them
  // (compare-loads.ts).
  return paintedMark(page, LEVEL_2_DRAWN);
}

/**
 * Points (client px) on the `count` largest districts, where the district is drawn on top and not on
 * its border, with its id. Most districts are drawn as part of a base path on the phone (decision
 * "Base paths on the phone"),
 * so they are found in the map file (e2e/divisionPoints.ts).
 */
export function tapPoints(page: Page, count: number): Promise<DivisionPoint[]> {
  return divisionPoints(page, 2, { count }, true);
}

/**
 * Tap-to-repaint work per tap (ms), and the wall time from the finger touching (the `pointerdown`'s
 * time stamp, taken before the browser's hit test) to the frame that shows the paint; throws when a
 * tap did not repaint its district. Work is the input task that
 * handles the lift (from the `pointerup` to the end of the `touchend` dispatched after it in the same
 * task) plus the rendering of the next frame (its requestAnimationFrame to a task queued from it), as
 * bench/editor measures a click. A task queued from the `pointerup` itself would not do: after touch
 * input Chromium's scheduler holds such tasks until the next frame has been drawn, so it would count
 * the idle wait for that frame as work (up to a frame at any CPU speed); the wall time includes it.
 */
export async function measureTaps(
  page: Page,
  cdp: CDPSession,
  points: readonly { x: number; y: number; id: string }[],
  /** Marks the measured spans in the page (tap:lift, tap:frame measures), for a trace (profile-tap.ts). */
  marked = false,
): Promise<{ work: number[]; wall: number[] }> {
  const work: number[] = [];
  const wall: number[] = [];
  for (const point of points) {
    const timed = page.evaluate(
      ({ id, marked }) =>
        new Promise<{ work: number; wall: number; repainted: boolean }>((resolve) => {
          // A district drawn as part of its tile's base path has no element until painted.
          const drawn = () =>
            document.querySelector(`path[data-level="2"][data-division="${CSS.escape(id)}"]`) ??
            document.querySelector('path[data-base-level="2"]');
          const before = drawn()?.getAttribute('fill') ?? null;
          let start = 0;
          let touched = 0;
          // When the finger came down: the event's time stamp is taken before the browser looks for
          // the element under the finger (its hit test), so the wall time includes that search.
          const onDown = (event: PointerEvent) => {
            touched = event.timeStamp;
          };
          // Capture on the window: before the editor's own listeners (it paints on pointerup).
          const onUp = () => {
            start = performance.now();
          };
          // Bubbling to the window: after every other listener of the last event of the lift's task.
          const onTouchEnd = () => {
            queueMicrotask(() => {
              const processed = performance.now();
              requestAnimationFrame(() => {
                const frameStart = performance.now();
                setTimeout(() => {
                  const frameEnd = performance.now();
                  if (marked) {
                    performance.measure('tap:lift', { start, end: processed });
                    performance.measure('tap:frame', { start: frameStart, end: frameEnd });
                  }
                  resolve({
                    work: processed - start + (frameEnd - frameStart),
                    wall: frameEnd - touched,
                    repainted: drawn()?.getAttribute('fill') !== before,
                  });
                });
              });
            });
          };
          window.addEventListener('pointerdown', onDown, { capture: true, once: true });
          window.addEventListener('pointerup', onUp, { capture: true, once: true });
          window.addEventListener('touchend', onTouchEnd, { once: true });
        }),
      { id: point.id, marked },
    );
    // Let the listeners be in place before the finger comes down.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const touch = [{ x: point.x, y: point.y, id: 0 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const tap = await timed;
    if (!tap.repainted) throw new Error(`a tap on ${point.id} did not repaint it`);
    work.push(tap.work);
    wall.push(tap.wall);
    // What the tap left for later (the draft's autosave, idle work) is not the next tap's.
    await page.waitForTimeout(50);
  }
  return { work, wall };
}

/**
 * The pinch with a Chromium trace of its frames (top-level tasks and the frame marks only, so the
 * trace costs little): per frame interval, the main thread's time in every task it ran (touch input,
 * the editor's frame, style, paint, layerize, commit, the measure's own timer), as the desktop's pan
 * figure (panCpu.ts). Why not the in-page timer alone: during a touch gesture Chromium's scheduler
 * runs input and frames ahead of timers, so a timer queued in one frame can wait several frames to
 * run; the in-page figure then reads a falling run of long "frames" that were each drawn on time
 * (decision "Frame work is the main thread's time per frame"; figures in bench/RESULTS.md). Both are
 * reported; the thread time is the target's.
 */
async function measurePinchCpu(
  page: Page,
  cdp: CDPSession,
  durationMs: number,
): Promise<{ frames: number[]; cpu: number[]; zoomed: boolean; picture: boolean; pictureMs?: number }> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to trace');
  await browser.startTracing(page, { categories: CPU_TRACE_CATEGORIES });
  let events: TraceEvent[] = [];
  const pinch = await measurePinch(
    page,
    cdp,
    durationMs,
    async () => {
      events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
    },
    PINCH_FRAME_MARK,
  );
  return { ...pinch, cpu: panCpuOf(events, PINCH_FRAME_MARK).frames };
}

/**
 * Two fingers around the map's centre, spreading and closing (one cycle a second), a move every 8 ms
 * sent without waiting for each; per frame, the work from its first requestAnimationFrame to a task
 * queued from it. The fingers lift at the end, so the gesture's last frame (the map drawn sharp at its
 * new scale) is the one after; it is reported apart from the frames of the gesture.
 */
export async function measurePinch(
  page: Page,
  cdp: CDPSession,
  durationMs: number,
  /** Runs after the gesture's frames are recorded, before the fingers lift (profile-pinch.ts). */
  beforeLift?: () => Promise<void>,
  /** A performance mark made at each frame's rAF, for a trace of the pinch (panCpu.ts). */
  frameMark?: string,
): Promise<{ frames: number[]; zoomed: boolean; picture: boolean; pictureMs?: number }> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map on the page');
  // The phone draws a picture of the map once it has been still a moment (gestureSnapshot.ts), as it
  // is when a person puts two fingers down after painting; its drawing time is reported.
  const pictureMs = await page
    .waitForFunction(
      () => {
        if (document.querySelector('.map-pan')?.getAttribute('data-snapshot') !== 'ready') return false;
        const drawn = performance.getEntriesByName('mapwright:snapshot');
        return drawn[drawn.length - 1]?.duration ?? -1;
      },
      undefined,
      { timeout: 10_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => undefined);
  const before = await page.locator('g[data-element="map"]').first().getAttribute('transform');
  await page.evaluate((frameMark) => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    const tick = () => {
      const start = performance.now();
      if (frameMark) performance.mark(frameMark);
      setTimeout(() => w.__frames.push(performance.now() - start));
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, frameMark);
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
  const { frames, picture } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    const shown = document.querySelector('.map-pan')?.getAttribute('data-snapshot') === 'shown';
    return { frames: w.__frames, picture: shown };
  });
  await beforeLift?.();
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
  return {
    frames: frames.slice(2, -2),
    zoomed: after !== before,
    picture,
    ...(pictureMs !== undefined && pictureMs >= 0 && { pictureMs }),
  };
}
