import { sql, type Kysely } from 'kysely';

/**
 * One row per granted download (docs/export.md): who, which format and size, whether it was counted
 * against the free downloads or free of charge on the plan, and when. Granted and recorded in one
 * transaction with the decrement (server/src/repositories/downloads.ts). Numbered from 0200 so it never
 * collides with the accounts (00xx) and payments (01xx) migrations.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('downloads')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('format', 'text', (col) => col.notNull().check(sql`format in ('png', 'svg', 'pdf')`))
    .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
    /** true: the plan made it free (status 'active'); false: one of the free downloads was spent. */
    .addColumn('unlimited', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('downloads_user_idx')
    .on('downloads')
    .columns(['user_uid', 'created_at'])
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.dropTable('downloads').execute();
}
