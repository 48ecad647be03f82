/**
 * Where a phone pinch's frames go: `npx tsx bench/editor/profile-pinch.ts [runs]`.
 *
 * Loads the phone editor as the mobile row does (Romania, 390x844 touch viewport, CPU 4x slower, the
 * both-levels draft), then per run pinches for 2 s with a Chromium trace recorded and prints the row's
 * figure (frame work p95 and frames), CPU by thread per frame and the main thread's self time by event.
 * Serves the app as run.ts last built it (.cache/bench-editor-web, or WEB_DIST). CSS='…' injects a
 * style after the load, for experiments; JS=1 records a sampling JS profile instead of the trace.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { percentile } from './measure';
import { CPU_TRACE_CATEGORIES, PINCH_FRAME_MARK, panCpuOf } from './panCpu';
import { measurePinch, openPhoneEditor, settled } from './mobile';
import { ARGS } from './run-shared';
import { ROOT, startAppServer } from './servers';
import { printProfile, summarise, threadCpu, type CpuProfile, type TraceEvent } from './trace';

const runs = Number(process.argv[2] ?? 1);
const app = await startAppServer({ WEB_DIST: process.env.WEB_DIST ?? join(ROOT, '.cache/bench-editor-web') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
try {
  for (let run = 0; run < runs; run++) {
    const { page, cdp } = await openPhoneEditor(browser, app.url);
    if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
    await settled(page);
    // JS=1: a sampling CPU profile of the pinch instead of the trace, self time by function.
    const trace = !process.env.JS && !process.env.FRAMES;
    if (process.env.JS) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    } else if (trace)
      await browser.startTracing(page, {
        categories: process.env.LIGHT
          ? CPU_TRACE_CATEGORIES
          : [
              'blink.user_timing',
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'toplevel',
              'cc',
              'viz',
              ...(process.env.INVALIDATIONS
                ? ['disabled-by-default-devtools.timeline.invalidationTracking']
                : []),
            ],
      });
    let events: TraceEvent[] = [];
    let profile: CpuProfile | undefined;
    // Stopped before the fingers lift: the frame that draws the map sharp again is not the gesture's.
    const pinch = await measurePinch(
      page,
      cdp,
      2000,
      async () => {
        if (trace)
          events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
            .traceEvents;
        else if (process.env.JS) profile = (await cdp.send('Profiler.stop')).profile;
      },
      PINCH_FRAME_MARK,
    );
    console.log(
      `\nrun ${run + 1}: pinch ${pinch.frames.length} frames, work p50 ${percentile(pinch.frames, 50).toFixed(1)} p95 ${percentile(pinch.frames, 95).toFixed(1)} ms, zoomed ${pinch.zoomed}, ${pinch.picture ? `picture (${pinch.pictureMs?.toFixed(0)} ms to draw)` : 'paths'}`,
    );
    // FRAMES=1: every frame's work in order (ms), to see whether the slow ones come in bursts.
    if (process.env.FRAMES) console.log(pinch.frames.map((f) => f.toFixed(0)).join(' '));
    if (profile) {
      printProfile(
        profile,
        `JS over the pinch (ms per frame, ${pinch.frames.length} frames)`,
        pinch.frames.length,
      );
    } else if (trace && process.env.LIGHT) {
      // LIGHT=1: the mobile row's own trace (top-level tasks, frame marks): its figure only.
      const cpu = panCpuOf(events, PINCH_FRAME_MARK).frames;
      console.log(
        `main thread per frame: p50 ${percentile(cpu, 50).toFixed(1)} p95 ${percentile(cpu, 95).toFixed(1)} ms`,
      );
    } else if (trace) {
      if (process.env.DUMP) (await import('node:fs')).writeFileSync(process.env.DUMP, JSON.stringify(events));
      threadCpu(events, pinch.frames.length);
      summarise('pinch', events);
    }
    await page.context().close();
  }
} finally {
  await browser.close();
  await app.stop();
}
