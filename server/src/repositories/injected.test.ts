import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import type { RouteDeps } from '../deps';
import { buildTestApp, expectNoInternalErrors, testConfig, type TestSite } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, openMigratedDatabase, type TestDatabaseTarget } from '../testing/backends';
import { createPublishedSite } from '../testing/published-site';
import { createRepositories, type Repositories } from './index';

afterAll(expectNoInternalErrors);

/**
 * The repositories are built once and handed to the app: every route and service reads and writes
 * through those. Here they are wrapped to count calls, so a route or service that built a repository
 * of its own again (and so bypassed the injected one) leaves its count at zero and fails below.
 */
function counting(repos: Repositories): { repos: Repositories; calls: (name: string) => number } {
  const counts = new Map<string, number>();
  const wrap = <T extends object>(repo: string, target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof value !== 'function') return value;
        const name = `${repo}.${String(key)}`;
        return (...args: unknown[]) => {
          counts.set(name, (counts.get(name) ?? 0) + 1);
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  const wrapped = Object.fromEntries(
    Object.entries(repos).map(([name, repo]) => [name, wrap(name, repo as object)]),
  ) as unknown as Repositories;
  return { repos: wrapped, calls: (name) => counts.get(name) ?? 0 };
}

const [pglite] = availableBackends();

describe('the injected repositories', () => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let site: TestSite;
  let app: App;
  let ann: TestClient;
  let calls: (name: string) => number;
  let routeDeps: RouteDeps | undefined;

  /** Runs `request` and expects it to have gone through the injected repository's `method`. */
  async function through(method: string, request: () => Promise<Response>): Promise<Response> {
    const before = calls(method);
    const res = await request();
    expect(
      calls(method),
      `${method} was not called: did the route build a repository of its own?`,
    ).toBeGreaterThan(before);
    return res;
  }

  beforeAll(async () => {
    target = await pglite!.createTarget();
    database = await openMigratedDatabase(target);
    site = await createPublishedSite();
    const counted = counting(createRepositories(database.db));
    calls = counted.calls;
    app = buildTestApp({
      database,
      config: testConfig(site, { AUTH_RATE_LIMIT: '1000' }),
      repos: counted.repos,
      extraRoutes: [(_api, deps) => (routeDeps = deps)],
    });
    ann = createTestClient(app);
    expect((await ann.signUp('ann@example.org', 'anns-pass-1')).status).toBe(200);
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
    await site?.cleanup();
  });

  it('are the only way routes reach the data: they get the database as a probe, without its Kysely', () => {
    expect(routeDeps).toBeDefined();
    expect(Object.keys(routeDeps!.database).sort()).toEqual(['kind', 'ping']);
    expect('db' in routeDeps!.database).toBe(false);
  });

  it('serve the account, saved maps, publishing and the public pages', async () => {
    await through('users.get', () => ann.request('/api/me'));
    const saved = await through('maps.create', () =>
      ann.request('/api/maps', { json: { name: 'Mine', document: createDocument('SriLanka') } }),
    );
    expect(saved.status).toBe(201);
    const map = (await saved.json()) as { id: string; version: number };
    const published = await through('published.publish', () =>
      ann.request(`/api/maps/${map.id}/publication`, { method: 'PUT', json: { mapVersion: map.version } }),
    );
    expect(published.status).toBe(201);
    const { publicId } = (await published.json()) as { publicId: string };
    await through('published.get', () => ann.request(`/api/maps/${map.id}/publication`));
    await through('published.list', () => ann.request('/api/publications'));
    expect((await through('published.read', () => ann.request(`/api/published/${publicId}`))).status).toBe(
      200,
    );
    // The public page (a service, not a route) asks for the published version through the same
    // repository first; an id nobody published answers 404 without drawing anything.
    const unknown = 'A'.repeat(publicId.length);
    expect((await through('published.stampOf', () => ann.request(`/m/${unknown}`))).status).toBe(404);
    expect((await through('maps.list', () => ann.request('/api/maps'))).status).toBe(200);
    const unpublished = await through('published.unpublish', () =>
      ann.request(`/api/maps/${map.id}/publication`, { method: 'DELETE' }),
    );
    expect(unpublished.status).toBe(204);
  });

  it('serve downloads', async () => {
    const res = await through('downloads.grant', () =>
      ann.request('/api/downloads', { json: { format: 'png', width: 100, height: 100 } }),
    );
    expect(res.status).toBe(200);
  });

  it('serve the checkout, the test checkout, webhooks and the account page', async () => {
    const started = await through('payments.createTestCheckout', () =>
      ann.request('/api/checkout', { json: { variantId: 966248 } }),
    );
    const path = new URL(((await started.json()) as { url: string }).url).pathname;
    expect((await through('payments.findTestCheckout', () => ann.request(path))).status).toBe(200);
    const form = new URLSearchParams({
      amount: '5',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Ann',
    });
    const pay = () =>
      ann.request(`${path}/pay`, {
        method: 'POST',
        body: form.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    // Paying claims the checkout and delivers its signed event through the webhook path.
    await through('payments.claimTestCheckout', () => through('payments.applyEvent', pay));
    const account = await through('payments.account', () => ann.request('/api/payments'));
    expect(((await account.json()) as { donations: unknown[] }).donations).toHaveLength(1);
    const missing = await through('payments.ownedSubscription', () =>
      ann.request('/api/test-checkout/subscriptions/test-sub-none'),
    );
    expect(missing.status).toBe(404);
  });
});
