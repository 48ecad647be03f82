/**
 * What text and JSON the server accepts from a client, checked before any schema or database sees it
 * (decision "Input hardening"). PostgreSQL refuses a NUL character in text and jsonb, and a lone UTF-16
 * surrogate cannot be encoded as UTF-8 (jsonb refuses its escape, text would store a replacement character),
 * so either would otherwise end as a 500 or as silently changed data. Every string also has a length limit:
 * the schemas set tighter ones per field, this is the ceiling for anything they do not name.
 */

/** Longest string accepted anywhere in a JSON body; schemas set tighter limits per field. */
export const MAX_JSON_STRING_LENGTH = 10_000;
/** Deepest nesting of arrays and objects accepted in a JSON body (a map document needs about 8). */
export const MAX_JSON_DEPTH = 32;

export interface InputProblem {
  /** The field as the client wrote it, e.g. `document.title.text`, `name`, or `body` for the whole body. */
  readonly field: string;
  /** Completes "Invalid <field>: …". */
  readonly problem: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a piece of text, or undefined when the database can store it as it is. */
export function textProblem(text: string, maxLength: number): string | undefined {
  if (text.length > maxLength) return `must be at most ${maxLength} characters`;
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (invalid Unicode)';
  return undefined;
}

/** A field that must be text (or null when nullable) of at most maxLength characters. */
export interface TextFieldRule {
  readonly maxLength: number;
  readonly nullable?: boolean;
}

export interface JsonCheckOptions {
  /**
   * Text fields by name (the last part of their path, at any depth), e.g. `{ email: { maxLength: 254 } }`:
   * for bodies read by code that does not check their types itself before they reach the database.
   */
  readonly textFields?: Readonly<Record<string, TextFieldRule>>;
}

/**
 * The first problem in a parsed JSON value, or undefined: a string (value or key) with a NUL, a lone
 * surrogate or over its length limit; a number that is not finite (`1e400` parses as Infinity, which
 * JSON cannot even write back); nesting deeper than MAX_JSON_DEPTH. Walks the value once, depth-first.
 */
export function jsonProblem(value: unknown, options: JsonCheckOptions = {}): InputProblem | undefined {
  return walk(value, [], options.textFields ?? {});
}

function walk(
  value: unknown,
  path: readonly string[],
  fields: Readonly<Record<string, TextFieldRule>>,
): InputProblem | undefined {
  const field = () => (path.length === 0 ? 'body' : path.join('.'));
  const name = path.at(-1);
  const rule = name !== undefined && Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (rule && typeof value !== 'string' && !(rule.nullable && value === null)) {
    return { field: field(), problem: rule.nullable ? 'must be text or null' : 'must be text' };
  }
  if (typeof value === 'string') {
    const problem = textProblem(value, rule?.maxLength ?? MAX_JSON_STRING_LENGTH);
    return problem === undefined ? undefined : { field: field(), problem };
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : { field: field(), problem: 'must be a finite number' };
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (path.length >= MAX_JSON_DEPTH) {
    return { field: field(), problem: `is nested too deeply (at most ${MAX_JSON_DEPTH} levels)` };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = walk(value[i], [...path, String(i)], fields);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = textProblem(key, MAX_JSON_STRING_LENGTH);
    if (keyProblem !== undefined) return { field: field(), problem: `has a key that ${keyProblem}` };
    const found = walk(inner, [...path, key], fields);
    if (found) return found;
  }
  return undefined;
}

/** Field paths are client text: a message quotes at most this much of one. */
const MAX_FIELD_IN_MESSAGE = 200;

/** The message of the 400 answered for a problem: "Invalid <field>: <problem>". */
export function describeProblem(problem: InputProblem): string {
  const { field } = problem;
  const shown = field.length > MAX_FIELD_IN_MESSAGE ? `${field.slice(0, MAX_FIELD_IN_MESSAGE)}…` : field;
  return `Invalid ${shown}: ${problem.problem}`;
}
