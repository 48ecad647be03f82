/**
 * Soak over two servers: `npm run bench:soak2 [-- --minutes=30 --warmup=3 --rate=25]` (needs
 * DATABASE_URL_TEST, a PostgreSQL server it may create a database on; issue 48 part 6).
 *
 * Two real app servers (each its own process) on one PostgreSQL database, behind the round-robin proxy
 * of server/src/testing/cluster.ts, so every request of a client lands on either. Mixed traffic at a
 * fixed, modest rate (the machine is shared): a sign-in every second, saves of maps as autosave does
 * (one at a time per map, each based on the last version acknowledged), reads of maps and of the user
 * record, download grants (subscribers and free users), published pages and their data, map files, a
 * republish every 20 s (so both servers drop and rebuild the page), health checks. The site is the
 * published-map tests' one (server/src/testing/published-site.ts): a web shell, the published page's
 * template and a small Sri Lanka, so nothing needs building.
 *
 * Each server's RSS is read from /proc every 10 s. It reports, and exits non-zero unless both hold:
 * - zero 5xx answers;
 * - the RSS level of each server (the median of 3 minutes of samples) within 20 % of its level in the
 *   3 minutes after the warm-up, in every later 3-minute window. Single samples swing wider with the
 *   collector (and the render threads' heaps); their range is printed too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDocument } from '@mapwright/core/document/defaults';
import { createPostgresDatabase, startRoundRobinProxy } from '../../server/src/testing/cluster';
import { createPublishedSite } from '../../server/src/testing/published-site';
import { startAppServer } from '../editor/servers';
import { Account, benchServerEnv, flag, subscribe, underLoad } from '../api/harness';

const MINUTES = Number(flag('minutes', '30'));
const WARMUP_MINUTES = Number(flag('warmup', '3'));
const RATE = Number(flag('rate', '25'));
const SAMPLE_MS = 10_000;
const RSS_TOLERANCE = 0.2;
const LEVEL_WINDOW_MS = 3 * 60_000;
const MAX_IN_FLIGHT = 32;
const USERS = 12;
const MAPS_PER_USER = 3;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const median = (xs: number[]) => percentile(xs, 50);
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The resident set of a process, in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

class Tally {
  readonly byKind = new Map<string, { statuses: Map<number, number>; latencies: number[] }>();
  readonly serverErrors: string[] = [];
  record(kind: string, status: number, ms: number, detail = '') {
    let entry = this.byKind.get(kind);
    if (!entry) this.byKind.set(kind, (entry = { statuses: new Map(), latencies: [] }));
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    entry.latencies.push(ms);
    if (status >= 500) this.serverErrors.push(`${kind} ${status} ${detail}`.slice(0, 300));
  }
  total() {
    return [...this.byKind.values()].reduce((sum, e) => sum + e.latencies.length, 0);
  }
  print() {
    console.log(
      '  request'.padEnd(34) + 'count'.padStart(8) + 'p50'.padStart(9) + 'p99'.padStart(9) + '  statuses',
    );
    for (const [kind, { statuses, latencies }] of [...this.byKind].sort()) {
      const codes = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
      console.log(
        `  ${kind}`.padEnd(34) +
          String(latencies.length).padStart(8) +
          `${percentile(latencies, 50).toFixed(0)} ms`.padStart(9) +
          `${percentile(latencies, 99).toFixed(0)} ms`.padStart(9) +
          `  ${codes}`,
      );
    }
  }
}

interface SavedMap {
  readonly owner: Account;
  readonly id: string;
  version: number;
  saving: boolean;
  publicId?: string;
}

function documentWith(text: string) {
  const doc = createDocument('SriLanka');
  return { ...doc, title: { ...doc.title, text } };
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL_TEST;
  if (!serverUrl) {
    console.error('bench:soak2 needs DATABASE_URL_TEST, e.g. postgres://postgres@127.0.0.1:5432/test');
    process.exit(1);
  }
  const database = await createPostgresDatabase(serverUrl);
  const site = await createPublishedSite();
  const proxy = await startRoundRobinProxy();
  const env = {
    ...benchServerEnv(),
    DATABASE_URL: database.url,
    PUBLIC_URL: proxy.url,
    WEB_DIST: site.webDist,
    MAPS_DIR: site.mapsDir,
    // As in the server tests: on this shared two-core machine the first drawing of a fresh render thread
    // (compiling the renderer) can pass the production deadline of 15 s, and the page answers 503; the
    // soak looks for errors and growth in steady state, not for that deadline (bounded-work.test.ts).
    RENDER_TIMEOUT_MS: '120000',
  };
  // One after the other: the first runs the migrations.
  const a = await startAppServer(env);
  const b = await startAppServer(env);
  proxy.targets = [a.url, b.url];
  const servers = [
    { name: 'A', pid: a.pid!, samples: [] as { at: number; rss: number }[] },
    { name: 'B', pid: b.pid!, samples: [] as { at: number; rss: number }[] },
  ];
  const tally = new Tally();
  const base = proxy.url;
  try {
    console.log(`Soak over two servers (${a.url}, ${b.url}) behind ${base}: ${MINUTES} min at ${RATE} req/s`);
    const users = await Promise.all(
      Array.from({ length: USERS }, (_, i) => new Account(base, `soak2-${i}@bench.example`).signUp()),
    );
    const subscribers = users.slice(0, 4);
    for (const account of subscribers) await subscribe(account);
    const freeUsers = users.slice(4, 8);
    const signer = users[USERS - 1]!;

    const maps: SavedMap[] = [];
    for (const owner of users) {
      for (let i = 0; i < MAPS_PER_USER; i++) {
        const res = await owner.request('/api/maps', {
          json: { name: `Soak ${i}`, document: documentWith(`${owner.email} ${i}`) },
        });
        const body = (await res.json()) as { id: string; version: number };
        if (res.status !== 201) throw new Error(`create map: ${res.status} ${JSON.stringify(body)}`);
        maps.push({ owner, id: body.id, version: body.version, saving: false });
      }
    }
    const published = maps.filter((_, i) => i % 3 === 0);
    for (const map of published) {
      const res = await map.owner.request(`/api/maps/${map.id}/publication`, {
        method: 'PUT',
        json: { mapVersion: map.version },
      });
      const body = (await res.json()) as { publicId: string };
      if (!res.ok) throw new Error(`publish: ${res.status} ${JSON.stringify(body)}`);
      map.publicId = body.publicId;
    }
    const index = JSON.parse(readFileSync(`${site.mapsDir}/index.json`, 'utf8')) as {
      countries: { projected: { url: string } }[];
    };
    const mapFiles = ['/maps/index.json', ...index.countries.map((c) => c.projected.url)];

    const timed = async (kind: string, run: () => Promise<Response>) => {
      const started = performance.now();
      try {
        const res = await run();
        const text = await res.text();
        tally.record(kind, res.status, performance.now() - started, text);
        return { status: res.status, text };
      } catch (error) {
        tally.record(kind, 0, performance.now() - started, String(error));
        return { status: 0, text: '' };
      }
    };
    const grant = { format: 'png', width: 800, height: 600 };
    const save = async () => {
      const map = pick(maps);
      if (map.saving) return;
      map.saving = true;
      const { status, text } = await timed('PUT /api/maps/:id', () =>
        map.owner.request(`/api/maps/${map.id}`, {
          method: 'PUT',
          json: { document: documentWith(`v${map.version + 1} ${Math.random()}`), baseVersion: map.version },
        }),
      );
      if (status === 200) map.version = (JSON.parse(text) as { version: number }).version;
      map.saving = false;
    };
    const operations: [number, () => Promise<unknown>][] = [
      [25, save],
      [
        15,
        () =>
          timed('GET /api/maps/:id', () => {
            const map = pick(maps);
            return map.owner.request(`/api/maps/${map.id}`);
          }),
      ],
      [10, () => timed('GET /api/me', () => pick(users).request('/api/me'))],
      [
        10,
        () =>
          timed('POST /api/downloads sub', () =>
            pick(subscribers).request('/api/downloads', { json: grant }),
          ),
      ],
      [
        5,
        () =>
          timed('POST /api/downloads free', () => pick(freeUsers).request('/api/downloads', { json: grant })),
      ],
      [15, () => timed('GET /m/:id', () => fetch(`${base}/m/${pick(published).publicId}`))],
      [
        5,
        () =>
          timed('GET /api/published/:id', () => fetch(`${base}/api/published/${pick(published).publicId}`)),
      ],
      [10, () => timed('GET /maps/*', () => fetch(`${base}${pick(mapFiles)}`))],
      [5, () => timed('GET /api/health', () => fetch(`${base}/api/health`))],
    ];
    const totalWeight = operations.reduce((sum, [w]) => sum + w, 0);
    const randomOperation = () => {
      let r = Math.random() * totalWeight;
      for (const [weight, run] of operations) if ((r -= weight) < 0) return run;
      return operations[0]![1];
    };

    const started = performance.now();
    const warmupMs = WARMUP_MINUTES * 60_000;
    const sampler = setInterval(() => {
      const at = performance.now() - started;
      for (const server of servers) server.samples.push({ at, rss: rssOf(server.pid) });
    }, SAMPLE_MS);

    let inFlight = 0;
    let skipped = 0;
    let republishes = 0;
    const pending = new Set<Promise<unknown>>();
    const launch = (run: () => Promise<unknown>) => {
      const p = run().finally(() => pending.delete(p));
      pending.add(p);
    };
    const { load } = await underLoad(async () => {
      let issued = 0;
      let lastSecond = 0;
      const totalMs = MINUTES * 60_000;
      while (performance.now() - started < totalMs) {
        const elapsed = performance.now() - started;
        const due = Math.floor((elapsed / 1000) * RATE);
        for (; issued < due; issued++) {
          if (inFlight >= MAX_IN_FLIGHT) {
            skipped++;
            continue;
          }
          inFlight++;
          launch(() => randomOperation()().finally(() => inFlight--));
        }
        const second = Math.floor(elapsed / 1000);
        if (second > lastSecond) {
          lastSecond = second;
          launch(() =>
            timed('POST sign-in', () =>
              signer.request('/api/auth/sign-in/email', {
                json: { email: signer.email, password: 'bench-pass-1' },
              }),
            ),
          );
          if (second % 20 === 0) {
            const map = pick(published);
            republishes++;
            launch(async () => {
              // Saved first (the version to publish), then published: the page is rebuilt on both.
              while (map.saving) await new Promise((r) => setTimeout(r, 50));
              map.saving = true;
              const saved = await timed('PUT /api/maps/:id', () =>
                map.owner.request(`/api/maps/${map.id}`, {
                  method: 'PUT',
                  json: { document: documentWith(`republished ${second}`), baseVersion: map.version },
                }),
              );
              if (saved.status === 200) map.version = (JSON.parse(saved.text) as { version: number }).version;
              map.saving = false;
              await timed('PUT /api/maps/:id/publication', () =>
                map.owner.request(`/api/maps/${map.id}/publication`, {
                  method: 'PUT',
                  json: { mapVersion: map.version },
                }),
              );
            });
          }
          if (second % 60 === 0) {
            const rss = servers.map((s) => `${s.name} ${mb(s.samples.at(-1)?.rss ?? 0)}`).join(', ');
            console.log(
              `  ${second / 60} min: ${tally.total()} requests, ${tally.serverErrors.length} 5xx, rss ${rss}`,
            );
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await Promise.all(pending);
    });
    clearInterval(sampler);
    const elapsedS = (performance.now() - started) / 1000;

    console.log(
      `\nSoak over two servers on PostgreSQL: ${MINUTES} min at ${RATE} req/s (+1 sign-in/s, a republish every 20 s), ${load}`,
    );
    console.log(
      `  ${tally.total()} requests in ${elapsedS.toFixed(0)} s (${(tally.total() / elapsedS).toFixed(1)}/s)`,
    );
    tally.print();
    console.log(
      `  requests not sent because ${MAX_IN_FLIGHT} were in flight: ${skipped}; republishes: ${republishes}`,
    );
    const checks: [string, boolean][] = [
      [`zero 5xx (${tally.serverErrors.length})`, tally.serverErrors.length === 0],
    ];
    const samplesFile = join(tmpdir(), `mapwright-soak2-samples-${process.pid}.json`);
    writeFileSync(samplesFile, JSON.stringify(servers));
    console.log(`  RSS samples (every ${SAMPLE_MS / 1000} s) written to ${samplesFile}`);
    for (const server of servers) {
      // The level: the median over a 3-minute window, so the collector's sawtooth (one sample at a peak
      // or a trough) is not taken for growth.
      const windows: number[] = [];
      for (let from = warmupMs; from + LEVEL_WINDOW_MS <= MINUTES * 60_000 + 1; from += LEVEL_WINDOW_MS) {
        const inWindow = server.samples.filter((s) => s.at >= from && s.at < from + LEVEL_WINDOW_MS);
        if (inWindow.length > 0) windows.push(median(inWindow.map((s) => s.rss)));
      }
      const [base, ...later] = windows;
      if (base === undefined || later.length === 0) {
        checks.push([`server ${server.name}: RSS sampled over two windows after the warm-up`, false]);
        continue;
      }
      const drifts = later.map((level) => (level - base) / base);
      const worst = drifts.reduce((w, d) => (Math.abs(d) > Math.abs(w) ? d : w), 0);
      const after = server.samples.filter((s) => s.at >= warmupMs).map((s) => s.rss);
      const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
      console.log(
        `  server ${server.name}: RSS level (3-min median) ${mb(base)} after warm-up, ${mb(later.at(-1)!)} at the end ` +
          `(${pct(drifts.at(-1)!)}), widest ${pct(worst)} over ${later.length} windows; ` +
          `single samples ${mb(Math.min(...after))}..${mb(Math.max(...after))} ` +
          `(${pct(Math.min(...after) / base - 1)}..${pct(Math.max(...after) / base - 1)}), ${server.samples.length} samples`,
      );
      checks.push([
        `server ${server.name}: RSS level within ${RSS_TOLERANCE * 100} % of its level after warm-up in every window`,
        Math.abs(worst) <= RSS_TOLERANCE,
      ]);
    }
    for (const [what, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    for (const line of tally.serverErrors.slice(0, 10)) console.log(`    ${line}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await proxy.close();
    await database.drop();
    await site.cleanup();
  }
}

await main();
