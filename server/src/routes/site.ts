import type { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/context';

/** The public settings the web app shows: where the contact form is and whom to write to. */
export interface SiteBody {
  readonly contactFormUrl: string | null;
  readonly contactEmail: string;
}

/** A host name as a mail domain takes it: letters, digits, dots and hyphens. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * GET /api/site: settings of this deployment that pages show (CONTACT_FORM_URL and CONTACT_EMAIL for
 * /About), read from the validated configuration so the web build stays the same for every
 * deployment. Without CONTACT_EMAIL the address is contact@ the site's own host (PUBLIC_URL's, else
 * the request's, less a leading "www."), so a deployment always offers a way to write (ADR 0035).
 */
export function registerSiteRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { contactFormUrl, contactEmail, publicUrl } = deps.config;
  api.get('/site', (c) => {
    const requestHost = (c.req.header('host') ?? '').replace(/:\d+$/, '');
    const host = publicUrl?.hostname ?? (HOST_NAME.test(requestHost) ? requestHost : 'localhost');
    const body: SiteBody = {
      contactFormUrl: contactFormUrl?.href ?? null,
      contactEmail: contactEmail ?? `contact@${host.replace(/^www\./i, '')}`,
    };
    return c.json(body, 200, { 'Cache-Control': 'no-cache' });
  });
}
