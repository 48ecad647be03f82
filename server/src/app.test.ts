import { Readable } from 'node:stream';
import { HTTPException } from 'hono/http-exception';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoutes } from './deps';
import { formatBytes } from './app';
import { ApiError } from './errors';
import { readJson } from './http/read-json';
import type { LogRecord } from './logger';
import { buildTestApp, expectNoInternalErrors, requestAudit, testConfig } from './testing/app';

/** Test-only probe routes, registered on the app under test (the product ships none of these). */
const probes: ApiRoutes = (api) => {
  api.post('/probe/echo', async (c) => {
    const body = await readJson(c, z.object({ name: z.string().min(1), size: z.number().int().positive() }));
    return c.json({ received: body });
  });
  api.get('/probe/conflict', () => {
    throw new ApiError(409, 'Version conflict');
  });
  api.get('/probe/http-exception', () => {
    throw new HTTPException(429, { message: 'Slow down' });
  });
  api.get('/probe/crash', () => {
    throw new Error('secret internal detail');
  });
};

const app = buildTestApp({
  config: testConfig(undefined, { BODY_LIMIT_BYTES: '1024' }),
  extraRoutes: [probes],
});

afterAll(expectNoInternalErrors);

function postJson(path: string, body: string, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('API errors', () => {
  it('answers an unknown API route with 404 not-found in the envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['GET', '/api'],
      ['DELETE', '/api/'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: { code: 'not-found', message: expect.stringContaining(path) as string },
      });
    }
  });

  it('answers a wrong method on a known API route with 405, Allow and code unimplemented', async () => {
    const res = await app.request('/api/health', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({
      error: { code: 'unimplemented', message: 'Method DELETE not allowed; use GET, HEAD' },
    });
    const post = await app.request('/api/probe/echo', { method: 'GET' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('POST');
  });

  it('answers a non-GET request outside /api with 405', async () => {
    const res = await app.request('/Countries', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unimplemented');
  });

  it('maps a thrown ApiError to its status and code', async () => {
    const res = await app.request('/api/probe/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'aborted', message: 'Version conflict' } });
  });

  it("maps Hono's HTTPException to the envelope", async () => {
    const res = await app.request('/api/probe/http-exception');
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: 'resource-exhausted', message: 'Slow down' } });
  });

  it('turns an unexpected throw into 500 internal with a generic message, logging the stack', async () => {
    const records: LogRecord[] = [];
    const crashing = buildTestApp({ extraRoutes: [probes], records });
    const res = await crashing.request('/api/probe/crash');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ error: { code: 'internal', message: 'Internal server error' } });
    expect(JSON.stringify(body)).not.toContain('secret');
    const logged = records.find((r) => r.msg === 'unhandled error');
    expect(logged?.requestId).toBe(res.headers.get('x-request-id'));
    expect((logged?.error as { stack: string }).stack).toContain('secret internal detail');
    expect(records.find((r) => r.msg === 'request')).toMatchObject({ level: 'error', status: 500 });
  });
});

describe('readJson', () => {
  it('returns the validated body', async () => {
    const res = await postJson('/api/probe/echo', '{"name":"India","size":2}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: { name: 'India', size: 2 } });
  });

  it.each(['{"name": "India",', '', 'undefined', "{'a':1}"])(
    'rejects malformed JSON %j with 400',
    async (body) => {
      const res = await postJson('/api/probe/echo', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'invalid-argument', message: 'Malformed JSON body' },
      });
    },
  );

  it('names the first invalid field', async () => {
    const res = await postJson('/api/probe/echo', '{"name":"India","size":-1}');
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/^Invalid size: /);
    const missing = await postJson('/api/probe/echo', '{"size":1}');
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(
      /^Invalid name: /,
    );
    const notObject = await postJson('/api/probe/echo', '[1]');
    expect(((await notObject.json()) as { error: { message: string } }).error.message).toMatch(
      /^Invalid body: /,
    );
  });

  it('requires a JSON content type (415 invalid-argument)', async () => {
    const res = await app.request('/api/probe/echo', {
      method: 'POST',
      body: '{"name":"India","size":2}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid-argument');
    const vendor = await postJson('/api/probe/echo', '{"name":"x","size":1}', {
      'Content-Type': 'application/merge-patch+json; charset=utf-8',
    });
    expect(vendor.status).toBe(200);
  });
});

describe('body size limit', () => {
  const tooBig = JSON.stringify({ name: 'x'.repeat(2000), size: 1 });

  it('answers 413 invalid-argument when Content-Length is over the limit', async () => {
    const res = await postJson('/api/probe/echo', tooBig);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Request body too large (limit 1 KB)' },
    });
  });

  it('answers 413 when a streamed body without Content-Length grows over the limit', async () => {
    const stream = Readable.toWeb(
      Readable.from([Buffer.from(tooBig.slice(0, 900)), Buffer.from(tooBig.slice(900))]),
    );
    const res = await app.request('/api/probe/echo', {
      method: 'POST',
      body: stream as unknown as ReadableStream,
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('accepts a body right at the limit', async () => {
    const body = JSON.stringify({ name: 'x', size: 1 }).padEnd(1024, ' ');
    expect(Buffer.byteLength(body)).toBe(1024);
    expect((await postJson('/api/probe/echo', body)).status).toBe(200);
  });

  it('formats limits for people', () => {
    expect(formatBytes(1048576)).toBe('1 MB');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1500)).toBe('1500 bytes');
  });
});

describe('request log', () => {
  it('writes one structured line per request and returns the id in X-Request-Id', async () => {
    const before = requestAudit.records.length;
    const res = await app.request('/api/nope?token=secret');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = requestAudit.records.slice(before).filter((r) => r.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/nope',
      status: 404,
      requestId: id,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('gives every request its own id and ignores a client-sent id unless the proxy is trusted', async () => {
    const a = await app.request('/api/nope', { headers: { 'X-Request-Id': 'from-client' } });
    const b = await app.request('/api/nope');
    expect(a.headers.get('x-request-id')).not.toBe('from-client');
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));

    const proxied = buildTestApp({ config: testConfig(undefined, { TRUST_PROXY: 'true' }) });
    const trusted = await proxied.request('/api/nope', { headers: { 'X-Request-Id': 'lb-1234' } });
    expect(trusted.headers.get('x-request-id')).toBe('lb-1234');
    const junk = await proxied.request('/api/nope', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(junk.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });
});
