import { createHash } from 'node:crypto';

/** A strong validator (ETag) from everything a response is made of. */
export function validator(...parts: readonly (string | number | undefined)[]): string {
  return `"${createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this validator (weak or strong), so the answer is 304. */
export function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
