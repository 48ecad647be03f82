import type { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/context';

/** The public settings the web app shows: where the contact form is, which sign-ins are offered. */
export interface SiteBody {
  readonly contactFormUrl: string | null;
  /** true when Google sign-in is configured (GOOGLE_CLIENT_ID and _SECRET): only then the button shows. */
  readonly googleSignIn: boolean;
}

/**
 * GET /api/site: settings of this deployment that pages show (CONTACT_FORM_URL for /About, whether
 * "Continue with Google" is offered), read from
 * the validated configuration so the web build stays the same for every deployment.
 */
export function registerSiteRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const body: SiteBody = {
    contactFormUrl: deps.config.contactFormUrl?.href ?? null,
    googleSignIn: deps.config.google !== undefined,
  };
  api.get('/site', (c) => c.json(body, 200, { 'Cache-Control': 'no-cache' }));
}
