import { z } from 'zod';

/**
 * Division ids are used as keys of plain JSON records (fills, offsets, heat-map values). Keys that
 * would touch the object prototype when assigned are refused, so a crafted file cannot pollute it.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const MAX_ID_LENGTH = 200;

function isDivisionId(value: string): boolean {
  return value.length > 0 && value.length <= MAX_ID_LENGTH && !FORBIDDEN_KEYS.has(value);
}

export function assertDivisionId(value: string): void {
  if (!isDivisionId(value)) throw new RangeError(`Not a division id: ${JSON.stringify(value)}`);
}

export const divisionIdSchema = z.string().refine(isDivisionId, 'is not a usable division id');

/** The largest number of entries accepted in one per-division record (no country has this many units). */
export const MAX_RECORD_ENTRIES = 50_000;

/** A record keyed by division id, bounded in size so a hostile file cannot exhaust memory. */
export function divisionRecord<T extends z.ZodType>(value: T) {
  return z
    .record(divisionIdSchema, value)
    .refine(
      (record) => Object.keys(record).length <= MAX_RECORD_ENTRIES,
      `has more than ${MAX_RECORD_ENTRIES} entries`,
    );
}
