import { sql, type Kysely } from 'kysely';

/**
 * The tables of the auth service (Better Auth, see docs/auth.md), created by our migrations rather than
 * by its CLI so that PGlite and PostgreSQL get the same schema at every start. Names follow Better Auth's
 * model (camelCase columns) under our `auth_` table names; `server/src/auth/auth.test.ts` compares these
 * columns with what the library expects, so an upgrade that adds a field fails a test instead of a query.
 */
export async function up(db: Kysely<never>): Promise<void> {
  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('image', 'text')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('auth_session_user_idx').on('auth_session').column('userId').execute();

  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('providerId', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', 'timestamptz')
    .addColumn('refreshTokenExpiresAt', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_account_user_idx').on('auth_account').column('userId').execute();

  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expiresAt', 'timestamptz', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_verification_identifier_idx')
    .on('auth_verification')
    .column('identifier')
    .execute();

  // Rate-limit counters live in the database so every app server counts the same attempts.
  await db.schema
    .createTable('auth_rate_limit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('lastRequest', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<never>): Promise<void> {
  for (const table of ['auth_rate_limit', 'auth_verification', 'auth_account', 'auth_session', 'auth_user']) {
    await db.schema.dropTable(table).execute();
  }
}
