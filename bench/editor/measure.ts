import type { Page } from 'playwright-core';

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/**
 * Click-to-repaint latency, measured in the page as main-thread work: the click's processing (from
 * just before the event is dispatched on a division's path until a task queued after it runs, so
 * every microtask, where React commits, is included) plus the rendering of the next frame (from that frame's
 * requestAnimationFrame to a task queued from it, i.e. after its style, layout and paint). The idle
 * wait for the next 60 Hz tick in between is not work and is reported apart (`wall`): headless
 * Chromium ticks at 60 Hz even with vsync off, so wall time has a floor of one frame for anyone.
 * A click is the browser's whole sequence (pointerdown, mousedown, pointerup, mouseup, click) at a
 * point inside the path, because the editor's tools act on pointer events and find the division
 * under the point in the geometry, while the React baselines listen to `click`: every page gets the
 * same events, so the figures compare. Throws if more than one click in twenty did not change the fill.
 */
export interface ClickTimes {
  readonly work: number[];
  readonly wall: number[];
}

export function measureClicks(page: Page, level: number, clicks: number): Promise<ClickTimes> {
  return measureClickLoop(page, `path[data-level="${level}"][data-division]`, clicks);
}

/**
 * The floor of the click measure on this page: the same loop on a 1 x 1 px svg rect added at the
 * page's corner, whose click handler only flips its fill. No map work at all, so what it reports is
 * the browser's fixed cost of an event and a frame (plus the measure's own), which no drawing
 * structure can go under: a target below it cannot be met by anyone.
 */
export async function measureFloor(page: Page, clicks: number): Promise<ClickTimes> {
  await page.evaluate(() => {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('id', 'bench-floor');
    svg.setAttribute('width', '1');
    svg.setAttribute('height', '1');
    svg.setAttribute('style', 'position:fixed;left:0;top:0;z-index:100');
    const rect = document.createElementNS(ns, 'rect');
    rect.setAttribute('width', '1');
    rect.setAttribute('height', '1');
    rect.setAttribute('fill', '#fefefe');
    rect.addEventListener('click', () =>
      rect.setAttribute('fill', rect.getAttribute('fill') === '#fefefe' ? '#fdfdfd' : '#fefefe'),
    );
    svg.appendChild(rect);
    document.body.appendChild(svg);
  });
  try {
    return await measureClickLoop(page, '#bench-floor rect', clicks);
  } finally {
    await page.evaluate(() => document.getElementById('bench-floor')?.remove());
  }
}

/** Clicks spread over the elements matching `selector` (deterministic order), timed as above. */
function measureClickLoop(page: Page, selector: string, clicks: number): Promise<ClickTimes> {
  return page.evaluate(
    async ([selector, clicks]) => {
      const targets = [...document.querySelectorAll(selector)];
      if (targets.length === 0) throw new Error(`nothing matches ${selector}`);
      const nextFrame = () =>
        new Promise<{ start: number; end: number }>((resolve) =>
          requestAnimationFrame(() => {
            const start = performance.now();
            setTimeout(() => resolve({ start, end: performance.now() }));
          }),
        );
      /** A point inside the element's fill where it is on top, in client pixels (else its box's centre). */
      const pointIn = (el: Element): { x: number; y: number } => {
        const box = el.getBoundingClientRect();
        const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        if (!(el instanceof SVGGeometryElement)) return centre;
        const toUser = el.getScreenCTM()?.inverse();
        if (!toUser) return centre;
        let inFill: { x: number; y: number } | undefined;
        for (let k = 0; k < 400; k++) {
          const x = box.left + (box.width * ((k % 20) + 0.5)) / 20;
          const y = box.top + (box.height * (Math.floor(k / 20) + 0.5)) / 20;
          if (!el.isPointInFill(new DOMPoint(x, y).matrixTransform(toUser))) continue;
          // Not where another division lies over it (an enclave drawn on top).
          if (document.elementFromPoint(x, y) === el) return { x, y };
          inFill ??= { x, y };
        }
        return inFill ?? centre;
      };
      const click = (target: Element, { x, y }: { x: number; y: number }) => {
        const at = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, button: 0 };
        const pointer = { ...at, pointerId: 1, pointerType: 'mouse', isPrimary: true };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
        target.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1, detail: 1 }));
        target.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
        target.dispatchEvent(new MouseEvent('mouseup', { ...at, buttons: 0, detail: 1 }));
        target.dispatchEvent(new MouseEvent('click', { ...at, buttons: 0, detail: 1 }));
      };
      const work: number[] = [];
      const wall: number[] = [];
      const missed: string[] = [];
      for (let i = 0; i < clicks; i++) {
        const target = targets[(i * 7919) % targets.length];
        if (!target) throw new Error('target vanished');
        await nextFrame();
        const before = target.getAttribute('fill');
        const point = pointIn(target);
        const start = performance.now();
        click(target, point);
        // A task queued now runs after every microtask of the click (React commits in one), so the
        // processing time includes React's render; if a frame happens to come first it is counted
        // twice, which only makes the figure worse.
        const processed = await new Promise<number>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
        const frame = await nextFrame();
        if (target.getAttribute('fill') === before) {
          // A tiny division under an enclave's edge can be found by the geometry as its neighbour:
          // that click is left out; more than a few means the clicks do not paint at all.
          missed.push(target.getAttribute('data-division') ?? selector);
          if (missed.length > clicks / 20)
            throw new Error(`clicks on ${missed.join(', ')} did not repaint them`);
          continue;
        }
        work.push(processed - start + (frame.end - frame.start));
        wall.push(frame.end - start);
      }
      return { work, wall };
    },
    [selector, clicks] as const,
  );
}

