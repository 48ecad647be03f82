/**
 * Data-map benchmark (issue 17): `npx tsx bench/data/run.ts [Country …]` (default Romania, India).
 *
 * For each country's second level (Romania's 3,186 communes, India's 734 districts):
 * 1. import + matching of a full table (a name, its county/state and a value in "1.234,5 %" form per
 *    division): papaparse, header and column guess, the matcher's index, matching, number reading;
 *    the core's code in Node (the same V8 as the browser), median of 15 runs (target < 300 ms);
 * 2. in headless Chromium against the real server, with a heat map of every division already in the
 *    draft: a value typed in the Data panel's table to the frame that shows it (main-thread work of
 *    the input event plus the next frame, as bench/editor measures a click; p95 of 60, target 16.7 ms);
 * 3. a change of classification to the frame that shows it (median of 12, target 50 ms);
 * 4. the pixel dot map's first draw at a 4 px cell: "Pixel dots" clicked to the frame that shows the
 *    cells on a fresh page, half a second after the Data panel was shown (median of 3, target 100 ms):
 *    the editor counts the cells and writes their paths in idle time meanwhile (useCellPreparation),
 *    so this is a user's first draw; then turned off and on again (median of 5). The count itself,
 *    which a click meets when it comes before that idle time, is measured in Node: the first count of
 *    the level in this process (code not yet optimised, as on a fresh page) and the median of 15.
 * Every row says how busy the machine was and how much CPU the hypervisor stole meanwhile
 * (bench/editor/machine.ts): on a shared machine the browser figures move with the neighbours' load.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { guessColumns, readImport } from '@mapwright/core/data/import-table';
import { DivisionMatcher } from '@mapwright/core/data/match';
import { parseDelimited, toDataTable } from '@mapwright/core/data/table';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setDataLayer, setDataValues, setPixelDotMap } from '@mapwright/core/document/operations/data-layers';
import { levelCells } from '@mapwright/core/data/pixel-cells';
import { pitchOf } from '@mapwright/core/render/render-pixel-grid';
import { mapTransform } from '@mapwright/core/render/transform';
import type { MapDocument } from '@mapwright/core/document/schema';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { percentile } from '../editor/measure';
import { cpuShares, readCpu } from '../editor/machine';
import { ARGS, seedDraft } from '../editor/run-shared';
import { ROOT, startAppServer } from '../editor/servers';
import { eventCpu } from './eventCpu';
import { loadProjected } from './projected';

const COUNTRIES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['Romania', 'India'];
const WEB_OUT = join(ROOT, '.cache/bench-data-web');
const WEB_DIST = process.env.BENCH_WEB_DIST ?? WEB_OUT;
const TARGETS = { importMs: 300, editP95Ms: 1000 / 60, classifyMs: 50, pixelsMs: 100 };

type Machine = { stolen: number; busy: number } | undefined;

async function measured<T>(run: () => Promise<T>): Promise<{ result: T; machine: Machine }> {
  const before = readCpu();
  const result = await run();
  return { result, machine: cpuShares(before, readCpu()) };
}

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** A full table of the level as a journalist's sheet has it: name, parent name, "1.234,5 %"-style value. */
function fullTable(country: string): { text: string; rows: number } {
  const projected = loadProjected(country);
  const parents = new Map((projected.level1?.divisions ?? []).map((d) => [d.id, d.name]));
  const divisions = projected.level2?.divisions ?? [];
  const lines = divisions.map((d, i) => {
    const value = (((i * 37) % 1000) / 10).toFixed(1).replace('.', ',');
    return `${d.name}\t${parents.get(d.parent ?? '') ?? ''}\t${value} %`;
  });
  return { text: ['Name\tParent\tShare', ...lines].join('\n'), rows: divisions.length };
}

function benchImport(country: string): {
  median: number;
  p95: number;
  cpuMedian: number;
  matched: number;
  rows: number;
} {
  const { text, rows } = fullTable(country);
  const projected = loadProjected(country);
  const times: number[] = [];
  const cpu: number[] = [];
  let matched = 0;
  for (let run = 0; run < 15; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const table = toDataTable(parseDelimited(text));
    const matcher = new DivisionMatcher(projected.level2?.divisions ?? [], {
      country,
      level: 2,
      parents: projected.level1?.divisions ?? [],
    });
    const result = readImport(table, guessColumns(table, matcher), matcher, 'heatMap');
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    matched = result.report.matchedDivisions;
  }
  return { median: median(times), p95: percentile(times, 95), cpuMedian: median(cpu), matched, rows };
}

