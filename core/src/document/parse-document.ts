import type { z } from 'zod';
import { CURRENT_VERSION, mapDocumentSchema, type MapDocument } from './schema';
import { MIGRATIONS, OLDEST_VERSION } from './migrations';

export type ParseResult =
  { readonly ok: true; readonly doc: MapDocument } | { readonly ok: false; readonly error: string };

const NOT_A_MAP = 'This file is not a Mapwright map.';

/**
 * Reads a document of any supported version: migrates it to the current version and validates it.
 * Never throws; a bad input yields a message fit to show the user and nothing else happens.
 */
export function parseDocument(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail(NOT_A_MAP);
  const version = (input as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return fail(`${NOT_A_MAP} It has no version number.`);
  }
  if (version > CURRENT_VERSION) {
    return fail(
      `This map was saved by a newer version of Mapwright (format ${version}); this version reads formats up to ${CURRENT_VERSION}. Please reload the page to update.`,
    );
  }
  if (version < OLDEST_VERSION) return fail(`${NOT_A_MAP} Its format version ${version} is unknown.`);

  let current: unknown = input;
  for (let v = version; v < CURRENT_VERSION; v++) {
    const migration = MIGRATIONS[v];
    if (!migration) return fail(`${NOT_A_MAP} There is no way to read format version ${v}.`);
    const old = migration.schema.safeParse(current);
    if (!old.success) return fail(describe(old.error, `This map (format ${v}) is damaged`));
    current = migration.migrate(old.data as never);
  }
  const parsed = mapDocumentSchema.safeParse(current);
  if (!parsed.success) return fail(describe(parsed.error, 'This map is damaged'));
  return { ok: true, doc: parsed.data };
}

/** Parses the text of a `.json` file, then `parseDocument`. */
export function parseDocumentText(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(`${NOT_A_MAP} It is not valid JSON.`);
  }
  return parseDocument(json);
}

function fail(error: string): ParseResult {
  return { ok: false, error };
}

/** "This map is damaged (levels.1.fills.LK-1): must be a colour written as #rrggbb (and 2 more problems)." */
function describe(error: z.ZodError, lead: string): string {
  const [first] = error.issues;
  if (!first) return `${lead}.`;
  const where = first.path.length > 0 ? ` (${first.path.map(String).join('.')})` : '';
  // A bad record key is reported as "Invalid key in record"; the key schema's own message says why.
  const inner = first.code === 'invalid_key' ? first.issues[0]?.message : undefined;
  const message = (inner ?? first.message).replace(/^Invalid input: /, '');
  const more = error.issues.length - 1;
  const tail = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  return `${lead}${where}: ${message}${tail}.`;
}
