import { z } from 'zod';
import { colourSchema } from './colour';
import { pointSchema } from './position';

export const MAX_TEXT_LENGTH = 500;

export const textStyleSchema = z.object({
  fontFamily: z.string().min(1).max(200),
  fontSize: z.number().min(4).max(400),
  fontWeight: z.union([z.literal(400), z.literal(700)]),
  color: colourSchema,
  /** Horizontal anchor of `position`: the SVG text-anchor. */
  align: z.enum(['start', 'middle', 'end']),
});

export type TextStyle = z.infer<typeof textStyleSchema>;

/** Title, subtitle and credit: one line of user text placed in the frame. Empty text draws nothing. */
export const textBlockSchema = z.object({
  text: z.string().max(MAX_TEXT_LENGTH),
  position: pointSchema,
  style: textStyleSchema,
});

export type TextBlock = z.infer<typeof textBlockSchema>;

export const DEFAULT_FONT_FAMILY = 'Inter, "Helvetica Neue", Arial, sans-serif';
