import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/open';
import type { Logger } from '../logger';
import type { UserRepository } from '../repositories/users';

/** The channel the users and auth_session triggers notify on (migrations 0003, 0600); JSON payloads. */
const USER_CHANGED_CHANNEL = 'mapwright_user_changed';

/** The user record as the web app sees it (spec: email, uid, downloads, status). */
export interface UserRecordBody {
  readonly email: string;
  readonly uid: string;
  readonly downloads: number;
  readonly status: string;
}

/**
 * What a subscriber is told: the record as it now is (from the notification itself, so nobody re-reads
 * the row), that one of the user's sessions ended, or that notifications may have been missed (the
 * listening connection came back) and what it follows should be checked again.
 */
export type UserChange =
  | { readonly kind: 'record'; readonly record: UserRecordBody }
  | { readonly kind: 'session-ended'; readonly sessionId: string }
  | { readonly kind: 'resync' };

type UserChangeListener = (change: UserChange) => void;

export interface UserEvents {
  /**
   * Calls `listener` with every change of user `uid`, made on this app server or any other on the same
   * database. Resolves once listening, to a function that unsubscribes.
   */
  subscribe(uid: string, listener: UserChangeListener): Promise<() => void>;
  /**
   * The record of a subscribed user as it now is: from the last notification, else one read shared by
   * every stream of that user asking at the same time (200 streams opening at once cost one query).
   * Null when there is no such record. Only for subscribed users (call after subscribe).
   */
  current(uid: string): Promise<UserRecordBody | null>;
  /**
   * Starts listening without a subscriber, so ended sessions are heard from the start. Failures are
   * retried by the next subscription.
   */
  start(): Promise<void>;
  /** True when a notification said this session ended (within the last `endedSessionSeconds`). */
  sessionEnded(sessionId: string): boolean;
  /** Resolves when close() is called: long-lived streams end then, so the server can shut down. */
  readonly closed: Promise<void>;
  /** Stops listening; idempotent. */
  close(): Promise<void>;
}

/**
 * Live changes of user records, one implementation for both databases: the triggers send NOTIFY with
 * what changed (so no write path can forget), and this LISTENs through the database handle: PGlite
 * delivers notifications in-process, PostgreSQL to every app server connected to it. One LISTEN per app
 * server, opened on the first subscription, fanned out in process to the subscribers of that user.
 */
export function createUserEvents(
  database: DatabaseHandle,
  options: { users: UserRepository; logger?: Logger; endedSessionSeconds?: number },
): UserEvents {
  const listeners = new Map<string, Set<UserChangeListener>>();
  // The latest record of each subscribed user (a settled or pending read, or a notification's record),
  // dropped with its last subscriber and after a resync. A notification replaces a pending read: it is
  // newer than (or as new as) what the read saw.
  const records = new Map<string, Promise<UserRecordBody | null>>();
  const readRecord = async (uid: string): Promise<UserRecordBody | null> => {
    const row = await options.users.get(uid);
    return row ? { email: row.email, uid: row.uid, downloads: row.downloads, status: row.status } : null;
  };
  // Sessions ended recently, with when: kept as long as a cached session cookie could still vouch for
  // them (SESSION_CACHE_SECONDS), oldest first (a Map keeps insertion order), so pruning stops early.
  const endedSessions = new Map<string, number>();
  const keepEndedMs = (options.endedSessionSeconds ?? 60) * 1000 + 5000;
  const pruneEnded = (now: number) => {
    for (const [id, at] of endedSessions) {
      if (now - at < keepEndedMs) break;
      endedSessions.delete(id);
    }
  };
  let started: Promise<() => Promise<void>> | undefined;
  let closed = false;
  let markClosed = () => {};
  const closedPromise = new Promise<void>((resolve) => (markClosed = resolve));

  const emit = (uid: string, change: UserChange) => {
    for (const listener of [...(listeners.get(uid) ?? [])]) {
      try {
        listener(change);
      } catch (error) {
        options.logger?.warn('user change listener failed', { error });
      }
    }
  };
  const resyncAll = () => {
    records.clear();
    for (const uid of listeners.keys()) emit(uid, { kind: 'resync' });
  };

  const start = () => {
    started ??= (async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      const schema = rows[0]?.schema ?? 'public';
      return database.listen(
        USER_CHANGED_CHANNEL,
        (payload) => {
          const parsed = parsePayload(payload);
          if (!parsed || parsed.schema !== schema) return; // another app (or test run) on the server
          if (parsed.change.kind === 'session-ended') {
            const now = Date.now();
            pruneEnded(now);
            endedSessions.set(parsed.change.sessionId, now);
          }
          if (!listeners.has(parsed.uid)) return;
          if (parsed.change.kind === 'record') {
            records.set(parsed.uid, Promise.resolve(parsed.change.record));
          }
          emit(parsed.uid, parsed.change);
        },
        resyncAll,
      );
    })();
    started.catch(() => {
      started = undefined; // the next subscription tries again
    });
    return started;
  };

  return {
    closed: closedPromise,
    current(uid) {
      const known = records.get(uid);
      if (known) return known;
      const reading = readRecord(uid);
      records.set(uid, reading);
      reading.then(
        () => {
          // A notification during the read has replaced the entry already (and is kept); a read for a
          // user nobody follows any more is not kept.
          if (!listeners.has(uid) && records.get(uid) === reading) records.delete(uid);
        },
        () => {
          if (records.get(uid) === reading) records.delete(uid); // the next caller reads again
        },
      );
      return reading;
    },
    async start() {
      if (!closed) await start();
    },
    sessionEnded(sessionId) {
      pruneEnded(Date.now());
      return endedSessions.has(sessionId);
    },
    async subscribe(uid, listener) {
      if (closed) throw new Error('User events are closed');
      let set = listeners.get(uid);
      if (!set) listeners.set(uid, (set = new Set()));
      set.add(listener);
      try {
        await start();
      } catch (error) {
        set.delete(listener);
        if (set.size === 0) listeners.delete(uid);
        throw error;
      }
      return () => {
        const current = listeners.get(uid);
        current?.delete(listener);
        if (current?.size === 0) {
          listeners.delete(uid);
          records.delete(uid);
        }
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      markClosed();
      listeners.clear();
      records.clear();
      const stop = await started?.catch(() => undefined);
      await stop?.();
    },
  };
}

/** A trigger's payload (migration 0600); anything else (an older server's format) is ignored. */
function parsePayload(payload: string): { schema: string; uid: string; change: UserChange } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const { schema, uid, record, sessionEnded } = data as Record<string, unknown>;
  if (typeof schema !== 'string' || typeof uid !== 'string') return undefined;
  if (typeof sessionEnded === 'string')
    return { schema, uid, change: { kind: 'session-ended', sessionId: sessionEnded } };
  if (isRecord(record)) {
    const { email, downloads, status } = record;
    return { schema, uid, change: { kind: 'record', record: { email, uid: record.uid, downloads, status } } };
  }
  return undefined;
}

function isRecord(value: unknown): value is UserRecordBody {
  if (!value || typeof value !== 'object') return false;
  const { email, uid, downloads, status } = value as Record<string, unknown>;
  return (
    typeof email === 'string' &&
    typeof uid === 'string' &&
    typeof downloads === 'number' &&
    typeof status === 'string'
  );
}
