import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../errors';
import { describeProblem, jsonProblem } from './input-check';

/**
 * Reads a JSON request body and validates it. Every failure is a 4xx with a message saying what is
 * wrong, never a 500: a client sending junk must learn what to fix, and the server log stays clean.
 *
 * Before the schema runs, the whole value is checked for what no column can store (NUL, lone surrogates,
 * endless strings, non-finite numbers, deep nesting; see input-check.ts), so that no route can forget it,
 * including the parts a schema passes through as they are (a map document is stored as jsonb).
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
  const problem = jsonProblem(value);
  if (problem) throw new ApiError(400, describeProblem(problem));
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    throw new ApiError(400, `Invalid ${where}: ${issue?.message ?? 'invalid value'}`);
  }
  return result.data;
}
