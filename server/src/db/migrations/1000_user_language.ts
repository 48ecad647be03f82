import type { Kysely } from 'kysely';

/**
 * The interface language an account chose (issue 47, decision "The language is chosen once and kept
 * with the account"): a code the web app offers, or null until its first sign-in. Not in the user
 * record's live payload: another tab follows it at its next sign-in or reload, not at once.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
