/**
 * Cache-Control values, chosen by whether a URL's content can ever change. Content-hashed names never
 * change, so browsers may keep them for a year without asking; everything else must be revalidated (cheap
 * with ETags) or kept only briefly, so a deploy shows up at once.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate on every use: index.html and index.json point at the hashed files of the current build. */
export const REVALIDATE = 'no-cache';
/** Unhashed public files (favicon, robots.txt, landing-page media): fresh for five minutes. */
export const SHORT = 'public, max-age=300';

/** Vite writes its hashed output under /assets/. */
export function webCacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath === '/' || urlPath.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/** The map pipeline names its outputs like `india-2.3f9a1c2b.json`: a dot, 8+ hex digits, a dot. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

export function hasContentHash(fileName: string): boolean {
  return CONTENT_HASH.test(fileName);
}

export function mapsCacheControl(fileName: string): string {
  return hasContentHash(fileName) ? IMMUTABLE : REVALIDATE;
}
