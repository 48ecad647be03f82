import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UserStatus, UsersTable } from '../db/schema';

export type User = Selectable<UsersTable>;

/** What spending one download came to; see grantDownload. */
type DownloadGrant =
  | { readonly outcome: 'granted'; readonly remaining: number }
  | { readonly outcome: 'unlimited' }
  | { readonly outcome: 'exhausted' }
  | { readonly outcome: 'not-found' };

export interface UserRepository {
  get(uid: string): Promise<User | undefined>;
  /**
   * Creates the record on first sign-in (3 downloads, status free) or returns the existing one. Merge
   * semantics: an existing record keeps its downloads and status; only the email follows the account.
   */
  ensure(input: { uid: string; email: string }): Promise<User>;
  /** Returns the updated record, or undefined when there is no such user. */
  setStatus(uid: string, status: UserStatus): Promise<User | undefined>;
  /**
   * Spends one download if the user may download: subscribers always may, free users while they have
   * downloads left. The decrement is one conditional UPDATE, so concurrent requests can never spend more
   * than the user has, on PGlite or on a PostgreSQL server shared by several app servers.
   */
  grantDownload(uid: string): Promise<DownloadGrant>;
  /** Keeps the account's interface language; false when there is no such user. */
  setLanguage(uid: string, language: string): Promise<boolean>;
}

export function createUserRepository(db: Kysely<Database>): UserRepository {
  const get = (uid: string) => db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();

  return {
    get,

    async ensure({ uid, email }) {
      // One statement, so two first sign-ins racing each other cannot both insert or reset the record.
      return db
        .insertInto('users')
        .values({ uid, email })
        .onConflict((oc) =>
          oc.column('uid').doUpdateSet({
            email: (eb) => eb.ref('excluded.email'),
            updated_at: sql<Date>`case when users.email is distinct from excluded.email then now() else users.updated_at end`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setLanguage(uid, language) {
      // updated_at is the record's as the web app shows it (email, downloads, status): left as it is.
      const result = await db
        .updateTable('users')
        .set({ language })
        .where('uid', '=', uid)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setStatus(uid, status) {
      return db
        .updateTable('users')
        .set({ status, updated_at: sql<Date>`now()` })
        .where('uid', '=', uid)
        .returningAll()
        .executeTakeFirst();
    },

    async grantDownload(uid) {
      const spent = await db
        .updateTable('users')
        .set({ downloads: (eb) => eb('downloads', '-', 1), updated_at: sql<Date>`now()` })
        .where('uid', '=', uid)
        .where('status', '<>', 'active')
        .where('downloads', '>', 0)
        .returning('downloads')
        .executeTakeFirst();
      if (spent) return { outcome: 'granted', remaining: spent.downloads };
      // Nothing spent: find out why. Reading afterwards is only for the answer; no state depends on it.
      const user = await get(uid);
      if (!user) return { outcome: 'not-found' };
      return user.status === 'active' ? { outcome: 'unlimited' } : { outcome: 'exhausted' };
    },
  };
}
