import type { Hono } from 'hono';
import { z } from 'zod';
import { INTERFACE_LANGUAGES, type AccountLanguage } from '@mapwright/core/api/language';
import { streamSSE } from 'hono/streaming';
import type { RouteDeps } from '../deps';
import { currentUser, requireUser } from '../auth/routes';
import { errorBody, type ErrorCode } from '../errors';
import type { UserChange, UserRecordBody } from '../events/user-events';
import type { AppEnv } from '../http/context';
import { readJson } from '../http/read-json';
import type { User } from '../repositories/users';

function toRecordBody(user: User): UserRecordBody {
  return { email: user.email, uid: user.uid, downloads: user.downloads, status: user.status };
}

/** Comment lines keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** setTimeout's largest delay; a later session end is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

const STREAM_SERVER_RESTARTING = 'This server is restarting; reconnecting.';
export const STREAM_REPLACED =
  'Too many live connections for this account: this one was closed. It reopens when this tab is shown again.';
const STREAM_SESSION_ENDED = 'Your session ended. Please sign in again.';

/**
 * GET /api/me: the signed-in user's record, created with merge semantics if missing (first sign-in).
 * GET /api/me/stream: server-sent events (decision "Live streams: the notification carries the
 * record"). A `user` event with the record on connect and
 * after every change of it, whichever app server wrote it: the change's notification carries the record,
 * so opening a stream is one read and a change is no read at all. An `end` event, carrying the error
 * envelope, says why the server closes a stream: `unauthenticated` when its session ended (sign-out,
 * revoked, expired), `resource-exhausted` when the user opened more than STREAMS_PER_USER streams (the
 * oldest goes). The client does not reconnect blindly after an `end`.
 */
export function registerMeRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth, userEvents, streamSlots } = deps.services;
  const { users, sessions } = deps.repos;

  // GET /api/session: the same record, or null when signed out, always 200: every page asks on load,
  // and a visitor who is not signed in is not an error (a 401 would be logged in the browser console).
  api.get('/session', async (c) => {
    const account = await currentUser(auth, c);
    const user = account
      ? ((await users.get(account.id)) ?? (await users.ensure({ uid: account.id, email: account.email })))
      : null;
    return c.json({ user: user ? toRecordBody(user) : null }, 200, { 'Cache-Control': 'no-store' });
  });

  api.get('/me', async (c) => {
    const account = await requireUser(auth, c);
    const user =
      (await users.get(account.id)) ?? (await users.ensure({ uid: account.id, email: account.email }));
    return c.json(toRecordBody(user), 200, { 'Cache-Control': 'no-store' });
  });

  // GET/PUT /api/me/language: the interface language kept with the account (decision "The language
  // is chosen once and kept with the account"). Null until the first sign-in sends the browser's.
  const languageBody = z.object({ language: z.enum(INTERFACE_LANGUAGES) });
  const knownLanguage = (code: string | null): AccountLanguage['language'] =>
    INTERFACE_LANGUAGES.find((l) => l === code) ?? null;

  api.get('/me/language', async (c) => {
    const account = await requireUser(auth, c);
    const user =
      (await users.get(account.id)) ?? (await users.ensure({ uid: account.id, email: account.email }));
    const body: AccountLanguage = { language: knownLanguage(user.language) };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });

  api.put('/me/language', async (c) => {
    const account = await requireUser(auth, c);
    const { language } = await readJson(c, languageBody);
    if (!(await users.setLanguage(account.id, language))) {
      await users.ensure({ uid: account.id, email: account.email });
      await users.setLanguage(account.id, language);
    }
    const body: AccountLanguage = { language };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });

  api.get('/me/stream', async (c) => {
    const account = await requireUser(auth, c);
    const logger = c.get('logger');
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let last = '';
      let sending = Promise.resolve();
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let ending = false;

      const send = (event: string, data: string) => {
        sending = sending
          .then(async () => {
            if (!stream.aborted && !stream.closed) await stream.writeSSE({ event, data });
          })
          .catch((error: unknown) => logger.warn('user stream write failed', { error }));
      };
      const sendRecord = (record: UserRecordBody | null) => {
        const data = JSON.stringify(record);
        if (data === last || ending) return; // nothing the client sees changed
        last = data;
        send('user', data);
      };
      const end = (code: ErrorCode, message: string) => {
        if (ending) return;
        ending = true;
        send('end', JSON.stringify(errorBody(code, message)));
        void sending.then(finish);
      };

      // Subscribe before the first read, so a change committed meanwhile is not lost; a notification
      // that arrives during the read is newer than (or as new as) it, and wins.
      let notified = false;
      const readRecord = () => userEvents.current(account.id);
      let expiryTimer: NodeJS.Timeout | undefined;
      const watchExpiry = (expiresAt: Date) => {
        clearTimeout(expiryTimer);
        expiryTimer = setTimeout(
          () => void checkSession(),
          Math.min(Math.max(expiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS),
        );
        expiryTimer.unref();
      };
      const checkSession = async () => {
        const expiresAt = await sessions
          .expiresAt(account.sessionId)
          .catch(() => new Date(Date.now() + 60_000));
        if (!expiresAt || expiresAt.getTime() <= Date.now()) end('unauthenticated', STREAM_SESSION_ENDED);
        else watchExpiry(expiresAt);
      };

      const onChange = (change: UserChange) => {
        switch (change.kind) {
          case 'record':
            notified = true;
            sendRecord(change.record);
            return;
          case 'session-ended':
            if (change.sessionId === account.sessionId) end('unauthenticated', STREAM_SESSION_ENDED);
            return;
          case 'resync':
            // The listener reconnected: changes and sign-outs may have been missed meanwhile.
            void readRecord().then(sendRecord, () => undefined);
            void checkSession();
        }
      };
      const unsubscribe = await userEvents.subscribe(account.id, onChange);
      const freeSlot = streamSlots.take(account.id, () => end('resource-exhausted', STREAM_REPLACED));
      const heartbeat = setInterval(
        () => void stream.write(': keep-alive\n\n').catch(() => undefined),
        HEARTBEAT_MS,
      );
      try {
        watchExpiry(account.expiresAt);
        const initial = await readRecord();
        if (!notified) sendRecord(initial);
        const shutdown = userEvents.closed.then(() => 'shutdown' as const);
        const why = await Promise.race([
          new Promise<void>((resolve) => stream.onAbort(resolve)),
          finished,
          shutdown,
        ]);
        // The server is shutting down: the client reads its record again and opens a new stream, which
        // the load balancer sends to a server that stays (decision "Outages and shutdown").
        if (why === 'shutdown') {
          end('unavailable', STREAM_SERVER_RESTARTING);
          await finished;
        }
      } finally {
        clearInterval(heartbeat);
        clearTimeout(expiryTimer);
        freeSlot();
        unsubscribe();
      }
    });
  });
}
