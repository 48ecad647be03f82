import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';

export const DOWNLOAD_FORMATS = ['png', 'svg', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The `downloads` table (migration 0200_downloads). */
export interface DownloadsTable {
  id: Generated<string>;
  user_uid: string;
  format: DownloadFormat;
  width: number;
  height: number;
  unlimited: boolean;
  created_at: ColumnType<Date, never, never>;
}

/** A type alias (not an interface) so it satisfies withTables' index-signature constraint. */
export type DownloadTables = {
  downloads: DownloadsTable;
};

export type DownloadRow = Selectable<DownloadsTable>;

export interface DownloadRequest {
  readonly uid: string;
  readonly format: DownloadFormat;
  readonly width: number;
  readonly height: number;
}

export type DownloadDecision =
  | { readonly outcome: 'granted'; readonly remaining: number }
  | { readonly outcome: 'unlimited' }
  | { readonly outcome: 'exhausted' }
  | { readonly outcome: 'not-found' };

export interface DownloadRepository {
  /**
   * Decides one download and, when granted, records it, in one SQL statement (one round trip, atomic
   * without a transaction): the spend is a conditional UPDATE (no race can spend more than the user
   * has), and a grant is never without its row nor a row without its grant.
   */
  grant(request: DownloadRequest): Promise<DownloadDecision>;
  /** The user's downloads, newest first. */
  list(uid: string, limit?: number): Promise<DownloadRow[]>;
}

export function createDownloadRepository(db: Kysely<Database>): DownloadRepository {
  return {
    async grant({ uid, format, width, height }) {
      // Every part sees the same snapshot; the UPDATE alone re-checks its condition against a row a
      // concurrent statement changed (PostgreSQL's read-committed rule), so `spent` is the truth about
      // the count, and `target` (the snapshot) only says why nothing was spent. A spend wins over a
      // status read from the snapshot (a plan that just ended spends a free download, as it should).
      // `relaxed`: this statement's commit does not wait for the write-ahead log to reach the disk
      // (decision 0012). A database crash can lose the last fraction of a second of grants (a free
      // download given back, a subscriber's download not recorded), never leave a half-made one;
      // without it a grant waits for a disk flush, which bounded grants to pool size / flush time.
      const { rows } = await sql<{ outcome: DownloadDecision['outcome']; remaining: number | null }>`
        with relaxed as (
          select set_config('synchronous_commit', 'off', true)
        ), target as (
          select status from users where uid = ${uid}
        ), spent as (
          update users set downloads = downloads - 1, updated_at = now()
          where uid = ${uid} and status <> 'active' and downloads > 0
          returning downloads
        ), decision as (
          select case
            when exists (select 1 from spent) then 'granted'
            when not exists (select 1 from target) then 'not-found'
            when (select status from target) = 'active' then 'unlimited'
            else 'exhausted'
          end as outcome, (select downloads from spent) as remaining
        ), recorded as (
          insert into downloads (user_uid, format, width, height, unlimited)
          select ${uid}, ${format}, ${width}, ${height}, outcome = 'unlimited'
          from decision where outcome in ('granted', 'unlimited')
        )
        select outcome, remaining from decision cross join relaxed`.execute(db);
      const row = rows[0];
      if (!row) throw new Error('The download decision returned no row');
      return row.outcome === 'granted'
        ? { outcome: 'granted', remaining: Number(row.remaining) }
        : { outcome: row.outcome };
    },

    async list(uid, limit = 50) {
      return db
        .withTables<DownloadTables>()
        .selectFrom('downloads')
        .selectAll()
        .where('user_uid', '=', uid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