/** Counting the level's cells at the draft's 4 px (ms): the first count in this process, then 15. */
function benchCount(country: string): { first: number; median: number; cells: number } {
  const projected = loadProjected(country);
  const level = projected.level2;
  if (!level) throw new Error(`${country} has no second level`);
  const doc = heatDraft(country);
  const pitch = pitchOf(doc, mapTransform(doc, projected), level);
  const times: number[] = [];
  let cells = 0;
  for (let run = 0; run < 16; run++) {
    // A new divisions array each time: nothing parsed or counted is found in the caches.
    const fresh = { ...level, divisions: [...level.divisions] };
    const start = performance.now();
    cells = levelCells(fresh, pitch).total;
    times.push(performance.now() - start);
  }
  return { first: times[0] as number, median: median(times.slice(1)), cells };
}

/** The draft the editor restores: level 2 shown, a heat map of every division (quantiles of 5). */
function heatDraft(country: string): MapDocument {
  const projected = loadProjected(country);
  const values = Object.fromEntries(
    (projected.level2?.divisions ?? []).map((d, i) => [d.id, ((i * 37) % 1000) / 10]),
  );
  let doc: MapDocument = createDocument(country);
  doc = applyOperation(doc, setDataLayer, 'heatMap', 2);
  doc = applyOperation(doc, setDataValues, 'heatMap', values);
  doc = applyOperation(doc, setDataValues, 'pixelDotMap', values);
  return applyOperation(doc, setPixelDotMap, { cellSize: 4, gap: 0.5 });
}

async function openWithDraft(page: Page, url: string, country: string): Promise<void> {
  await seedDraft(page, country, JSON.stringify({ document: heatDraft(country), savedAt: Date.now() }));
  await page.goto(`${url}/Countries/${country}`);
  await page.locator('[data-ready] path[data-level="2"]').first().waitFor({ timeout: 60_000 });
  await page
    .getByTestId('data-table')
    .locator('input[aria-label^="Value of"]')
    .first()
    .waitFor({ timeout: 30_000 });
}

/**
 * Main-thread work of one UI event to the frame after it: the event's processing (until a task
 * queued after it runs: React's commit and the map's patch included) plus that frame's rendering.
 */
const TIMED_EVENT = `
  window.__timed = async (fire) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => {
      const start = performance.now();
      setTimeout(() => resolve(performance.now() - start));
    }));
    await frame();
    performance.mark('bench:data-start');
    const start = performance.now();
    fire();
    const processed = await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
    const rendered = await frame();
    performance.mark('bench:data-end');
    return processed - start + rendered;
  };
`;

