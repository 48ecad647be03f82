import { describe, expect, it } from 'vitest';
import { createSessionMemo } from './session-memo';

/** A Cookie header as the browser sends it after sign-in with the cookie cache on. */
function cookies(token: string, cacheExpiresAt: number, extra = ''): string {
  const data = Buffer.from(
    JSON.stringify({ session: {}, expiresAt: cacheExpiresAt, signature: 's' }),
  ).toString('base64url');
  return `theme=dark; better-auth.session_token=${token}; better-auth.session_data=${data}${extra}`;
}

describe('session memo', () => {
  const now = 1_000_000;

  it('answers the exact same cookies until the cache cookie expires', () => {
    const memo = createSessionMemo<string>();
    const header = cookies('t1.sig', now + 60_000);
    memo.set(header, 'ann', now + 7 * 86_400_000, now);
    expect(memo.get(header, now + 59_999)).toBe('ann');
    expect(memo.get(header, now + 60_000)).toBeUndefined();
  });

  it('never answers another token or another cache cookie', () => {
    const memo = createSessionMemo<string>();
    memo.set(cookies('t1.sig', now + 60_000), 'ann', now + 86_400_000, now);
    expect(memo.get(cookies('t2.sig', now + 60_000), now)).toBeUndefined();
    expect(memo.get(cookies('t1.sig', now + 59_000), now)).toBeUndefined();
  });

  it('keeps nothing without both cookies, with an unreadable cache cookie, or past the session', () => {
    const memo = createSessionMemo<string>();
    memo.set('better-auth.session_token=t1.sig', 'ann', now + 86_400_000, now);
    memo.set('better-auth.session_token=t1.sig; better-auth.session_data=%%%', 'ann', now + 86_400_000, now);
    memo.set(cookies('t1.sig', now + 60_000), 'ann', now - 1, now);
    expect(memo.size).toBe(0);
  });

  it('drops the least recently used entry beyond its size', () => {
    const memo = createSessionMemo<string>(2);
    const [a, b, c] = ['a', 'b', 'c'].map((t) => cookies(t, now + 60_000));
    memo.set(a, 'a', now + 86_400_000, now);
    memo.set(b, 'b', now + 86_400_000, now);
    expect(memo.get(a, now)).toBe('a');
    memo.set(c, 'c', now + 86_400_000, now);
    expect(memo.get(b, now)).toBeUndefined();
    expect(memo.get(a, now)).toBe('a');
    expect(memo.get(c, now)).toBe('c');
  });
});
