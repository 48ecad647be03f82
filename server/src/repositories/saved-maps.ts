import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SavedMapsLimits } from '../config';
import type { Database } from '../db/schema';
import type { SavedMap, SavedMapSummary } from '@mapwright/core/api/savedMaps';

/** Which of the account's limits a create or save would pass. */
type SavedMapStamp = { readonly version: number; readonly country: string };

type LimitReached = { readonly outcome: 'limit'; readonly limit: 'count' | 'bytes' };

type CreateOutcome = { readonly outcome: 'created'; readonly map: SavedMap } | LimitReached;

type SaveOutcome =
  | { readonly outcome: 'saved'; readonly map: SavedMap }
  | { readonly outcome: 'conflict'; readonly currentVersion: number }
  | { readonly outcome: 'not-found' }
  | LimitReached;

/**
 * Maps saved to an account. Every query is scoped by owner: another user's map id reads as missing.
 * `save` is one conditional UPDATE (`where version = baseVersion`), so of two saves based on the same
 * version exactly one wins and the other learns it is stale, on PGlite and on a shared PostgreSQL.
 */
export interface SavedMapRepository {
  list(owner: string): Promise<SavedMapSummary[]>;
  get(owner: string, id: string): Promise<SavedMap | undefined>;
  /** The saved version and country of one map, without its document (a thumbnail's validator). */
  stampOf(owner: string, id: string): Promise<SavedMapStamp | undefined>;
  create(
    owner: string,
    input: { country: string; name: string; document: unknown },
    limits: SavedMapsLimits,
  ): Promise<CreateOutcome>;
  /** `country` is the document's map slug again: a save may move the map to other boundaries. */
  save(
    owner: string,
    id: string,
    input: { country: string; document: unknown },
    baseVersion: number,
    limits: SavedMapsLimits,
  ): Promise<SaveOutcome>;
  rename(owner: string, id: string, name: string): Promise<SavedMapSummary | undefined>;
  remove(owner: string, id: string): Promise<boolean>;
}

const SUMMARY_COLUMNS = ['id', 'country', 'name', 'version', 'created_at', 'updated_at'] as const;

interface SummaryRow {
  id: string;
  country: string;
  name: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

function toSummary(row: SummaryRow): SavedMapSummary {
  return {
    id: row.id,
    country: row.country,
    name: row.name,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toMap(row: SummaryRow & { document: unknown }): SavedMap {
  return { ...toSummary(row), document: row.document };
}

export function createSavedMapRepository(db: Kysely<Database>): SavedMapRepository {
  return {
    async list(owner) {
      const rows = await db
        .selectFrom('maps')
        .select(SUMMARY_COLUMNS)
        .where('owner_uid', '=', owner)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
    },

    async get(owner, id) {
      const row = await db
        .selectFrom('maps')
        .select([...SUMMARY_COLUMNS, 'document'])
        .where('owner_uid', '=', owner)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toMap(row) : undefined;
    },

    async stampOf(owner, id) {
      return db
        .selectFrom('maps')
        .select(['version', 'country'])
        .where('owner_uid', '=', owner)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async create(owner, { country, name, document }, limits) {
      const text = JSON.stringify(document);
      const size = Buffer.byteLength(text);
      // The limit is checked in the writing transaction, after locking the owner's row: concurrent
      // creates by one account (on any app server) are taken one at a time, so none passes the limit.
      const rows = await db.transaction().execute(async (trx) => {
        await lockOwner(trx, owner);
        const inserted = await sql<SummaryRow & { document: unknown }>`
        insert into maps (id, owner_uid, country, name, document, size_bytes)
        select ${randomUUID()}, ${owner}, ${country}, ${name}, ${text}::jsonb, ${size}::int
        where (select count(*) from maps where owner_uid = ${owner}) < ${limits.maxCount}::bigint
          and (select coalesce(sum(size_bytes), 0) from maps where owner_uid = ${owner}) + ${size}::bigint
            <= ${limits.maxBytes}::bigint
        returning id, country, name, version, created_at, updated_at, document`.execute(trx);
        return inserted.rows;
      });
      const row = rows[0];
      if (row) return { outcome: 'created', map: toMap(row) };
      const usage = await db
        .selectFrom('maps')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('owner_uid', '=', owner)
        .executeTakeFirstOrThrow();
      return { outcome: 'limit', limit: Number(usage.count) >= limits.maxCount ? 'count' : 'bytes' };
    },

    async save(owner, id, { country, document }, baseVersion, limits) {
      const text = JSON.stringify(document);
      const size = Buffer.byteLength(text);
      // As in create: the owner's row is locked first, so two saves that each fit cannot pass together.
      const row = await db.transaction().execute(async (trx) => {
        await lockOwner(trx, owner);
        return (
          trx
            .updateTable('maps')
            .set({
              country,
              document: text,
              size_bytes: size,
              version: (eb) => eb('version', '+', 1),
              updated_at: sql<Date>`now()`,
            })
            .where('owner_uid', '=', owner)
            .where('id', '=', id)
            .where('version', '=', baseVersion)
            // A save that does not grow the map is always allowed (even over a lowered limit).
            .where(
              sql<boolean>`(${size}::int <= size_bytes or
            (select coalesce(sum(m.size_bytes), 0) from maps m where m.owner_uid = ${owner} and m.id <> ${id})
              + ${size}::bigint <= ${limits.maxBytes}::bigint)`,
            )
            .returning([...SUMMARY_COLUMNS, 'document'])
            .executeTakeFirst()
        );
      });
      if (row) return { outcome: 'saved', map: toMap(row) };
      const current = await db
        .selectFrom('maps')
        .select('version')
        .where('owner_uid', '=', owner)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return { outcome: 'not-found' };
      return current.version === baseVersion
        ? { outcome: 'limit', limit: 'bytes' }
        : { outcome: 'conflict', currentVersion: current.version };
    },

    async rename(owner, id, name) {
      const row = await db
        .updateTable('maps')
        .set({ name, updated_at: sql<Date>`now()` })
        .where('owner_uid', '=', owner)
        .where('id', '=', id)
        .returning(SUMMARY_COLUMNS)
        .executeTakeFirst();
      return row ? toSummary(row) : undefined;
    },

    async remove(owner, id) {
      const result = await db
        .deleteFrom('maps')
        .where('owner_uid', '=', owner)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** Serialises one account's writes that check its limits, until the transaction ends. */
async function lockOwner(trx: Transaction<Database>, owner: string): Promise<void> {
  await sql`select 1 from users where uid = ${owner} for update`.execute(trx);
}
