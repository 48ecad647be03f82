import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DatabaseHandle } from '../db/open';
import type { Database } from '../db/schema';
import type { RequestLimitRepository } from '../repositories/request-limits';

/**
 * A database handle for HTTP tests that do not touch data: ping answers (or fails) as told, and the
 * Kysely instance compiles queries but has no connection, so a test that unexpectedly queries gets
 * empty results rather than silently depending on a database. Saves the seconds a PGlite start costs.
 */
export function createFakeDatabase(options: { ping?: () => Promise<number> } = {}): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    db,
    kind: 'pglite',
    ping: options.ping ?? (() => Promise.resolve(0.5)),
    // No database, no notifications: listening succeeds and never hears anything.
    listen: () => Promise.resolve(() => Promise.resolve()),
    close: () => db.destroy(),
  };
}

/** The request limits of an app over the fake database: every request is allowed (nothing is stored). */
export const unlimitedRequestLimits: RequestLimitRepository = {
  consume: () => Promise.resolve({ allowed: true }),
};
