import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration, read once from environment variables at start and validated, so a typo stops
 * the server with a message naming the variable instead of surfacing later as a confusing failure.
 *
 * To add a variable (auth, SMTP, payments …): add one entry to ENV_VARS (its schema turns the raw text
 * into a typed value and its error message completes "NAME must …"), then map it into Config in
 * `toConfig`. The README table is checked against ENV_VARS by a test, so the docs cannot drift.
 */

/** Thrown by loadConfig; the message is meant for humans and is printed without a stack trace. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface EnvVarSpec {
  readonly name: string;
  /** Raw default applied when the variable is unset or empty; undefined means optional with no value. */
  readonly default?: string;
  /** How the default is shown in docs when it is computed rather than a fixed text. */
  readonly defaultText?: string;
  readonly description: string;
  /** Secret values (credentials in URLs, API keys) are never echoed back in error messages. */
  readonly secret?: boolean;
  readonly schema: z.ZodType<unknown, string>;
}

function integerInRange(min: number, max: number, hint = '') {
  const message = `must be an integer between ${min} and ${max}${hint}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

const nonEmpty = z.string().trim().min(1, 'must not be empty');

const postgresUrl = z
  .string()
  .trim()
  .refine(
    (s) => /^postgres(ql)?:\/\//.test(s) && URL.canParse(s),
    'must be a URL starting with postgres:// or postgresql://',
  );

const absoluteHttpUrl = z
  .string()
  .trim()
  .refine(
    (s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol),
    'must be an absolute http:// or https:// URL',
  )
  .transform((s) => new URL(s));

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((s) => ['true', 'false', '1', '0', 'yes', 'no'].includes(s), 'must be true or false')
  .transform((s) => s === 'true' || s === '1' || s === 'yes');

const logLevel = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (s): s is LogLevel => (LOG_LEVELS as readonly string[]).includes(s),
    `must be one of ${LOG_LEVELS.join(', ')}`,
  )
  .transform((s) => s as LogLevel);

export const ENV_VARS = [
  {
    name: 'PORT',
    default: '3000',
    description: 'TCP port the HTTP server listens on (0 picks a free port).',
    schema: integerInRange(0, 65535),
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface to listen on; use 0.0.0.0 to accept connections from other machines.',
    schema: nonEmpty,
  },
  {
    name: 'DATA_DIR',
    default: './var',
    description: 'Directory for local state: the embedded PGlite database and, by default, the built maps.',
    schema: nonEmpty,
  },
  {
    name: 'DATABASE_URL',
    description:
      'PostgreSQL server to use instead of the embedded PGlite database (postgres:// or postgresql://).',
    secret: true,
    schema: postgresUrl,
  },
  {
    name: 'PUBLIC_URL',
    description: 'Absolute URL users reach the app at; when it is https, HSTS is sent.',
    schema: absoluteHttpUrl,
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust X-Forwarded-Proto and X-Request-Id from a reverse proxy (X-Forwarded-Proto https turns on HSTS).',
    schema: booleanText,
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `Least severe log level written to stdout: ${LOG_LEVELS.join(', ')}.`,
    schema: logLevel,
  },
  {
    name: 'WEB_DIST',
    default: './dist/web',
    description: 'Directory holding the built web app (index.html and assets/).',
    schema: nonEmpty,
  },
  {
    name: 'MAPS_DIR',
    defaultText: '<DATA_DIR>/maps',
    description: 'Directory holding the built map data served at /maps/.',
    schema: nonEmpty,
  },
  {
    name: 'BODY_LIMIT_BYTES',
    default: '1048576',
    description: 'Largest request body accepted by /api, in bytes; larger bodies get 413.',
    schema: integerInRange(1, 100 * 1024 * 1024),
  },
  {
    name: 'AUTH_SECRET',
    defaultText: '<DATA_DIR>/auth-secret',
    description:
      'Secret (32+ characters) that signs session cookies; unset, one is generated into DATA_DIR. Give every app server the same one.',
    secret: true,
    schema: z.string().trim().min(32, 'must be at least 32 characters long'),
  },
  {
    name: 'AUTH_RATE_LIMIT',
    default: '10',
    description:
      'Log-in, sign-up and password-reset attempts allowed per client address per minute (then 429).',
    schema: integerInRange(1, 100_000),
  },
  {
    name: 'RESET_MAIL_LIMIT',
    default: '5',
    description:
      'Password-reset mails per email address per hour (then 429), whether or not the address has an account.',
    schema: integerInRange(1, 1000),
  },
  {
    name: 'SAVED_MAPS_LIMIT',
    default: '1000',
    description: 'Maps one account can keep saved (then 429 until some are deleted).',
    schema: integerInRange(1, 1_000_000),
  },
  {
    name: 'SAVED_MAPS_BYTES_LIMIT',
    default: '104857600',
    description:
      'Total size in bytes of the maps one account can keep saved, as stored (then 429 until some are deleted).',
    schema: integerInRange(1024, 1024 ** 4),
  },
  {
    name: 'WRITE_RATE_LIMIT',
    default: '60',
    description:
      'Changes one signed-in user may make per minute (saves, new maps, renames, deletions, publications, checkouts, download grants), then 429.',
    schema: integerInRange(1, 1_000_000),
  },
  {
    name: 'WRITE_RATE_LIMIT_PER_ADDRESS',
    default: '300',
    description: 'Changes per client address per minute, whoever makes them (then 429).',
    schema: integerInRange(1, 1_000_000),
  },
  {
    name: 'RENDER_RATE_LIMIT',
    default: '30',
    description:
      'Published pages and previews one client address may have drawn per minute (answers from the cache are not counted), then 429.',
    schema: integerInRange(1, 1_000_000),
  },
  {
    name: 'THUMBNAIL_RATE_LIMIT',
    default: '120',
    description:
      'Saved-map thumbnails (on /Profile) one signed-in user may have drawn per minute (answers from the cache are not counted), then 429.',
    schema: integerInRange(1, 1_000_000),
  },
  {
    name: 'RENDER_THREADS',
    default: '2',
    description:
      'Worker threads that draw published pages and previews (never the thread that answers requests).',
    schema: integerInRange(1, 64),
  },
  {
    name: 'RENDER_TIMEOUT_MS',
    default: '15000',
    description: 'Longest a page or preview may take to draw, waiting included (then 503 with Retry-After).',
    schema: integerInRange(1, 600_000),
  },
  {
    name: 'RENDER_MEMORY_MB',
    default: '512',
    description: 'Heap limit of each render thread in MB; a drawing that needs more ends with 503.',
    schema: integerInRange(32, 16_384),
  },
  {
    name: 'SHUTDOWN_GRACE_MS',
    default: '10000',
    description:
      'On SIGTERM or Ctrl+C, how long requests in flight may take to finish before their connections are cut and the process exits.',
    schema: integerInRange(0, 600_000),
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    description: 'OAuth client id for Google sign-in; with GOOGLE_CLIENT_SECRET it turns Google sign-in on.',
    schema: nonEmpty,
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    description: 'OAuth client secret for Google sign-in.',
    secret: true,
    schema: nonEmpty,
  },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description:
      'OpenID issuer used for Google sign-in (its discovery document is read at start of a sign-in).',
    schema: absoluteHttpUrl,
  },
  {
    name: 'SMTP_URL',
    description:
      'SMTP server for mail, e.g. smtps://user:pass@smtp.example.org; unset, mails are written to <DATA_DIR>/outbox.',
    secret: true,
    schema: z
      .string()
      .trim()
      .refine(
        (s) => /^smtps?:\/\//.test(s) && URL.canParse(s),
        'must be a URL starting with smtp:// or smtps://',
      ),
  },
  {
    name: 'MAIL_FROM',
    default: 'Mapwright <no-reply@mapwright.invalid>',
    description: 'Sender address of the mails the server sends (password reset).',
    schema: nonEmpty,
  },
  {
    name: 'LEMONSQUEEZY_API_KEY',
    description:
      'Lemon Squeezy API key; with LEMONSQUEEZY_STORE_ID and LEMONSQUEEZY_WEBHOOK_SECRET it turns real checkout on (unset: the built-in test checkout).',
    secret: true,
    schema: nonEmpty,
  },
  {
    name: 'LEMONSQUEEZY_STORE_ID',
    description: 'Lemon Squeezy store id the checkouts are created in.',
    schema: z.string().trim().regex(/^\d+$/, 'must be a numeric id'),
  },
  {
    name: 'LEMONSQUEEZY_WEBHOOK_SECRET',
    description:
      'Signing secret of the Lemon Squeezy webhook pointed at /api/webhooks/lemonsqueezy (HMAC-SHA256, X-Signature).',
    secret: true,
    schema: z.string().trim().min(6, 'must be at least 6 characters long'),
  },
  {
    name: 'LEMONSQUEEZY_API_URL',
    default: 'https://api.lemonsqueezy.com',
    description: 'Base URL of the Lemon Squeezy API (tests point it at a local fake).',
    schema: absoluteHttpUrl,
  },
  {
    name: 'SUBSCRIPTION_VARIANT_ID',
    default: '966247',
    description: 'Lemon Squeezy variant id of the Le Journaliste monthly subscription.',
    schema: z.string().trim().regex(/^\d+$/, 'must be a numeric id'),
  },
  {
    name: 'DONATION_VARIANT_ID',
    default: '966248',
    description: 'Lemon Squeezy variant id of the donation (pay what you want).',
    schema: z.string().trim().regex(/^\d+$/, 'must be a numeric id'),
  },
  {
    name: 'CONTACT_FORM_URL',
    description:
      'Address of the external contact form the About page links to (GET /api/site); unset, the page says there is none.',
    schema: absoluteHttpUrl,
  },
  {
    name: 'CONTACT_EMAIL',
    description:
      'Email address the About page offers as a mailto link (GET /api/site); unset, contact@ the host of the public origin (PUBLIC_URL, else the listening address).',
    schema: z.string().trim().email('must be an email address'),
  },
  {
    name: 'LIVE_DATA_ALLOW_LOOPBACK',
    default: 'false',
    description:
      'For tests only: let live-data links reach 127.0.0.1 and ::1 on any port (never in production: it opens the server to request forgery).',
    schema: booleanText,
  },
  {
    name: 'LIVE_DATA_MIN_INTERVAL_SECONDS',
    default: '60',
    description:
      'Seconds between two real fetches of one live-data link, on all servers together (a refresh asked for sooner gets the last data).',
    schema: integerInRange(0, 86_400),
  },
] as const satisfies readonly EnvVarSpec[];

type EnvVar = (typeof ENV_VARS)[number];
type EnvValues = {
  [V in EnvVar as V['name']]: V extends { default: string }
    ? z.output<V['schema']>
    : z.output<V['schema']> | undefined;
};

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly publicUrl: URL | undefined;
  readonly trustProxy: boolean;
  readonly logLevel: LogLevel;
  /** Absolute path. */
  readonly webDist: string;
  /** Absolute path. */
  readonly mapsDir: string;
  readonly bodyLimitBytes: number;
  /** Undefined: generated once into DATA_DIR/auth-secret. */
  readonly authSecret: string | undefined;
  readonly authRateLimit: number;
  /** Password-reset mails per address per hour. */
  readonly resetMailLimit: number;
  readonly savedMaps: SavedMapsLimits;
  /** Requests per minute (decision "Rate limits on writes and on uncached public drawings"). */
  readonly rateLimits: RateLimits;
  /**
   * The worker threads that draw published pages and previews (decision "Published pages and previews are
   * drawn in worker threads").
   */
  readonly render: RenderLimits;
  /** Longest a shutdown waits for requests in flight (decision "Outages and shutdown"). */
  readonly shutdownGraceMs: number;
  /** Set only when both the client id and secret are. */
  readonly google:
    { readonly clientId: string; readonly clientSecret: string; readonly issuer: URL } | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly payments: PaymentsConfig;
  /** The external contact form the About page links to; unset: no form. */
  readonly contactFormUrl: URL | undefined;
  /** The address the About page's mailto link writes to; unset: contact@ the site's host. */
  readonly contactEmail: string | undefined;
  /** Live-data links (decision "Live data is fetched by the server behind a guard"). */
  readonly liveData: { readonly allowLoopback: boolean; readonly minIntervalSeconds: number };
}

/** What one account can keep saved (docs/auth.md, Saved maps). */
export interface SavedMapsLimits {
  readonly maxCount: number;
  /** Sum of the documents' sizes as stored (UTF-8 bytes of their JSON text). */
  readonly maxBytes: number;
}

/** Per minute: changes per user and per client address; drawings of public pages per client address. */
export interface RateLimits {
  readonly writesPerUser: number;
  readonly writesPerAddress: number;
  readonly rendersPerAddress: number;
  readonly thumbnailsPerUser: number;
}

export interface RenderLimits {
  readonly threads: number;
  readonly timeoutMs: number;
  readonly memoryMb: number;
}

/**
 * Payments: real Lemon Squeezy checkout when its API key, store and webhook secret are all set, else the
 * built-in test checkout (docs/payments.md). Setting only some of the three is a configuration error.
 */
export interface PaymentsConfig {
  readonly provider:
    | {
        readonly kind: 'lemonsqueezy';
        readonly apiKey: string;
        readonly storeId: string;
        readonly webhookSecret: string;
        readonly apiUrl: URL;
      }
    | { readonly kind: 'test' };
  readonly subscriptionVariantId: string;
  readonly donationVariantId: string;
}

const LEMONSQUEEZY_KEYS = [
  'LEMONSQUEEZY_API_KEY',
  'LEMONSQUEEZY_STORE_ID',
  'LEMONSQUEEZY_WEBHOOK_SECRET',
] as const;

function paymentsConfig(values: EnvValues): PaymentsConfig {
  const { LEMONSQUEEZY_API_KEY: apiKey, LEMONSQUEEZY_STORE_ID: storeId } = values;
  const webhookSecret = values.LEMONSQUEEZY_WEBHOOK_SECRET;
  return {
    provider:
      apiKey !== undefined && storeId !== undefined && webhookSecret !== undefined
        ? { kind: 'lemonsqueezy', apiKey, storeId, webhookSecret, apiUrl: values.LEMONSQUEEZY_API_URL }
        : { kind: 'test' },
    subscriptionVariantId: values.SUBSCRIPTION_VARIANT_ID,
    donationVariantId: values.DONATION_VARIANT_ID,
  };
}

function toConfig(values: EnvValues, cwd: string): Config {
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  return Object.freeze({
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL,
    contactFormUrl: values.CONTACT_FORM_URL,
    contactEmail: values.CONTACT_EMAIL,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(cwd, values.WEB_DIST),
    mapsDir: values.MAPS_DIR === undefined ? path.join(dataDir, 'maps') : path.resolve(cwd, values.MAPS_DIR),
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    authSecret: values.AUTH_SECRET,
    authRateLimit: values.AUTH_RATE_LIMIT,
    resetMailLimit: values.RESET_MAIL_LIMIT,
    savedMaps: { maxCount: values.SAVED_MAPS_LIMIT, maxBytes: values.SAVED_MAPS_BYTES_LIMIT },
    rateLimits: {
      writesPerUser: values.WRITE_RATE_LIMIT,
      writesPerAddress: values.WRITE_RATE_LIMIT_PER_ADDRESS,
      rendersPerAddress: values.RENDER_RATE_LIMIT,
      thumbnailsPerUser: values.THUMBNAIL_RATE_LIMIT,
    },
    render: {
      threads: values.RENDER_THREADS,
      timeoutMs: values.RENDER_TIMEOUT_MS,
      memoryMb: values.RENDER_MEMORY_MB,
    },
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    google:
      values.GOOGLE_CLIENT_ID !== undefined && values.GOOGLE_CLIENT_SECRET !== undefined
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            issuer: values.GOOGLE_ISSUER,
          }
        : undefined,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    payments: paymentsConfig(values),
    liveData: {
      allowLoopback: values.LIVE_DATA_ALLOW_LOOPBACK,
      minIntervalSeconds: values.LIVE_DATA_MIN_INTERVAL_SECONDS,
    },
  });
}

function describeRaw(spec: EnvVarSpec, raw: string): string {
  return spec.secret ? 'value hidden' : `got ${JSON.stringify(raw)}`;
}

/**
 * Validates every variable and reports all problems at once (one per line), so a misconfigured
 * deployment is fixed in one round. Empty strings count as unset: `FOO=` in an env file means "default".
 */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): Config {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const spec of ENV_VARS as readonly EnvVarSpec[]) {
    const given = env[spec.name];
    const raw = given === undefined || given.trim() === '' ? spec.default : given;
    if (raw === undefined) {
      values[spec.name] = undefined;
      continue;
    }
    const result = spec.schema.safeParse(raw);
    if (result.success) {
      values[spec.name] = result.data;
    } else {
      const reason = result.error.issues[0]?.message ?? 'is invalid';
      problems.push(`${spec.name} ${reason} (${describeRaw(spec, raw)})`);
    }
  }
  const lemonSet = LEMONSQUEEZY_KEYS.filter((name) => values[name] !== undefined);
  if (lemonSet.length > 0 && lemonSet.length < LEMONSQUEEZY_KEYS.length) {
    const missing = LEMONSQUEEZY_KEYS.filter((name) => !lemonSet.includes(name));
    problems.push(`${missing.join(' and ')} must be set too when ${lemonSet.join(' and ')} is`);
  }
  if (
    values.SUBSCRIPTION_VARIANT_ID !== undefined &&
    values.SUBSCRIPTION_VARIANT_ID === values.DONATION_VARIANT_ID
  ) {
    problems.push('DONATION_VARIANT_ID must differ from SUBSCRIPTION_VARIANT_ID');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join('\nInvalid configuration: ')}`);
  }
  return toConfig(values as EnvValues, cwd);
}

export interface EnvVarDoc {
  readonly name: string;
  /** As shown in docs; '' when the variable is optional and has no default. */
  readonly default: string;
  readonly description: string;
}

/** Every variable with its default and description, for the docs table (a test keeps them in sync). */
export function describeEnvVars(): EnvVarDoc[] {
  return (ENV_VARS as readonly EnvVarSpec[]).map((spec) => ({
    name: spec.name,
    default: spec.defaultText ?? spec.default ?? '',
    description: spec.description,
  }));
}
