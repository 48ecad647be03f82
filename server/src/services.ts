import path from 'node:path';
import { createAuth, SESSION_CACHE_SECONDS, type Auth } from './auth/auth';
import { createMailer, type Mailer } from './auth/mailer';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import type { DatabaseHandle } from './db/open';
import { createStreamSlots, type StreamSlots } from './events/stream-slots';
import { createUserEvents, type UserEvents } from './events/user-events';
import { createPublicOrigin, type PublicOrigin } from './http/public-origin';
import type { Logger } from './logger';
import { createPayments, type Payments } from './payments/service';
import { allowLoopback, guardedFetch } from './live-data/guarded-fetch';
import { createPublishedLive } from './live-data/published-live';
import { createPublicPages, type PublicPages } from './published/public-pages';
import { forgetRepublishedPages } from './published/published-changes';
import { createRenderPool } from './published/render-pool';
import { createThumbnails, type Thumbnails } from './published/thumbnails';
import type { Repositories } from './repositories/index';

/** Long-lived services the routes share: the auth service, mail, and live user-record events. */
export interface AppServices {
  readonly auth: Auth;
  readonly mailer: Mailer;
  /** The server's own origin (PUBLIC_URL, else the listening address, which startServer sets). */
  readonly publicOrigin: PublicOrigin;
  readonly userEvents: UserEvents;
  /** At most a few live streams per user on this server (the oldest ends). */
  readonly streamSlots: StreamSlots;
  /** Checkout (Lemon Squeezy or the built-in test checkout) and signed webhooks. */
  readonly payments: Payments;
  /** Published maps' public pages and previews, with their caches (warmed when a map is published). */
  readonly publicPages: PublicPages;
  /** Saved maps' thumbnails for their owners (/Profile), drawn in the same render threads. */
  readonly thumbnails: Thumbnails;
  /** Stops listening and closes mail transports; the database is closed by its owner. */
  close(): Promise<void>;
}

export function createAppServices(deps: {
  config: Config;
  database: DatabaseHandle;
  repos: Repositories;
  logger: Logger;
}): AppServices {
  const { config, database, repos, logger } = deps;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const publicOrigin = createPublicOrigin(config.publicUrl);
  const auth = createAuth({
    config,
    publicOrigin,
    db: database.db,
    users: repos.users,
    requestLimits: repos.requestLimits,
    mailer,
    secret: resolveAuthSecret(config),
    logger,
  });
  const userEvents = createUserEvents(database, {
    users: repos.users,
    logger,
    endedSessionSeconds: SESSION_CACHE_SECONDS,
  });
  // Listen from the start: a session signed out on another server must be refused here at once.
  userEvents.start().catch((error: unknown) => logger.warn('user events could not listen yet', { error }));
  // One pool of render threads for everything drawn on the server (decision "Published pages and
  // previews are drawn in worker threads"): its limits hold for all.
  const renderPool = createRenderPool(config.render, config.mapsDir, logger, (hash) =>
    repos.customBoundaries.get(hash),
  );
  const publicPages = createPublicPages({
    config,
    published: repos.published,
    requestLimits: repos.requestLimits,
    logger,
    publicOrigin,
    renderPool,
    live: createPublishedLive({
      cache: repos.liveData,
      fetch: (url) => guardedFetch(url, config.liveData.allowLoopback ? { allow: allowLoopback } : {}),
      logger,
    }),
  });
  const stopForgetting = forgetRepublishedPages(database, publicPages, logger);
  stopForgetting.catch((error: unknown) =>
    logger.warn('published map changes could not be followed', { error }),
  );
  const thumbnails = createThumbnails({
    config,
    maps: repos.maps,
    pool: renderPool,
    requestLimits: repos.requestLimits,
  });
  const payments = createPayments({
    config: config.payments,
    users: repos.users,
    payments: repos.payments,
    logger,
  });
  return {
    auth,
    mailer,
    publicOrigin,
    userEvents,
    streamSlots: createStreamSlots(),
    payments,
    publicPages,
    thumbnails,
    async close() {
      // Closing the public pages ends the shared render threads.
      const stop = await stopForgetting.catch(() => undefined);
      await Promise.all([userEvents.close(), publicPages.close(), stop?.()]);
      mailer.close();
    },
  };
}
