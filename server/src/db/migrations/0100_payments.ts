import { sql, type Kysely } from 'kysely';

/**
 * Payments (docs/payments.md): every webhook event once (by a derived id), the latest known state of each
 * subscription with the provider's timestamp of that state (so an older event never overwrites a newer
 * one), donations, and the built-in test checkout's open checkouts. Numbered from 0100 so it never
 * collides with the accounts migrations.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('event_name', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('user_uid', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uid', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text')
    .addColumn('variant_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider_updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('customer_portal_url', 'text')
    .addColumn('test_mode', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_uid').execute();

  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uid', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('test_mode', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ordered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('donations_user_idx')
    .on('donations')
    .columns(['user_uid', 'ordered_at'])
    .execute();

  await db.schema
    .createTable('test_checkouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uid', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('variant_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  for (const table of ['test_checkouts', 'donations', 'subscriptions', 'payment_events']) {
    await db.schema.dropTable(table).execute();
  }
}
