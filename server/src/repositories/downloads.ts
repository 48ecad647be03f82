import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';

// A time map's series too: a video or an animated GIF (migration 0990_series_downloads).
export const DOWNLOAD_FORMATS = ['png', 'svg', 'pdf', 'mp4', 'webm', 'gif'] as const;
type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The `downloads` table (migration 0200_downloads). */
interface DownloadsTable {
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
  /** The key of the map downloaded (migration 0950); null from clients that did not send it. */
  map_key: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** The `download_credits` table (migration 0920_download_credits). */
interface DownloadCreditsTable {
  user_uid: string;
  document_hash: string;
  granted_at: ColumnType<Date, never, never>;
}

/** The `map_download_credits` table (migration 0950_map_download_credits). */
interface MapDownloadCreditsTable {
  user_uid: string;
  map_key: string;
  granted_at: ColumnType<Date, never, never>;
}

/** The `saved_map_keys` table (migration 0950): which map a saved map's version is. */
interface SavedMapKeysTable {
  map_id: string;
  user_uid: string;
  version: number;
  map_key: string;
}

/** A type alias (not an interface) so it satisfies withTables' index-signature constraint. */
type DownloadTables = {
  downloads: DownloadsTable;
  download_credits: DownloadCreditsTable;
  map_download_credits: MapDownloadCreditsTable;
  saved_map_keys: SavedMapKeysTable;
};

/**
 * How long one spent download covers the same map (decision "One download covers one map, its key") and
 * the same document version (decision "A download credit covers one version of a map").
 */
const CREDIT_HOURS = 24;

type DownloadRow = Selectable<DownloadsTable>;

interface DownloadRequest {
  readonly uid: string;
  readonly format: DownloadFormat;
  readonly width: number;
  readonly height: number;
  /**
   * The SHA-256 (hex) of the document's content: a spend then buys a credit for that version in every
   * format and size for CREDIT_HOURS. Absent (a web app from before credits): every download counts.
   */
  readonly documentHash?: string | null;
  /**
   * The map's key (core/src/editor/map-key.ts): a spend buys a credit for that map, whatever is edited,
   * for CREDIT_HOURS. Absent (a web app from before map keys): only the version is covered.
   */
  readonly mapKey?: string | null;
}

/** What a download would be of: the map and its version (either may be absent). */
type CreditTarget = Pick<DownloadRequest, 'documentHash' | 'mapKey'>;

/** Which map a saved map's version is (the key of the editor that saved it). */
interface SavedMapKey {
  readonly version: number;
  readonly mapKey: string;
}

type RecordKeyOutcome =
  /** Recorded, or a later version's key was already recorded (which stays). */
  | 'recorded'
  | 'stale'
  /** No saved map of this user has this id, or it has no such version. */
  | 'not-found';

type DownloadDecision =
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
  /**
   * Until when a download of this map (or version) is covered for the user without spending one; null
   * when it is not. Reads only: the dialog says it before anything is asked.
   */
  coveredUntil(uid: string, target: CreditTarget): Promise<Date | null>;
  /**
   * Records that the user's saved map `mapId`, at `version`, is the map `mapKey` (its editor saved it).
   * A key recorded for a later version stays; a map that is not the user's, or older than `version`, is
   * not found.
   */
  recordSavedMapKey(uid: string, mapId: string, key: SavedMapKey): Promise<RecordKeyOutcome>;
  /** The key recorded for the user's saved map, with the version it was recorded for; null when none. */
  savedMapKey(uid: string, mapId: string): Promise<SavedMapKey | null>;
  /** The user's downloads, newest first. */
  list(uid: string, limit?: number): Promise<DownloadRow[]>;
}

