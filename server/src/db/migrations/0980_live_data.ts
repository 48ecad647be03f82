import type { Kysely } from 'kysely';

/**
 * Live data (issue 46, decision "Live data is fetched by the server behind a guard"): per link, the last
 * good CSV text and when it was got, the last attempt (at most one real fetch per link per minute, on
 * any app server) and the last failure with its message, so a failed fetch keeps the last good data.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('live_data')
    .addColumn('url', 'text', (col) => col.primaryKey())
    .addColumn('body', 'text')
    .addColumn('fetched_at', 'timestamptz')
    .addColumn('attempted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('error_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.dropTable('live_data').execute();
}
