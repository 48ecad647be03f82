import type { Context, Hono } from 'hono';
import type { RouteDeps } from '../deps';
import { CODE_BY_EXTRA_STATUS, ERROR_CODE_BY_STATUS, errorBody, errorCodeFor, ApiError } from '../errors';
import type { AppEnv, SessionCheck } from '../http/context';
import type { PublicOrigin } from '../http/public-origin';
import { isBehindTls } from '../http/security-headers';
import { acceptedLanguage, serverTexts, translatorOf } from '../http/server-texts';
import { directionOf } from '@mapwright/core/api/language';
import { escapeHtml } from '../published/page-html';
import { CLIENT_IP_HEADER, GOOGLE_PROVIDER_ID, type Auth } from './auth';
import { checkAuthRequest } from './body-check';
import { createSessionMemo, type SessionMemo } from './session-memo';

/** Keys that must never reach a browser in a JSON body: session tokens, OAuth tokens, password hashes. */
const SECRET_KEYS = new Set(['token', 'password', 'accessToken', 'refreshToken', 'idToken']);

const POPUP_DONE_PATH = '/api/auth-popup/done';
/** The message the pop-up posts to the page that opened it. */
const POPUP_MESSAGE_TYPE = 'mapwright-google-sign-in';

/**
 * The auth service under /api/auth/* (Better Auth's handler), adapted to our API conventions:
 * - bodies are checked like ours before the auth service reads them (body-check.ts);
 * - errors (including the rate limiter's 429) become our envelope {error: {code, message}}, with a
 *   status and code from the spec's table (authErrorStatus) and a standard Retry-After on a 429;
 * - JSON bodies are stripped of tokens (the session lives in the HttpOnly cookie only);
 * - cookies get Secure when the request came over TLS (PUBLIC_URL https, or a trusted proxy says so);
 * - the client address Better Auth rate-limits by is set by us, never taken from the client.
 * Plus the Google pop-up: /api/auth-popup/google starts the sign-in, the provider returns through Better
 * Auth's callback to /api/auth-popup/done, a page that tells the opener and closes.
 */
