import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';
import type { PublicOrigin } from '../http/public-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing /api request (ours and the auth service's): a browser always
 * sends Origin on a cross-origin POST/PUT/PATCH/DELETE (and Sec-Fetch-Site), so a request whose Origin is
 * not our own, or that the browser labels cross-site, is refused with 403. Requests without either header
 * do not come from a browser page (curl, server-to-server) and carry no ambient cookies to abuse.
 */
export function originCheck(publicOrigin: PublicOrigin): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin !== undefined && !publicOrigin.accepts(origin)) || site === 'cross-site') {
        throw new ApiError(403, 'Cross-origin request refused');
      }
    }
    await next();
  };
}
