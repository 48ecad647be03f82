import { sql, type Kysely } from 'kysely';

/**
 * Download credits (decision "A download credit covers one version of a map"): one free download pays for one
 * version of one map (the SHA-256 of its document, computed by core/src/document/contentHash.ts) in every
 * format and size for 24 hours. One row per user and document hash; `granted_at` is when the download was
 * spent. A new spend for an expired credit moves `granted_at` forward. `downloads.document_hash` records
 * which version each download was of, and `covered` that a credit paid for it (nothing was spent). Numbered
 * 0920, after every earlier migration and clear of numbers other work may take.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('download_credits')
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('document_hash', 'text', (col) => col.notNull().check(sql`document_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('granted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('download_credits_pk', ['user_uid', 'document_hash'])
    .execute();
  await db.schema.alterTable('downloads').addColumn('document_hash', 'text').execute();
  await db.schema
    .alterTable('downloads')
    .addColumn('covered', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.alterTable('downloads').dropColumn('covered').execute();
  await db.schema.alterTable('downloads').dropColumn('document_hash').execute();
  await db.schema.dropTable('download_credits').execute();
}
