import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('starts at 1 s and grows by 1.5 each attempt', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1000, 1500, 2250, 3375, 5063]);
  });

  it('never exceeds 60 s and stays there', () => {
    expect(reconnectDelay(10)).toBe(57665);
    expect(reconnectDelay(11)).toBe(60000);
    expect(reconnectDelay(1000)).toBe(60000);
  });

  it('treats nonsense attempts as the first', () => {
    expect(reconnectDelay(-3)).toBe(1000);
    expect(reconnectDelay(Number.NaN)).toBe(1000);
  });
});
