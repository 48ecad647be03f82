import type { Hono } from 'hono';
import type { Config } from './config';
import type { DatabaseHandle } from './db/open';
import type { AppEnv } from './http/context';
import type { Logger } from './logger';
import type { Repositories } from './repositories/index';
import type { AppServices } from './services';

/**
 * What a server is built from. Its own module, so the route modules and app.ts both import it and
 * neither imports the other.
 */
export interface ServerDeps {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly repos: Repositories;
  readonly logger: Logger;
  /** Shown by /api/health; the package version. */
  readonly version: string;
}

/** The database as routes see it: what it is and whether it answers (the health check), no queries. */
export type DatabaseProbe = Pick<DatabaseHandle, 'kind' | 'ping'>;

/**
 * What every route module is given: the server's dependencies and its long-lived services. Data is
 * reached through `repos` only: the database handle is narrowed to its probe, so a route cannot build
 * a repository (or run a query) of its own.
 */
export interface RouteDeps extends Omit<ServerDeps, 'database'> {
  readonly database: DatabaseProbe;
  readonly services: AppServices;
}

/** A route module: registers its handlers on the /api sub-app (paths relative to /api). */
export type ApiRoutes = (api: Hono<AppEnv>, deps: RouteDeps) => void;
