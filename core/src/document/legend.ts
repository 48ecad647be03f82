import { z } from 'zod';
import { colourSchema } from './colour';
import { MAX_TEXT_LENGTH } from './text-block';
import { MAX_RECORD_ENTRIES } from './ids';
import { pointSchema } from './position';
import { fillSchema } from './patterns';

export const MAX_LEGEND_LABEL_LENGTH = 200;

/**
 * The most colours `order` may list: both levels could each paint every division a colour of its
 * own; beyond, colours no longer in use are forgotten first (legend-order.ts).
 */
export const MAX_LEGEND_ORDER = 2 * MAX_RECORD_ENTRIES;

/**
 * The legend of version 3 and earlier. Which colours it lists is derived from the fills in use (see
 * legend-entries.ts); `entries` only stores the labels the user typed, by colour. A label outlives its
 * colour's last use so that repainting with that colour brings the label back (decision "The map document, its history, and how it is drawn").
 */
export const legendV3Schema = z.object({
  visible: z.boolean(),
  title: z.string().max(MAX_TEXT_LENGTH),
  /** Top-left corner of the legend box, in frame pixels. */
  position: pointSchema,
  fontSize: z.number().min(6).max(200),
  textColor: colourSchema,
  /** Box behind the entries; null draws none. */
  background: colourSchema.nullable(),
  entries: z
    .record(colourSchema, z.string().max(MAX_LEGEND_LABEL_LENGTH))
    .refine((record) => Object.keys(record).length <= 1000, 'has more than 1000 labels'),
});

/**
 * The legend (since version 4): as version 3, plus `order`, the colours in the order the legend lists
 * them (decision "The legend's order is an array in the document"). Order that matters is an array: the key order of `fills` or `entries` does not survive
 * JavaScript (integer-like keys go first, sorted) nor PostgreSQL's jsonb. Painting with a new colour
 * appends it; the user reorders by drag. A colour stays listed when it goes out of use, so it comes
 * back in its place, as its label does. Colours in use but not listed (hand-written files) follow the
 * listed ones, sorted (legend-order.ts).
 */
export const legendSchema = legendV3Schema.extend({
  /** Since version 7 also keyed by pattern fills (patterns.ts). */
  entries: z
    .record(fillSchema, z.string().max(MAX_LEGEND_LABEL_LENGTH))
    .refine((record) => Object.keys(record).length <= 1000, 'has more than 1000 labels'),
  order: z
    .array(fillSchema)
    .max(MAX_LEGEND_ORDER)
    .refine((order) => new Set(order).size === order.length, 'lists a colour twice'),
});
