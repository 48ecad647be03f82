/**
 * Soak: `npm run bench:soak [-- --minutes=10 --db=pglite|postgres --rate=N]`.
 *
 * The real server (its own process, started with --expose-gc and a probe that reports its memory after
 * a collection on SIGUSR2) under mixed traffic for `--minutes` (default 10): grants for subscribers and
 * free users, saves of maps (as autosave does: one at a time per map, each based on the last version
 * acknowledged), reads of the user record and of maps, health checks, a sign-in and a signed Lemon
 * Squeezy webhook delivery (a subscription started or cancelled) every second, and 100 live streams
 * open all along (25 users × 4; one closed and reopened every 2 s). The rate is half the capacity
 * measured at the start (a subscriber's grant under autocannon), unless `--rate` says.
 * It reports, and exits non-zero unless all hold (decision "API throughput and soak benchmarks", issue 14
 * deliverable 7):
 * - zero 5xx answers;
 * - every acknowledged save read back at the end with its version and its content;
 * - the server's memory (heap after a full collection) back within 10 % of its start, which is
 *   measured after a warm-up (caches filled, code optimised) and compared once the traffic stopped and
 *   the streams closed. RSS is printed too (the allocator keeps pages, so it is not the criterion).
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDocument } from '@mapwright/core/document/defaults';
import { ROOT } from '../editor/servers';
import {
  Account,
  deliverWebhook,
  flag,
  startBenchServer,
  subscribe,
  subscriptionWebhook,
  underLoad,
  type Backend,
} from '../api/harness';

const MINUTES = Number(flag('minutes', '10'));
const BACKEND = flag('db', 'pglite') as Backend;
const RATE_FLAG = flag('rate', '');
const STREAM_USERS = 25;
const STREAMS_EACH = 4;
const MAX_IN_FLIGHT = 64;
const MAPS_PER_USER = 5;
const MEMORY_TOLERANCE = 0.1;

interface Memory {
  readonly heapUsed: number;
  readonly rss: number;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Statistics per kind of request. */
class Tally {
  readonly byKind = new Map<string, { statuses: Map<number, number>; latencies: number[] }>();
  serverErrors: string[] = [];
  networkErrors = 0;
  record(kind: string, status: number, ms: number, detail = '') {
    let entry = this.byKind.get(kind);
    if (!entry) this.byKind.set(kind, (entry = { statuses: new Map(), latencies: [] }));
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    entry.latencies.push(ms);
    if (status >= 500) this.serverErrors.push(`${kind} ${status} ${detail}`.slice(0, 300));
  }
  print() {
    console.log(
      '  request'.padEnd(30) + 'count'.padStart(8) + 'p50'.padStart(9) + 'p99'.padStart(9) + '  statuses',
    );
    for (const [kind, { statuses, latencies }] of [...this.byKind].sort()) {
      const codes = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
      console.log(
        `  ${kind}`.padEnd(30) +
          String(latencies.length).padStart(8) +
          `${percentile(latencies, 50).toFixed(0)} ms`.padStart(9) +
          `${percentile(latencies, 99).toFixed(0)} ms`.padStart(9) +
          `  ${codes}`,
      );
    }
  }
}

interface SavedMapState {
  readonly owner: Account;
  readonly id: string;
  version: number;
  marker: string;
  saving: boolean;
}

