/**
 * What the editor's first load costs before its map is painted, in figures a busy machine does not
 * move: `npx tsx bench/editor/first-load.ts [Country] [rounds]` with BEFORE and AFTER set to build
 * directories (default .cache/bench-before-web and .cache/bench-editor-web), MOBILE=1 for the phone
 * (390x844, touch, CPU slowed as mobile.ts slows it).
 *
 * Each round loads both builds cold (fresh context, the both-levels draft), in alternating order, with
 * a Chromium trace, and counts up to the `mapwright:map-painted` mark: the JavaScript files requested
 * (number, bytes as sent and as decoded), the modules evaluated (v8.evaluateModule events) and the
 * scripts compiled, the renderer main thread's CPU time (top-level events' thread time, which other
 * processes' load moves far less than wall time), and the mark's wall time for reference. Prints the
 * medians of each build and, with LIST=1, the JavaScript files of the last load of each.
 */
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { percentile } from './measure';
import { CPU_SLOWDOWN } from './mobile';
import { ARGS, LEVEL_2_DRAWN, paintedMark, seedBothLevelsDraft } from './run-shared';
import { ROOT, startAppServer } from './servers';
import { mainThreads, outermost, threadOf, type TraceEvent } from './trace';

const country = process.argv[2] ?? 'Romania';
const rounds = Number(process.argv[3] ?? 5);
const mobile = Boolean(process.env.MOBILE);

interface Load {
  painted: number;
  cpu: number;
  scripts: number;
  sent: number;
  decoded: number;
  modules: number;
  compiles: number;
  files: string[];
  /** The page's mapwright:* marks (geometry-fetched, -projected, map-mounted, -painted), page ms. */
  marks: Record<string, number>;
}

const PHASES = ['geometry-fetched', 'geometry-projected', 'map-mounted', 'map-painted'];

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext(
    mobile
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1440, height: 900 } },
  );
  await seedBothLevelsDraft(context, country);
  const page = await context.newPage();
  if (mobile)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'v8',
      'disabled-by-default-v8.compile',
    ],
  });
  await page.goto(`${url}/Countries/${country}`);
  const painted = await paintedMark(page, LEVEL_2_DRAWN);
  const resources = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .map((r) => r as PerformanceResourceTiming)
        .filter((r) => r.startTime < until && new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({
          name: new URL(r.name).pathname,
          sent: r.encodedBodySize,
          decoded: r.decodedBodySize,
        })),
    painted,
  );
  const marks = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('mapwright:'))
        .map((m) => [m.name.slice('mapwright:'.length), m.startTime]),
    ),
  );
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  await context.close();
  const threads = mainThreads(events);
  const mark = events.find((e) => e.name === 'mapwright:map-painted' && threads.has(threadOf(e)));
  if (!mark) throw new Error('no map-painted mark in the trace');
  const main = events.filter((e) => threads.has(threadOf(e)) && e.ts <= mark.ts);
  // From the navigation's start: the first main-thread event of the page's document.
  const top = outermost(main.filter((e) => e.ph === 'X' && e.tdur !== undefined));
  const cpu = top.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const modules = main.filter((e) => e.name === 'v8.evaluateModule').length;
  const compiles = main.filter((e) => e.name === 'v8.compile' || e.name === 'v8.compileModule').length;
  return {
    painted,
    cpu,
    scripts: resources.length,
    sent: resources.reduce((s, r) => s + r.sent, 0),
    decoded: resources.reduce((s, r) => s + r.decoded, 0),
    modules,
    compiles,
    marks,
    files: resources.map((r) => `${r.name.split('/').pop() ?? r.name} ${(r.sent / 1000).toFixed(1)} kB`),
  };
}

const builds = [
  { name: 'before', dist: process.env.BEFORE ?? '.cache/bench-before-web' },
  { name: 'after', dist: process.env.AFTER ?? '.cache/bench-editor-web' },
];
const apps = await Promise.all(builds.map((b) => startAppServer({ WEB_DIST: join(ROOT, b.dist) })));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
try {
  for (const app of apps)
    for (const path of ['/api/me', '/maps/index.json', '/'])
      await (await fetch(`${app.url}${path}`)).arrayBuffer();
  const loads: Load[][] = builds.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const result = await load(browser, apps[i]?.url ?? '');
      loads[i]?.push(result);
    }
  }
  const median = (list: Load[], key: keyof Omit<Load, 'files' | 'marks'>) =>
    percentile(
      list.map((l) => l[key]),
      50,
    );
  console.log(
    `${country}, ${mobile ? `phone (CPU ${CPU_SLOWDOWN}x)` : 'desktop 1440x900'}, medians of ${rounds} loads, up to map-painted:`,
  );
  console.log('build    JS files  kB sent  kB decoded  modules  compiles  main CPU ms  painted ms (wall)');
  builds.forEach((b, i) => {
    const list = loads[i] ?? [];
    console.log(
      `${b.name.padEnd(8)} ${String(median(list, 'scripts')).padStart(8)}  ${(median(list, 'sent') / 1000).toFixed(0).padStart(7)}  ${(median(list, 'decoded') / 1000).toFixed(0).padStart(10)}  ${String(median(list, 'modules')).padStart(7)}  ${String(median(list, 'compiles')).padStart(8)}  ${median(list, 'cpu').toFixed(0).padStart(11)}  ${median(list, 'painted').toFixed(0).padStart(10)}`,
    );
    const phases = PHASES.map(
      (name) =>
        `${name} ${percentile(
          list.map((l) => l.marks[name] ?? NaN),
          50,
        ).toFixed(0)}`,
    );
    console.log(`         marks (wall ms, medians): ${phases.join(', ')}`);
    console.log(`         CPU per load: ${list.map((l) => l.cpu.toFixed(0)).join(', ')}`);
    if (process.env.LIST) for (const f of list.at(-1)?.files ?? []) console.log(`           ${f}`);
  });
} finally {
  await browser.close();
  await Promise.all(apps.map((app) => app.stop()));
}
