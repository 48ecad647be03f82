/**
 * What the auth service answered for a pair of session cookies, kept until the signed cache cookie
 * (session_data; decision "Sessions are checked without the database") would stop vouching for the session
 * anyway. The auth service checks that cookie on every request with two HMAC verifications and a context of
 * its own: most of a grant's CPU after the database. A request carrying the exact same pair, before the cache
 * cookie's own expiry, gets the same answer the service would give from its cache, without asking it again. A
 * new or changed cookie goes to the service, so nothing unverified is ever trusted; ended sessions are
 * refused by the caller's ended-session check, as for the service's own cache.
 */

export interface SessionMemo<T> {
  /** The memorised answer for this Cookie header, or undefined (ask the auth service). */
  get(cookieHeader: string | undefined, now?: number): T | undefined;
  /** Keeps `value` for this Cookie header until its session_data cookie expires (if it has one). */
  set(cookieHeader: string | undefined, value: T, notAfter: number, now?: number): void;
  readonly size: number;
}

/** Enough for every user of a busy server; the oldest entry goes first beyond it. */
const DEFAULT_MAX_ENTRIES = 10_000;

export function createSessionMemo<T>(maxEntries = DEFAULT_MAX_ENTRIES): SessionMemo<T> {
  // Insertion order is age order: a hit is moved to the end, the first entry is the one to drop.
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(cookieHeader, now = Date.now()) {
      const key = keyOf(cookieHeader);
      if (key === undefined) return undefined;
      const entry = entries.get(key.key);
      if (!entry) return undefined;
      entries.delete(key.key);
      if (entry.until <= now) return undefined;
      entries.set(key.key, entry);
      return entry.value;
    },
    set(cookieHeader, value, notAfter, now = Date.now()) {
      const key = keyOf(cookieHeader);
      if (key === undefined) return;
      const until = Math.min(key.cacheExpiresAt, notAfter);
      if (!(until > now)) return;
      entries.delete(key.key);
      entries.set(key.key, { value, until });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The session token and cache cookies of a Cookie header (names end in `session_token` and
 * `session_data`, whatever prefix the service uses), and when the cache cookie says it expires.
 * Undefined without both, or when the cache cookie cannot be read.
 */
function keyOf(cookieHeader: string | undefined): { key: string; cacheExpiresAt: number } | undefined {
  if (!cookieHeader) return undefined;
  let token: string | undefined;
  let data: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name.endsWith('session_token')) token = part.slice(eq + 1).trim();
    else if (name.endsWith('session_data')) data = part.slice(eq + 1).trim();
  }
  if (!token || !data) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(decodeURIComponent(data), 'base64url').toString('utf8')) as {
      expiresAt?: unknown;
    };
    const expiresAt = Number(payload.expiresAt);
    if (!Number.isFinite(expiresAt)) return undefined;
    return { key: `${token}\n${data}`, cacheExpiresAt: expiresAt };
  } catch {
    return undefined;
  }
}