async function main(): Promise<void> {
  let memoryWaiter: ((memory: Memory) => void) | undefined;
  const server = await startBenchServer(BACKEND, {
    nodeArgs: ['--expose-gc', '--import', join(ROOT, 'bench/soak/gc-probe.mjs')],
    onOutput: (text) => {
      const match = /soak-memory (\{.*\})/.exec(text);
      if (match?.[1] && memoryWaiter) memoryWaiter(JSON.parse(match[1]) as Memory);
    },
  });
  const memory = async (): Promise<Memory> => {
    const reading = new Promise<Memory>((resolve) => (memoryWaiter = resolve));
    process.kill(server.pid!, 'SIGUSR2');
    return reading;
  };
  const base = server.url;
  const tally = new Tally();
  try {
    console.log(`Soak on ${BACKEND}, ${MINUTES} min, server ${base}`);
    // Accounts: stream holders (also the users who save and read), subscribers and free users who
    // ask for grants, one whose subscription webhooks keep toggling, one who signs in again and again.
    const users = await Promise.all(
      Array.from({ length: STREAM_USERS }, (_, i) => new Account(base, `soak-${i}@bench.example`).signUp()),
    );
    const subscribers = users.slice(0, 5);
    for (const account of subscribers) await subscribe(account);
    const freeUsers = users.slice(5, 10);
    const switcher = users[10]!;
    let switcherActive = false;
    const signer = await new Account(base, 'soak-signer@bench.example').signUp();

    // Capacity: a subscriber's grant, 32 connections, 5 s.
    let rate = Number(RATE_FLAG);
    if (!RATE_FLAG) {
      await subscribers[0]!.signIn();
      const measured = await autocannon({
        url: `${base}/api/downloads`,
        method: 'POST',
        connections: 32,
        duration: 5,
        body: JSON.stringify({ format: 'png', width: 800, height: 600 }),
        headers: { Cookie: subscribers[0]!.cookie, Origin: base, 'Content-Type': 'application/json' },
      });
      rate = Math.max(10, Math.round(measured.requests.average / 2));
      console.log(
        `capacity ${measured.requests.average.toFixed(0)} req/s (a subscriber's grant) → ${rate} req/s`,
      );
    }

    // 100 live streams, counting their events; one is replaced every 2 s.
    const streams = new Map<AbortController, Account>();
    let streamEvents = 0;
    let streamFailures = 0;
    const openStream = async (account: Account) => {
      const controller = new AbortController();
      streams.set(controller, account);
      try {
        const res = await fetch(`${base}/api/me/stream`, {
          headers: { Cookie: account.cookie },
          signal: controller.signal,
        });
        tally.record('GET /api/me/stream', res.status, 0);
        if (!res.ok || !res.body) return;
        const decoder = new TextDecoder();
        for await (const chunk of res.body) {
          streamEvents += (decoder.decode(chunk as Uint8Array).match(/^event: user$/gm) ?? []).length;
        }
      } catch (error) {
        if (!controller.signal.aborted) streamFailures++;
        void error;
      } finally {
        streams.delete(controller);
      }
    };
    for (const account of users) for (let i = 0; i < STREAMS_EACH; i++) void openStream(account);

    // Saved maps: created up front, then saved as autosave does.
    const maps: SavedMapState[] = [];
    const documentWith = (marker: string) => {
      const doc = createDocument('Romania') as unknown as { title: { text: string } };
      return { ...doc, title: { ...doc.title, text: marker } };
    };
    for (const owner of users.slice(0, 20)) {
      for (let i = 0; i < MAPS_PER_USER; i++) {
        const marker = `soak ${owner.email} ${i} v1`;
        const res = await owner.request('/api/maps', {
          json: { name: `Soak ${i}`, document: documentWith(marker) },
        });
        const body = (await res.json()) as { id: string; version: number };
        if (res.status !== 201) throw new Error(`create map: ${res.status} ${JSON.stringify(body)}`);
        maps.push({ owner, id: body.id, version: body.version, marker, saving: false });
      }
    }
    let acknowledgedSaves = 0;

    const timed = async (kind: string, run: () => Promise<Response>) => {
      const started = performance.now();
      try {
        const res = await run();
        const text = await res.text();
        tally.record(kind, res.status, performance.now() - started, text);
        return { status: res.status, text };
      } catch (error) {
        tally.networkErrors++;
        tally.record(kind, 0, performance.now() - started, String(error));
        return { status: 0, text: '' };
      }
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const grant = JSON.stringify({ format: 'png', width: 800, height: 600 });

    const operations: [number, () => Promise<unknown>][] = [
      [
        30,
        () =>
          timed('POST /api/downloads sub', () =>
            pick(subscribers).request('/api/downloads', { json: JSON.parse(grant) }),
          ),
      ],
      [
        10,
        () =>
          timed('POST /api/downloads free', () =>
            pick(freeUsers).request('/api/downloads', { json: JSON.parse(grant) }),
          ),
      ],
      [20, () => timed('GET /api/me', () => pick(users).request('/api/me'))],
      [
        10,
        () =>
          timed('GET /api/maps/:id', () => {
            const map = pick(maps);
            return map.owner.request(`/api/maps/${map.id}`);
          }),
      ],
      [5, () => timed('GET /api/health', () => fetch(`${base}/api/health`))],
      [
        25,
        async () => {
          const map = pick(maps);
          if (map.saving) return;
          map.saving = true;
          const marker = `soak ${map.id} v${map.version + 1} ${Math.random().toString(36).slice(2)}`;
          const { status, text } = await timed('PUT /api/maps/:id', () =>
            map.owner.request(`/api/maps/${map.id}`, {
              method: 'PUT',
              json: { document: documentWith(marker), baseVersion: map.version },
            }),
          );
          if (status === 200) {
            map.version = (JSON.parse(text) as { version: number }).version;
            map.marker = marker;
            acknowledgedSaves++;
          }
          map.saving = false;
        },
      ],
    ];
    const totalWeight = operations.reduce((sum, [w]) => sum + w, 0);
    const randomOperation = () => {
      let r = Math.random() * totalWeight;
      for (const [weight, run] of operations) if ((r -= weight) < 0) return run;
      return operations[0]![1];
    };

    let inFlight = 0;
    let skipped = 0;
    const drive = async (ms: number) => {
      const started = performance.now();
      let issued = 0;
      let lastSecond = 0;
      const pending = new Set<Promise<unknown>>();
      while (performance.now() - started < ms) {
        const elapsed = performance.now() - started;
        const due = Math.floor((elapsed / 1000) * rate);
        for (; issued < due; issued++) {
          if (inFlight >= MAX_IN_FLIGHT) {
            skipped++;
            continue;
          }
          inFlight++;
          const p = randomOperation()().finally(() => {
            inFlight--;
            pending.delete(p);
          });
          pending.add(p);
        }
        const second = Math.floor(elapsed / 1000);
        if (second > lastSecond) {
          lastSecond = second;
          // Once a second: a sign-in, a webhook delivery, and every other second a stream replaced.
          pending.add(
            timed('POST sign-in', () =>
              signer.request('/api/auth/sign-in/email', {
                json: { email: signer.email, password: 'bench-pass-1' },
              }),
            ),
          );
          switcherActive = !switcherActive;
          pending.add(
            timed('POST webhook', () => deliverWebhook(base, subscriptionWebhook(switcher, switcherActive))),
          );
          if (second % 2 === 0) {
            const [oldest, holder] = streams.entries().next().value ?? [];
            oldest?.abort();
            // Reopened a moment later, once the server has seen the old one go (else the account's
            // limit of five would close another of its streams).
            if (holder) setTimeout(() => void openStream(holder), 500);
          }
          if (second % 60 === 0)
            console.log(
              `  ${second / 60} min: ${tally.serverErrors.length} 5xx, ${streams.size} streams, ${acknowledgedSaves} saves`,
            );
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await Promise.all(pending);
    };

    const totalMs = MINUTES * 60_000;
    const warmupMs = Math.min(15_000, totalMs * 0.1);
    await drive(warmupMs);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const start = await memory();
    console.log(`memory after warm-up: heap ${mb(start.heapUsed)}, rss ${mb(start.rss)}`);

    const { load } = await underLoad(() => drive(totalMs - warmupMs));
    const streamsAtEnd = streams.size;
    for (const controller of [...streams.keys()]) controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const end = await memory();

    // Every acknowledged save, read back.
    let verified = 0;
    const mismatches: string[] = [];
    for (const map of maps) {
      const res = await map.owner.request(`/api/maps/${map.id}`);
      const body = (await res.json()) as { version: number; document: { title: { text: string } } };
      if (res.status === 200 && body.version === map.version && body.document.title.text === map.marker)
        verified++;
      else
        mismatches.push(
          `${map.id}: acknowledged v${map.version} "${map.marker}", read ${res.status} v${body.version} "${body.document?.title?.text}"`,
        );
    }

    console.log(`\nSoak on ${BACKEND}: ${MINUTES} min at ${rate} req/s (+1 sign-in, 1 webhook/s), ${load}`);
    tally.print();
    console.log(
      `  streams: ${streamsAtEnd} open at the end, ${streamEvents} record events received, ${streamFailures} dropped`,
    );
    console.log(
      `  requests not sent because ${MAX_IN_FLIGHT} were in flight: ${skipped}; network errors: ${tally.networkErrors}`,
    );
    const growth = (end.heapUsed - start.heapUsed) / start.heapUsed;
    console.log(
      `  memory (after a full collection): heap ${mb(start.heapUsed)} → ${mb(end.heapUsed)} (${(growth * 100).toFixed(1)} %), rss ${mb(start.rss)} → ${mb(end.rss)}`,
    );
    const checks: [string, boolean][] = [
      [`zero 5xx (${tally.serverErrors.length})`, tally.serverErrors.length === 0],
      [
        `every acknowledged save read back (${verified} of ${maps.length} maps, ${acknowledgedSaves} saves)`,
        mismatches.length === 0,
      ],
      [`memory within ${MEMORY_TOLERANCE * 100} % of its start`, growth <= MEMORY_TOLERANCE],
    ];
    for (const [what, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    for (const line of [...tally.serverErrors.slice(0, 10), ...mismatches.slice(0, 10)])
      console.log(`    ${line}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
