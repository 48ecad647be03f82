/**
 * Own boundaries benchmark (issue 45): `npx vite build --logLevel warn && npx tsx bench/custom/run.ts`.
 *
 * A GeoJSON grid of 3,000 divisions (60 × 50 cells of 0.01°, each with a name and a code, 0.6 MB)
 * uploaded on /Custom in headless Chromium against the real server (the built app in dist/web): the
 * time from handing the file to the page to the property chooser (read in the worker: parse, checks),
 * then from "Build the map" to the first frame with all 3,000 divisions drawn (repair, topology,
 * simplification, projection in the worker, the preview mounted), then from "Make a map of these" to
 * the editor's first frame with all 3,000 drawn (hashed and kept in the browser, the editor loaded,
 * the level projected again from the stored topology), and the whole: upload to the editor's first paint. Five uploads, each in a fresh page; the median and the slowest. Prints the machine's load.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { ARGS } from '../editor/run-shared';
import { ROOT, startAppServer } from '../editor/servers';

const COLUMNS = 60;
const ROWS = 50;
const RUNS = 5;

function gridFile(): string {
  const features = [];
  for (let row = 0; row < ROWS; row += 1)
    for (let column = 0; column < COLUMNS; column += 1) {
      const [x, y] = [-3 + column * 0.01, 55 + row * 0.01];
      features.push({
        type: 'Feature',
        properties: { NAME: `Ward ${row * COLUMNS + column + 1}`, CODE: `W${row * COLUMNS + column + 1}` },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [x, y],
              [x + 0.01, y],
              [x + 0.01, y + 0.01],
              [x, y + 0.01],
              [x, y],
            ],
          ],
        },
      });
    }
  return JSON.stringify({ type: 'FeatureCollection', features });
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mapwright-bench-custom-'));
  const file = join(dir, 'grid-3000.geojson');
  const content = gridFile();
  writeFileSync(file, content);
  const server = await startAppServer({ WEB_DIST: join(ROOT, 'dist/web') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...ARGS], headless: true });
  const rows: { read: number; build: number; editor: number; total: number }[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ baseURL: server.url });
      await page.goto('/Custom');
      const input = page.getByLabel('Choose a file or drop it here');
      await input.waitFor({ state: 'attached' });
      const t0 = performance.now();
      await input.setInputFiles(file);
      await page.getByRole('button', { name: 'Build the map' }).waitFor();
      const t1 = performance.now();
      await page.getByRole('button', { name: 'Build the map' }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('.custom__preview path[data-division]').length === n,
        COLUMNS * ROWS,
        { polling: 'raf' },
      );
      // The frame that draws them.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      const t2 = performance.now();
      // Then the map: kept in the browser by hash, the editor at /Custom/{hash} with every division drawn.
      await page.getByRole('button', { name: 'Make a map of these' }).click();
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll(
            '[data-editor][data-country^="Custom/"] [data-ready] path[data-level="1"][data-division]',
          ).length >= n,
        COLUMNS * ROWS,
        { polling: 'raf' },
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      const t3 = performance.now();
      rows.push({ read: t1 - t0, build: t2 - t1, editor: t3 - t2, total: t3 - t0 });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const ms = (v: number) => `${Math.round(v)} ms`;
  const of = (key: 'read' | 'build' | 'editor' | 'total') => rows.map((r) => r[key]);
  console.log(
    `${COLUMNS * ROWS} divisions, ${(content.length / 1e6).toFixed(2)} MB GeoJSON, ${RUNS} uploads; load ${loadavg()[0]?.toFixed(1)}`,
  );
  for (const key of ['read', 'build', 'editor', 'total'] as const) {
    console.log(`  ${key}: median ${ms(median(of(key)))}, slowest ${ms(Math.max(...of(key)))}`);
  }
}

await main();
