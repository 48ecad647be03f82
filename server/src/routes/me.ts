import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { RouteDeps } from '../deps';
import { requireUser } from '../auth/routes';
import type { AppEnv } from '../http/context';
import type { User } from '../repositories/users';

/** The user record as the web app sees it (spec: email, uid, downloads, status). */
export interface UserRecordBody {
  readonly email: string;
  readonly uid: string;
  readonly downloads: number;
  readonly status: string;
}

export function toRecordBody(user: User): UserRecordBody {
  return { email: user.email, uid: user.uid, downloads: user.downloads, status: user.status };
}

/** Comment lines keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/me: the signed-in user's record, created with merge semantics if missing (first sign-in).
 * GET /api/me/stream: server-sent events; a `user` event with the record on connect and after every
 * change of it, whichever app server wrote it (LISTEN/NOTIFY through createUserEvents).
 */
export function registerMeRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth, userEvents } = deps.services;
  const { users } = deps.repos;

  api.get('/me', async (c) => {
    const account = await requireUser(auth, c);
    const user =
      (await users.get(account.id)) ?? (await users.ensure({ uid: account.id, email: account.email }));
    return c.json(toRecordBody(user), 200, { 'Cache-Control': 'no-store' });
  });

  api.get('/me/stream', async (c) => {
    const account = await requireUser(auth, c);
    await users.ensure({ uid: account.id, email: account.email });
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let last = '';
      let sending = Promise.resolve();
      const push = () => {
        sending = sending.then(async () => {
          if (stream.aborted || stream.closed) return;
          const user = await users.get(account.id);
          const data = JSON.stringify(user ? toRecordBody(user) : null);
          if (data === last) return; // a notification that changed nothing the client sees
          last = data;
          await stream.writeSSE({ event: 'user', data });
        });
        sending.catch((error: unknown) => c.get('logger').warn('user stream write failed', { error }));
      };
      const unsubscribe = await userEvents.subscribe(account.id, push);
      push();
      const heartbeat = setInterval(
        () => void stream.write(': keep-alive\n\n').catch(() => undefined),
        HEARTBEAT_MS,
      );
      await Promise.race([new Promise<void>((resolve) => stream.onAbort(resolve)), userEvents.closed]);
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
