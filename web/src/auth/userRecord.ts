import { ApiError, apiRequest, NetworkError } from './api';

/** The user record (spec section 3): email, uid, downloads (starts at 3), status ('free' | 'active'). */
export interface UserRecord {
  readonly email: string;
  readonly uid: string;
  readonly downloads: number;
  readonly status: string;
}

export const OFFLINE_MESSAGE = 'Failed to get document because the client is offline.';
/** How long a read waits for the browser to come back online (spec section 9). */
export const ONLINE_STATE_TIMEOUT_MS = 10_000;

class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super(OFFLINE_MESSAGE);
  }
}

export interface RecordReaderEnv {
  isOnline(): boolean;
  /** Resolves true when the browser is online again, false after timeoutMs. */
  waitForOnline(timeoutMs: number): Promise<boolean>;
  fetchRecord(): Promise<UserRecord | null>;
}

const browserEnv: RecordReaderEnv = {
  isOnline: () => navigator.onLine,
  waitForOnline: (timeoutMs) =>
    new Promise((resolve) => {
      const done = (online: boolean) => {
        window.removeEventListener('online', onOnline);
        clearTimeout(timer);
        resolve(online);
      };
      const onOnline = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      window.addEventListener('online', onOnline);
    }),
  // /api/session answers 200 with null when signed out, so a visitor's page logs no 401.
  fetchRecord: async () => (await apiRequest<{ user: UserRecord | null }>('/api/session')).user,
};

/**
 * Reads the signed-in user's record once. Resolves to null when nobody is signed in. While the
 * browser is offline it waits up to 10 s for the connection; still offline, or the request cannot get
 * through, it fails with the spec's message 'Failed to get document because the client is offline.'
 */
export async function readUserRecord(env: RecordReaderEnv = browserEnv): Promise<UserRecord | null> {
  if (!env.isOnline() && !(await env.waitForOnline(ONLINE_STATE_TIMEOUT_MS))) throw new OfflineError();
  try {
    return await env.fetchRecord();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (error instanceof NetworkError) throw new OfflineError();
    throw error;
  }
}

/** The plan status as screens use it: 'free' unless the record says otherwise. */
export function statusOf(record: Pick<UserRecord, 'status'> | null | undefined): string {
  return record?.status ? record.status : 'free';
}
