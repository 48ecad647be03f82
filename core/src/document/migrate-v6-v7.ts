import { z } from 'zod';
import { colourSchema } from './colour';
import { heatMapSchema } from './data-layers';
import { divisionRecord } from './ids';
import { legendV3Schema, MAX_LEGEND_ORDER } from './legend';
import { divisionOffsetSchema, levelStyleSchema } from './level';
import { mapDocumentShape, withLevelInvariants } from './schema';

/**
 * Version 6's level state, frozen: version 7 lets a fill name a pattern (patterns.ts); before, a
 * fill was a colour.
 */
const levelStateV6Schema = z.object({
  style: levelStyleSchema,
  fills: divisionRecord(colourSchema),
  offsets: divisionRecord(divisionOffsetSchema),
});

/** Version 6's legend, frozen: keyed by colours only. */
const legendV6Schema = legendV3Schema.extend({
  order: z
    .array(colourSchema)
    .max(MAX_LEGEND_ORDER)
    .refine((order) => new Set(order).size === order.length, 'lists a colour twice'),
});

/** Version 6's heat map, frozen: no pattern hatches its no-data divisions. */
const heatMapV6Schema = heatMapSchema.omit({ noDataPattern: true });

/**
 * Version 6's fields, frozen here: version 7 adds `patterns` (and fills and the legend may name
 * them); the older versions' schemas build on this shape rather than on today's.
 */
const { patterns: _patterns, ...v6Fields } = mapDocumentShape;
export const documentV6Shape = {
  ...v6Fields,
  version: z.literal(6),
  levels: z.object({ 1: levelStateV6Schema, 2: levelStateV6Schema }),
  legend: legendV6Schema,
  heatMap: heatMapV6Schema,
};

export const documentV6Schema = withLevelInvariants(z.object(documentV6Shape));
export type DocumentV6 = z.infer<typeof documentV6Schema>;

/** Version 6 -> 7: no pattern yet; every fill is the colour it was, no-data divisions too. */
export function migrateV6toV7(v6: DocumentV6): unknown {
  return { ...v6, version: 7, heatMap: { ...v6.heatMap, noDataPattern: null }, patterns: [] };
}
