import type { Page } from 'playwright-core';
import { byThread, outermost, threadOf, type TraceEvent } from '../editor/trace';

/** The marks the page's timed events put around each event and its frame (run.ts, TIMED_EVENT). */
const EVENT_START = 'bench:data-start';
const EVENT_END = 'bench:data-end';
const CATEGORIES = ['toplevel', 'blink.user_timing'];

/**
 * Runs `work` under a trace and returns the renderer main thread's CPU time (thread time of its
 * top-level tasks) between each start and end mark: the work of each event and its frame as CPU, which
 * a loaded machine stretches far less than the wall clock (bench/editor/panCpu.ts does the same for
 * the pan).
 */
export async function eventCpu(page: Page, work: () => Promise<unknown>): Promise<number[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser to trace');
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace: Buffer;
  try {
    await work();
  } finally {
    trace = await browser.stopTracing();
  }
  return cpuBetweenMarks((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
}

function cpuBetweenMarks(events: readonly TraceEvent[]): number[] {
  const starts = events.filter((e) => e.name === EVENT_START).sort((a, b) => a.ts - b.ts);
  const ends = events.filter((e) => e.name === EVENT_END).sort((a, b) => a.ts - b.ts);
  const first = starts[0];
  if (!first) return [];
  const tasks = outermost(byThread(events, (e) => e.tdur !== undefined).get(threadOf(first)) ?? []);
  return starts.map((start, i) => {
    const end = ends[i]?.ts ?? start.ts;
    // Tasks overlapping the span: the one that marks the start also dispatches the event.
    return tasks
      .filter((task) => task.ts < end && task.ts + (task.dur ?? 0) > start.ts)
      .reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0);
  });
}
