import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetIdleNotify, notifyWhenIdle } from './idleNotify';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notifyWhenIdle', () => {
  it('calls each pending notification once, in one batch, when the browser is idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(100);
      idle.push(callback);
      return idle.length;
    });
    const a = vi.fn();
    const b = vi.fn();
    notifyWhenIdle(a);
    notifyWhenIdle(b);
    notifyWhenIdle(a);
    expect(idle).toHaveLength(1);
    expect(a).not.toHaveBeenCalled();
    idle[0]?.();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);

    notifyWhenIdle(b);
    expect(idle).toHaveLength(2);
    idle[1]?.();
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('drops a notification that was forgotten before the browser was idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const kept = vi.fn();
    const dropped = vi.fn();
    notifyWhenIdle(kept);
    notifyWhenIdle(dropped);
    forgetIdleNotify(dropped);
    vi.runAllTimers();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
