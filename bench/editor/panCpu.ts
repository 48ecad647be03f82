import type { Page } from 'playwright-core';
import { measurePan } from './measure';
import { byThread, outermost, threadNames, threadOf, type TraceEvent } from './trace';

/**
 * The CPU time of each pan frame, from a Chromium trace of a second drag: per interval between two
 * frames (the bench's requestAnimationFrame marks), the thread time of every task the renderer's
 * main thread started in it (input, script, style, layout, paint, commit, the measure's own timer).
 *
 * Why beside the wall-clock "work" of measurePan: that one is the time from a frame's rAF to a task
 * after it, so it also counts every moment the main thread waited for one of the machine's two cores
 * while Chromium's other threads ran: the display compositor, which without a GPU draws every pan
 * frame in software (its CPU per frame is printed beside the row), the browser process relaying the driver's
 * 250 Hz mouse stream, and the driver itself. Thread time is the frame's own work, the same on a loaded
 * machine as on a quiet one; the other threads' CPU per frame is reported with it, not hidden.
 */
export interface PanCpu {
  /** Renderer main thread CPU per frame interval, ms. */
  readonly frames: number[];
  /** Mean CPU per frame of Chromium's other busy threads during the drag, ms, by thread name. */
  readonly otherThreads: ReadonlyMap<string, number>;
}

const FRAME_MARK = 'bench:pan-frame';
/** The pinch's frame mark (mobile.ts). */
export const PINCH_FRAME_MARK = 'bench:pinch-frame';
/** Few categories: the trace's own cost stays small (top-level tasks and the page's marks only). */
export const CPU_TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

export async function measurePanCpu(page: Page, durationMs: number): Promise<PanCpu> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to trace');
  await browser.startTracing(page, { categories: CPU_TRACE_CATEGORIES });
  let trace: Buffer;
  try {
    await measurePan(page, durationMs, FRAME_MARK);
  } finally {
    trace = await browser.stopTracing();
  }
  return panCpuOf((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
}

/** Splits the renderer main thread's task time into frames at the page's frame marks (`mark`). */
export function panCpuOf(events: readonly TraceEvent[], mark = FRAME_MARK): PanCpu {
  const marks = events.filter((e) => e.name === mark).sort((a, b) => a.ts - b.ts);
  const first = marks[0];
  if (!first) throw new Error('no frame marks in the trace');
  const names = threadNames(events);
  const main = threadOf(first);
  const start = first.ts;
  const end = marks.at(-1)?.ts ?? start;
  const tasksByThread = byThread(events, (e) => e.tdur !== undefined && e.ts >= start && e.ts < end);

  const frames = new Array<number>(marks.length - 1).fill(0);
  let frame = 0;
  for (const task of outermost(tasksByThread.get(main) ?? [])) {
    while (frame < marks.length - 2 && task.ts >= (marks[frame + 1]?.ts ?? Infinity)) frame++;
    frames[frame] = (frames[frame] ?? 0) + (task.tdur ?? 0) / 1000;
  }

  const otherThreads = new Map<string, number>();
  for (const [key, list] of tasksByThread) {
    if (key === main) continue;
    const name = (names.get(key) ?? key).replace(/\d+$/, '');
    const cpu = outermost(list).reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
    otherThreads.set(name, (otherThreads.get(name) ?? 0) + cpu / Math.max(1, frames.length));
  }
  // The first and last frames straddle the start and end of the drag, as in measurePan.
  return { frames: frames.slice(2, -2), otherThreads };
}
