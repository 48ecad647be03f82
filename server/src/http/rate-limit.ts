import { createHash } from 'node:crypto';
import type { LimitOutcome, RequestLimitRepository } from '../repositories/request-limits';

/**
 * Counters per key in fixed windows, kept in the database (decision "Limits and caches hold across app
 * servers"): every app server on one PostgreSQL counts the same requests, so a limit holds however many
 * servers share the load. Each check is one statement (an upsert into `request_limits`); the key is
 * stored hashed, never an address or an account id in clear.
 */
export interface RateRule {
  /** Requests allowed per window. */
  readonly max: number;
  readonly windowSeconds: number;
}

export type RateOutcome = LimitOutcome;

export interface RateLimiter {
  consume(key: string): Promise<RateOutcome>;
}

/** `name` keeps the counters of one limit apart from every other's (writes, renders, ...). */
export function createRateLimiter(limits: RequestLimitRepository, name: string, rule: RateRule): RateLimiter {
  return {
    consume(key) {
      const hashed = createHash('sha256').update(key).digest('hex').slice(0, 32);
      return limits.consume(`${name}:${hashed}`, rule);
    },
  };
}
