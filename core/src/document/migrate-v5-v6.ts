import { z } from 'zod';
import { documentV6Shape } from './migrate-v6-v7';
import { withLevelInvariants } from './schema';

/**
 * Version 5's fields, frozen here: version 6 changes what a country slug means (Vietnam's boundaries
 * since 1 July 2025), not the shape, so version 5 is version 6's shape with its own version number.
 */
export const documentV5Shape = { ...documentV6Shape, version: z.literal(5) };

export const documentV5Schema = withLevelInvariants(z.object(documentV5Shape));
export type DocumentV5 = z.infer<typeof documentV5Schema>;

/**
 * Countries whose boundaries changed with version 6, and the variant holding the boundaries a map of
 * version 5 or older was made on (decision "Former boundaries are a variant of the country"). Frozen:
 * a later change of boundaries gets its own version and its own table.
 */
const V6_MOVES: Readonly<Record<string, string>> = { Vietnam: 'VietnamBefore2025' };

/** Version 5 -> 6: a map of Vietnam moves to "Vietnam, before 1 July 2025", so it opens unchanged. */
export function migrateV5toV6(v5: DocumentV5): unknown {
  return { ...v5, version: 6, country: V6_MOVES[v5.country] ?? v5.country };
}
