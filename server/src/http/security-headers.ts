import type { Context, MiddlewareHandler } from 'hono';

/**
 * Security headers on every response. The Content-Security-Policy allows exactly what a Vite-built
 * React app served from our own origin needs; features that load third-party code (the payment overlay,
 * Google sign-in) add their origins through buildContentSecurityPolicy rather than loosening the base.
 */

type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'worker-src'
  | 'frame-src'
  | 'media-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type CspDirectives = Partial<Record<CspDirective, readonly string[]>>;

const BASE_CSP: Readonly<CspDirectives> = {
  'default-src': ["'self'"],
  // 'wasm-unsafe-eval' lets the exports compile HarfBuzz's WebAssembly (font subsetting and shaping);
  // it allows no JavaScript eval.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // React sets style attributes and the editor positions elements with inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: and blob: for exported previews, canvas snapshots and inline SVG images.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // Vite bundles web workers as separate files; some libraries spawn them from blob: URLs.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Renders the base policy plus extra sources per directive (deduplicated, base first). Adding a source to
 * a directive whose base value is 'none' replaces 'none', which would otherwise make the source void.
 */
export function buildContentSecurityPolicy(extra: CspDirectives = {}): string {
  const merged = new Map<string, string[]>();
  for (const [directive, sources] of Object.entries(BASE_CSP)) merged.set(directive, [...sources]);
  for (const [directive, sources] of Object.entries(extra)) {
    const current = (merged.get(directive) ?? []).filter((s) => !(sources.length > 0 && s === "'none'"));
    merged.set(directive, [...new Set([...current, ...sources])]);
  }
  return [...merged].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only makes sense over TLS (browsers ignore it on http, and sending it on a plain-http dev
 * machine would be a lie). TLS is known from an https PUBLIC_URL or, behind a trusted proxy that
 * terminates TLS, from X-Forwarded-Proto.
 */
export function isBehindTls(
  c: Context,
  options: { publicUrl: URL | undefined; trustProxy: boolean },
): boolean {
  if (options.publicUrl?.protocol === 'https:') return true;
  if (!options.trustProxy) return false;
  // A chain of proxies appends; the first value is what the client used.
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/** Responses any site may put in a frame (the public map pages); keyed by the request's Context. */
const framable = new WeakSet<Context>();

/**
 * Lets any site frame this response: `frame-ancestors *` and no X-Frame-Options. Only the public page
 * of a published map asks for it (its embed); every other response keeps refusing to be framed.
 */
export function allowFramingByAnySite(c: Context): void {
  framable.add(c);
}

/** The same policy with `frame-ancestors *`. */
function framablePolicy(contentSecurityPolicy: string): string {
  const others = contentSecurityPolicy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !d.startsWith('frame-ancestors'));
  return [...others, 'frame-ancestors *'].join('; ');
}

export function securityHeaders(options: {
  contentSecurityPolicy: string;
  publicUrl: URL | undefined;
  trustProxy: boolean;
}): MiddlewareHandler {
  const framableCsp = framablePolicy(options.contentSecurityPolicy);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const canBeFramed = framable.has(c);
    headers.set('Content-Security-Policy', canBeFramed ? framableCsp : options.contentSecurityPolicy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (canBeFramed) headers.delete('X-Frame-Options');
    else headers.set('X-Frame-Options', 'DENY');
    if (isBehindTls(c, options)) headers.set('Strict-Transport-Security', HSTS_VALUE);
  };
}