/**
 * Pan frame times while a real Shift+drag (mouse events through the browser's input pipeline) moves
 * the map for `durationMs`: per frame, the main-thread work from the frame's first
 * requestAnimationFrame callback (the editor applies the pan in its own callback after it) to a task
 * queued from it (after style, layout and paint). Also the frame intervals, which show dropped frames.
 */
export async function measurePan(
  page: Page,
  durationMs: number,
  /** A performance mark made at each frame's rAF, for a trace of the drag (panCpu.ts). */
  frameMark?: string,
): Promise<{ frames: number[]; intervals: number[]; moved: boolean }> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map on the page');
  const before = await page.locator('g[data-element="map"]').first().getAttribute('transform');
  await page.keyboard.down('Shift');
  const { frames, intervals } = await recordFramesWhileDragging(page, box, durationMs, frameMark);
  await page.keyboard.up('Shift');
  // The placement is written into the map group a frame after the drag ends (until then the pan
  // layer is translated); wait for it rather than reading the attribute in the same instant.
  await page
    .waitForFunction(
      (previous) => document.querySelector('g[data-element="map"]')?.getAttribute('transform') !== previous,
      before,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  const after = await page.locator('g[data-element="map"]').first().getAttribute('transform');
  return { frames, intervals, moved: after !== before };
}

/**
 * The frame cadence of the same mouse drag over a page region that draws nothing in response (the
 * baseline page's corner, no listener): what Chromium's input pipeline alone gives. Headless
 * Chromium delivers mouse input in step with a 60 Hz tick even with vsync and the frame-rate limit
 * off (a page with no drawing at all gets one frame per tick under a mouse stream, against many per
 * tick when frames are driven by requestAnimationFrame alone), so a pan's intervals are compared with
 * this, not with an ideal that no page reaches.
 */
export async function measureInputCadence(page: Page, durationMs: number): Promise<number[]> {
  const box = { x: 0, y: 0, width: 200, height: 200 };
  return (await recordFramesWhileDragging(page, box, durationMs)).intervals;
}

/** Frame work and intervals (rAF to rAF) while the mouse drags in circles over `box`. */
export async function recordFramesWhileDragging(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  durationMs: number,
  frameMark?: string,
): Promise<{ frames: number[]; intervals: number[] }> {
  await page.evaluate((frameMark) => {
    const w = window as unknown as { __frames: number[]; __intervals: number[]; __recording: boolean };
    w.__frames = [];
    w.__intervals = [];
    w.__recording = true;
    let last = performance.now();
    const tick = (now: number) => {
      if (frameMark) performance.mark(frameMark);
      w.__intervals.push(now - last);
      last = now;
      const start = performance.now();
      setTimeout(() => w.__frames.push(performance.now() - start));
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  }, frameMark);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  // A steady stream of moves, one every 4 ms (a 250 Hz mouse), sent without waiting for each to be
  // handled, so no frame lacks new input because the driver was waiting for a round trip.
  const start = Date.now();
  const moves: Promise<void>[] = [];
  for (let i = 0; Date.now() - start < durationMs; i++) {
    const t = i / 60;
    moves.push(page.mouse.move(cx + Math.sin(t) * box.width * 0.2, cy + Math.cos(t) * box.height * 0.15));
    await new Promise((resolve) => setTimeout(resolve, 4));
  }
  await Promise.all(moves);
  await page.mouse.up();
  const { frames, intervals } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __intervals: number[]; __recording: boolean };
    w.__recording = false;
    return { frames: w.__frames, intervals: w.__intervals };
  });
  // The first and last frames straddle the start and end of the drag.
  return { frames: frames.slice(2, -2), intervals: intervals.slice(2, -2) };
}
