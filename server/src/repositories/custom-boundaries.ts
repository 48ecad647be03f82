import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type StoreOutcome =
  | { readonly outcome: 'stored'; readonly created: boolean }
  | { readonly outcome: 'quota'; readonly usedBytes: number };

/**
 * Users' own boundaries, each stored once by its content's sha256; an account's quota is the bytes of
 * the boundaries it uploaded. A second upload of the same geometry, by anyone, stores nothing new.
 */
export interface CustomBoundaryRepository {
  store(
    ownerUid: string,
    item: { hash: string; content: string; name: string; divisions: number },
    quotaBytes: number,
  ): Promise<StoreOutcome>;
  get(hash: string): Promise<string | null>;
  /** Whether a geometry is stored under `hash`, without reading it (a save checks the map names one). */
  has(hash: string): Promise<boolean>;
}

export function createCustomBoundaryRepository(db: Kysely<Database>): CustomBoundaryRepository {
  return {
    store(ownerUid, item, quotaBytes) {
      const size = Buffer.byteLength(item.content);
      return db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('custom_boundary_owners')
          .select('hash')
          .where('owner_uid', '=', ownerUid)
          .where('hash', '=', item.hash)
          .executeTakeFirst();
        if (owned) return { outcome: 'stored', created: false } as const;
        const used = await trx
          .selectFrom('custom_boundary_owners as o')
          .innerJoin('custom_boundaries as b', 'b.hash', 'o.hash')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('b.size_bytes'), eb.lit(0)).as('bytes'))
          .where('o.owner_uid', '=', ownerUid)
          .executeTakeFirstOrThrow();
        const usedBytes = Number(used.bytes);
        if (usedBytes + size > quotaBytes) return { outcome: 'quota', usedBytes } as const;
        const inserted = await trx
          .insertInto('custom_boundaries')
          .values({ hash: item.hash, content: item.content, size_bytes: size, divisions: item.divisions })
          .onConflict((oc) => oc.column('hash').doNothing())
          .returning('hash')
          .executeTakeFirst();
        await trx
          .insertInto('custom_boundary_owners')
          .values({ hash: item.hash, owner_uid: ownerUid, name: item.name })
          .onConflict((oc) => oc.columns(['hash', 'owner_uid']).doNothing())
          .execute();
        return { outcome: 'stored', created: inserted !== undefined } as const;
      });
    },
    async get(hash) {
      const row = await db
        .selectFrom('custom_boundaries')
        .select('content')
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row?.content ?? null;
    },
    async has(hash) {
      const row = await db
        .selectFrom('custom_boundaries')
        .select('hash')
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
