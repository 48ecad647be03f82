import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, createApp, type App } from './app';
import { AUTH_BASE_PATH } from './auth/auth';
import type { DatabaseHandle } from './db/open';
import { ERROR_CODE_BY_STATUS } from './errors';
import { createLogger } from './logger';
import { createRepositories } from './repositories/index';
import { createAppServices, type AppServices } from './services';
import { expectNoInternalErrors, requestAudit, testConfig, type TestSite } from './testing/app';
import { createTestClient, TEST_ORIGIN, type TestClient } from './testing/auth-client';
import { availableBackends, openMigratedDatabase, type TestDatabaseTarget } from './testing/backends';
import { createPublishedSite } from './testing/published-site';
import {
  bodyArbitrary,
  queryArbitrary,
  segmentArbitrary,
  type GeneratedBody,
} from './testing/hostile-inputs';
import { createDocument } from '@mapwright/core/document/defaults';

/**
 * The API under generated input (decision "Input hardening"): every route the app and its auth service
 * answer, enumerated from them, signed in and signed out, gets hostile path segments, query strings and
 * bodies (testing/hostile-inputs.ts). Whatever the input: never a 5xx, and every error is the envelope
 * {error: {code, message}} with the code for its status from the spec's table. The only errors that are
 * not JSON are the built-in test checkout's pages (a browser tab, by design), which must still be 4xx.
 * Every request's log line is checked for 500s too (expectNoInternalErrors).
 */

afterAll(expectNoInternalErrors);

const RUNS_PER_ROUTE = 16;

interface Route {
  readonly method: string;
  readonly path: string;
}

/** The code each status must carry: the spec's table, and the three statuses outside it we use. */
function expectedCode(status: number): string | undefined {
  const extra: Record<number, string> = {
    405: 'unimplemented',
    413: 'invalid-argument',
    415: 'invalid-argument',
  };
  return (ERROR_CODE_BY_STATUS as Record<number, string>)[status] ?? extra[status];
}

/** Every concrete route: the app's own (from its router) and the auth service's (from its endpoints). */
function enumerateRoutes(app: App, services: AppServices): Route[] {
  const own = app.routes
    .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path }));
  const auth = Object.values(services.auth.api as Record<string, unknown>).flatMap((endpoint) => {
    const { path: endpointPath, options } = endpoint as { path?: unknown; options?: { method?: unknown } };
    if (typeof endpointPath !== 'string') return []; // server-only endpoints have no path
    const methods = [options?.method].flat().filter((m): m is string => typeof m === 'string' && m !== '*');
    return (methods.length > 0 ? methods : ['GET', 'POST']).map((method) => ({
      method,
      path: `${AUTH_BASE_PATH}${endpointPath}`,
    }));
  });
  const seen = new Set<string>();
  return [...own, ...auth].filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function fillPath(pattern: string, segments: readonly string[]): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => segments[i++ % segments.length] ?? 'x');
}

describe.each(availableBackends())('the API under generated input on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let dataDir: string;
  let site: TestSite | undefined;
  let services: AppServices;
  let app: App;
  let routes: Route[];
  let user: TestClient;
  const realIds: string[] = [];
  let accounts = 0;

  /** Signs the user in again (or signs up a new one) after the generated input ended the session. */
  async function ensureSignedIn(): Promise<void> {
    const session = (await (await user.request('/api/auth/get-session')).json()) as unknown;
    if (session) return;
    user = createTestClient(app);
    accounts += 1;
    const res = await user.signUp(`fuzz-owner-${accounts}@example.org`, 'owner-pass-1');
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-fuzz-'));
    // A site with Sri Lanka's map files: the real map's thumbnail is drawn (without map files the
    // server rightly answers 503, which a random run would meet only when it picks that route and id).
    site = await createPublishedSite();
    const config = testConfig(site, { DATA_DIR: dataDir, AUTH_RATE_LIMIT: '100000' });
    const logger = createLogger('info', requestAudit);
    const repos = createRepositories(database.db);
    services = createAppServices({ config, database, repos, logger });
    app = createApp({
      config,
      database,
      repos,
      logger,
      version: '9.9.9-test',
      services,
      apiRoutes: API_ROUTES,
    });
    routes = enumerateRoutes(app, services);
    user = createTestClient(app);
    await ensureSignedIn();
    const map = (await (
      await user.request('/api/maps', { json: { name: 'Real', document: createDocument('SriLanka') } })
    ).json()) as { id: string };
    const checkout = (await (
      await user.request('/api/checkout', { json: { variantId: 966248 } })
    ).json()) as {
      url: string;
    };
    realIds.push(map.id, new URL(checkout.url).pathname.split('/').at(-1) ?? 'x');
  });

  afterAll(async () => {
    await services?.close();
    await database?.close();
    await target?.cleanup();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await site?.cleanup();
  });

  it('enumerates every route of the app and the auth service', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/health',
      'PUT /api/maps/:id',
      'POST /api/downloads',
      'POST /api/test-checkout/:id/pay',
      'POST /api/webhooks/lemonsqueezy',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/update-user',
      'POST /api/auth/reset-password',
      'GET /api/auth/reset-password/:token',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it(
    'never answers 5xx, and answers every error with the envelope and the code for its status',
    { timeout: 180_000 },
    async () => {
      const request = fc.record({
        route: fc.constantFrom(...routes),
        signedIn: fc.boolean(),
        segments: fc.array(segmentArbitrary(realIds), { minLength: 1, maxLength: 2 }),
        query: queryArbitrary,
        body: bodyArbitrary,
        signWebhook: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ route, signedIn, segments, query, body, signWebhook }) => {
          const url = `${fillPath(route.path, segments)}${query}`;
          const res = await send(route.method, url, body, signedIn, signWebhook);
          const type = res.headers.get('content-type') ?? '';
          const text = type.includes('event-stream') ? (await res.body?.cancel(), '') : await res.text();
          const where = `${route.method} ${url.slice(0, 200)} (${signedIn ? 'signed in' : 'signed out'})`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            if (route.path.startsWith('/api/test-checkout/') && type.startsWith('text/html')) return;
            expect(type, where).toMatch(/^application\/json/);
            const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
            expect(Object.keys(parsed), where).toEqual(['error']);
            expect(parsed.error?.code, where).toBe(expectedCode(res.status));
            expect(typeof parsed.error?.message === 'string' && parsed.error.message.length > 0, where).toBe(
              true,
            );
          }
          if (signedIn && route.path.startsWith('/api/auth/')) await ensureSignedIn();
        }),
        { numRuns: routes.length * RUNS_PER_ROUTE },
      );
    },
  );

  async function send(
    method: string,
    url: string,
    body: GeneratedBody,
    signedIn: boolean,
    signWebhook: boolean,
  ): Promise<Response> {
    const withBody = method !== 'GET' && method !== 'HEAD' && body.text !== undefined;
    const headers: Record<string, string> = {};
    if (withBody && body.contentType) headers['Content-Type'] = body.contentType;
    if (withBody && signWebhook && url.startsWith('/api/webhooks/')) {
      headers['X-Signature'] = services.payments.sign(new TextEncoder().encode(body.text));
    }
    const init: RequestInit = { method, headers, body: withBody ? body.text : undefined };
    if (signedIn) return user.request(url, init);
    if (method !== 'GET' && method !== 'HEAD') headers.Origin = TEST_ORIGIN;
    return app.request(url, init);
  }
});
