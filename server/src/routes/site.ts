import type { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/context';

/** The public settings the web app shows: today only where the contact form is. */
export interface SiteBody {
  readonly contactFormUrl: string | null;
}

/**
 * GET /api/site: settings of this deployment that pages show (CONTACT_FORM_URL for /About), read from
 * the validated configuration so the web build stays the same for every deployment.
 */
export function registerSiteRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const body: SiteBody = { contactFormUrl: deps.config.contactFormUrl?.href ?? null };
  api.get('/site', (c) => c.json(body, 200, { 'Cache-Control': 'no-cache' }));
}
