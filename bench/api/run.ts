/**
 * API throughput: `npm run bench:api [-- --seconds=10 --connections=32 --db=pglite|postgres --profile]`.
 *
 * Starts the real server (server/src/main.ts in its own process, as `npm start` does) on PGlite, and on
 * PostgreSQL when DATABASE_URL_TEST is set, each on a fresh database, and drives it with autocannon
 * (32 connections, 10 s a row) from this process on the same machine (the client's CPU counts):
 * - baseline: a bare node:http server answering a tiny JSON body, measured in the same run: the ceiling
 *   this machine and client reach at that moment, to read the other rows against;
 * - GET /api/health (one `select 1`), GET /api/me (session from the signed cookie cache + one read),
 *   POST /api/downloads for a subscriber (one statement: recorded, not counted) and for a free user
 *   whose downloads are used up (one statement, 403 permission-denied: what a free user meets most).
 * Targets (issue 14; decision "API throughput and soak benchmarks"), on 2 cores with the client: a
 * subscriber's grant ≥ 1,000 req/s with p99 < 50 ms on PostgreSQL, ≥ 600 req/s on PGlite. Every row says how
 * loaded the machine was, and the server process's CPU per answered request (PGlite's work included,
 * PostgreSQL's not): on a shared machine req/s follows the neighbours, CPU per request much less.
 * `--compare=DIR` measures the same rows, in the same run, against the server of another checkout
 * (e.g. `git archive main | tar -x -C DIR` with a `node_modules` link): before and after on one machine
 * at one moment, which a shared machine's noise otherwise hides.
 * `--profile` starts the server with --cpu-prof, runs the subscriber's grant only and prints where its
 * CPU time went (the profile is kept under .cache/bench-api/).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../editor/servers';
import { Account, backends, flag, startBenchServer, subscribe, underLoad, type Backend } from './harness';

const SECONDS = Number(flag('seconds', '10'));
const CONNECTIONS = Number(flag('connections', '32'));
const PROFILE = process.argv.includes('--profile');
const COMPARE = flag('compare', '');
const PROFILE_DIR = join(ROOT, '.cache/bench-api');
const TARGETS: Record<Backend, { rps: number; p99?: number }> = {
  postgres: { rps: 1000, p99: 50 },
  pglite: { rps: 600 },
};

interface Row {
  readonly name: string;
  /** The server process's CPU time per answered request (user + system), when known. */
  readonly cpuPerRequestMs?: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly statuses: string;
  readonly errors: number;
  readonly load: string;
}

/**
 * CPU seconds a process has used (user + system, /proc/<pid>/stat), undefined where unknown. Unlike
 * req/s, the CPU a request costs hardly moves with the neighbours' load: the figure to compare runs by.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

async function measure(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  serverPid?: number,
): Promise<Row> {
  const cpuBefore = cpuSeconds(serverPid);
  const { result, load } = await underLoad(() =>
    autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 }),
  );
  const cpuAfter = cpuSeconds(serverPid);
  const answered = result.requests.total;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    cpuPerRequestMs:
      cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
        ? ((cpuAfter - cpuBefore) * 1000) / answered
        : undefined,
    errors: result.errors + result.timeouts,
    load,
  };
}

function print(title: string, rows: readonly Row[]): void {
  console.log(`\n${title} (${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log(
    '  row'.padEnd(36) +
      'req/s'.padStart(8) +
      'p50'.padStart(8) +
      'p99'.padStart(8) +
      'CPU/req'.padStart(10) +
      '  statuses / machine',
  );
  for (const row of rows) {
    console.log(
      `  ${row.name}`.padEnd(36) +
        row.rps.toFixed(0).padStart(8) +
        `${row.p50} ms`.padStart(8) +
        `${row.p99} ms`.padStart(8) +
        (row.cpuPerRequestMs === undefined ? '' : `${row.cpuPerRequestMs.toFixed(2)} ms`).padStart(10) +
        `  ${row.statuses}${row.errors ? ` errors×${row.errors}` : ''}; ${row.load}`,
    );
  }
}

/** A bare HTTP server in this process: what the machine and the client manage with no app at all. */
async function baseline(): Promise<Row> {
  const body = JSON.stringify({ status: 'ok' });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await measure('baseline: bare node:http', { url: `http://127.0.0.1:${port}/` });
  } finally {
    server.close();
  }
}

