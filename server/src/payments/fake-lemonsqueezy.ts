import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Lemon Squeezy API for tests: listens on 127.0.0.1 (a free port), records every
 * request and answers POST /v1/checkouts as told. Closed by the test (and unref'd so it never holds
 * the process open).
 */
export interface FakeLemonSqueezy {
  readonly url: string;
  readonly requests: { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }[];
  /** What the next checkout requests get: a status and a body (default 201 with a checkout url). */
  respondWith(status: number, body: unknown): void;
  close(): Promise<void>;
}

export const FAKE_CHECKOUT_URL = 'https://mapwright-test.lemonsqueezy.com/checkout/custom/fake-123';

export async function startFakeLemonSqueezy(): Promise<FakeLemonSqueezy> {
  const requests: FakeLemonSqueezy['requests'] = [];
  let reply: { status: number; body: unknown } = {
    status: 201,
    body: {
      jsonapi: { version: '1.0' },
      data: { type: 'checkouts', id: 'fake-123', attributes: { url: FAKE_CHECKOUT_URL } },
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as text
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (req.method === 'POST' && req.url === '/v1/checkouts') {
        res.writeHead(reply.status, { 'Content-Type': 'application/vnd.api+json' });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      } else {
        res.writeHead(404, { 'Content-Type': 'application/vnd.api+json' });
        res.end(JSON.stringify({ errors: [{ status: '404', title: 'Not Found' }] }));
      }
    });
  });
  server.unref();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(status, body) {
      reply = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