export function createDownloadRepository(db: Kysely<Database>): DownloadRepository {
  return {
    async grant(request) {
      if (request.documentHash || request.mapKey) return grantWithCredit(db, request);
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

    async coveredUntil(uid, target) {
      const { rows } = await sql<{ granted_at: Date | string | null }>`
        select ${liveCredit(uid, target)} as granted_at`.execute(db);
      const granted = rows[0]?.granted_at ?? null;
      return granted === null ? null : new Date(new Date(granted).getTime() + CREDIT_HOURS * 3600_000);
    },

    async recordSavedMapKey(uid, mapId, { version, mapKey }) {
      // One statement: the map must be the user's and hold this version; a key recorded for a later
      // version (a save made after this one, reported first) is kept.
      const { rows } = await sql<{ found: boolean; recorded: boolean }>`
        with target as (
          select id from maps where id = ${mapId} and owner_uid = ${uid} and version >= ${version}
        ), upserted as (
          insert into saved_map_keys (map_id, user_uid, version, map_key)
          select id, ${uid}, ${version}, ${mapKey} from target
          on conflict (map_id) do update set version = excluded.version, map_key = excluded.map_key
          where saved_map_keys.version <= excluded.version
          returning 1
        )
        select exists (select 1 from target) as found, exists (select 1 from upserted) as recorded`.execute(
        db,
      );
      const row = rows[0];
      if (!row?.found) return 'not-found';
      return row.recorded ? 'recorded' : 'stale';
    },

    async savedMapKey(uid, mapId) {
      const row = await db
        .withTables<DownloadTables>()
        .selectFrom('saved_map_keys')
        .select(['version', 'map_key'])
        .where('map_id', '=', mapId)
        .where('user_uid', '=', uid)
        .executeTakeFirst();
      return row ? { version: row.version, mapKey: row.map_key } : null;
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

/**
 * When the user's live credit for this map or this version was bought (the later of the two), or null: a
 * scalar subquery, so one statement can decide with it. A credit is live for CREDIT_HOURS after its spend.
 */
function liveCredit(uid: string, { mapKey, documentHash }: CreditTarget) {
  return sql<Date | null>`(
    select max(granted_at) from (
      select granted_at from map_download_credits
      where user_uid = ${uid} and map_key = ${mapKey ?? null}
        and granted_at > now() - make_interval(hours => ${CREDIT_HOURS})
      union all
      select granted_at from download_credits
      where user_uid = ${uid} and document_hash = ${documentHash ?? null}
        and granted_at > now() - make_interval(hours => ${CREDIT_HOURS})
    ) live
  )`;
}

/**
 * A grant with a map key or a document hash. Most are decided by one statement without a lock: a
 * subscriber's (recorded, not counted), a covered one (a live credit for the map or the version: a live
 * credit only ever stays live or is renewed), and a refusal (downloads never go up). Only a spend, a free
 * user with downloads left and no live credit, takes the per-user lock (spendWithCredit).
 */
async function grantWithCredit(db: Kysely<Database>, request: DownloadRequest): Promise<DownloadDecision> {
  const { uid, format, width, height } = request;
  const documentHash = request.documentHash ?? null;
  const mapKey = request.mapKey ?? null;
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
      select ${liveCredit(uid, request)} as granted_at
    ), decision as (
      select case
        when not exists (select 1 from target) then 'not-found'
        when (select status from target) = 'active' then 'unlimited'
        when (select granted_at from credit) is not null then 'covered'
        when (select downloads from target) > 0 then 'spend'
        else 'exhausted'
      end as outcome,
      (select downloads from target) as remaining,
      (select granted_at from credit) as granted_at
    ), recorded as (
      insert into downloads (user_uid, format, width, height, unlimited, document_hash, map_key, covered)
      select ${uid}, ${format}, ${width}, ${height}, outcome = 'unlimited', ${documentHash}, ${mapKey},
        outcome = 'covered'
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

async function spendWithCredit(db: Kysely<Database>, request: DownloadRequest): Promise<DownloadDecision> {
  const { uid, format, width, height } = request;
  const documentHash = request.documentHash ?? null;
  const mapKey = request.mapKey ?? null;
  return db.transaction().execute(async (trx) => {
    // The lock serialises this user's credited grants; the next statement takes its snapshot after it,
    // so it sees a credit a concurrent grant of the same map or version has just bought. `relaxed` as
    // above.
    const locked = await sql<{ uid: string }>`
      select uid, set_config('synchronous_commit', 'off', true) from users where uid = ${uid} for update`.execute(
      trx,
    );
    if (locked.rows.length === 0) return { outcome: 'not-found' } as const;
    // The spend buys a credit for the map (whatever is edited next) and one for this version (wherever
    // it is opened next), from the same moment.
    const { rows } = await sql<{
      outcome: DownloadDecision['outcome'];
      remaining: number | null;
      covered_until: Date | string | null;
    }>`
      with target as (
        select status, downloads from users where uid = ${uid}
      ), credit as (
        select ${liveCredit(uid, request)} as granted_at
      ), spent as (
        update users set downloads = downloads - 1, updated_at = now()
        where uid = ${uid} and status <> 'active' and downloads > 0
          and (select granted_at from credit) is null
        returning downloads, now() as granted_at
      ), bought_map as (
        insert into map_download_credits (user_uid, map_key, granted_at)
        select ${uid}, ${mapKey}, granted_at from spent where ${mapKey}::text is not null
        on conflict (user_uid, map_key) do update set granted_at = excluded.granted_at
      ), bought_version as (
        insert into download_credits (user_uid, document_hash, granted_at)
        select ${uid}, ${documentHash}, granted_at from spent where ${documentHash}::text is not null
        on conflict (user_uid, document_hash) do update set granted_at = excluded.granted_at
      ), decision as (
        select case
          when (select status from target) = 'active' then 'unlimited'
          when (select granted_at from credit) is not null then 'covered'
          when exists (select 1 from spent) then 'granted'
          else 'exhausted'
        end as outcome,
        coalesce((select downloads from spent), (select downloads from target)) as remaining,
        coalesce((select granted_at from credit), (select granted_at from spent)) as granted_at
      ), recorded as (
        insert into downloads (user_uid, format, width, height, unlimited, document_hash, map_key, covered)
        select ${uid}, ${format}, ${width}, ${height}, outcome = 'unlimited', ${documentHash}, ${mapKey},
          outcome = 'covered'
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
