/**
 * Export benchmark: `npx tsx bench/export/run.ts [Country] [level]` (default India, level 2).
 *
 * In headless Chromium against the real server (started here on 127.0.0.1, stopped at the end), with two
 * divisions painted, it exports PNG at 4K and 8K, SVG and PDF (A4 landscape) through the editor's export
 * dialog, each in a fresh page signed in as a fresh account (3 free downloads each), and reports:
 * - time: click on "Download" to the browser's download event (grant + print geometry + render + encode);
 *   the print geometry is fetched and projected in every run (fresh page), as a user's first export is;
 * - peak renderer memory: the resident set (VmRSS) of Chromium's renderer processes, sampled from /proc
 *   every 25 ms. This is the honest figure for PNG export: tile canvases and ImageData live outside the
 *   JS heap, so CDP's JSHeapUsedSize alone would miss most of it. The peak JS heap (CDP
 *   Performance.getMetrics JSHeapUsedSize, sampled at the same rate) is shown beside it.
 * Figures are for the machine it runs on (here: 2 cores, no GPU, software rasterisation).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { ROOT, startAppServer } from '../editor/servers';

const COUNTRY = process.argv[2] ?? 'India';
const LEVEL = Number(process.argv[3] ?? 2);
const ARGS = [
  ...CHROMIUM_ARGS,
  // Unknown to Chromium, harmless: marks this run's browser process so its renderers can be found.
  `--mapwright-bench-export=${process.pid}`,
];

/** The pid of the browser process this script launched (found by the marker flag). */
function browserPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.includes(`--mapwright-bench-export=${process.pid}`) && !cmdline.includes('--type='))
        return Number(entry);
    } catch {
      // ended meanwhile
    }
  }
  throw new Error('The browser process was not found in /proc');
}

interface Case {
  readonly name: string;
  readonly format: 'PNG image' | 'SVG (vector)' | 'PDF (vector)';
  readonly preset?: string;
}

const CASES: readonly Case[] = [
  { name: 'PNG 4K', format: 'PNG image', preset: '4k' },
  { name: 'PNG 8K', format: 'PNG image', preset: '8k' },
  { name: 'SVG', format: 'SVG (vector)' },
  { name: 'PDF A4', format: 'PDF (vector)' },
];

/** Renderer processes of this browser: children of its process with --type=renderer, and their RSS. */
function rendererRss(browserPid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      if (ppid !== browserPid && !isDescendant(ppid, browserPid)) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer')) continue;
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // the process ended while we read it
    }
  }
  return total;
}

function isDescendant(pid: number, ancestor: number): boolean {
  for (let i = 0; i < 5 && pid > 1; i++) {
    if (pid === ancestor) return true;
    try {
      pid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    } catch {
      return false;
    }
  }
  return pid === ancestor;
}

async function jsHeap(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

async function preparePage(browser: Browser, url: string, n: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email: `bench${Date.now().toString(36)}${n}@example.org`,
      password: 'bench-pass-1',
      name: 'bench',
    },
    headers: { Origin: url },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()}`);
  await page.goto(`/Countries/${COUNTRY}`);
  await page.locator('[data-ready] path[data-division]').first().waitFor();
  await page.keyboard.press(String(LEVEL));
  const paths = page.locator(`[data-ready] path[data-level="${LEVEL}"]`);
  await paths.first().waitFor();
  // Paint two divisions (the largest two), as a user would before exporting.
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const ids = await page.evaluate<
    string[]
  >(`[...document.querySelectorAll('path[data-level="${LEVEL}"][data-division]')]
      .map((p) => [p, p.getBoundingClientRect().width * p.getBoundingClientRect().height])
      .sort((a, b) => b[1] - a[1]).slice(0, 2).map(([p]) => p.getAttribute('data-division'))`);
  for (const id of ids) {
    const box = await page.locator(`path[data-level="${LEVEL}"][data-division="${id}"]`).boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  return page;
}

async function measure(browser: Browser, url: string, c: Case, n: number) {
  const page = await preparePage(browser, url, n);
  await page.locator('[data-action="exportMap"]').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByLabel(c.format).check();
  if (c.preset) await dialog.getByLabel('Size', { exact: true }).selectOption(c.preset);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const pid = browserPid();
  const startRss = rendererRss(pid);
  let peakRss = startRss;
  let peakHeap = await jsHeap(cdp);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRss = Math.max(peakRss, rendererRss(pid));
      peakHeap = Math.max(peakHeap, await jsHeap(cdp).catch(() => 0));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 180_000 }),
    dialog.getByRole('button', { name: /^Download / }).click(),
  ]);
  const path = await download.path();
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  const bytes = statSync(path).size;
  await page.context().close();
  return { name: c.name, ms, bytes, startRss, peakRss, peakHeap };
}

const mb = (n: number, digits = 0) => `${(n / 1024 / 1024).toFixed(digits)} MB`;

async function main() {
  if (!existsSync(join(ROOT, 'dist/web/index.html'))) {
    console.log('Building the web app (dist/web is missing)…');
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const server = await startAppServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
  try {
    console.log(
      `Export of ${COUNTRY} level ${LEVEL}, two divisions painted (print geometry), headless Chromium:`,
    );
    console.log(['case', 'time', 'file', 'renderer RSS before', 'peak', 'peak JS heap'].join('\t'));
    for (const [i, c] of CASES.entries()) {
      const r = await measure(browser, server.url, c, i);
      console.log(
        [
          r.name,
          `${Math.round(r.ms)} ms`,
          mb(r.bytes, 2),
          mb(r.startRss),
          mb(r.peakRss),
          mb(r.peakHeap),
        ].join('\t'),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
