import { z } from 'zod';
import { mapDocumentShape, withLevelInvariants } from './schema';

/**
 * Version 6's fields, frozen here: version 7 adds `insets` (the user's changes to territory insets),
 * and `zoomInsets`, and the older versions' schemas build on this shape rather than on today's.
 */
const { insets: _insets, zoomInsets: _zoomInsets, ...v6Fields } = mapDocumentShape;
export const documentV6Shape = { ...v6Fields, version: z.literal(6) };

export const documentV6Schema = withLevelInvariants(z.object(documentV6Shape));
export type DocumentV6 = z.infer<typeof documentV6Schema>;

/**
 * Version 6 -> 7: no inset changed, so a map with insets opens with each in its default box, and no
 * zoom inset.
 */
export function migrateV6toV7(v6: DocumentV6): unknown {
  return { ...v6, version: 7, insets: {}, zoomInsets: [] };
}