const grantBody = JSON.stringify({ format: 'png', width: 1200, height: 800 });

async function benchBackend(backend: Backend, root?: string): Promise<Row[]> {
  const label = root ? `${root}: ` : '';
  if (PROFILE) {
    rmSync(PROFILE_DIR, { recursive: true, force: true });
    mkdirSync(PROFILE_DIR, { recursive: true });
  }
  const server = await startBenchServer(backend, {
    nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    root,
  });
  const rows: Row[] = [];
  const named = (row: Row): Row => ({ ...row, name: `${label}${row.name}` });
  try {
    const subscriber = await new Account(server.url, 'subscriber@bench.example').signUp();
    await subscribe(subscriber);
    const free = await new Account(server.url, 'free@bench.example').signUp();
    const post = (account: Account) => ({
      url: `${server.url}/api/downloads`,
      method: 'POST' as const,
      body: grantBody,
      headers: { Cookie: account.cookie, Origin: server.url, 'Content-Type': 'application/json' },
    });
    // Each row signs in afresh: the signed session cache cookie lasts a minute, and autocannon keeps
    // the cookie it was given (a browser would take the refreshed one).
    const fresh = async (account: Account) => {
      await account.signIn();
      return account;
    };
    if (PROFILE) {
      rows.push(
        named(await measure(`POST /api/downloads subscriber`, post(await fresh(subscriber)), server.pid)),
      );
      return rows;
    }
    rows.push(named(await measure('GET /api/health', { url: `${server.url}/api/health` }, server.pid)));
    await fresh(subscriber);
    rows.push(
      named(
        await measure(
          'GET /api/me',
          { url: `${server.url}/api/me`, headers: { Cookie: subscriber.cookie } },
          server.pid,
        ),
      ),
    );
    rows.push(
      named(await measure('POST /api/downloads subscriber', post(await fresh(subscriber)), server.pid)),
    );
    rows.push(
      named(await measure('POST /api/downloads free (none left)', post(await fresh(free)), server.pid)),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

function summariseProfile(): void {
  // The main thread's profile is the large one (tsx's loader thread writes a small one too).
  const files = readdirSync(PROFILE_DIR)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => ({ f, size: statSync(join(PROFILE_DIR, f)).size }))
    .sort((a, b) => b.size - a.size);
  const file = files[0]?.f;
  if (!file) return;
  const profile = JSON.parse(readFileSync(join(PROFILE_DIR, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const where = frame.url.includes('node_modules/')
      ? frame.url.split('node_modules/').at(-1)!.split('/')[0]!
      : frame.url.replace(`file://${ROOT}/`, '');
    const key = `${frame.functionName || '(anonymous)'} ${where}`;
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  console.log(`\nServer CPU by function (self time, ${join(PROFILE_DIR, file)}):`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}

async function main(): Promise<void> {
  for (const backend of backends()) {
    const rows = [
      await baseline(),
      ...(COMPARE ? await benchBackend(backend, COMPARE) : []),
      ...(await benchBackend(backend)),
    ];
    print(`API on ${backend}`, rows);
    const grant = rows.find((r) => r.name === 'POST /api/downloads subscriber'); // this checkout's
    const target = TARGETS[backend];
    if (grant) {
      const met = grant.rps >= target.rps && (target.p99 === undefined || grant.p99 < target.p99);
      console.log(
        `  target (subscriber's grant): ≥ ${target.rps} req/s${target.p99 ? `, p99 < ${target.p99} ms` : ''}: ${met ? 'met' : 'NOT met'}`,
      );
    }
    if (PROFILE) summariseProfile();
  }
}

await main();
