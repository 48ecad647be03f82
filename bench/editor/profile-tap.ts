/**
 * Where a phone tap's time goes: `npx tsx bench/editor/profile-tap.ts [taps]`.
 *
 * Loads the phone editor as the mobile row does (Romania, 390x844 touch viewport, CPU 4x slower, the
 * both-levels draft), taps the largest districts as the row does, and prints each tap's work in order
 * (to see whether the slow ones follow a pattern), the median and p95, and the main thread's self time
 * by event over the taps with TRACE=1 (a Chromium trace, with what ran in the five slowest taps), or with JS=1 a sampling JS profile by function.
 * SAVE=file.cpuprofile (with JS=1) also writes the profile. CSS='…' injects a style after the load, for experiments. Serves the app as run.ts last built it (.cache/bench-editor-web, or WEB_DIST).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { percentile } from './measure';
import { measureTaps, openPhoneEditor, settled, tapPoints } from './mobile';
import { ARGS } from './run-shared';
import { ROOT, startAppServer } from './servers';
import {
  addSelfTimes,
  completeEvents,
  mainThreads,
  printProfile,
  summarise,
  threadOf,
  type TraceEvent,
} from './trace';

const taps = Number(process.argv[2] ?? 100);
const app = await startAppServer({ WEB_DIST: process.env.WEB_DIST ?? join(ROOT, '.cache/bench-editor-web') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
try {
  const { page, cdp } = await openPhoneEditor(browser, app.url);
  // NOSETTLE=1: tap at once after the load, as the row does (its idle work then overlaps the first taps).
  if (!process.env.NOSETTLE) await settled(page);
  const points = await tapPoints(page, taps);
  // CSS='…': a style injected once the points are found, for experiments.
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  // JS_EXPERIMENT='…': a script run in the page then, for experiments.
  if (process.env.JS_EXPERIMENT) await page.evaluate(process.env.JS_EXPERIMENT);
  if (process.env.JS) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  } else if (process.env.TRACE) {
    await browser.startTracing(page, {
      categories: [
        'blink.user_timing',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        // INVALIDATIONS=1: what made each style recalc (printed per event).
        ...(process.env.INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
      ],
    });
  }
  const times = await measureTaps(page, cdp, points, Boolean(process.env.TRACE));
  console.log(times.work.map((w) => w.toFixed(0)).join(' '));
  console.log(
    `${points.length} taps: work median ${percentile(times.work, 50).toFixed(1)} p95 ${percentile(times.work, 95).toFixed(1)} ms`,
  );
  if (process.env.JS) {
    const { profile } = await cdp.send('Profiler.stop');
    if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(profile)); // for DevTools
    printProfile(profile, `JS over the taps (ms per tap)`, points.length);
  } else if (process.env.TRACE) {
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
    summarise(`${points.length} taps`, events);
    for (const span of ['tap:lift', 'tap:frame']) within(events, span, points.length);
    slowest(events, times.work, 5);
    if (process.env.INVALIDATIONS) invalidations(events);
  }
  await page.context().close();
} finally {
  await browser.close();
  await app.stop();
}

/**
 * The main thread's wall time per tap inside the measured spans named `span` (the in-page measures of
 * measureTaps), by event: self time of the events inside, so a span's parts add up to its length.
 */
function within(events: readonly TraceEvent[], span: string, taps: number): void {
  const main = mainThreads(events);
  const windows = spanWindows(events, span);
  const inside = completeEvents(events, main);
  const self = new Map<string, number>();
  let total = 0;
  for (const [from, to] of windows) {
    total += to - from;
    addSelfTimes(self, inside, (e) => {
      const start = Math.max(e.ts, from);
      const end = Math.min(e.ts + (e.dur ?? 0), to);
      return end > start ? [start, end, end - start] : undefined;
    });
  }
  const covered = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n${span}: ${windows.length} spans, ${(total / 1000 / taps).toFixed(2)} ms a tap, ${((total - covered) / 1000 / taps).toFixed(2)} ms of it in no event`,
  );
  for (const [name, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${name.padEnd(36)} ${(us / 1000 / taps).toFixed(2)} ms`);
}

/** The main thread's measured windows of each `span`, in tap order (begin, end; trace µs). */
function spanWindows(events: readonly TraceEvent[], span: string): [number, number][] {
  const main = mainThreads(events);
  const windows: [number, number][] = [];
  const begins = new Map<string, number>();
  for (const e of events) {
    if (e.name !== span || !main.has(threadOf(e))) continue;
    const id =
      (e as { id2?: { local?: string }; id?: string }).id ?? JSON.stringify((e as { id2?: unknown }).id2);
    if (e.ph === 'b') begins.set(id, e.ts);
    else if (e.ph === 'e') windows.push([begins.get(id) ?? e.ts, e.ts]);
  }
  return windows.sort((a, b) => a[0] - b[0]);
}

/** What ran inside the `count` slowest taps' measured spans (self time by event, biggest first). */
function slowest(events: readonly TraceEvent[], work: readonly number[], count: number): void {
  const lifts = spanWindows(events, 'tap:lift');
  const frames = spanWindows(events, 'tap:frame');
  const inside = completeEvents(events, mainThreads(events));
  const order = work.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0]);
  console.log(`\nthe ${count} slowest taps:`);
  for (const [w, i] of order.slice(0, count)) {
    const self = new Map<string, number>();
    for (const window of [lifts[i], frames[i]]) {
      if (!window) continue;
      const [from, to] = window;
      addSelfTimes(self, inside, (e) => {
        const start = Math.max(e.ts, from);
        const end = Math.min(e.ts + (e.dur ?? 0), to);
        return end > start ? [start, end, end - start] : undefined;
      });
    }
    const parts = [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
    console.log(`  tap ${i}: ${w.toFixed(1)} ms: ${parts.join(', ')}`);
  }
}

/** The style recalcs of the trace with their element counts, and what invalidated style, by reason. */
function invalidations(events: readonly TraceEvent[]): void {
  const counts = events
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X')
    .map((e) => (e.args as { elementCount?: number } | undefined)?.elementCount ?? 0);
  console.log(`\nstyle recalcs: element counts ${counts.join(' ')}`);
  const reasons = new Map<string, number>();
  for (const e of events) {
    if (!e.name.includes('Invalidation')) continue;
    const data = (e.args?.data ?? {}) as Record<string, unknown>;
    const key = `${e.name} ${String(data.reason ?? data.changedPseudo ?? data.changedAttribute ?? data.changedClass ?? '')} ${String(data.nodeName ?? '')}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${n}  ${key}`);
}
