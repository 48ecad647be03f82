import { z } from 'zod';
import { MAX_ZOOM_INSETS, zoomInsetSchema } from './insets';
import { danglingPatternFill } from './patterns';
import { documentV8Shape } from './migrate-v8-v9';
import { withLevelInvariants } from './schema';

/** Version 7's zoom inset, frozen: its area's outline and connector were always drawn. */
const zoomInsetV7Schema = zoomInsetSchema.omit({ showArea: true });

/**
 * Version 7's fields, frozen here. Version 8 adds `territoryLabels` (whether each shown territory's
 * name is drawn on the map), `heatOverlays` (patterns laid over the heat map's colours, decision "A
 * pattern over a heat map's colour is a second channel"), a heat map drawn with one value per
 * territory (`territoryHeat: 'own'`, each territory's optional `value`) and lets each zoom inset show
 * or hide its area on the map (`showArea`); the older versions' schemas build on this shape rather
 * than on today's.
 */
const { territoryLabels: _territoryLabels, heatOverlays: _heatOverlays, ...v7Fields } = documentV8Shape;
export const documentV7Shape = {
  ...v7Fields,
  version: z.literal(7),
  territoryHeat: z.enum(['off', 'sum', 'mean']),
  zoomInsets: z.array(zoomInsetV7Schema).max(MAX_ZOOM_INSETS),
};

/** As version 7 read a file: a fill naming a pattern the map does not define is refused. */
export const documentV7Schema = withLevelInvariants(z.object(documentV7Shape)).superRefine((doc, ctx) => {
  const path = danglingPatternFill(doc);
  if (path) ctx.addIssue({ code: 'custom', message: 'names a pattern the map does not define', path });
});
export type DocumentV7 = z.infer<typeof documentV7Schema>;

/**
 * Version 7 -> 8: territories are labelled with their names, as a new map's are (decision "Territory
 * labels are placed by the core on the union, and their members' labels make way"); no pattern lies
 * over any heat colour, and every zoom inset keeps its area's outline and connector, so an old map
 * looks as it did.
 */
export function migrateV7toV8(v7: DocumentV7): unknown {
  return {
    ...v7,
    version: 8,
    territoryLabels: true,
    heatOverlays: { 1: {}, 2: {} },
    zoomInsets: v7.zoomInsets.map((inset) => ({ ...inset, showArea: true })),
  };
}
