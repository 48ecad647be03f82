/**
 * Abuse benchmark (issue 30): `npx tsx bench/abuse/run.ts [seconds=60]`.
 *
 * Starts the real server (127.0.0.1, fresh data directory, stopped at the end), publishes the heaviest
 * documents the render budget allows, then lets 50 anonymous clients fetch their public pages and
 * previews for 60 s (each client also asks for pages of maps nobody has drawn yet, as a crawler of
 * fresh links would) while /api/health is polled every 50 ms from a thread of its own (so its figures do
 * not include the clients' own event-loop delay). Prints the health latency p50/p99, the
 * answers by status, and the server's resident memory (threads included) before, during and a minute
 * after. Targets: health p99 under 100 ms; RSS back within 20 % of its start a minute after.
 *
 * Needs the map data (npm run maps) and the built web app (npm run build, or BENCH_WEB_DIST).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument, MapDocumentData } from '@mapwright/core/document/schema';
import { budgetProblems, renderCost } from '@mapwright/core/render/render-budget';
import { cpuShares, readCpu } from '../editor/machine';
import { ROOT, startAppServer } from '../editor/servers';

const SECONDS = Number(process.argv[2] ?? 60);
const CLIENTS = 50;
const HEALTH_EVERY_MS = 50;
const SETTLE_SECONDS = 60;
const FRESH_MAPS = 40;
const TARGET_HEALTH_P99_MS = 100;
const TARGET_RSS_RATIO = 1.2;

const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'dist/web');
if (!existsSync(join(WEB_DIST, 'published.html'))) {
  throw new Error(`${WEB_DIST} has no published.html: run npm run build first (or set BENCH_WEB_DIST).`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Resident memory of the server process (its render threads included), MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Romania's districts as a pixel dot map on the largest frame at 2 px cells: drawn at the cell budget. */
function pixelDoc(): MapDocument {
  const doc = createDocument('Romania') as MapDocumentData;
  doc.frame = { preset: 'custom', width: 10_000, height: 10_000 };
  doc.levels[1].style.visible = true;
  doc.levels[2].style.visible = true;
  doc.activeLevel = 2;
  doc.pixelDotMap = { ...doc.pixelDotMap, active: true, level: 2, cellSize: 2, gap: 0 };
  return doc;
}

/** Notes of 1,990 characters up to the text budget, as large as the ink budget allows. */
function textDoc(): MapDocument {
  const doc = createDocument('Romania') as MapDocumentData;
  const note = createAnnotation('note', { kind: 'frame', x: 40, y: 40 });
  for (let i = 0; i < 49; i++) {
    doc.annotations.push({
      ...note,
      id: `n${i}`,
      text: 'Lorem ipsum dolor sit amet '.repeat(74).slice(0, 1990),
      fontSize: 12,
    });
  }
  return doc;
}

/** Charts up to the shapes budget: 95 charts of 100 labelled bars. */
function chartDoc(): MapDocument {
  const doc = createDocument('Romania') as MapDocumentData;
  const chart = createAnnotation('chart', { kind: 'frame', x: 100, y: 100 });
  const rows = Array.from({ length: 100 }, (_, i) => ({ label: `R${i}`, value: i, color: '#3366aa' }));
  for (let i = 0; i < 95; i++) doc.annotations.push({ ...chart, id: `c${i}`, rows, valueLabels: false });
  return doc;
}

