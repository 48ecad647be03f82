import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ApiRoutes, DatabaseProbe, RouteDeps, ServerDeps } from './deps';
import { ApiError } from './errors';
import { compression } from './http/compression';
import type { AppEnv } from './http/context';
import { apiNotFound, createErrorHandler, methodNotAllowedResponse } from './http/error-handling';
import { createMapsHandler, MAPS_PREFIX } from './http/maps';
import { formatBytes } from './format-bytes';
import { requestLog } from './http/request-log';
import { closeOnUnreadBody } from './http/unread-body';
import { isBehindTls, buildContentSecurityPolicy, securityHeaders } from './http/security-headers';
import { createMapPreloads } from './http/map-preload';
import { createWebAppHandler } from './http/web-app';
import { registerAuthRoutes } from './auth/routes';
import { originCheck } from './auth/origin-check';
import { authEndpoints } from './auth/auth';
import { urlCheck } from './http/url-check';
import { writeLimits } from './http/write-limits';
import { registerHealthRoute } from './routes/health';
import { registerMeRoutes } from './routes/me';
import { registerSiteRoutes } from './routes/site';
import { registerSavedMapRoutes } from './routes/saved-maps';
import { registerDownloadRoutes } from './routes/downloads';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerTestCheckoutRoutes } from './routes/checkout-test';
import { registerWebhookRoutes } from './routes/webhooks';
import { registerPublishedMapRoutes } from './routes/published-maps';
import { registerBoundaryRoutes } from './routes/boundaries';
import { registerLiveDataRoutes } from './routes/live-data';
import { registerPublishedPages } from './published/pages';
import { paymentsCsp } from './payments/csp';
import { createAppServices, type AppServices } from './services';

export interface AppDeps extends ServerDeps {
  /** The route modules mounted under /api; defaults to API_ROUTES. Tests add probe routes here. */
  readonly apiRoutes?: readonly ApiRoutes[];
  /**
   * Auth, mail and live user events. startServer creates them (and closes them on shutdown); when
   * absent, createApp builds them from the other dependencies (tests).
   */
  readonly services?: AppServices;
}

/** Every API route module of the product, in registration order. */
export const API_ROUTES: readonly ApiRoutes[] = [
  registerHealthRoute,
  registerAuthRoutes,
  registerMeRoutes,
  registerSiteRoutes,
  registerSavedMapRoutes,
  registerDownloadRoutes,
  registerCheckoutRoutes,
  registerTestCheckoutRoutes,
  registerWebhookRoutes,
  registerPublishedMapRoutes,
  registerBoundaryRoutes,
  registerLiveDataRoutes,
];

export type App = Hono<AppEnv>;
export { formatBytes };

const API_PREFIX = '/api';

/**
 * Builds the HTTP app from its dependencies. Nothing is global, so tests build as many apps as they
 * like, each with its own database and logger, and call them in-process with app.request().
 *
 * Layers, outermost first: Connection: close on answers made before the body arrived, request log (sees
 * the final status), security headers (on every response, errors included), compression; then /api,
 * /maps/* and the web app with history fallback.
 */
export function createApp(given: AppDeps): App {
  const { config, logger, repos, version, database } = given;
  const services = given.services ?? createAppServices(given);
  // Routes get the repositories and the database's probe only (not its Kysely instance), so the one
  // set of repositories built at start is the only way to the data.
  const probe: DatabaseProbe = { kind: database.kind, ping: (timeoutMs) => database.ping(timeoutMs) };
  const deps: RouteDeps = { config, logger, repos, version, services, database: probe };
  const app = new Hono<AppEnv>();

  app.use(closeOnUnreadBody());
  app.use(requestLog(logger, { trustProxy: config.trustProxy }));
  app.use(
    securityHeaders({
      contentSecurityPolicy: buildContentSecurityPolicy(paymentsCsp(config.payments)),
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
    }),
  );
  app.use(compression());
  app.onError(createErrorHandler(logger));

  app.route(API_PREFIX, createApi(deps, given.apiRoutes ?? API_ROUTES));

  app.get(`${MAPS_PREFIX}*`, createMapsHandler(config.mapsDir));
  // Published maps' public pages (/m/{id}) and preview images, before the web app's history fallback.
  registerPublishedPages(app, deps);
  app.get(
    '*',
    createWebAppHandler(config.webDist, createMapPreloads(config.mapsDir), deps.services.publicOrigin),
  );
  // Static content is read-only; anything but GET/HEAD outside /api is a wrong method, not a missing page.
  app.all('*', (c) => {
    throw new ApiError(405, `Method ${c.req.method} not allowed; use GET, HEAD`, {
      code: 'unimplemented',
      headers: { Allow: 'GET, HEAD' },
    });
  });

  return app;
}

function createApi(deps: RouteDeps, routes: readonly ApiRoutes[]): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const limitText = formatBytes(deps.config.bodyLimitBytes);
  // Path segments and query parameters are checked before any route (or the auth service) reads them.
  api.use(
    urlCheck(() => [
      ...api.routes.map((route) => `${API_PREFIX}${route.path}`),
      ...authEndpoints(deps.services.auth).map((endpoint) => endpoint.path),
    ]),
  );
  api.use(
    bodyLimit({
      maxSize: deps.config.bodyLimitBytes,
      onError: () => {
        // 413 is outside the status table; the argument is what is wrong, so: invalid-argument.
        throw new ApiError(413, `Request body too large (limit ${limitText})`, { code: 'invalid-argument' });
      },
    }),
  );
  // CSRF: state-changing requests from another origin are refused before any handler runs.
  api.use(originCheck(deps.services.publicOrigin));
  api.use(writeLimits(deps.config.rateLimits, deps.config.trustProxy, deps.repos.requestLimits));
  const { userEvents } = deps.services;
  api.use(async (c, next) => {
    c.set('sessionCheck', {
      ended: (sessionId) => userEvents.sessionEnded(sessionId),
      tls: isBehindTls(c, deps.config),
    });
    await next();
  });
  // Answers 405 (with Allow) when the path exists under another method, instead of the 404 below.
  api.use(methodNotAllowed({ app: api, onMethodNotAllowed: methodNotAllowedResponse }));

  for (const register of routes) register(api, deps);

  // Must stay last: an API path nobody handles is a 404 in the envelope, never the web app's index.html.
  api.all('*', apiNotFound);
  return api;
}
