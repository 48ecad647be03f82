import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/**
 * Pieces for tests that run real app servers side by side: a database of their own on the test
 * PostgreSQL server, a round-robin HTTP proxy in front of the servers (a load balancer's stand-in), and
 * a cookie-keeping HTTP client over real sockets.
 */

export interface TestPostgresDatabase {
  /** The new database's connection string. */
  readonly url: string;
  /** Runs one statement on the database (to set up or check rows as an operator would). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Drops the database (ending any connection left). */
  drop(): Promise<void>;
}

/** A fresh database on the PostgreSQL server of `serverUrl` (DATABASE_URL_TEST). */
export async function createPostgresDatabase(serverUrl: string): Promise<TestPostgresDatabase> {
  const name = `mw_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return admin(url.toString(), async (client) => (await client.query<T>(text, values)).rows);
    },
    async drop() {
      await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface RoundRobinProxy {
  readonly url: string;
  /** Where requests go, in turn; set once the servers behind it run (they need its URL first). */
  targets: string[];
  close(): Promise<void>;
}

/** An HTTP proxy that sends each request to the next target in turn, streaming both ways. */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let next = 0;
  const proxy: RoundRobinProxy = { url: '', targets: [], close: () => Promise.resolve() };
  const server = http.createServer((request, response) => {
    const target = new URL(proxy.targets[next++ % proxy.targets.length] ?? 'http://127.0.0.1:9');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export interface HttpClient {
  /** `base` is the server (or proxy) to ask; the cookies are the client's, whichever it asks. */
  request(base: string, path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** The Cookie header this client sends (for requests written by hand). */
  cookieHeader(): string;
}

/** A browser stand-in over real sockets: keeps cookies and sends the Origin a page of `origin` sends. */
export function createHttpClient(origin: string): HttpClient {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    cookieHeader,
    async request(base, path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) headers.set('Cookie', cookieHeader());
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const method = init.method ?? (body === undefined ? 'GET' : 'POST');
      if (method !== 'GET' && method !== 'HEAD') headers.set('Origin', origin);
      const res = await fetch(new URL(path, base), { ...init, method, headers, body });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || /max-age=0\b/i.test(cookie)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
  };
}

/** Server-sent events read from a response as they come. */
export function readEvents(res: Response): {
  events: { event: string; data: string }[];
  /** Resolves with the first event (seen or to come) that `test` accepts. */
  waitFor(
    test: (event: { event: string; data: string }) => boolean,
  ): Promise<{ event: string; data: string }>;
  close(): Promise<void>;
} {
  const events: { event: string; data: string }[] = [];
  const waiting: { test: (e: { event: string; data: string }) => boolean; resolve: (e: never) => void }[] =
    [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
        const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
        if (block.split('\n').every((line) => line.startsWith(':'))) continue;
        const parsed = { event, data };
        events.push(parsed);
        for (const waiter of [...waiting]) {
          if (waiter.test(parsed)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(parsed as never);
          }
        }
      }
    }
  })();
  return {
    events,
    waitFor(test) {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiting.push({ test, resolve }));
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
