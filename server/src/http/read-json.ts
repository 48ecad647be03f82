import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../errors';

/**
 * Reads a JSON request body and validates it. Every failure is a 4xx with a message saying what is
 * wrong, never a 500: a client sending junk must learn what to fix, and the server log stays clean.
 *
 * Requiring Content-Type application/json also blocks cross-site form posts (a browser form cannot
 * send that type without a CORS preflight), a first line of CSRF defence.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && !(type?.startsWith('application/') && type.endsWith('+json'))) {
    throw new ApiError(415, 'Expected a JSON body (Content-Type: application/json)', {
      code: 'invalid-argument',
    });
  }
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON body');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    throw new ApiError(400, `Invalid ${where}: ${issue?.message ?? 'invalid value'}`);
  }
  return result.data;
}
