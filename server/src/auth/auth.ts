import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { PublicOrigin } from '../http/public-origin';
import type { Logger } from '../logger';
import type { RequestLimitRepository } from '../repositories/request-limits';
import type { UserRepository } from '../repositories/users';
import type { Mailer } from './mailer';

/** Where Better Auth's endpoints live; the web app calls them under this path. */
export const AUTH_BASE_PATH = '/api/auth';
/** Set by our auth route from the connection (or a trusted proxy); any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-mapwright-client-ip';
/** The spec's password rule (at most 15) and the auth library's minimum. */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 15;
/** Password-reset links stop working after an hour, and after one use. */
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** The paths of Better Auth that guess or probe credentials, limited per client address. */
const RATE_LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password'];
export const GOOGLE_PROVIDER_ID = 'google';
/** Reset mails per address are counted over this window (RESET_MAIL_LIMIT per window). */
const RESET_MAIL_WINDOW_SECONDS = 60 * 60;
/**
 * How long the signed session_data cookie vouches for a session without a database read (decision
 * "Sessions are checked without the database"). A session ended elsewhere is refused sooner through the server's ended-session list; this is
 * the bound when that list missed it (its listener was reconnecting).
 */
export const SESSION_CACHE_SECONDS = 60;
export const RESET_MAILS_EXHAUSTED =
  'Too many password-reset requests for this email address. Please try again later.';

export interface AuthOptions {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly users: UserRepository;
  readonly requestLimits: RequestLimitRepository;
  readonly mailer: Mailer;
  /** The server's own origin (public-origin.ts): reset links, trusted origins, never the request's Host. */
  readonly publicOrigin: PublicOrigin;
  readonly secret: string;
  readonly logger: Logger;
}

/**
 * Better Auth on our Kysely connection: email + password (hashed by the library with scrypt), database
 * sessions in HttpOnly SameSite=Lax cookies, password reset by mail, Google through OpenID discovery of
 * GOOGLE_ISSUER, and rate limits stored in the database (so every app server counts the same attempts).
 */
export function createAuth(options: AuthOptions) {
  const { config, users, requestLimits, mailer, logger, publicOrigin } = options;
  const google = config.google;
  return betterAuth({
    appName: 'Mapwright',
    basePath: AUTH_BASE_PATH,
    // Without PUBLIC_URL the listening address is only known once the server listens (PORT=0): the base
    // URL is resolved per request from the Host our routes hand over, always the public origin's.
    baseURL: config.publicUrl ? config.publicUrl.origin : { allowedHosts: ['*'], protocol: 'http' },
    secret: options.secret,
    database: { db: options.db, type: 'postgres' },
    telemetry: { enabled: false },
    user: { modelName: 'auth_user' },
    session: {
      modelName: 'auth_session',
      // Most requests check the session from a signed cookie instead of reading it (decision "Sessions are
      // checked without the database").
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS, strategy: 'compact' },
    },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return origin && origin !== publicOrigin.value && publicOrigin.accepts(origin)
        ? [publicOrigin.value, origin]
        : [publicOrigin.value];
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${publicOrigin.value}/Profile?resetToken=${encodeURIComponent(token)}`;
        if (mailer.kind === 'outbox') logger.info('password reset link', { email: user.email, link });
        // Not awaited: an address with an account must answer as fast as one without (no enumeration).
        mailer.send(resetMail(user.email, link)).catch((error: unknown) => {
          logger.error('password reset mail failed', { error });
        });
        await Promise.resolve();
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limit',
      window: 60,
      max: 300,
      customRules: Object.fromEntries(
        RATE_LIMITED_PATHS.map((path) => [path, { window: 60, max: config.authRateLimit }]),
      ),
    },
    advanced: {
      useSecureCookies: config.publicUrl?.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      trustedProxyHeaders: config.trustProxy,
    },
    hooks: {
      // Reset mails per address per hour, counted for any address, known or not: the answer (200 or
      // 429 with Retry-After) never tells whether an account exists. Runs after the per-client limit.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/request-password-reset') return;
        const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const outcome = await requestLimits.consume(resetMailKey(email), {
          max: config.resetMailLimit,
          windowSeconds: RESET_MAIL_WINDOW_SECONDS,
        });
        if (!outcome.allowed) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { message: RESET_MAILS_EXHAUSTED },
            { 'Retry-After': String(outcome.retryAfterSeconds) },
          );
        }
      }),
    },
    databaseHooks: {
      user: {
        // The product's user record (downloads, status) is created on first sign-in, merge semantics.
        create: {
          after: async (user) => {
            await users.ensure({ uid: user.id, email: user.email });
          },
        },
        update: {
          after: async (user) => {
            await users.ensure({ uid: user.id, email: user.email });
          },
        },
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const record = { source: 'auth', details: args.length > 0 ? args.map(String) : undefined };
        if (level === 'error') logger.error(message, record);
        else logger.warn(message, record);
      },
    },
    plugins: google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                discoveryUrl: new URL(
                  '.well-known/openid-configuration',
                  withSlash(google.issuer),
                ).toString(),
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

export interface AuthEndpoint {
  /** The full path, e.g. `/api/auth/reset-password/:token`. */
  readonly path: string;
  readonly methods: readonly string[];
}

/**
 * The endpoints the auth service answers under AUTH_BASE_PATH, read from the service itself (so a
 * library upgrade or a plugin cannot leave them stale): the URL check names their path parameters, the
 * property test sends junk to each. Server-only endpoints (no path) are left out.
 */
export function authEndpoints(auth: Auth): AuthEndpoint[] {
  return Object.values(auth.api as Record<string, unknown>).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: unknown; options?: { method?: unknown } };
    if (typeof path !== 'string') return [];
    const method = options?.method;
    const methods = (Array.isArray(method) ? method : [method]).filter(
      (m): m is string => typeof m === 'string' && m !== '*',
    );
    return [{ path: `${AUTH_BASE_PATH}${path}`, methods: methods.length > 0 ? methods : ['GET', 'POST'] }];
  });
}

/** The counter's key: a hash of the address as the auth service compares it (no address in clear). */
function resetMailKey(email: string): string {
  return `reset-mail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

function withSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.pathname}/`, url);
}

function resetMail(to: string, link: string) {
  const hours = RESET_TOKEN_TTL_SECONDS / 3600;
  return {
    to,
    subject: 'Reset your Mapwright password',
    text: [
      'Someone asked to reset the password of your Mapwright account.',
      '',
      `To choose a new password, open this link within ${hours} hour (it works once):`,
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
