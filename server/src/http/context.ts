import type { Logger } from '../logger';

export interface SessionCheck {
  /**
   * True when the session ended (signed out, revoked) on any app server: the auth service's cookie cache
   * could otherwise still vouch for it until the cache's age runs out (decision "Sessions are checked
   * without the database").
   */
  ended(sessionId: string): boolean;
  /** The request came over TLS: a refreshed cookie gets Secure. */
  readonly tls: boolean;
}

/** Per-request values set by middleware; typed so handlers read them without casts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** How signed-in requests are checked beyond the auth service (auth/routes.ts requireUser). */
    sessionCheck: SessionCheck;
    /**
     * On state-changing requests: counts the change against the signed-in user's rate limit, throwing
     * 429 when it is over (http/write-limits.ts). requireUser calls it.
     */
    writeGate?: (userId: string) => Promise<void>;
  };
}
