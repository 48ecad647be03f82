import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import { createUserRepository, type UserRepository } from './users';

describe.each(availableBackends())('user repository on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let users: UserRepository;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    users = createUserRepository(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('returns undefined for an unknown user', async () => {
    expect(await users.get('nobody')).toBeUndefined();
  });

  it('creates a missing user with 3 downloads and status free', async () => {
    const user = await users.ensure({ uid: 'u-new', email: 'new@example.org' });
    expect(user).toMatchObject({ uid: 'u-new', email: 'new@example.org', downloads: 3, status: 'free' });
    expect(user.created_at).toBeInstanceOf(Date);
    expect(await users.get('u-new')).toEqual(user);
  });

  it('merges on a second ensure: downloads and status are never reset', async () => {
    await users.ensure({ uid: 'u-merge', email: 'm@example.org' });
    await users.grantDownload('u-merge');
    await users.setStatus('u-merge', 'active');
    const again = await users.ensure({ uid: 'u-merge', email: 'm@example.org' });
    expect(again).toMatchObject({ downloads: 2, status: 'active' });
  });

  it('follows a changed email on ensure and bumps updated_at only then', async () => {
    const first = await users.ensure({ uid: 'u-email', email: 'old@example.org' });
    const same = await users.ensure({ uid: 'u-email', email: 'old@example.org' });
    expect(same.updated_at).toEqual(first.updated_at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await users.ensure({ uid: 'u-email', email: 'new@example.org' });
    expect(changed.email).toBe('new@example.org');
    expect(changed.updated_at.getTime()).toBeGreaterThan(first.updated_at.getTime());
    expect(changed.created_at).toEqual(first.created_at);
  });

  it('creates exactly one record when first sign-ins race', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => users.ensure({ uid: 'u-race', email: 'race@example.org' })),
    );
    expect(new Set(results.map((r) => r.created_at.getTime())).size).toBe(1);
    expect(results.every((r) => r.downloads === 3)).toBe(true);
  });

  it('sets the status, and reports an unknown user as undefined', async () => {
    await users.ensure({ uid: 'u-status', email: 's@example.org' });
    expect(await users.setStatus('u-status', 'active')).toMatchObject({ status: 'active' });
    expect(await users.setStatus('u-status', 'free')).toMatchObject({ status: 'free', downloads: 3 });
    expect(await users.setStatus('nobody', 'active')).toBeUndefined();
  });

  it('grants downloads while some are left, then reports exhausted', async () => {
    await users.ensure({ uid: 'u-dl', email: 'dl@example.org' });
    expect(await users.grantDownload('u-dl')).toEqual({ outcome: 'granted', remaining: 2 });
    expect(await users.grantDownload('u-dl')).toEqual({ outcome: 'granted', remaining: 1 });
    expect(await users.grantDownload('u-dl')).toEqual({ outcome: 'granted', remaining: 0 });
    expect(await users.grantDownload('u-dl')).toEqual({ outcome: 'exhausted' });
    expect((await users.get('u-dl'))?.downloads).toBe(0);
  });

  it('grants subscribers unlimited downloads without spending their count', async () => {
    await users.ensure({ uid: 'u-sub', email: 'sub@example.org' });
    await users.setStatus('u-sub', 'active');
    for (let i = 0; i < 5; i++) expect(await users.grantDownload('u-sub')).toEqual({ outcome: 'unlimited' });
    expect((await users.get('u-sub'))?.downloads).toBe(3);
    expect(await users.grantDownload('nobody')).toEqual({ outcome: 'not-found' });
  });

  it('never spends more than the user has under concurrent requests', async () => {
    await users.ensure({ uid: 'u-burst', email: 'burst@example.org' });
    const grants = await Promise.all(Array.from({ length: 12 }, () => users.grantDownload('u-burst')));
    expect(grants.filter((g) => g.outcome === 'granted')).toHaveLength(3);
    expect(grants.filter((g) => g.outcome === 'exhausted')).toHaveLength(9);
    expect((await users.get('u-burst'))?.downloads).toBe(0);
  });
});
