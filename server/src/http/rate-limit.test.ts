import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows max requests per key and window, then says how long to wait', () => {
    let clock = 0;
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 }, { now: () => clock });
    expect([1, 2, 3].map(() => limiter.consume('a').allowed)).toEqual([true, true, true]);
    clock = 15_500;
    expect(limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.consume('b').allowed).toBe(true);
    clock = 60_000;
    expect(limiter.consume('a').allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, forgetting the oldest windows first', () => {
    let clock = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, { maxKeys: 2, now: () => clock });
    limiter.consume('a');
    clock = 1;
    limiter.consume('b');
    clock = 2;
    limiter.consume('c');
    // 'a' was forgotten: a fresh window; 'c' is still counted.
    expect(limiter.consume('a').allowed).toBe(true);
    expect(limiter.consume('c').allowed).toBe(false);
  });
});
