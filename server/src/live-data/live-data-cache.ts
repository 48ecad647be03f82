import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LiveDataError, type FetchedText } from './guarded-fetch';

/** A link's row in `live_data` (migration 0980_live_data). */
interface LiveDataEntry {
  /** The last good CSV text; null until a fetch has succeeded. */
  readonly body: string | null;
  readonly fetchedAt: Date | null;
  /** The last attempt's failure; null when it succeeded (or has not finished). */
  readonly error: string | null;
  readonly errorAt: Date | null;
  /** When a server last claimed a fetch of it (successful or not). */
  readonly attemptedAt: Date;
}

/**
 * Live data per link, in the database so that every app server sees the same last good data and the
 * same minute between real fetches (decision "Limits and caches hold across app servers").
 */
export interface LiveDataCacheRepository {
  /**
   * Claims the right to fetch `url` now: true when nobody, on any server, tried it in the last
   * `minIntervalSeconds` (one statement, so two servers cannot both claim the same minute).
   */
  claim(url: string, minIntervalSeconds: number): Promise<boolean>;
  read(url: string): Promise<LiveDataEntry | null>;
  /** Keeps `body` as the last good data; returns when it was got. */
  recordSuccess(url: string, body: string): Promise<Date>;
  /** Keeps the failure's message; the last good data stays. Returns when it failed. */
  recordFailure(url: string, message: string): Promise<Date>;
}

export function createLiveDataCacheRepository(db: Kysely<Database>): LiveDataCacheRepository {
  return {
    async claim(url, minIntervalSeconds) {
      const row = await db
        .insertInto('live_data')
        .values({ url, attempted_at: sql<Date>`now()` })
        .onConflict((oc) =>
          oc
            .column('url')
            .doUpdateSet({ attempted_at: sql<Date>`now()` })
            .where(
              'live_data.attempted_at',
              '<=',
              sql<Date>`now() - make_interval(secs => ${minIntervalSeconds})`,
            ),
        )
        .returning('url')
        .executeTakeFirst();
      return row !== undefined;
    },
    async read(url) {
      const row = await db
        .selectFrom('live_data')
        .select(['body', 'fetched_at', 'error', 'error_at', 'attempted_at'])
        .where('url', '=', url)
        .executeTakeFirst();
      if (!row) return null;
      return {
        body: row.body,
        fetchedAt: row.fetched_at,
        error: row.error,
        errorAt: row.error_at,
        attemptedAt: row.attempted_at,
      };
    },
    async recordSuccess(url, body) {
      const row = await db
        .updateTable('live_data')
        .set({ body, fetched_at: sql<Date>`now()`, error: null, error_at: null })
        .where('url', '=', url)
        .returning('fetched_at')
        .executeTakeFirstOrThrow();
      return row.fetched_at!;
    },
    async recordFailure(url, message) {
      const row = await db
        .updateTable('live_data')
        .set({ error: message, error_at: sql<Date>`now()` })
        .where('url', '=', url)
        .returning('error_at')
        .executeTakeFirstOrThrow();
      return row.error_at!;
    },
  };
}

/** The last good data of a link and when it was got. */
interface LastGood {
  readonly body: string;
  readonly fetchedAt: Date;
}

export type LiveDataResult =
  | { readonly ok: true; readonly body: string; readonly fetchedAt: Date }
  | {
      readonly ok: false;
      readonly message: string;
      readonly failedAt: Date;
      /** Kept from an earlier fetch: a failed fetch never loses it. */
      readonly lastGood: LastGood | null;
    }
  /** Another request (on this server or another) is fetching the link right now, for the first time. */
  | { readonly ok: false; readonly pending: true };

/** At most one real fetch per link per minute, whoever asks. */
const LIVE_DATA_REFRESH_SECONDS = 60;

function lastGoodOf(entry: LiveDataEntry | null): LastGood | null {
  return entry?.body != null && entry.fetchedAt != null
    ? { body: entry.body, fetchedAt: entry.fetchedAt }
    : null;
}

/**
 * The data of a live link: fetched now when nobody fetched it in the last minute, else what the last
 * fetch left. A fetch that fails (a refusal by the guard too) keeps the last good data and says when
 * it was got; a failure that is not a LiveDataError is a bug and is thrown.
 */
export async function loadLiveData(
  url: string,
  deps: {
    readonly cache: LiveDataCacheRepository;
    readonly fetch: (url: string) => Promise<FetchedText>;
    readonly minIntervalSeconds?: number;
  },
): Promise<LiveDataResult> {
  const { cache } = deps;
  if (await cache.claim(url, deps.minIntervalSeconds ?? LIVE_DATA_REFRESH_SECONDS)) {
    try {
      const fetched = await deps.fetch(url);
      return { ok: true, body: fetched.text, fetchedAt: await cache.recordSuccess(url, fetched.text) };
    } catch (error) {
      if (!(error instanceof LiveDataError)) throw error;
      const failedAt = await cache.recordFailure(url, error.message);
      return { ok: false, message: error.message, failedAt, lastGood: lastGoodOf(await cache.read(url)) };
    }
  }
  const entry = await cache.read(url);
  if (entry?.error != null && entry.errorAt != null) {
    return { ok: false, message: entry.error, failedAt: entry.errorAt, lastGood: lastGoodOf(entry) };
  }
  const lastGood = lastGoodOf(entry);
  if (lastGood) return { ok: true, ...lastGood };
  return { ok: false, pending: true };
}