async function benchEdits(page: Page, edits: number): Promise<number[]> {
  return page.evaluate(async (edits) => {
    const timed = (window as unknown as { __timed: (fire: () => void) => Promise<number> }).__timed;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const times: number[] = [];
    for (let i = 0; i < edits; i++) {
      const inputs = [
        ...document.querySelectorAll<HTMLInputElement>(
          '[data-testid="data-table"] input[aria-label^="Value of"]',
        ),
      ];
      const input = inputs[i % Math.min(inputs.length, 10)];
      if (!input || !setter) throw new Error('no value input in the data table');
      input.focus();
      const next = String(((i * 13) % 97) + 0.5);
      times.push(
        await timed(() => {
          setter.call(input, next);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      );
      if (input.value !== next) throw new Error('the value was not taken');
      input.blur();
    }
    return times;
  }, edits);
}

async function benchClassification(page: Page, switches: number): Promise<number[]> {
  return page.evaluate(async (switches) => {
    const timed = (window as unknown as { __timed: (fire: () => void) => Promise<number> }).__timed;
    const select = document.querySelector<HTMLSelectElement>('#heat-classification');
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    if (!select || !setter) throw new Error('no classification select');
    const methods = ['naturalBreaks', 'equalInterval', 'quantile', 'continuous'];
    const times: number[] = [];
    for (let i = 0; i < switches; i++) {
      const method = methods[i % methods.length] ?? 'quantile';
      const before = document.querySelector('path[data-level="2"]')?.getAttribute('fill');
      times.push(
        await timed(() => {
          setter.call(select, method);
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }),
      );
      void before;
    }
    return times;
  }, switches);
}

/**
 * "Pixel dots" clicked to the frame that shows the cells (the heat map turned back on first when the
 * cells are already drawn, so each run is a draw of the cells from none).
 */
async function benchPixels(page: Page): Promise<{ ms: number; cells: number }> {
  await page.evaluate(async () => {
    if (document.querySelector('path[data-cells]')) {
      document.querySelector<HTMLButtonElement>('[data-data-layer="heatMap"]')?.click();
    }
    await new Promise((r) => setTimeout(r, 300));
  });
  return page.evaluate(async () => {
    const timed = (window as unknown as { __timed: (fire: () => void) => Promise<number> }).__timed;
    const pixels = document.querySelector<HTMLButtonElement>('[data-data-layer="pixelDotMap"]');
    if (!pixels) throw new Error('no pixel dots button');
    const ms = await timed(() => pixels.click());
    const paths = [...document.querySelectorAll('path[data-cells]')];
    const cells = paths.reduce(
      (sum, p) => sum + ((p.getAttribute('d') ?? '').match(/[Mm]/g)?.length ?? 0),
      0,
    );
    return { ms, cells };
  });
}

async function main(): Promise<void> {
  if (!process.env.BENCH_WEB_DIST) {
    console.log('building the web app (vite build)…');
    const built = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', WEB_OUT, '--emptyOutDir'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const app = await startAppServer({ WEB_DIST });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const load = (m: Machine) =>
    m ? `busy ${m.busy.toFixed(0)} %, stolen ${m.stolen.toFixed(0)} %` : 'load unknown';
  try {
    for (const country of COUNTRIES) {
      const imported = await measured(async () => benchImport(country));
      const i = imported.result;
      console.log(
        `${country}: import + matching of ${i.rows} rows: median ${fmt(i.median)} (CPU ${fmt(i.cpuMedian)}), p95 ${fmt(i.p95)} ` +
          `(${i.matched} matched; target < ${TARGETS.importMs} ms: ${verdict(i.median < TARGETS.importMs)}) [${load(imported.machine)}]`,
      );

      const count = benchCount(country);
      console.log(
        `${country}: counting the level's ${count.cells} cells at 4 px in Node: first ${fmt(count.first)}, ` +
          `then median ${fmt(count.median)}`,
      );

      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript(TIMED_EVENT);
      await openWithDraft(page, app.url, country);
      await page.waitForTimeout(500);

      let editTimes: number[] = [];
      const edits = await measured(() =>
        eventCpu(page, async () => (editTimes = await benchEdits(page, 60))),
      );
      const editP95 = percentile(editTimes, 95);
      console.log(
        `${country}: value typed → frame: median ${fmt(median(editTimes))}, p95 ${fmt(editP95)}; ` +
          `main-thread CPU median ${fmt(median(edits.result))}, p95 ${fmt(percentile(edits.result, 95))} ` +
          `(target p95 < 16.7 ms: ${verdict(editP95 < TARGETS.editP95Ms)}) [${load(edits.machine)}]`,
      );

      let classifyTimes: number[] = [];
      const classify = await measured(() =>
        eventCpu(page, async () => (classifyTimes = await benchClassification(page, 12))),
      );
      const classifyMedian = median(classifyTimes);
      console.log(
        `${country}: classification switch → frame: median ${fmt(classifyMedian)}, max ${fmt(Math.max(...classifyTimes))}; ` +
          `main-thread CPU median ${fmt(median(classify.result))} ` +
          `(target < 50 ms: ${verdict(classifyMedian < TARGETS.classifyMs)}) [${load(classify.machine)}]`,
      );

      const warm: number[] = [];
      let cells = 0;
      const again = await measured(() =>
        eventCpu(page, async () => {
          for (let run = 0; run < 5; run++) {
            const { ms, cells: count } = await benchPixels(page);
            warm.push(ms);
            cells = count;
          }
        }),
      );
      await page.close();
      const cold: number[] = [];
      const coldCpu: number[] = [];
      const colds = await measured(async () => {
        for (let run = 0; run < 3; run++) {
          const fresh = await browser.newPage({ viewport: { width: 1440, height: 900 } });
          await fresh.addInitScript(TIMED_EVENT);
          await openWithDraft(fresh, app.url, country);
          await fresh.waitForTimeout(500);
          coldCpu.push(...(await eventCpu(fresh, async () => cold.push((await benchPixels(fresh)).ms))));
          await fresh.close();
        }
      });
      const coldMedian = median(cold);
      console.log(
        `${country}: pixel dot map first draw at 4 px (${cells} cells) on a fresh page: median ${fmt(coldMedian)} ` +
          `(runs ${cold.map((d) => d.toFixed(0)).join(', ')} ms), main-thread CPU median ${fmt(median(coldCpu))} ` +
          `(target < 100 ms: ${verdict(coldMedian < TARGETS.pixelsMs)}) [${load(colds.machine)}]`,
      );
      console.log(
        `${country}: pixel dot map turned off and on again: median ${fmt(median(warm))} ` +
          `(runs ${warm.map((d) => d.toFixed(0)).join(', ')} ms), main-thread CPU median ${fmt(median(again.result))} [${load(again.machine)}]`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
