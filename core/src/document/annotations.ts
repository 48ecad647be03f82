import { z } from 'zod';
import { colourSchema } from './colour';
import { pointSchema } from './position';
import { textStyleSchema, MAX_TEXT_LENGTH } from './text-block';

/**
 * Annotations placed on the frame. This is the minimal, valid shape; the annotations issue extends
 * the fields (adding optional fields keeps old files valid; anything else goes through a migration).
 * Every annotation has a unique `id` so the UI can select, drag and key it.
 */
const base = {
  id: z.string().min(1).max(100),
  position: pointSchema,
};

export const textAnnotationSchema = z.object({
  ...base,
  type: z.literal('text'),
  text: z.string().max(MAX_TEXT_LENGTH),
  style: textStyleSchema,
  /** Outline drawn around the glyphs so text reads on any fill; null for none. */
  halo: colourSchema.nullable(),
});

export const dotAnnotationSchema = z.object({
  ...base,
  type: z.literal('dot'),
  radius: z.number().min(0.5).max(200),
  color: colourSchema,
  label: z.string().max(MAX_TEXT_LENGTH),
});

export const noteAnnotationSchema = z.object({
  ...base,
  type: z.literal('note'),
  text: z.string().max(2000),
  /** The point the leader line goes to; `position` is the note box's top-left corner. */
  target: pointSchema,
  width: z.number().min(20).max(2000),
});

export const emojiAnnotationSchema = z.object({
  ...base,
  type: z.literal('emoji'),
  /** The emoji's identifier in the bundled set (e.g. its code points, '1f3f0'). */
  emoji: z.string().min(1).max(64),
  size: z.number().min(4).max(1000),
});

export const chartDatumSchema = z.object({
  label: z.string().max(200),
  value: z.number(),
  color: colourSchema,
});

export const chartAnnotationSchema = z.object({
  ...base,
  type: z.literal('chart'),
  kind: z.enum(['bar', 'pie', 'donut']),
  width: z.number().min(10).max(4000),
  height: z.number().min(10).max(4000),
  data: z.array(chartDatumSchema).max(100),
});

export const annotationSchema = z.discriminatedUnion('type', [
  textAnnotationSchema,
  dotAnnotationSchema,
  noteAnnotationSchema,
  emojiAnnotationSchema,
  chartAnnotationSchema,
]);

export type Annotation = z.infer<typeof annotationSchema>;
export type AnnotationType = Annotation['type'];

export const MAX_ANNOTATIONS = 2000;

export const annotationsSchema = z
  .array(annotationSchema)
  .max(MAX_ANNOTATIONS)
  .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'has two annotations with one id');