export function registerAuthRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth, publicOrigin } = deps.services;
  const { config } = deps;
  const forward = (c: Context) => forwardRequest(c, config.trustProxy, publicOrigin);

  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const request = await forward(c);
    await checkAuthRequest(request);
    const response = await auth.handler(request);
    return adaptResponse(response, isBehindTls(c, config));
  });

  api.get('/auth-popup/google', async (c) => {
    if (!config.google) return c.redirect(`${POPUP_DONE_PATH}?error=not_configured`, 302);
    const started = await auth.api.signInSocial({
      body: {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: POPUP_DONE_PATH,
        errorCallbackURL: POPUP_DONE_PATH,
        disableRedirect: true,
      },
      headers: (await forward(c)).headers,
      asResponse: true,
    });
    const body = (await started.json().catch(() => ({}))) as { url?: string };
    if (!started.ok || !body.url) {
      c.get('logger').warn('google sign-in could not start', { status: started.status });
      return c.redirect(`${POPUP_DONE_PATH}?error=unavailable`, 302);
    }
    const headers = new Headers({ Location: body.url, 'Cache-Control': 'no-store' });
    for (const cookie of started.headers.getSetCookie()) {
      headers.append('Set-Cookie', secureCookie(cookie, isBehindTls(c, config)));
    }
    return new Response(null, { status: 302, headers });
  });

  // The pop-up's one line, in the reader's language (their Accept-Language: it is never cached).
  const texts = serverTexts(config.webDist);
  api.get('/auth-popup/done', async (c) => {
    const language = acceptedLanguage(c.req.header('accept-language'));
    const t = translatorOf((await texts()).texts, language);
    return c.html(
      `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
        `<title>${escapeHtml(t('server:popup.title'))}</title>` +
        '<script src="/api/auth-popup/done.js" defer></script></head>' +
        `<body><p>${escapeHtml(t('server:popup.text'))}</p></body></html>`,
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  api.get('/auth-popup/done.js', (c) =>
    c.body(POPUP_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
}

/** A script file, not inline, so the strict Content-Security-Policy (script-src 'self') holds. */
const POPUP_SCRIPT = `(() => {
  const params = new URLSearchParams(location.search);
  const message = { type: '${POPUP_MESSAGE_TYPE}', ok: !params.has('error'), error: params.get('error') };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, location.origin);
    window.close();
  } else {
    location.replace('/Profile');
  }
})();
`;

export interface SignedIn {
  readonly id: string;
  readonly email: string;
  /** The session the request was made in: a live stream ends with it. */
  readonly sessionId: string;
  readonly expiresAt: Date;
}

/**
 * The signed-in user of a request, or null when nobody is signed in: requireUser's answer (with its
 * cookie cache and ended-session check) without the 401, for requests where being signed out is normal.
 */
export async function currentUser(auth: Auth, c: Context<AppEnv>): Promise<SignedIn | null> {
  try {
    return await requireUser(auth, c);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user of a request, or a 401 in our envelope. With the auth service's cookie cache
 * (auth.ts) most requests are answered from the signed session_data cookie without a database read; a
 * session ended elsewhere is refused at once through the ended-session list the server's listener keeps
 * (decision "Sessions are checked without the database"). When the service refreshes the cache cookie, the
 * new cookie goes to the client.
 */
export async function requireUser(auth: Auth, c: Context<AppEnv>): Promise<SignedIn> {
  const check = c.get('sessionCheck') as SessionCheck | undefined;
  const cookieHeader = c.req.header('cookie');
  const memo = memoOf(auth);
  const known = memo.get(cookieHeader);
  if (known && !check?.ended(known.sessionId)) {
    await c.get('writeGate')?.(known.id);
    return known;
  }

  const { headers, response: found } = await auth.api.getSession({
    headers: withHost(c.req.raw),
    returnHeaders: true,
  });
  if (!found || check?.ended(found.session.id)) throw new ApiError(401, 'Sign in first');
  const refreshed = headers.getSetCookie();
  for (const cookie of refreshed) {
    c.header('Set-Cookie', secureCookie(cookie, check?.tls ?? false), { append: true });
  }
  const signedIn: SignedIn = {
    id: found.user.id,
    email: found.user.email,
    sessionId: found.session.id,
    expiresAt: new Date(found.session.expiresAt),
  };
  // Answered from the service's cookie cache (nothing refreshed): the same answer holds for this exact
  // pair of cookies until the cache cookie expires (session-memo.ts).
  if (refreshed.length === 0) memo.set(cookieHeader, signedIn, signedIn.expiresAt.getTime());
  await c.get('writeGate')?.(signedIn.id);
  return signedIn;
}

const memos = new WeakMap<Auth, SessionMemo<SignedIn>>();
function memoOf(auth: Auth): SessionMemo<SignedIn> {
  let memo = memos.get(auth);
  if (!memo) memos.set(auth, (memo = createSessionMemo<SignedIn>()));
  return memo;
}

/** In-process requests (tests) carry no Host header; Better Auth derives its base URL from it. */
function withHost(request: Request): Headers {
  const headers = new Headers(request.headers);
  if (!headers.has('host')) headers.set('host', new URL(request.url).host);
  return headers;
}

/**
 * The request for Better Auth, addressed to our public origin whatever Host it came with (Better Auth
 * derives callback URLs from it: decision "One origin"), with the client address set by us (the body read
 * once, to pass on).
 */
async function forwardRequest(c: Context, trustProxy: boolean, origin: PublicOrigin): Promise<Request> {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.set('host', origin.host);
  headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
  const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
  const url = new URL(raw.url);
  return new Request(new URL(`${url.pathname}${url.search}`, origin.value), {
    method: raw.method,
    headers,
    body: hasBody ? await raw.arrayBuffer() : undefined,
  });
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  // In-process requests (tests) have no socket; they share one bucket rather than escaping the limit.
  return incoming?.socket?.remoteAddress ?? '127.0.0.1';
}

function secureCookie(cookie: string, tls: boolean): string {
  return tls && !/;\s*secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie;
}

/**
 * The auth service's error statuses, put on the spec's table (decision "Input hardening"): a status in the
 * table, or one of our extras (405, 413, 415), stays; any other is a 400 invalid-argument when the request
 * was at fault (Better Auth's 422, e.g. sign-up with an address that already has an account) and a 500
 * internal when the service was.
 */
export function authErrorStatus(status: number): number {
  if (status < 400 || status in ERROR_CODE_BY_STATUS || status in CODE_BY_EXTRA_STATUS) return status;
  return status >= 500 ? 500 : 400;
}

/** Retry-After when the auth service's 429 did not say (its rate-limit window). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

async function adaptResponse(response: Response, tls: boolean): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of response.headers) {
    if (!['set-cookie', 'content-length', 'x-retry-after'].includes(name.toLowerCase()))
      headers.set(name, value);
  }
  for (const cookie of response.headers.getSetCookie())
    headers.append('Set-Cookie', secureCookie(cookie, tls));
  headers.set('Cache-Control', 'no-store');
  const status = authErrorStatus(response.status);
  if (status === 429 && !headers.has('retry-after')) {
    // Better Auth's rate limiter says when in its own X-Retry-After; clients and proxies read the standard one.
    const seconds = Number(response.headers.get('x-retry-after'));
    headers.set(
      'Retry-After',
      String(Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS),
    );
  }

  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    if (status >= 400) {
      const text = await response.text();
      headers.set('Content-Type', 'application/json');
      return new Response(
        JSON.stringify(
          errorBody(errorCodeFor(status), text.trim() || response.statusText || 'Request failed'),
        ),
        { status, headers },
      );
    }
    return new Response(response.body, { status, headers });
  }
  const data: unknown = await response.json().catch(() => null);
  const body =
    status >= 400
      ? errorBody(errorCodeFor(status), messageOf(data) ?? (response.statusText || 'Request failed'))
      : stripSecrets(data);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

function stripSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEYS.has(key))
        .map(([key, inner]) => [key, stripSecrets(inner)]),
    );
  }
  return value;
}
