/**
 * Publishing benchmark: `npx tsx bench/publish/run.ts [Country] [level]` (default Romania, level 2).
 *
 * Against the real server (started here on 127.0.0.1 with a fresh data directory, stopped at the end),
 * with a published map of the country at that level (both levels shown, every fifth division painted):
 * - first paint of the public page /m/{id} in headless Chromium, each load in a fresh context (no HTTP
 *   cache): the page's `mapwright:published-painted` mark (the first frame after the server-drawn map was
 *   parsed) and the first contentful paint, both from navigation start. "Warm" loads find the page
 *   built in the server's memory (every view of a version after the first, and the first too on the
 *   server that was published to); "just after publishing" loads start while the publish is being
 *   warmed; "after a restart" loads find nothing in memory (as on another app server), so the server
 *   reads the country's map file, draws and compresses during the request. Target: warm median under
 *   500 ms on loopback.
 * - the preview image's render time, in-process: renderMap → SVG (1200 x 630) → resvg PNG, the code the
 *   server runs for /m/{id}/preview.png, wall time and the process's CPU time (the figure a busy machine
 *   distorts least). Target: median under 300 ms. Also the first HTTP request of a preview after a
 *   restart (drawn during the request) and a cached one.
 * - published pages served per second (autocannon, 10 connections, 10 s, `Accept-Encoding: br` as
 *   browsers send), and 304 revalidations per second (If-None-Match, as a returning browser sends).
 * Every section prints the machine's load: the share of CPU stolen by the hypervisor and busy meanwhile
 * (bench/editor/machine.ts), and the load average. Figures from a busy machine are noisy.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { chromium, type Browser } from 'playwright-core';
import { createDocument } from '@mapwright/core/document/defaults';
import { setShow } from '@mapwright/core/document/operations/levels';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import type { MapDocument } from '@mapwright/core/document/schema';
import { attributionOfDrawnLevels } from '@mapwright/core/geodata/attribution';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { createPublishedGeometry } from '../../server/src/published/geometry';
import { previewSvg, renderPreviewPng } from '../../server/src/published/preview';
import { previewFontFiles } from '../../server/src/published/preview-fonts';
import { renderPublishedMap } from '../../server/src/published/render';
import { ARGS } from '../editor/run-shared';
import { cpuShares, readCpu } from '../editor/machine';
import { MAPS_DIR, ROOT, startAppServer } from '../editor/servers';

const COUNTRY = process.argv[2] ?? 'Romania';
const LEVEL = Number(process.argv[3] ?? 2) as 1 | 2;
const WARM_LOADS = 10;
const FIRST_VIEWS = 3;
const PREVIEW_RENDERS = 10;
const LOAD_SECONDS = 10;
const TARGET_PAINT_MS = 500;
const TARGET_PREVIEW_MS = 300;
const PALETTE = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd'];

/** The app built from the current source (dist/web may be stale); BENCH_WEB_DIST measures another. */
const WEB_OUT = join(ROOT, '.cache/bench-publish-web');
const WEB_DIST = process.env.BENCH_WEB_DIST ?? WEB_OUT;

const median = (xs: readonly number[]) => percentile(xs, 50);
function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Runs `work` and says how loaded the machine was meanwhile. */
async function underLoad<T>(work: () => Promise<T>): Promise<{ result: T; load: string }> {
  const before = readCpu();
  const result = await work();
  const shares = cpuShares(before, readCpu());
  const avg = loadavg()[0]?.toFixed(1) ?? '?';
  const load = shares
    ? `CPU busy ${shares.busy.toFixed(0)} %, stolen ${shares.stolen.toFixed(0)} %, load average ${avg}`
    : `load average ${avg}`;
  return { result, load };
}

/** The benchmark's map: the level shown (with level 1 as outlines over level 2), every fifth division painted. */
async function benchDocument(): Promise<MapDocument> {
  const geometry = createPublishedGeometry(MAPS_DIR);
  const map = await geometry.mapOf(COUNTRY);
  if (!map) throw new Error(`No built map of ${COUNTRY} in ${MAPS_DIR}: run npm run maps`);
  const base = createDocument(COUNTRY);
  const shown = LEVEL === 2 ? applyOperation(base, setShow, 'both') : base;
  const divisions = (LEVEL === 1 ? map.projected.level1 : map.projected.level2)?.divisions ?? [];
  const fills: Record<string, string> = {};
  divisions.forEach((d, i) => {
    if (i % 5 === 0) fills[d.id] = PALETTE[(i / 5) % PALETTE.length] ?? '#d62728';
  });
  return {
    ...shown,
    title: { ...shown.title, text: `${COUNTRY}: a published map` },
    levels: { ...shown.levels, [LEVEL]: { ...shown.levels[LEVEL], fills } },
  };
}

