import { reconnectDelay } from '../auth/backoff';
import { readUserRecord, statusOf, type UserRecord } from '../auth/userRecord';
import { SIGNED_OUT, type Session } from './session';

const USER_STREAM_URL = '/api/me/stream';

/** The server closes a stream with an `end` event carrying the API's error envelope (decision "At most five
 * streams per user per server"). */
interface StreamEnd {
  readonly error?: { readonly code?: string; readonly message?: string };
}

/** Calls `listener` each time the page becomes visible; returns the function that stops. */
export type OnVisible = (listener: () => void) => () => void;

const onPageVisible: OnVisible = (listener) => {
  if (typeof document === 'undefined') return () => {};
  const handler = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', handler);
  return () => document.removeEventListener('visibilitychange', handler);
};

function sessionFrom(record: UserRecord): Session {
  return {
    currentUser: { email: record.email, uid: record.uid },
    userLoggedIn: true,
    loading: false,
    userStatus: statusOf(record),
    downloads: record.downloads,
  };
}

export interface SessionStore {
  /** Re-reads the record (after sign-in or sign-out) and (re)opens the live stream when signed in. */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * The session outside React: reads the user record once, then follows it over server-sent events; a
 * dropped stream (or a failed read) retries after 1 s, 1.5 s, 2.25 s … up to 60 s. Signed out: no user,
 * status 'free'. Every change goes to `publish`. When the server ends the stream on purpose (an `end`
 * event): its session ended → read the record again at once (which shows the signed-out state); the
 * account has too many live streams (more tabs than the server keeps live) → stay closed until this tab
 * is shown again, so the tab in front takes a stream from a background one instead of tabs taking
 * turns evicting each other.
 */
export function createSessionStore(
  publish: (update: (current: Session) => Session) => void,
  deps: {
    readRecord?: typeof readUserRecord;
    openStream?: (url: string) => EventSource;
    onVisible?: OnVisible;
  } = {},
): SessionStore {
  const readRecord = deps.readRecord ?? readUserRecord;
  const onVisible = deps.onVisible ?? onPageVisible;
  let stopWaitingForVisible: (() => void) | undefined;
  const openStream = deps.openStream ?? ((url: string) => new EventSource(url));
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let generation = 0;

  const closeStream = () => {
    stopWaitingForVisible?.();
    stopWaitingForVisible = undefined;
    source?.close();
    source = null;
    clearTimeout(retry);
    retry = undefined;
  };

  const scheduleRetry = (run: number) => {
    if (run !== generation) return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (run === generation) void refresh();
    }, reconnectDelay(attempt++));
  };

  async function refresh(): Promise<void> {
    const run = ++generation;
    closeStream();
    let record: UserRecord | null;
    try {
      record = await readRecord();
    } catch (error) {
      if (run !== generation) return;
      const message = error instanceof Error ? error.message : String(error);
      publish((current) => ({ ...current, loading: false, recordError: message }));
      scheduleRetry(run);
      return;
    }
    if (run !== generation) return;
    if (!record) {
      attempt = 0;
      publish(() => SIGNED_OUT);
      return;
    }
    const signedIn = sessionFrom(record);
    publish(() => signedIn);
    const stream = openStream(USER_STREAM_URL);
    source = stream;
    stream.onopen = () => {
      attempt = 0;
    };
    stream.addEventListener('user', (event) => {
      if (run !== generation) return;
      const next = JSON.parse((event as MessageEvent<string>).data) as UserRecord | null;
      publish((current) =>
        next ? sessionFrom(next) : { ...current, userStatus: 'free', downloads: undefined },
      );
    });
    stream.addEventListener('end', (event) => {
      if (run !== generation) return;
      stream.close();
      if (source === stream) source = null;
      let end: StreamEnd = {};
      try {
        end = JSON.parse((event as MessageEvent<string>).data) as StreamEnd;
      } catch {
        // An unreadable reason is treated like a session that ended: read the record again.
      }
      if (end.error?.code === 'resource-exhausted') {
        stopWaitingForVisible = onVisible(() => {
          if (run === generation) void refresh();
        });
        return;
      }
      void refresh();
    });
    stream.onerror = () => {
      if (run !== generation) return;
      stream.close();
      if (source === stream) source = null;
      scheduleRetry(run);
    };
  }

  return {
    refresh,
    stop() {
      generation++;
      closeStream();
    },
  };
}
