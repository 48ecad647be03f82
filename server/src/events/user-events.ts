import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/open';
import type { Logger } from '../logger';

/** The channel the users table's trigger notifies on (migration 0003); payload `<schema>/<uid>`. */
export const USER_CHANGED_CHANNEL = 'mapwright_user_changed';

export type UserChangeListener = () => void;

export interface UserEvents {
  /**
   * Calls `listener` whenever the record of `uid` changes, on this app server or any other on the same
   * database (also after the listening connection came back, when changes may have been missed).
   * Resolves once listening, to a function that unsubscribes.
   */
  subscribe(uid: string, listener: UserChangeListener): Promise<() => void>;
  /** Resolves when close() is called: long-lived streams end then, so the server can shut down. */
  readonly closed: Promise<void>;
  /** Stops listening; idempotent. */
  close(): Promise<void>;
}

/**
 * Live changes of user records, one implementation for both databases: the users table's trigger sends
 * NOTIFY on every insert and update (so no write path can forget), and this LISTENs through the database
 * handle: PGlite delivers notifications in-process, PostgreSQL to every app server connected to it.
 * One LISTEN per app server, opened on the first subscription and shared by all streams.
 */
export function createUserEvents(database: DatabaseHandle, options: { logger?: Logger } = {}): UserEvents {
  const listeners = new Map<string, Set<UserChangeListener>>();
  let started: Promise<() => Promise<void>> | undefined;
  let closed = false;
  let markClosed = () => {};
  const closedPromise = new Promise<void>((resolve) => (markClosed = resolve));

  const emit = (uid: string) => {
    for (const listener of [...(listeners.get(uid) ?? [])]) {
      try {
        listener();
      } catch (error) {
        options.logger?.warn('user change listener failed', { error });
      }
    }
  };
  const resyncAll = () => {
    for (const uid of listeners.keys()) emit(uid);
  };

  const start = () => {
    started ??= (async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      const prefix = `${rows[0]?.schema ?? 'public'}/`;
      return database.listen(
        USER_CHANGED_CHANNEL,
        (payload) => {
          if (payload.startsWith(prefix)) emit(payload.slice(prefix.length));
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
    async subscribe(uid, listener) {
      if (closed) throw new Error('User events are closed');
      let set = listeners.get(uid);
      if (!set) listeners.set(uid, (set = new Set()));
      set.add(listener);
      try {
        await start();
      } catch (error) {
        set.delete(listener);
        throw error;
      }
      return () => {
        const current = listeners.get(uid);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(uid);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      markClosed();
      listeners.clear();
      const stop = await started?.catch(() => undefined);
      await stop?.();
    },
  };
}
