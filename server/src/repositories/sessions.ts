import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The auth service's sessions, read outside it: the live stream ends when its session does. The auth
 * service (Better Auth) writes the table itself; this only reads it.
 */
export interface SessionRepository {
  /** When the session ends by time (the auth service may have pushed it later); undefined when gone. */
  expiresAt(sessionId: string): Promise<Date | undefined>;
}

export function createSessionRepository(db: Kysely<Database>): SessionRepository {
  return {
    async expiresAt(sessionId) {
      const { rows } = await sql<{ expiresAt: Date }>`
        select "expiresAt" from auth_session where id = ${sessionId}`.execute(db);
      return rows[0] ? new Date(rows[0].expiresAt) : undefined;
    },
  };
}
