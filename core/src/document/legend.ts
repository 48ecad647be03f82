import { z } from 'zod';
import { colourSchema } from './colour';
import { MAX_TEXT_LENGTH } from './text-block';
import { pointSchema } from './position';

export const MAX_LEGEND_LABEL_LENGTH = 200;

/**
 * The legend. Which colours it lists is derived from the fills in use (see legend-entries.ts);
 * `entries` only stores the labels the user typed, by colour. A label outlives its colour's last
 * use so that repainting with that colour brings the label back (ADR 0005).
 */
export const legendSchema = z.object({
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

export type Legend = z.infer<typeof legendSchema>;
