import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

interface LimitRule {
  /** Requests allowed per window. */
  readonly max: number;
  readonly windowSeconds: number;
}

export type LimitOutcome =
  | { readonly allowed: true }
  | { readonly allowed: false; /** Until the window ends, rounded up. */ readonly retryAfterSeconds: number };

/**
 * Counters per key and fixed window, in the database so that every app server counts the same requests
 * (password-reset mails per address per hour). One statement per request: it opens a window for a new
 * key (or one whose window has ended) and otherwise adds one, so concurrent requests never lose a count.
 */
export interface RequestLimitRepository {
  consume(key: string, rule: LimitRule): Promise<LimitOutcome>;
}

/** Ended windows are deleted at most this often per app server (they are harmless until then). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function createRequestLimitRepository(db: Kysely<Database>): RequestLimitRepository {
  let lastSweep = 0;
  return {
    async consume(key, rule) {
      const window = sql<Date>`now() + make_interval(secs => ${rule.windowSeconds})`;
      // The count stops at max + 1: over the limit is over, and an int4 cannot overflow however long
      // someone keeps asking.
      const row = await db
        .insertInto('request_limits')
        .values({ key, count: 1, window_ends_at: window })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when request_limits.window_ends_at <= now() then 1
              else least(request_limits.count + 1, ${rule.max + 1}) end`,
            window_ends_at: sql`case when request_limits.window_ends_at <= now()
              then excluded.window_ends_at else request_limits.window_ends_at end`,
          }),
        )
        .returning([
          'count',
          sql<number>`greatest(1, ceil(extract(epoch from window_ends_at - now())))::int`.as('seconds_left'),
        ])
        .executeTakeFirstOrThrow();
      if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await db
          .deleteFrom('request_limits')
          .where('window_ends_at', '<', sql<Date>`now()`)
          .execute();
      }
      return row.count <= rule.max
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: row.seconds_left };
    },
  };
}
