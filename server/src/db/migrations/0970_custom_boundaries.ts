import { sql, type Kysely } from 'kysely';

/**
 * Users' own boundaries (issue 45, decision "Own boundaries are stored once, by their content"): each
 * geometry once, keyed by the sha256 of its JSON, and which accounts uploaded it (an account's quota
 * counts the geometries it uploaded; a second upload of the same file stores nothing new).
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('custom_boundaries')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('divisions', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('custom_boundary_owners')
    .addColumn('hash', 'text', (col) =>
      col.notNull().references('custom_boundaries.hash').onDelete('cascade'),
    )
    .addColumn('owner_uid', 'text', (col) => col.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('custom_boundary_owners_pkey', ['hash', 'owner_uid'])
    .execute();
  await db.schema
    .createIndex('custom_boundary_owners_owner')
    .on('custom_boundary_owners')
    .column('owner_uid')
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.dropTable('custom_boundary_owners').execute();
  await db.schema.dropTable('custom_boundaries').execute();
}
