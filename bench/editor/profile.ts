/**
 * Where the editor's time goes: `npx tsx bench/editor/profile.ts [Country] [clicks]`.
 *
 * Loads the editor like run.ts does (fresh context, both-levels draft, same Chromium flags) with a
 * Chromium trace recorded, and prints the main thread's top-level work from navigation to the
 * `mapwright:map-painted` mark grouped by kind (script, style, layout, paint…), the page's
 * `mapwright:*` marks, and the same breakdown over `clicks` paint clicks. Serves the app as run.ts
 * last built it (.cache/bench-editor-web, or WEB_DIST): run run.ts first after changing the editor.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { ARGS, LEVEL_2_DRAWN, paintedMark, seedBothLevelsDraft } from './run-shared';
import { measureAnnotationDrag, seedAnnotatedDraft, waitForAnnotations } from './annotationsRow';
import { measureClicks, measureFloor, measurePan, percentile } from './measure';
import { CPU_SLOWDOWN } from './mobile';
import { ROOT, startAppServer, startStaticServer } from './servers';
import { outermost, printProfile, summarise, threadCpu, type TraceEvent } from './trace';

const country = process.argv[2] ?? 'Romania';
const clicks = Number(process.argv[3] ?? 0);

const app = await startAppServer({ WEB_DIST: process.env.WEB_DIST ?? join(ROOT, '.cache/bench-editor-web') });
for (const path of ['/api/me', '/maps/index.json', '/'])
  await (await fetch(`${app.url}${path}`)).arrayBuffer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
try {
  // MOBILE=1: the phone row's load (390x844 touch viewport, CPU slowed as mobile.ts slows it).
  const context = await browser.newContext(
    process.env.MOBILE
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1440, height: 900 } },
  );
  // ANNOTATIONS=1: the draft of the annotations row (500 annotations over the map).
  if (process.env.ANNOTATIONS) await seedAnnotatedDraft(context, country);
  else await seedBothLevelsDraft(context, country);
  const page = await context.newPage();
  // LOADJS=1: a sampling JS profile of the load instead of the trace (self time by function);
  // SAVE=file.cpuprofile also writes it, for DevTools.
  const loadCdp = process.env.LOADJS ? await context.newCDPSession(page) : undefined;
  if (process.env.MOBILE)
    await (loadCdp ?? (await context.newCDPSession(page))).send('Emulation.setCPUThrottlingRate', {
      // CPU_RATE=1 for a JS profile: under throttling the sampler charges the thread's suspensions
      // to whichever function is on the stack, so self times by function are skewed.
      rate: Number(process.env.CPU_RATE ?? CPU_SLOWDOWN),
    });
  if (loadCdp) {
    await loadCdp.send('Profiler.enable');
    await loadCdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await loadCdp.send('Profiler.start');
  } else {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
  }
  // BASELINE=1 (or BASELINE=lean): the react-simple-maps (or lean React) baseline page as run.ts last
  // built it, for the same breakdown.
  const baselineServer = process.env.BASELINE
    ? await startStaticServer(join(ROOT, '.cache/bench-editor-baseline'))
    : undefined;
  await page.goto(
    baselineServer
      ? `${baselineServer.url}/?baseline=${process.env.BASELINE === 'lean' ? 'lean' : 'react-simple-maps'}&country=${country}`
      : `${app.url}/Countries/${country}`,
  );
  // The app is waited for by its painted mark, not a locator polling the page during the load it
  // profiles (run-shared.ts paintedMark); the baselines make no mark.
  if (baselineServer) await page.locator(LEVEL_2_DRAWN).first().waitFor({ timeout: 60_000 });
  else await paintedMark(page, LEVEL_2_DRAWN);
  const marks = await page.evaluate(
    () =>
      new Promise<{ name: string; t: number }[]>((resolve) => {
        const read = () => {
          if (
            performance.getEntriesByName('mapwright:map-painted').length > 0 ||
            !document.querySelector('.map-surface')
          ) {
            resolve(
              performance
                .getEntries()
                .filter((m) => m.name.startsWith('mapwright:'))
                .map((m) => ({ name: m.name, t: m.entryType === 'measure' ? m.duration : m.startTime })),
            );
          } else setTimeout(read, 10);
        };
        read();
      }),
  );
  for (const m of marks) console.log(`${m.name.padEnd(32)} ${m.t.toFixed(0)} ms`);
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => ({
      name: r.name.replace(location.origin, ''),
      start: r.startTime,
      end: (r as PerformanceResourceTiming).responseEnd,
    })),
  );
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return n ? { responseEnd: n.responseEnd, domContentLoaded: n.domContentLoadedEventEnd } : undefined;
  });
  if (nav)
    console.log(
      `document response ${nav.responseEnd.toFixed(0)} ms, DOMContentLoaded ${nav.domContentLoaded.toFixed(0)} ms`,
    );
  for (const r of resources)
    console.log(`  ${r.start.toFixed(0).padStart(5)}–${r.end.toFixed(0).padStart(5)} ms  ${r.name}`);
  if (loadCdp) {
    const { profile } = await loadCdp.send('Profiler.stop');
    if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(profile)); // for Chrome DevTools
    printProfile(profile, 'JS self time during the load (ms)', 1);
    await context.close();
    // Exiting here skips the finally below: the app server is a child process and would outlive us.
    await browser.close();
    await app.stop();
    process.exit(0);
  }
  const loadTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  summarise('load', loadTrace.traceEvents);
  timeline(loadTrace.traceEvents, marks.find((m) => m.name === 'mapwright:map-mounted')?.t ?? 0);

  // Experiments: extra CSS injected after load, e.g. CSS='.map-surface{touch-action:auto}'.
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  if (process.env.DRAG && !process.env.JS) {
    // ANNOTATIONS=1 DRAG=1 (no JS): a trace of the drag, main-thread work by kind.
    await waitForAnnotations(page);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    const drag = await measureAnnotationDrag(page, 2000);
    const dragTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    console.log(`\ndrag: ${drag.frames} frames, work p95 ${drag.p95.toFixed(1)} ms`);
    threadCpu(dragTrace.traceEvents, drag.frames);
    summarise('drag', dragTrace.traceEvents);
  } else if (process.env.DRAG) {
    // ANNOTATIONS=1 DRAG=1: a sampling CPU profile of dragging one annotation, self time by function.
    await waitForAnnotations(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const drag = await measureAnnotationDrag(page, 2000);
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`\ndrag: ${drag.frames} frames, work p95 ${drag.p95.toFixed(1)} ms`);
    printProfile(profile, `JS over the drag (ms per frame, ${drag.frames} frames)`, drag.frames);
  } else if (process.env.PAN && process.env.JS) {
    // PAN=1 JS=1: a sampling CPU profile of the pan instead of the trace, self time by function.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const pan = await measurePan(page, 2000);
    const { profile } = await cdp.send('Profiler.stop');
    printProfile(profile, `JS over the pan (ms per frame, ${pan.frames.length} frames)`, pan.frames.length);
  } else if (process.env.PAN) {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'cc', 'viz'],
    });
    const pan = await measurePan(page, 2000);
    const panTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    console.log(
      `\npan: ${pan.frames.length} frames, work p95 ${percentile(pan.frames, 95).toFixed(1)} ms, interval p95 ${percentile(pan.intervals, 95).toFixed(1)} ms`,
    );
    threadCpu(panTrace.traceEvents, pan.frames.length);
    summarise('pan', panTrace.traceEvents);
  }
  if (clicks > 0 && process.env.JS) {
    // JS only: a sampling CPU profile of the clicks, self time by function.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await measureClicks(page, 2, clicks);
    const { profile } = await cdp.send('Profiler.stop');
    printProfile(profile, `JS self time over ${clicks} clicks (ms per click)`, clicks);
  }
  if (clicks > 0) {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    // FLOOR=1: the floor clicks (a 1 px rect, measure.ts) instead, for the page's fixed cost.
    const times = process.env.FLOOR ? await measureFloor(page, clicks) : await measureClicks(page, 2, clicks);
    const clickTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    console.log(
      `\nclicks: work median ${percentile(times.work, 50).toFixed(1)} p95 ${percentile(times.work, 95).toFixed(1)} ms`,
    );
    threadCpu(clickTrace.traceEvents, clicks);
    summarise(`${clicks} clicks`, clickTrace.traceEvents);
  }
  await context.close();
} finally {
  await browser.close();
  await app.stop();
}

/** The main thread's long tasks (over 10 ms), in ms from the navigation start, with what ran in them. */
function timeline(events: TraceEvent[], markTime: number): void {
  const mains = new Set(
    events
      .filter(
        (e) =>
          e.name === 'thread_name' && (e as { args?: { name?: string } }).args?.name === 'CrRendererMain',
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // performance.now() 0 in trace time, from a mark whose page time is known.
  const mark = events.find((e) => e.name === 'mapwright:map-mounted' && mains.has(`${e.pid}:${e.tid}`));
  const origin = mark ? mark.ts - markTime * 1000 : 0;
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`) && e.dur !== undefined);
  if (process.env.BUCKETS) {
    // BUCKETS=1: how busy the main thread was in each 50 ms of the load (wall ms in top-level tasks).
    const busy = new Map<number, number>();
    for (const e of outermost(
      onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )) {
      const bucket = Math.floor((e.ts - origin) / 50_000);
      busy.set(bucket, (busy.get(bucket) ?? 0) + (e.dur ?? 0) / 1000);
    }
    console.log('\nmain thread busy per 50 ms (page time):');
    for (const [bucket, ms] of [...busy].sort((a, b) => a[0] - b[0]))
      if (bucket >= 0 && bucket < 60)
        console.log(`  ${String(bucket * 50).padStart(5)}  ${ms.toFixed(0).padStart(3)}`);
  }
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 10_000);
  console.log('\nlong tasks (start in page time: wall ms (CPU ms), biggest parts):');
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts >= end) continue;
      const label = e.args?.data?.url ? `${e.name} ${e.args.data.url.split('/').pop() ?? ''}` : e.name;
      parts.set(label, Math.max(parts.get(label) ?? 0, e.dur ?? 0));
    }
    const top = [...parts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
      .join(', ');
    console.log(
      `  ${((task.ts - origin) / 1000).toFixed(0).padStart(5)}: ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)}  ${top}`,
    );
  }
}
