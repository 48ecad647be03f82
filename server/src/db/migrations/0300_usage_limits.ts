import { sql, type Kysely } from 'kysely';

/**
 * What the usage limits count (decision "Input hardening"):
 * - `maps.size_bytes`: the size of each saved document as stored (its JSON text in UTF-8), so an
 *   account's total is a sum over an index instead of a scan of every document;
 * - `request_limits`: a counter per key and fixed time window (password-reset mails per address per
 *   hour), shared by every app server on the database. Keys hold no address in clear (a hash of it).
 * Numbered from 0300, after the downloads (02xx).
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .alterTable('maps')
    .addColumn('size_bytes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`size_bytes >= 0`),
    )
    .execute();
  await sql`update maps set size_bytes = octet_length(document::text)`.execute(db);

  await db.schema
    .createTable('request_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('request_limits_window_idx')
    .on('request_limits')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.dropTable('request_limits').execute();
  await db.schema.alterTable('maps').dropColumn('size_bytes').execute();
}
