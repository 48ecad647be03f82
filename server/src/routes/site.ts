import type { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/context';

/** The public settings the web app shows: the contact form, whom to write to, which sign-ins are offered. */
interface SiteBody {
  readonly contactFormUrl: string | null;
  readonly contactEmail: string;
  /** true when Google sign-in is configured (GOOGLE_CLIENT_ID and _SECRET): only then the button shows. */
  readonly googleSignIn: boolean;
}

/**
 * GET /api/site: settings of this deployment that pages show (CONTACT_FORM_URL and CONTACT_EMAIL for
 * /About, whether "Continue with Google" is offered), read from the validated configuration so the web
 * build stays the same for every deployment. Without CONTACT_EMAIL the address is contact@ the site's
 * own host (its public origin: PUBLIC_URL, else the listening address, never a request's Host; less a
 * leading "www."), so a deployment always offers a way to write (decision
 * "/About always offers an address to write to").
 */
export function registerSiteRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { contactFormUrl, contactEmail } = deps.config;
  const { publicOrigin } = deps.services;
  api.get('/site', (c) => {
    const host = new URL(publicOrigin.value).hostname.replace(/^\[|\]$/g, '');
    const body: SiteBody = {
      contactFormUrl: contactFormUrl?.href ?? null,
      contactEmail: contactEmail ?? `contact@${host.replace(/^www\./i, '')}`,
      googleSignIn: deps.config.google !== undefined,
    };
    return c.json(body, 200, { 'Cache-Control': 'no-cache' });
  });
}
