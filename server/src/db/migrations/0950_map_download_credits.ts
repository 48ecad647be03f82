import { sql, type Kysely } from 'kysely';

/** A map key as the core makes it (core/src/editor/map-key.ts): a lowercase version-4 UUID. */
const MAP_KEY = sql`'^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'`;

/**
 * Credits per map (decision "One download covers one map, its key"): one free download pays for one map,
 * named by the key the editor keeps beside its document, in every format and size for 24 hours, whatever
 * is edited. One row per user and map key; `granted_at` is when the download was spent.
 * `saved_map_keys` says which map a saved map's version is (the key of the editor that saved it), so a
 * saved map opened again, in another tab or on another device, is the same map; it goes with the saved
 * map. `downloads.map_key` records which map each download was of. The credits per version of 0920 stay:
 * the same version, wherever it is opened, is still covered. Numbered 0950, after every earlier migration
 * and clear of numbers other work may take.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('map_download_credits')
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('map_key', 'text', (col) => col.notNull().check(sql`map_key ~ ${MAP_KEY}`))
    .addColumn('granted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('map_download_credits_pk', ['user_uid', 'map_key'])
    .execute();
  await db.schema
    .createTable('saved_map_keys')
    .addColumn('map_id', 'text', (col) => col.primaryKey().references('maps.id').onDelete('cascade'))
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
    .addColumn('map_key', 'text', (col) => col.notNull().check(sql`map_key ~ ${MAP_KEY}`))
    .execute();
  await db.schema.alterTable('downloads').addColumn('map_key', 'text').execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.alterTable('downloads').dropColumn('map_key').execute();
  await db.schema.dropTable('saved_map_keys').execute();
  await db.schema.dropTable('map_download_credits').execute();
}
