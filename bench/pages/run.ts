/**
 * Lighthouse figures of the landing page and /About: `npx tsx bench/pages/run.ts [--runs N]`.
 *
 * Starts the real server on 127.0.0.1 (the built web app in dist/web: run `npx vite build` first, a
 * fresh data directory), launches the machine's Chromium through chrome-launcher and runs the
 * `lighthouse` package on / and /About with its mobile (default) and desktop configurations, printing
 * the four category scores (the median of N runs, default 1). Targets (issue 19): performance at least
 * 95, accessibility, best practices and SEO 100.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

const ROOT = resolve(import.meta.dirname, '../..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = ['/', '/About'] as const;
const FORMS = ['mobile', 'desktop'] as const;
export const TARGETS: Readonly<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 1) || 1;

async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAPS_DIR: process.env.MAPS_DIR ?? join(ROOT, 'var/maps'),
      LOG_LEVEL: 'warn',
      CONTACT_FORM_URL: 'https://forms.example.org/mapwright-contact',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) ok(match[1].replace(/\/$/, ''));
    });
    child.on('exit', (code) => fail(new Error(`the server exited with code ${code}:\n${out}`)));
  });
  return { url, child };
}

/** The timings printed under each row (ms; layout shift × 1000). */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;

/** The first items of a failing audit's details, so a failure says what it is about. */
function detailOf(details: unknown): string {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  return items.length ? ` ${JSON.stringify(items.slice(0, 2)).slice(0, 300)}` : '';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mapwright-pages-'));
  const server = await startServer(dataDir);
  // Lighthouse drives its own headless Chromium (the machine's), with our usual flags.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  let failed = false;
  try {
    console.log(`load average ${loadavg()[0]?.toFixed(2)}; median of ${runs} run(s)`);
    console.log(`${'page'.padEnd(8)}${'form'.padEnd(9)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
    for (const path of PAGES) {
      for (const form of FORMS) {
        const scores: Record<string, number[]> = {};
        const failing = new Set<string>();
        const metrics: Record<string, number[]> = {};
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(
            `${server.url}${path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            form === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error('lighthouse gave no result');
          for (const category of CATEGORIES) {
            (scores[category] ??= []).push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
          }
          for (const audit of Object.values(result.lhr.audits))
            if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
              failing.add(`${audit.id}${detailOf(audit.details)}`);
          for (const id of METRICS) (metrics[id] ??= []).push(result.lhr.audits[id]?.numericValue ?? NaN);
        }
        const row = CATEGORIES.map((c) => {
          const score = median(scores[c] ?? []);
          if (score < TARGETS[c]) failed = true;
          return `${score}${score < TARGETS[c] ? ' (!)' : ''}`.padStart(16);
        });
        console.log(`${path.padEnd(8)}${form.padEnd(9)}${row.join('')}`);
        console.log(
          `        ${METRICS.map((id) => `${id} ${Math.round(median(metrics[id] ?? []) * (id === 'cumulative-layout-shift' ? 1000 : 1))}`).join(', ')}`,
        );
        if (failing.size > 0) console.log(`        failing audits: ${[...failing].join('; ')}`);
      }
    }
  } finally {
    await chrome.kill();
    server.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? 'below target: see (!)' : 'all targets met');
  process.exitCode = failed ? 1 : 0;
}

await main();
