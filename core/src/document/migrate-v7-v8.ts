import { z } from 'zod';
import { MAX_ZOOM_INSETS, zoomInsetSchema } from './insets';
import { mapDocumentShape, withLevelInvariants } from './schema';

/** Version 7's zoom inset, frozen: its area's outline and connector were always drawn. */
const zoomInsetV7Schema = zoomInsetSchema.omit({ showArea: true });

/**
 * Version 7's fields, frozen here. Version 8 lets each zoom inset show or hide its area on the map
 * (`showArea`); the older versions' schemas build on this shape rather than on today's.
 */
export const documentV7Shape = {
  ...mapDocumentShape,
  version: z.literal(7),
  zoomInsets: z.array(zoomInsetV7Schema).max(MAX_ZOOM_INSETS),
};

export const documentV7Schema = withLevelInvariants(z.object(documentV7Shape));
export type DocumentV7 = z.infer<typeof documentV7Schema>;

/** Version 7 -> 8: every zoom inset keeps its area's outline and connector, as version 7 drew them. */
export function migrateV7toV8(v7: DocumentV7): unknown {
  return { ...v7, version: 8, zoomInsets: v7.zoomInsets.map((inset) => ({ ...inset, showArea: true })) };
}
