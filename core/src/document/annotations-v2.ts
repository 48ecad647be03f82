import { z } from 'zod';
import { colourSchema } from './colour';
import { pointSchema } from './position';
import { textStyleSchema, MAX_TEXT_LENGTH } from './text-block';

/**
 * Annotations as version 2 of the document stored them (frame-pixel positions, few properties). Kept
 * only so migrations.ts can read a version-2 file and convert it (migrate-v2-v3.ts); the editor never
 * made any, so real version-2 files have none, but a hand-written one may.
 */
const base = {
  id: z.string().min(1).max(100),
  position: pointSchema,
};

const textAnnotationV2Schema = z.object({
  ...base,
  type: z.literal('text'),
  text: z.string().max(MAX_TEXT_LENGTH),
  style: textStyleSchema,
  /** Outline drawn around the glyphs so text reads on any fill; null for none. */
  halo: colourSchema.nullable(),
});

const dotAnnotationV2Schema = z.object({
  ...base,
  type: z.literal('dot'),
  radius: z.number().min(0.5).max(200),
  color: colourSchema,
  label: z.string().max(MAX_TEXT_LENGTH),
});

const noteAnnotationV2Schema = z.object({
  ...base,
  type: z.literal('note'),
  text: z.string().max(2000),
  /** The point the leader line goes to; `position` is the note box's top-left corner. */
  target: pointSchema,
  width: z.number().min(20).max(2000),
});

const emojiAnnotationV2Schema = z.object({
  ...base,
  type: z.literal('emoji'),
  /** The emoji's identifier in the bundled set (e.g. its code points, '1f3f0'). */
  emoji: z.string().min(1).max(64),
  size: z.number().min(4).max(1000),
});

const chartDatumV2Schema = z.object({
  label: z.string().max(200),
  value: z.number(),
  color: colourSchema,
});

const chartAnnotationV2Schema = z.object({
  ...base,
  type: z.literal('chart'),
  kind: z.enum(['bar', 'pie', 'donut']),
  width: z.number().min(10).max(4000),
  height: z.number().min(10).max(4000),
  data: z.array(chartDatumV2Schema).max(100),
});

const annotationV2Schema = z.discriminatedUnion('type', [
  textAnnotationV2Schema,
  dotAnnotationV2Schema,
  noteAnnotationV2Schema,
  emojiAnnotationV2Schema,
  chartAnnotationV2Schema,
]);

export type AnnotationV2 = z.infer<typeof annotationV2Schema>;

const MAX_ANNOTATIONS = 2000;

export const annotationsV2Schema = z
  .array(annotationV2Schema)
  .max(MAX_ANNOTATIONS)
  .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'has two annotations with one id');
