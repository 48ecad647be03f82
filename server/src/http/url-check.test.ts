import { afterAll, describe, expect, it } from 'vitest';
import type { ApiRoutes } from '../deps';
import { buildTestApp, expectNoInternalErrors } from '../testing/app';
import { MAX_PATH_SEGMENT_LENGTH, MAX_QUERY_TEXT_LENGTH } from './url-check';

const probes: ApiRoutes = (api) => {
  api.get('/probe/items/:itemId', (c) => c.json({ itemId: c.req.param('itemId'), q: c.req.query('q') }));
};

const app = buildTestApp({ extraRoutes: [probes] });

afterAll(expectNoInternalErrors);

async function error(path: string, init?: RequestInit) {
  const res = await app.request(path, init);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('path segments and query parameters of /api', () => {
  it('pass through when they are plain text (percent-encoded UTF-8 included)', async () => {
    const res = await app.request('/api/probe/items/caf%C3%A9%20%F0%9F%90%9F?q=%E0%B7%81');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ itemId: 'café 🐟', q: 'ශ' });
  });

  it('refuse a NUL with 400 invalid-argument naming the route parameter', async () => {
    expect(await error('/api/probe/items/a%00b')).toEqual({
      status: 400,
      body: {
        error: { code: 'invalid-argument', message: 'Invalid itemId: must not contain a NUL character' },
      },
    });
  });

  it("name the auth service's path parameters too, and other segments by position", async () => {
    expect(await error('/api/auth/reset-password/a%00b')).toEqual({
      status: 400,
      body: {
        error: { code: 'invalid-argument', message: 'Invalid token: must not contain a NUL character' },
      },
    });
    expect(await error('/api/nothing%00here/x', { method: 'POST' })).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: 'Invalid path segment 2: must not contain a NUL character',
        },
      },
    });
  });

  it('refuse percent-encoding that is not UTF-8 (an encoded lone surrogate) and over-long segments', async () => {
    expect(await error('/api/probe/items/%ED%A0%80')).toEqual({
      status: 400,
      body: {
        error: { code: 'invalid-argument', message: 'Invalid itemId: is not valid percent-encoded UTF-8' },
      },
    });
    expect((await error('/api/probe/items/100%')).status).toBe(400);
    const long = await error(`/api/probe/items/${'x'.repeat(MAX_PATH_SEGMENT_LENGTH + 1)}`);
    expect(long).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: `Invalid itemId: must be at most ${MAX_PATH_SEGMENT_LENGTH} characters`,
        },
      },
    });
    expect((await app.request(`/api/probe/items/${'x'.repeat(MAX_PATH_SEGMENT_LENGTH)}`)).status).toBe(200);
  });

  it('refuse a bad query parameter, naming it', async () => {
    expect(await error('/api/probe/items/1?callbackURL=%2Fx%00')).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: 'Invalid query parameter callbackURL: must not contain a NUL character',
        },
      },
    });
    const long = await error(`/api/probe/items/1?q=${'x'.repeat(MAX_QUERY_TEXT_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    expect(await error('/api/probe/items/1?a%00=1')).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: 'Invalid query parameter name: must not contain a NUL character',
        },
      },
    });
  });
});
