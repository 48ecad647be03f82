/**
 * Counters per key in fixed windows, in this process's memory (decision "Rate limits on writes and
 * on uncached public drawings"): they guard what one app
 * server spends (its CPU on renders, its database connection on writes), so each server counts what it
 * serves. Memory stays bounded: at most `maxKeys` keys are counted; past that the oldest windows are
 * forgotten first (a forgotten key starts a fresh window, so an attacker spraying keys frees others'
 * counts, never blocks anyone).
 */
export interface RateRule {
  /** Requests allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

export type RateOutcome =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      /** Until the window ends, whole seconds, at least 1. */ readonly retryAfterSeconds: number;
    };

export interface RateLimiter {
  consume(key: string): RateOutcome;
}

const DEFAULT_MAX_KEYS = 100_000;

export function createRateLimiter(
  rule: RateRule,
  options: { maxKeys?: number; now?: () => number } = {},
): RateLimiter {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const now = options.now ?? Date.now;
  /** Insertion order is window start order: a new window re-inserts its key. */
  const windows = new Map<string, { endsAt: number; count: number }>();
  return {
    consume(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        windows.delete(key);
        window = { endsAt: at + rule.windowMs, count: 0 };
        windows.set(key, window);
        for (const [oldest, entry] of windows) {
          if (windows.size <= maxKeys && entry.endsAt > at) break;
          windows.delete(oldest);
        }
      }
      if (window.count >= rule.max) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
