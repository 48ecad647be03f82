import { createHmac, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { cpuShares, readCpu } from '../editor/machine';
import { startAppServer, type Running } from '../editor/servers';

/**
 * What bench/api and bench/soak share: the real server (server/src/main.ts in its own process) on
 * PGlite or on PostgreSQL, accounts made through the API, subscriptions through signed webhooks.
 */

export type Backend = 'pglite' | 'postgres';

/** The webhook secret the bench server is started with, so the bench can sign Lemon Squeezy events. */
const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';
const SUBSCRIPTION_VARIANT_ID = 966247;
const PASSWORD = 'bench-pass-1';

/** --name=value flags of a bench script. */
export function flag(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

/** The backends to run: PGlite always, PostgreSQL when DATABASE_URL_TEST is set (or --db=… picks one). */
export function backends(): Backend[] {
  const chosen = flag('db', '');
  const all: Backend[] = process.env.DATABASE_URL_TEST ? ['pglite', 'postgres'] : ['pglite'];
  return chosen ? all.filter((b) => b === chosen) : all;
}

export interface BenchServer extends Running {
  readonly backend: Backend;
  readonly pid: number | undefined;
}

/**
 * The environment of a bench server: Lemon Squeezy mode with a known webhook secret (its API is never
 * called by the benches), the auth and write limits out of the way of a load test, a fresh AUTH_SECRET.
 */
export function benchServerEnv(): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT: '1000000',
    WRITE_RATE_LIMIT_PER_ADDRESS: '1000000',
    RENDER_RATE_LIMIT: '1000000',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    LEMONSQUEEZY_API_KEY: 'bench-key',
    LEMONSQUEEZY_STORE_ID: '1',
    LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEMONSQUEEZY_API_URL: 'http://127.0.0.1:9/',
  };
}

/**
 * Starts the server on a fresh database: a new PGlite directory, or a new schema on the PostgreSQL
 * server of DATABASE_URL_TEST (dropped at stop), with benchServerEnv().
 */
export async function startBenchServer(
  backend: Backend,
  options: {
    nodeArgs?: readonly string[];
    env?: Record<string, string>;
    onOutput?: (text: string) => void;
    root?: string;
  } = {},
): Promise<BenchServer> {
  let cleanup = async () => {};
  const env = { ...benchServerEnv(), ...options.env };
  if (backend === 'postgres') {
    const serverUrl = process.env.DATABASE_URL_TEST;
    if (!serverUrl) throw new Error('DATABASE_URL_TEST is not set');
    const schema = `mw_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create schema ${schema}`);
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
    cleanup = () => adminQuery(serverUrl, `drop schema if exists ${schema} cascade`);
  }
  try {
    const running = await startAppServer(env, {
      nodeArgs: options.nodeArgs,
      onOutput: options.onOutput,
      root: options.root,
    });
    return {
      ...running,
      backend,
      async stop() {
        await running.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A signed-in client: its cookies, kept as a browser keeps them (replaced by every Set-Cookie). */
export class Account {
  readonly cookies = new Map<string, string>();
  uid = '';
  constructor(
    readonly baseUrl: string,
    readonly email: string,
  ) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { Origin: this.baseUrl, ...init.headers };
    if (this.cookies.size > 0) headers.Cookie = this.cookie;
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0\b/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async signUp(): Promise<this> {
    const res = await this.request('/api/auth/sign-up/email', {
      json: { email: this.email, password: PASSWORD, name: this.email.split('@')[0] },
    });
    if (!res.ok) throw new Error(`sign-up ${this.email}: ${res.status} ${await res.text()}`);
    const me = await this.request('/api/me');
    this.uid = ((await me.json()) as { uid: string }).uid;
    return this;
  }

  async signIn(): Promise<void> {
    const res = await this.request('/api/auth/sign-in/email', {
      json: { email: this.email, password: PASSWORD },
    });
    if (!res.ok) throw new Error(`sign-in ${this.email}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
}

let webhookSerial = 0;

/** A Lemon Squeezy subscription event for `account`, signed as Lemon Squeezy signs it. */
export function subscriptionWebhook(account: Account, active: boolean): { body: string; signature: string } {
  const now = new Date(Date.now() + webhookSerial++).toISOString();
  const id = `bench-sub-${account.uid}`;
  const body = JSON.stringify({
    meta: {
      event_name: active ? 'subscription_created' : 'subscription_cancelled',
      test_mode: true,
      custom_data: { user_id: account.uid },
      webhook_id: `bench-${randomBytes(8).toString('hex')}`,
    },
    data: {
      type: 'subscriptions',
      id,
      attributes: {
        status: active ? 'active' : 'cancelled',
        order_id: 1,
        variant_id: SUBSCRIPTION_VARIANT_ID,
        user_email: account.email,
        cancelled: !active,
        created_at: now,
        updated_at: now,
        ends_at: active ? null : now,
        test_mode: true,
      },
    },
  });
  return { body, signature: createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex') };
}

export async function deliverWebhook(baseUrl: string, hook: { body: string; signature: string }) {
  return fetch(`${baseUrl}/api/webhooks/lemonsqueezy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': hook.signature },
    body: hook.body,
  });
}

/** Makes `account` a subscriber through a signed webhook, and checks that it took. */
export async function subscribe(account: Account): Promise<void> {
  const res = await deliverWebhook(account.baseUrl, subscriptionWebhook(account, true));
  if (!res.ok) throw new Error(`webhook: ${res.status} ${await res.text()}`);
  const me = (await (await account.request('/api/me')).json()) as { status: string };
  if (me.status !== 'active') throw new Error(`the subscription did not take: ${JSON.stringify(me)}`);
}

/** Runs `work` and says how loaded the machine was meanwhile (other processes included). */
export async function underLoad<T>(work: () => Promise<T>): Promise<{ result: T; load: string }> {
  const before = readCpu();
  const result = await work();
  const shares = cpuShares(before, readCpu());
  const avg = loadavg()[0]?.toFixed(1) ?? '?';
  const load = shares
    ? `CPU busy ${shares.busy.toFixed(0)} %, stolen ${shares.stolen.toFixed(0)} %, load average ${avg}`
    : `load average ${avg}`;
  return { result, load };
}
