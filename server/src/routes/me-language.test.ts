import { afterAll, describe, expect, it } from 'vitest';
import { expectNoInternalErrors } from '../testing/app';
import { createTestClient } from '../testing/auth-client';
import { availableBackends } from '../testing/backends';
import { useTwoAccounts } from '../testing/two-accounts';

afterAll(expectNoInternalErrors);

describe.each(availableBackends())('the account’s interface language on $kind', ({ createTarget }) => {
  const accounts = useTwoAccounts(createTarget);

  it('needs a signed-in user', async () => {
    const visitor = createTestClient(accounts.app);
    expect((await visitor.request('/api/me/language')).status).toBe(401);
    expect(
      (await visitor.request('/api/me/language', { method: 'PUT', json: { language: 'fr' } })).status,
    ).toBe(401);
  });

  it('is null until set, then the code set, for that account only', async () => {
    expect(await (await accounts.ann.request('/api/me/language')).json()).toEqual({ language: null });
    const put = await accounts.ann.request('/api/me/language', {
      method: 'PUT',
      json: { language: 'zh-Hans' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ language: 'zh-Hans' });
    expect(await (await accounts.ann.request('/api/me/language')).json()).toEqual({ language: 'zh-Hans' });
    expect(await (await accounts.bob.request('/api/me/language')).json()).toEqual({ language: null });
  });

  it('refuses a language the interface does not offer, saying why, and keeps the one it had', async () => {
    for (const language of ['zh', 'ko', '', 42]) {
      const res = await accounts.ann.request('/api/me/language', { method: 'PUT', json: { language } });
      expect(res.status, String(language)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /^Invalid language/,
      );
    }
    expect(await (await accounts.ann.request('/api/me/language')).json()).toEqual({ language: 'zh-Hans' });
  });
});
