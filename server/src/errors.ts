/**
 * API errors. Every error from /api has one shape, `{ "error": { "code", "message" } }`, with the code
 * taken from the status table the original product's callable functions used, so the web app can handle
 * errors by code without caring which endpoint produced them.
 */

export const ERROR_CODE_BY_STATUS = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
} as const;

export type ErrorCode = (typeof ERROR_CODE_BY_STATUS)[keyof typeof ERROR_CODE_BY_STATUS] | 'unknown';

export interface ErrorBody {
  readonly error: { readonly code: ErrorCode; readonly message: string };
}

export function codeForStatus(status: number): ErrorCode {
  return (ERROR_CODE_BY_STATUS as Record<number, ErrorCode>)[status] ?? 'unknown';
}

/**
 * The statuses outside the table that the server answers with, and the table's code each carries
 * (decision "Server: Hono app, error envelope"): a wrong method is 'unimplemented' on that resource; a body
 * too large or of the wrong type is a problem with the argument.
 */
export const CODE_BY_EXTRA_STATUS = {
  405: 'unimplemented',
  413: 'invalid-argument',
  415: 'invalid-argument',
} as const satisfies Record<number, ErrorCode>;

/** The code for any status the server sends: the table's, else the extras above, else 'unknown'. */
export function errorCodeFor(status: number): ErrorCode {
  return (CODE_BY_EXTRA_STATUS as Record<number, ErrorCode>)[status] ?? codeForStatus(status);
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/**
 * Thrown by handlers; the app's error handler turns it into the envelope. The code follows from the
 * status unless a status outside the table needs a more useful code than 'unknown' (413 and 415 are
 * problems with the argument, so they say invalid-argument; 405 says unimplemented).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    message: string,
    options: { code?: ErrorCode; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = options.code ?? errorCodeFor(status);
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message);
  }
}
