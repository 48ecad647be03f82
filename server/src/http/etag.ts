import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A strong validator (ETag) from everything a response is made of. */
export function validator(...parts: readonly (string | number | undefined)[]): string {
  return `"${createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 22)}"`;
}

/** The entity tag without its weakness mark: `W/"x"` and `"x"` compare equal for If-None-Match. */
const opaque = (tag: string): string => tag.replace(/^W\//, '');

/**
 * Whether an If-None-Match header matches this validator, so the answer is 304 (RFC 9110 §13.1.2):
 * the weak comparison (a `W/` on either side does not matter; compression weakens our tags), any tag
 * of a comma-separated list, and `*` (the resource exists, as it does wherever a validator is made).
 */
export function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const bare = opaque(etag);
  return header.split(',').some((candidate) => opaque(candidate.trim()) === bare);
}

/**
 * The 304 answer (no body, the given headers, which carry the ETag) when the request's If-None-Match
 * matches `headers.ETag`; undefined when the full answer is due. Every conditional GET of the server
 * goes through here, so they all read the header alike.
 */
export function notModified(
  c: Context,
  headers: Readonly<Record<string, string>> & { readonly ETag: string },
): Response | undefined {
  return matches(c.req.header('if-none-match'), headers.ETag) ? c.body(null, 304, headers) : undefined;
}
