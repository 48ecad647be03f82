import { sql, type Kysely } from 'kysely';

/**
 * Maps saved to an account. `version` starts at 1 and grows by one with every save; a save names the
 * version it was based on, so an older copy can never silently overwrite a newer one (409 instead).
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('maps')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_uid', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('document', 'jsonb', (col) => col.notNull())
    .addColumn('version', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`version >= 1`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('maps_owner_idx').on('maps').columns(['owner_uid', 'updated_at']).execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.dropTable('maps').execute();
}
