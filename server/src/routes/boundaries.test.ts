import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { createRepositories } from '../repositories/index';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { customBoundaryBody } from '../testing/custom-boundary';

afterAll(expectNoInternalErrors);

/** What the browser sends: the level it built from the user's file. */
const boundaryBody = () => customBoundaryBody();

describe.each(availableBackends())('own boundaries on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let app: App;
  let ann: TestClient;
  let bob: TestClient;
  const reads: string[] = [];

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    // The stored contents read, so a test can tell HEAD never reads one.
    const repos = createRepositories(database.db);
    const boundaries = repos.customBoundaries;
    app = buildTestApp({
      database,
      config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40) }),
      repos: {
        ...repos,
        customBoundaries: {
          ...boundaries,
          get: (hash) => {
            reads.push(hash);
            return boundaries.get(hash);
          },
        },
      },
    });
    ann = createTestClient(app);
    bob = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    await bob.signUp('bob@example.org', 'bobs-pass-1');
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('needs a signed-in user to store', async () => {
    const res = await createTestClient(app).request('/api/boundaries', { json: boundaryBody() });
    expect(res.status).toBe(401);
  });

  it('stores a geometry once by its content and serves it by its hash', async () => {
    const first = await ann.request('/api/boundaries', { json: boundaryBody() });
    expect(first.status).toBe(201);
    const { hash, divisions } = (await first.json()) as { hash: string; divisions: number };
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(divisions).toBe(3);
    // The same file again, by another account: the same hash, nothing new stored.
    const again = await bob.request('/api/boundaries', { json: boundaryBody() });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { hash: string }).hash).toBe(hash);
    const served = await createTestClient(app).request(`/api/boundaries/${hash}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = (await served.json()) as {
      screen: { objects: { divisions: { geometries: { properties: { name: string } }[] } } };
    };
    expect(body.screen.objects.divisions.geometries.map((g) => g.properties.name)).toEqual([
      'North',
      'South',
      'East',
    ]);
    expect((await createTestClient(app).request(`/api/boundaries/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await createTestClient(app).request('/api/boundaries/not-a-hash')).status).toBe(404);
  });

  it('says whether a hash is stored, without reading it', async () => {
    const stored = await ann.request('/api/boundaries', { json: customBoundaryBody(['West', 'Hill']) });
    const { hash } = (await stored.json()) as { hash: string };
    const visitor = createTestClient(app);
    const asked = await visitor.request(`/api/boundaries/${hash}/stored`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ stored: true });
    expect(asked.headers.get('cache-control')).toBe('no-store');
    expect(reads).not.toContain(hash);
    const missing = await visitor.request(`/api/boundaries/${'0'.repeat(64)}/stored`);
    expect(await missing.json()).toEqual({ stored: false });
    expect((await visitor.request('/api/boundaries/not-a-hash/stored')).status).toBe(404);
  });

  it('checks what it stores: polygons only, names, arcs that exist', async () => {
    const lines = boundaryBody();
    const geometry = lines.screen.objects.divisions.geometries[0] as unknown as Record<string, unknown>;
    geometry.type = 'LineString';
    const refused = await ann.request('/api/boundaries', { json: lines });
    expect(refused.status).toBe(400);
    const unnamed = boundaryBody();
    (unnamed.print.objects.divisions.geometries[1] as unknown as { properties: object }).properties = {};
    expect((await ann.request('/api/boundaries', { json: unnamed })).status).toBe(400);
    const dangling = boundaryBody();
    dangling.screen.arcs = dangling.screen.arcs.slice(0, 1);
    const answer = await ann.request('/api/boundaries', { json: dangling });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('names an arc its screen topology does not have');
  });
});
