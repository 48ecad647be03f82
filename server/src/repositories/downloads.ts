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
  /** The SHA-256 of the document downloaded (migration 0920); null from clients that did not send it. */
  document_hash: string | null;
  /** true: a download credit for this document version paid for it, nothing was spent (decision "A download
   * credit covers one version of a map"). */
  covered: ColumnType<boolean, boolean | undefined, never>;
  created_at: ColumnType<Date, never, never>;
}

/** The `download_credits` table (migration 0920_download_credits). */
export interface DownloadCreditsTable {
  user_uid: string;
  document_hash: string;
  granted_at: ColumnType<Date, never, never>;
}

/** A type alias (not an interface) so it satisfies withTables' index-signature constraint. */
export type DownloadTables = {
  downloads: DownloadsTable;
  download_credits: DownloadCreditsTable;
};

/**
 * How long one spent download covers the same document version (decision "A download credit covers one
 * version of a map").
 */
export const CREDIT_HOURS = 24;

export type DownloadRow = Selectable<DownloadsTable>;

export interface DownloadRequest {
  readonly uid: string;
  readonly format: DownloadFormat;
  readonly width: number;
  readonly height: number;
  /**
   * The SHA-256 (hex) of the document's content: a spend then buys a credit for that version in every
   * format and size for CREDIT_HOURS. Absent (a web app from before credits): every download counts.
   */
  readonly documentHash?: string | null;
}

export type DownloadDecision =
  /** `coveredUntil`: when the credit this spend bought ends (null without a document hash). */
  | { readonly outcome: 'granted'; readonly remaining: number; readonly coveredUntil: Date | null }
  /** A credit for this document version paid: nothing spent; `remaining` is the unchanged count. */
  | { readonly outcome: 'covered'; readonly remaining: number; readonly coveredUntil: Date }
  | { readonly outcome: 'unlimited' }
  | { readonly outcome: 'exhausted' }
  | { readonly outcome: 'not-found' };

export interface DownloadRepository {
  /**
   * Decides one download and, when granted, records it, in one SQL statement (one round trip, atomic
   * without a transaction): the spend is a conditional UPDATE (no race can spend more than the user
   * has), and a grant is never without its row nor a row without its grant. With a document hash,
   * one statement decides all but a spend; a spend is a transaction that first locks the user's row
   * (so two grants of one user, e.g. the same map in two formats at once, decide one after the other
   * and the second sees the first's credit), then decides again, spends, buys the credit (or uses
   * one bought meanwhile) and records, in one statement.
   */
  grant(request: DownloadRequest): Promise<DownloadDecision>;
  /** The user's downloads, newest first. */
  list(uid: string, limit?: number): Promise<DownloadRow[]>;
}

