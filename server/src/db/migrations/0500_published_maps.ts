import { sql, type Kysely } from 'kysely';

/**
 * Published maps (docs/server.md, "Published maps"; decision "Published maps"): a read-only snapshot of a
 * saved map's document, reachable by anyone at /m/{public_id}. One row per saved map at most (publishing
 * again updates it, so the link stays); unpublishing deletes the row, and so does deleting the saved map
 * (cascade). `version` grows with every publish: the page and its preview image are cached per version.
 * Numbered from 0500 so it never collides with the accounts (00xx), payments (01xx) and downloads (02xx)
 * migrations.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('published_maps')
    /** 128 random bits, base64url: the only id a visitor ever sees. */
    .addColumn('public_id', 'text', (col) => col.primaryKey())
    .addColumn('map_id', 'text', (col) => col.notNull().unique().references('maps.id').onDelete('cascade'))
    .addColumn('owner_uid', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    /** The snapshot: a later edit of the saved map is not published until it is published again. */
    .addColumn('document', 'jsonb', (col) => col.notNull())
    /** The saved map's version this snapshot was taken from. */
    .addColumn('map_version', 'integer', (col) => col.notNull().check(sql`map_version >= 1`))
    .addColumn('version', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`version >= 1`),
    )
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('published_maps_owner_idx').on('published_maps').column('owner_uid').execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.dropTable('published_maps').execute();
}
