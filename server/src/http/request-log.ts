import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './context';

/** Ids we accept from a trusted proxy: short and plain, so they are safe in logs and headers. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (echoed as X-Request-Id so a user's bug report can be matched to the log)
 * and writes one structured line when it completes. The path is logged without its query string,
 * which may carry tokens (password-reset links, OAuth codes).
 */
export function requestLog(logger: Logger, options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const forwarded = options.trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = forwarded !== undefined && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.set('requestId', requestId);
    c.set('logger', logger);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 100) / 100,
      requestId,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
