import { z } from 'zod';
import { mapDocumentShape, withLevelInvariants } from './schema';

/**
 * Version 6's fields, frozen here: version 7 adds `territories` and `territoryHeat`, and the older versions' schemas build
 * on this shape rather than on today's, so a later field never reaches back into an old migration.
 */
const { territories: _territories, territoryHeat: _territoryHeat, ...v6Fields } = mapDocumentShape;
export const documentV6Shape = { ...v6Fields, version: z.literal(6) };

export const documentV6Schema = withLevelInvariants(z.object(documentV6Shape));
export type DocumentV6 = z.infer<typeof documentV6Schema>;

/** Version 6 -> 7: no territories yet and the heat map by division, so an old map looks as it did. */
export function migrateV6toV7(v6: DocumentV6): unknown {
  return { ...v6, version: 7, territories: [], territoryHeat: 'off' };
}
