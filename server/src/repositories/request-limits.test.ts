import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open';
import { availableBackends, openMigratedDatabase, type TestDatabaseTarget } from '../testing/backends';
import { createRequestLimitRepository, type RequestLimitRepository } from './request-limits';

describe.each(availableBackends())('request limits on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let limits: RequestLimitRepository;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    limits = createRequestLimitRepository(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('allows max requests per window and key, then says how long until the window ends', async () => {
    const rule = { max: 3, windowSeconds: 3600 };
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await limits.consume('a', rule));
    expect(outcomes.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    for (const refused of outcomes.slice(3)) {
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) {
        expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
      }
    }
    expect(await limits.consume('b', rule)).toEqual({ allowed: true });
  });

  it('opens a new window once the last one has ended', async () => {
    const rule = { max: 1, windowSeconds: 1 };
    expect(await limits.consume('short', rule)).toEqual({ allowed: true });
    expect(await limits.consume('short', rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limits.consume('short', rule)).toEqual({ allowed: true });
  });

  it('counts every one of many concurrent requests', async () => {
    const rule = { max: 10, windowSeconds: 3600 };
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => limits.consume('burst', rule)));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(10);
  });
});
