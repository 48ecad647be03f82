import type { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/context';

/**
 * The routes of published maps outside /api (public-pages.ts does the work): the page `/m/{id}`, its
 * preview `/m/{id}/preview.png`, and 404 for anything else under /m/ and for the page's template.
 * Registered before the web app's history fallback.
 */
export function registerPublishedPages(app: Hono<AppEnv>, deps: RouteDeps): void {
  const pages = deps.services.publicPages;
  app.get('/m/:id', (c) => pages.page(c, c.req.param('id')));
  app.get('/m/:id/preview.png', (c) => pages.preview(c, c.req.param('id')));
  app.get('/m', (c) => pages.notFound(c));
  app.get('/m/*', (c) => pages.notFound(c));
  app.get('/published.html', (c) => pages.notFound(c));
}
