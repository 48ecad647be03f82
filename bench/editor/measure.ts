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
 * Throws if a click did not change the fill.
 */
export interface ClickTimes {
  readonly work: number[];
  readonly wall: number[];
}

export function measureClicks(page: Page, level: number, clicks: number): Promise<ClickTimes> {
  return page.evaluate(
    async ([level, clicks]) => {
      const paths = [
        ...document.querySelectorAll<SVGPathElement>(`path[data-level="${level}"][data-division]`),
      ];
      const nextFrame = () =>
        new Promise<{ start: number; end: number }>((resolve) =>
          requestAnimationFrame(() => {
            const start = performance.now();
            setTimeout(() => resolve({ start, end: performance.now() }));
          }),
        );
      const work: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < clicks; i++) {
        // Spread over the map, deterministic.
        const id = paths[(i * 7919) % paths.length]?.getAttribute('data-division');
        await nextFrame();
        const path = document.querySelector(
          `path[data-level="${level}"][data-division="${CSS.escape(id ?? '')}"]`,
        );
        if (!path) throw new Error(`path ${id} not found`);
        const before = path.getAttribute('fill');
        const start = performance.now();
        path.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, button: 0 }),
        );
        // A task queued now runs after every microtask of the click (React commits in one), so the
        // processing time includes React's render; if a frame happens to come first it is counted
        // twice, which only makes the figure worse.
        const processed = await new Promise<number>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
        const frame = await nextFrame();
        const current = document.querySelector(
          `path[data-level="${level}"][data-division="${CSS.escape(id ?? '')}"]`,
        );
        if (current?.getAttribute('fill') === before) throw new Error(`click on ${id} did not repaint it`);
        work.push(processed - start + (frame.end - frame.start));
        wall.push(frame.end - start);
      }
      return { work, wall };
    },
    [level, clicks] as const,
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
): Promise<{ frames: number[]; intervals: number[]; moved: boolean }> {
  const box = await page.locator('.map-surface').boundingBox();
  if (!box) throw new Error('no map on the page');
  const before = await page.locator('g[data-element="map"]').first().getAttribute('transform');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __intervals: number[]; __recording: boolean };
    w.__frames = [];
    w.__intervals = [];
    w.__recording = true;
    let last = performance.now();
    const tick = (now: number) => {
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
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.keyboard.down('Shift');
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const start = Date.now();
  for (let i = 0; Date.now() - start < durationMs; i++) {
    const t = i / 30;
    await page.mouse.move(cx + Math.sin(t) * box.width * 0.2, cy + Math.cos(t) * box.height * 0.15);
  }
  await page.mouse.up();
  await page.keyboard.up('Shift');
  const { frames, intervals } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __intervals: number[]; __recording: boolean };
    w.__recording = false;
    return { frames: w.__frames, intervals: w.__intervals };
  });
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