async function main() {
  const docs = { pixels: pixelDoc(), text: textDoc(), charts: chartDoc() };
  for (const [name, doc] of Object.entries(docs)) {
    const problems = budgetProblems(doc);
    if (problems.length > 0) throw new Error(`${name} is over the budget: ${problems[0]?.message}`);
    const cost = renderCost(doc);
    console.log(
      `${name}: ${cost.characters} characters, ink ${cost.ink.toFixed(1)} frames, ${cost.shapes} shapes`,
    );
  }

  // PROFILE=dir: the server writes V8 CPU profiles of its threads there (--cpu-prof), for a look at
  // where the request thread's time goes.
  const profileDir = process.env.PROFILE;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startAppServer(
    {
      WEB_DIST,
      LOG_LEVEL: 'error',
      // The attack comes from 127.0.0.1 like the bench's own setup: only the page traffic is limited here.
      WRITE_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_PER_ADDRESS: '100000',
      AUTH_RATE_LIMIT: '100000',
    },
    { nodeArgs },
  );
  const pid = server.pid;
  if (pid === undefined) throw new Error('no server pid');
  const origin = server.url;
  let cookie = '';
  const api = async (path: string, method: string, body: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
      body: JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const publish = async (name: string, document: MapDocument) => {
    const map = await api('/api/maps', 'POST', { name, document });
    const published = await api(`/api/maps/${String(map.id)}/publication`, 'PUT', { mapVersion: 1 });
    return String(published.path);
  };

  try {
    await api('/api/auth/sign-up/email', 'POST', {
      email: 'abuse@example.org',
      password: 'abuse-pass-1',
      name: 'abuse',
    });
    const heavy: string[] = [];
    for (const [name, doc] of Object.entries(docs)) heavy.push(await publish(name, doc));
    // Let the warming of the publications finish and the threads go idle, then measure the start.
    await sleep(30_000);
    const before = rssMb(pid);
    console.log(`\nRSS before: ${before.toFixed(0)} MB (load ${loadavg()[0]?.toFixed(2)})`);
    // Maps nobody has drawn yet, published as the clients start: their warming and the clients' first
    // requests draw them during the measurement.
    const fresh: string[] = [];
    for (let i = 0; i < FRESH_MAPS; i++) {
      const doc = i % 2 === 0 ? pixelDoc() : chartDoc();
      (doc as MapDocumentData).title.text = `Fresh ${i}`;
      fresh.push(await publish(`fresh ${i}`, doc));
    }

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const rss: number[] = [];
    let running = true;
    const probe = new Worker(new URL('./health-probe.mjs', import.meta.url), {
      workerData: { url: `${origin}/api/health`, everyMs: HEALTH_EVERY_MS },
    });
    const health = new Promise<void>((resolve, reject) => {
      probe.once('message', (measured: number[]) => {
        latencies.push(...measured);
        resolve();
      });
      probe.once('error', reject);
    });
    const sampler = setInterval(() => rss.push(rssMb(pid)), 1000);
    const cpuBefore = readCpu();
    const client = async (index: number) => {
      let n = index;
      const encodings = ['br', 'gzip', 'identity'];
      while (running) {
        n += 1;
        const useFresh = n % 5 === 0;
        const path = useFresh ? fresh[n % fresh.length] : heavy[n % heavy.length];
        const url = `${origin}${path}${n % 2 === 0 ? '/preview.png' : ''}`;
        const res = await fetch(url, { headers: { 'Accept-Encoding': encodings[n % 3] ?? 'br' } }).catch(
          () => undefined,
        );
        const status = res?.status ?? 0;
        await res?.arrayBuffer().catch(() => undefined);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 429 || status === 503) await sleep(250);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
    await sleep(SECONDS * 1000);
    running = false;
    probe.postMessage('stop');
    await Promise.all([health, ...clients]);
    await probe.terminate();
    clearInterval(sampler);
    const cpu = cpuShares(cpuBefore, readCpu());

    console.log(
      `\n${CLIENTS} clients for ${SECONDS} s: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(
      `health: ${latencies.length} checks, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (target p99 < ${TARGET_HEALTH_P99_MS} ms: ${p99 < TARGET_HEALTH_P99_MS ? 'met' : 'MISSED'})`,
    );
    const machine = cpu ? `; machine busy ${cpu.busy.toFixed(0)} %, stolen ${cpu.stolen.toFixed(1)} %` : '';
    console.log(
      `RSS during: median ${percentile(rss, 50).toFixed(0)} MB, max ${Math.max(...rss).toFixed(0)} MB${machine}`,
    );
    await sleep(SETTLE_SECONDS * 1000);
    const after = rssMb(pid);
    const ratio = after / before;
    console.log(
      `RSS ${SETTLE_SECONDS} s after: ${after.toFixed(0)} MB, ${(ratio * 100).toFixed(0)} % of the start (target within ${Math.round((TARGET_RSS_RATIO - 1) * 100)} %: ${ratio <= TARGET_RSS_RATIO ? 'met' : 'MISSED'})`,
    );
  } finally {
    await server.stop();
  }
}

await main();