export function createDownloadRepository(db: Kysely<Database>): DownloadRepository {
  return {
    async grant(request) {
      if (request.documentHash)
        return grantWithCredit(db, { ...request, documentHash: request.documentHash });
      const { uid, format, width, height } = request;
      // Every part sees the same snapshot; the UPDATE alone re-checks its condition against a row a
      // concurrent statement changed (PostgreSQL's read-committed rule), so `spent` is the truth about
      // the count, and `target` (the snapshot) only says why nothing was spent. A spend wins over a
      // status read from the snapshot (a plan that just ended spends a free download, as it should).
      // `relaxed`: this statement's commit does not wait for the write-ahead log to reach the disk
      // (decision "A download grant is one statement"). A database crash can lose the last fraction of a
      // second of grants (a free download given back, a subscriber's download not recorded), never leave a
      // half-made one; without it a grant waits for a disk flush, which bounded grants to pool size / flush
      // time.
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
      if (row.outcome === 'covered') throw new Error('A download without a document hash cannot be covered');
      return row.outcome === 'granted'
        ? { outcome: 'granted', remaining: Number(row.remaining), coveredUntil: null }
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

type CreditedRequest = DownloadRequest & { documentHash: string };

/**
 * A grant with a document hash. Most are decided by one statement without a lock: a subscriber's
 * (recorded, not counted), a covered one (a live credit only ever stays live or is renewed), and a
 * refusal (downloads never go up). Only a spend, a free user with downloads left and no live credit,
 * takes the per-user lock (spendWithCredit).
 */
async function grantWithCredit(db: Kysely<Database>, request: CreditedRequest): Promise<DownloadDecision> {
  const { uid, format, width, height, documentHash } = request;
  const { rows } = await sql<{
    outcome: DownloadDecision['outcome'] | 'spend';
    remaining: number | null;
    covered_until: Date | string | null;
  }>`
    with relaxed as (
      select set_config('synchronous_commit', 'off', true)
    ), target as (
      select status, downloads from users where uid = ${uid}
    ), credit as (
      select granted_at from download_credits
      where user_uid = ${uid} and document_hash = ${documentHash}
        and granted_at > now() - make_interval(hours => ${CREDIT_HOURS})
    ), decision as (
      select case
        when not exists (select 1 from target) then 'not-found'
        when (select status from target) = 'active' then 'unlimited'
        when exists (select 1 from credit) then 'covered'
        when (select downloads from target) > 0 then 'spend'
        else 'exhausted'
      end as outcome,
      (select downloads from target) as remaining,
      (select granted_at from credit) as granted_at
    ), recorded as (
      insert into downloads (user_uid, format, width, height, unlimited, document_hash, covered)
      select ${uid}, ${format}, ${width}, ${height}, outcome = 'unlimited', ${documentHash}, outcome = 'covered'
      from decision where outcome in ('unlimited', 'covered')
    )
    select outcome, remaining, granted_at + make_interval(hours => ${CREDIT_HOURS}) as covered_until
    from decision cross join relaxed`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The download decision returned no row');
  switch (row.outcome) {
    case 'spend':
      return spendWithCredit(db, request);
    case 'covered':
      if (row.covered_until === null) throw new Error('A covered download has no credit');
      return {
        outcome: 'covered',
        remaining: Number(row.remaining),
        coveredUntil: new Date(row.covered_until),
      };
    case 'granted':
      throw new Error('The first decision never spends');
    default:
      return { outcome: row.outcome };
  }
}

async function spendWithCredit(
  db: Kysely<Database>,
  { uid, format, width, height, documentHash }: CreditedRequest,
): Promise<DownloadDecision> {
  return db.transaction().execute(async (trx) => {
    // The lock serialises this user's credited grants; the next statement takes its snapshot after it,
    // so it sees a credit a concurrent grant of the same version has just bought. `relaxed` as above.
    const locked = await sql<{ uid: string }>`
      select uid, set_config('synchronous_commit', 'off', true) from users where uid = ${uid} for update`.execute(
      trx,
    );
    if (locked.rows.length === 0) return { outcome: 'not-found' } as const;
    const { rows } = await sql<{
      outcome: DownloadDecision['outcome'];
      remaining: number | null;
      covered_until: Date | string | null;
    }>`
      with target as (
        select status, downloads from users where uid = ${uid}
      ), credit as (
        select granted_at from download_credits
        where user_uid = ${uid} and document_hash = ${documentHash}
          and granted_at > now() - make_interval(hours => ${CREDIT_HOURS})
      ), spent as (
        update users set downloads = downloads - 1, updated_at = now()
        where uid = ${uid} and status <> 'active' and downloads > 0 and not exists (select 1 from credit)
        returning downloads
      ), bought as (
        insert into download_credits (user_uid, document_hash, granted_at)
        select ${uid}, ${documentHash}, now() from spent
        on conflict (user_uid, document_hash) do update set granted_at = excluded.granted_at
        returning granted_at
      ), decision as (
        select case
          when (select status from target) = 'active' then 'unlimited'
          when exists (select 1 from credit) then 'covered'
          when exists (select 1 from spent) then 'granted'
          else 'exhausted'
        end as outcome,
        coalesce((select downloads from spent), (select downloads from target)) as remaining,
        coalesce((select granted_at from credit), (select granted_at from bought)) as granted_at
      ), recorded as (
        insert into downloads (user_uid, format, width, height, unlimited, document_hash, covered)
        select ${uid}, ${format}, ${width}, ${height}, outcome = 'unlimited', ${documentHash}, outcome = 'covered'
        from decision where outcome in ('granted', 'unlimited', 'covered')
      )
      select outcome, remaining, granted_at + make_interval(hours => ${CREDIT_HOURS}) as covered_until
      from decision`.execute(trx);
    const row = rows[0];
    if (!row) throw new Error('The download decision returned no row');
    const until = row.covered_until === null ? null : new Date(row.covered_until);
    switch (row.outcome) {
      case 'granted':
        return { outcome: 'granted', remaining: Number(row.remaining), coveredUntil: until };
      case 'covered':
        if (!until) throw new Error('A covered download has no credit');
        return { outcome: 'covered', remaining: Number(row.remaining), coveredUntil: until };
      default:
        return { outcome: row.outcome };
    }
  });
}
