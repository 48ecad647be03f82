import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { ApiError, errorBody, errorCodeFor } from '../errors';
import { serializeError, type Logger } from '../logger';
import type { AppEnv } from './context';

/**
 * Turns whatever a handler threw into the error envelope. ApiError carries its own status and message;
 * Hono's HTTPException (thrown by its middleware) keeps its status; anything else is a bug, so the
 * client gets a generic 500 (internals are not its business) and the log gets the stack; except a
 * database that cannot be reached, which is 503 with Retry-After.
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) {
        logger.warn('request failed', { requestId: c.get('requestId'), status: error.status, error });
      }
      return c.json(error.toBody(), error.status as 400, error.headers);
    }
    if (error instanceof HTTPException) {
      const message = error.message || error.getResponse().statusText || 'Request failed';
      return c.json(errorBody(errorCodeFor(error.status), message), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or unreachable: the client may try again; the server recovers by itself
      // (the pool opens new connections once it answers).
      logger.warn('database unavailable', { requestId: c.get('requestId'), error: serializeError(error) });
      return c.json(
        errorBody('unavailable', 'The database is not answering; please try again in a few seconds.'),
        503,
        { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
      );
    }
    logger.error('unhandled error', { requestId: c.get('requestId'), error: serializeError(error) });
    return c.json(errorBody('internal', 'Internal server error'), 500);
  };
}

export function apiNotFound(c: Context): Response {
  return c.json(errorBody('not-found', `No API route for ${c.req.method} ${c.req.path}`), 404);
}

/**
 * 405 is outside the status table; its code is 'unimplemented' (the resource exists, this method is not
 * implemented on it), the same choice gRPC gateways make. The Allow header lists what would work.
 */
export function methodNotAllowedResponse(c: Context, methods: readonly string[]): Response {
  const allow = methods.join(', ');
  return c.json(errorBody('unimplemented', `Method ${c.req.method} not allowed; use ${allow}`), 405, {
    Allow: allow,
  });
}
