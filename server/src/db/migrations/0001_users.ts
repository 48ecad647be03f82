import { sql, type Kysely } from 'kysely';

/**
 * The user record of the original product: keyed by the authentication user id, 3 free downloads,
 * status 'free' until a subscription makes it 'active'. Migrations take Kysely<never> because they must
 * not depend on the current TypeScript schema, which describes the database after the last migration.
 */

export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('downloads', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(3)
        .check(sql`downloads >= 0`),
    )
    // Only the two statuses the product knows; a later plan state needs a migration, on purpose.
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('free')
        .check(sql`status in ('free', 'active')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Sign-in and webhooks look users up by email (case-insensitively, as people type it differently).
  await db.schema
    .createIndex('users_email_idx')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
