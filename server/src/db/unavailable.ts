/** What a request that needed the database answers while it is unreachable: 503 and this Retry-After. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors: the server is down, restarting, or the network between us is cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** SQLSTATEs of a server that cannot serve now: connection exceptions (08), shutting down, starting up, full. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** What pg says when a connection ends or cannot be made in time (no code on these). */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error means the database could not be reached (decision "A database outage answers 503"),
 * as opposed to a query that failed: then the request answers 503 with Retry-After, never 500. Looks
 * through `cause` and AggregateError (Kysely, the auth service and Node wrap what pg throws).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