async function measurePreview(doc: MapDocument) {
  const geometry = createPublishedGeometry(MAPS_DIR);
  const map = await geometry.mapOf(COUNTRY);
  if (!map) throw new Error('no map');
  const attribution = attributionOfDrawnLevels(map.entry, doc);
  const fonts = await previewFontFiles(renderPublishedMap(doc, map.projected, attribution));
  const once = async () => {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const svg = previewSvg(renderPublishedMap(doc, map.projected, attribution));
    const t1 = performance.now();
    const png = await renderPreviewPng(svg, fonts);
    const total = performance.now() - t0;
    // CPU time of the process (all threads: resvg draws on libuv's pool): what a quiet machine would take.
    const cpu = process.cpuUsage(cpu0);
    return {
      svg: t1 - t0,
      total,
      cpu: (cpu.user + cpu.system) / 1000,
      bytes: png.byteLength,
      svgBytes: svg.length,
    };
  };
  await once(); // warm-up: code paths and the font files
  const runs = [];
  for (let i = 0; i < PREVIEW_RENDERS; i++) runs.push(await once());
  return runs;
}

interface Published {
  readonly url: string;
  readonly path: string;
  readonly cookie: string;
  readonly mapId: string;
}

async function publish(url: string, doc: MapDocument): Promise<Published> {
  const headers = { Origin: url, 'Content-Type': 'application/json' };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench${Date.now().toString(36)}@example.org`,
      password: 'bench-pass-1',
      name: 'b',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const saved = (await (
    await fetch(`${url}/api/maps`, {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ name: 'bench', document: doc }),
    })
  ).json()) as { id: string };
  const published = { url, cookie, mapId: saved.id };
  return { ...published, path: await republish(published) };
}

/** Publishes (again): a new version, which the server has not drawn yet. */
async function republish(p: Omit<Published, 'path'>): Promise<string> {
  const res = await fetch(`${p.url}/api/maps/${p.mapId}/publication`, {
    method: 'PUT',
    headers: { Origin: p.url, 'Content-Type': 'application/json', Cookie: p.cookie },
    body: JSON.stringify({ mapVersion: 1 }),
  });
  if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { path: string }).path;
}

async function loadPage(browser: Browser, url: string): Promise<{ painted: number; fcp: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('mapwright:published-painted').length > 0);
  const times = await page.evaluate(() => ({
    painted: performance.getEntriesByName('mapwright:published-painted')[0]?.startTime ?? NaN,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  }));
  const drawn = await page.locator('svg.published__map path[data-division]').count();
  if (drawn === 0) throw new Error('The public page drew no division');
  await context.close();
  return times;
}

async function rate(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 10, duration: LOAD_SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: result.throughput.average / 1e6,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function verdict(value: number, target: number): string {
  return value < target ? `meets the target (< ${target} ms)` : `MISSES the target (< ${target} ms)`;
}

async function main(): Promise<void> {
  if (!process.env.BENCH_WEB_DIST) {
    console.log('building the web app (vite build)…');
    const built = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'error', '--outDir', WEB_OUT, '--emptyOutDir'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const doc = await benchDocument();
  const painted = Object.keys(doc.levels[LEVEL].fills).length;
  console.log(`\n${COUNTRY} level ${LEVEL} (both levels shown), ${painted} divisions painted`);

  const preview = await underLoad(() => measurePreview(doc));
  const svgMs = preview.result.map((r) => r.svg);
  const totalMs = preview.result.map((r) => r.total);
  const cpuMs = preview.result.map((r) => r.cpu);
  console.log(`\npreview image, in-process (${PREVIEW_RENDERS} renders; ${preview.load})`);
  console.log(`  renderMap + SVG: median ${ms(median(svgMs))}, p95 ${ms(percentile(svgMs, 95))}`);
  console.log(
    `  whole render (SVG + resvg PNG): median ${ms(median(totalMs))}, p95 ${ms(percentile(totalMs, 95))} — ${verdict(median(totalMs), TARGET_PREVIEW_MS)}`,
  );
  console.log(
    `  CPU time of a whole render: median ${ms(median(cpuMs))}, p95 ${ms(percentile(cpuMs, 95))} — ${verdict(median(cpuMs), TARGET_PREVIEW_MS)} (the wall time on a machine with a core to spare)`,
  );
  console.log(
    `  PNG ${((preview.result[0]?.bytes ?? 0) / 1000).toFixed(0)} kB from ${((preview.result[0]?.svgBytes ?? 0) / 1e6).toFixed(2)} MB of SVG`,
  );

  // One data directory for every start of the server (startAppServer's own, unused, is removed on
  // stop): the published map and the session outlive a restart.
  const dataDir = mkdtempSync(join(tmpdir(), 'mapwright-bench-publish-'));
  const start = async () => {
    const running = await startAppServer({ WEB_DIST, DATA_DIR: dataDir });
    // A user meets a running server: the first request after a boot starts the database.
    await fetch(`${running.url}/api/health`);
    return running;
  };
  let server = await start();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...ARGS], headless: true });
  try {
    const published = await publish(server.url, doc);

    // Right after publishing: the server draws the page while the publish is answered (warming).
    const afterPublish = await underLoad(async () => {
      const loads = [];
      for (let i = 0; i < FIRST_VIEWS; i++) {
        await republish({ ...published, url: server.url });
        loads.push(await loadPage(browser, `${server.url}${published.path}`));
      }
      return loads;
    });
    const warm = await underLoad(async () => {
      const loads = [];
      for (let i = 0; i < WARM_LOADS; i++)
        loads.push(await loadPage(browser, `${server.url}${published.path}`));
      return loads;
    });
    // After a restart (or on another app server): nothing in memory, not even the country's map file.
    const cold = await underLoad(async () => {
      const loads = [];
      for (let i = 0; i < FIRST_VIEWS; i++) {
        await server.stop();
        server = await start();
        loads.push(await loadPage(browser, `${server.url}${published.path}`));
      }
      return loads;
    });
    const warmPainted = warm.result.map((l) => l.painted);
    const list = (loads: readonly { painted: number }[]) => loads.map((l) => ms(l.painted)).join(', ');
    console.log(`\npublic page, first paint from navigation start (fresh browser context each load)`);
    console.log(
      `  warm (page built in the server's memory), ${WARM_LOADS} loads: painted median ${ms(median(warmPainted))}, p95 ${ms(percentile(warmPainted, 95))}; FCP median ${ms(median(warm.result.map((l) => l.fcp)))} — ${verdict(median(warmPainted), TARGET_PAINT_MS)}  [${warm.load}]`,
    );
    console.log(
      `  just after publishing (drawn while the publish was answered): ${list(afterPublish.result)}  [${afterPublish.load}]`,
    );
    console.log(
      `  first view after a server restart (reads the map file, draws, compresses): ${list(cold.result)}  [${cold.load}]`,
    );

    const previewHttp = await underLoad(async () => {
      await server.stop();
      server = await start();
      const url = `${server.url}${published.path}/preview.png`;
      const t0 = performance.now();
      const first = await fetch(url);
      await first.arrayBuffer();
      const t1 = performance.now();
      const cached = await fetch(url);
      await cached.arrayBuffer();
      return { first: t1 - t0, cached: performance.now() - t1, ok: first.ok && cached.ok };
    });
    console.log(
      `\npreview over HTTP after a restart: first request ${ms(previewHttp.result.first)} (reads the map file, draws), cached ${ms(previewHttp.result.cached)}  [${previewHttp.load}]`,
    );

    const livePage = `${server.url}${published.path}`;
    const pageRes = await fetch(livePage, { headers: { 'Accept-Encoding': 'br' } });
    const etag = pageRes.headers.get('etag') ?? '';
    // fetch decompresses; the header has what went over the wire.
    const wireBytes = Number(pageRes.headers.get('content-length'));
    const htmlBytes = (await pageRes.arrayBuffer()).byteLength;
    const full = await underLoad(() => rate(livePage, { 'accept-encoding': 'br' }));
    const revalidate = await underLoad(() =>
      rate(livePage, { 'accept-encoding': 'br', 'if-none-match': etag }),
    );
    console.log(`\npublished pages served per second (autocannon, 10 connections, ${LOAD_SECONDS} s)`);
    console.log(
      `  full page (${(wireBytes / 1000).toFixed(0)} kB brotli, ${(htmlBytes / 1e6).toFixed(2)} MB of HTML): ${full.result.rps.toFixed(0)} req/s, latency p50 ${full.result.p50} ms, p99 ${full.result.p99} ms, non-2xx ${full.result.non2xx}, errors ${full.result.errors}  [${full.load}]`,
    );
    console.log(
      `  revalidation (304): ${revalidate.result.rps.toFixed(0)} req/s, latency p50 ${revalidate.result.p50} ms, p99 ${revalidate.result.p99} ms  [${revalidate.load}]`,
    );
    console.log(
      '\nThe server, the browser and autocannon share this machine; read the load beside each figure.',
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
