import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';

afterAll(expectNoInternalErrors);

describe.each(availableBackends())('the account’s interface language on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let app: App;
  let ann: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    app = buildTestApp({ database, config: testConfig(undefined, { AUTH_SECRET: 'x'.repeat(40) }) });
    ann = createTestClient(app);
    bob = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    await bob.signUp('bob@example.org', 'bobs-pass-1');
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  it('needs a signed-in user', async () => {
    const visitor = createTestClient(app);
    expect((await visitor.request('/api/me/language')).status).toBe(401);
    expect(
      (await visitor.request('/api/me/language', { method: 'PUT', json: { language: 'fr' } })).status,
    ).toBe(401);
  });

  it('is null until set, then the code set, for that account only', async () => {
    expect(await (await ann.request('/api/me/language')).json()).toEqual({ language: null });
    const put = await ann.request('/api/me/language', { method: 'PUT', json: { language: 'zh-Hans' } });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ language: 'zh-Hans' });
    expect(await (await ann.request('/api/me/language')).json()).toEqual({ language: 'zh-Hans' });
    expect(await (await bob.request('/api/me/language')).json()).toEqual({ language: null });
  });

  it('refuses a language the interface does not offer, saying why, and keeps the one it had', async () => {
    for (const language of ['zh', 'ko', '', 42]) {
      const res = await ann.request('/api/me/language', { method: 'PUT', json: { language } });
      expect(res.status, String(language)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /^Invalid language/,
      );
    }
    expect(await (await ann.request('/api/me/language')).json()).toEqual({ language: 'zh-Hans' });
  });
});
