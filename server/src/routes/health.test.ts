import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors } from '../testing/app';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { createFakeDatabase } from '../testing/fake-database';

afterAll(expectNoInternalErrors);

describe.each(availableBackends())('GET /api/health on $kind', ({ kind, createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    app = buildTestApp({ database });
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('reports ok with the version, the database kind and its latency', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { database: { latencyMs: number } };
    expect(body).toEqual({
      status: 'ok',
      version: '9.9.9-test',
      database: { kind, ok: true, latencyMs: expect.any(Number) as number },
    });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers HEAD', async () => {
    const res = await app.request('/api/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
  });

  it('reports 503 unavailable once the database is closed', async () => {
    await database.close();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'unavailable', message: 'Database unavailable' } });
  });
});

describe('GET /api/health with a database that does not answer', () => {
  it('reports 503 when the ping fails', async () => {
    const app = buildTestApp({
      database: createFakeDatabase({
        ping: () => Promise.reject(new Error('Database did not answer within 2000 ms')),
      }),
    });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  });
});
