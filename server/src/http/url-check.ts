import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';
import { textProblem } from './input-check';

/** Longest path segment accepted (ids are far shorter: a saved map's id is a 36-character UUID). */
export const MAX_PATH_SEGMENT_LENGTH = 256;
/** Longest query parameter (name or value) accepted; a callback URL fits with room to spare. */
export const MAX_QUERY_TEXT_LENGTH = 2048;

/**
 * Checks every path segment and query parameter of a request before any route reads one (decision
 * "Input hardening"): each must decode as UTF-8 and hold no NUL, the way input-check.ts checks body text, within a
 * length limit. A bad one is a 400 invalid-argument naming it: the route's parameter name when a route
 * pattern puts one there (`Invalid id: …` for /api/maps/a%00b), else its position.
 *
 * `patterns` lists the route paths (e.g. `/api/maps/:id`); read on the first request, once every route
 * is registered.
 */
export function urlCheck(patterns: () => readonly string[]): MiddlewareHandler {
  let compiled: readonly (readonly string[])[] | undefined;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const raw = url.pathname.split('/').slice(1);
    const decoded: (string | undefined)[] = raw.map(decodeSegment);
    for (let i = 0; i < raw.length; i++) {
      const text = decoded[i];
      const problem =
        text === undefined
          ? 'is not valid percent-encoded UTF-8'
          : textProblem(text, MAX_PATH_SEGMENT_LENGTH);
      if (problem !== undefined) {
        compiled ??= patterns().map((pattern) => pattern.split('/').slice(1));
        throw new ApiError(400, `Invalid ${segmentName(compiled, decoded, i)}: ${problem}`);
      }
    }
    for (const [name, value] of url.searchParams) {
      const problem = textProblem(name, MAX_QUERY_TEXT_LENGTH) ?? textProblem(value, MAX_QUERY_TEXT_LENGTH);
      if (problem !== undefined) {
        const shown = textProblem(name, 100) === undefined ? name : 'name';
        throw new ApiError(400, `Invalid query parameter ${shown}: ${problem}`);
      }
    }
    await next();
  };
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The parameter name of segment `index` in the first pattern the other segments match. */
function segmentName(
  patterns: readonly (readonly string[])[],
  segments: readonly (string | undefined)[],
  index: number,
): string {
  for (const pattern of patterns) {
    if (pattern.length !== segments.length) continue;
    const param = pattern[index];
    if (!param?.startsWith(':')) continue;
    const matches = pattern.every((part, i) => i === index || part.startsWith(':') || part === segments[i]);
    if (matches) return param.slice(1).replace(/[{?].*$/, '');
  }
  return `path segment ${index + 1}`;
}
