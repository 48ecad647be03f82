import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionRecord } from './ids';
import { fillSchema } from './patterns';

/** Style of one division level. Border width is in frame pixels at any zoom (decision "The map document, its history, and how it is drawn"). */
export const MAX_BORDER_WIDTH = 20;

export const levelStyleSchema = z.object({
  visible: z.boolean(),
  defaultFill: colourSchema,
  borderColor: colourSchema,
  borderWidth: z.number().min(0).max(MAX_BORDER_WIDTH),
  opacity: z.number().min(0).max(1),
});

export type LevelStyle = z.infer<typeof levelStyleSchema>;

/** A division moved out of its place (e.g. an exploded view), in map-space units (see render/transform). */
export const divisionOffsetSchema = z.object({ dx: z.number(), dy: z.number() });
export type DivisionOffset = z.infer<typeof divisionOffsetSchema>;

export const levelStateSchema = z.object({
  style: levelStyleSchema,
  /**
   * Division id -> fill. A division without an entry is drawn with `style.defaultFill`. Since
   * version 7 a fill may name a pattern (patterns.ts).
   */
  fills: divisionRecord(fillSchema),
  /** Division id -> offset. A division without an entry is in its place. */
  offsets: divisionRecord(divisionOffsetSchema),
});

export type LevelState = z.infer<typeof levelStateSchema>;

export const DEFAULT_LEVEL_STYLES: Readonly<Record<1 | 2, LevelStyle>> = {
  1: { visible: true, defaultFill: '#dcdcdc', borderColor: '#3c3c3c', borderWidth: 1, opacity: 1 },
  2: { visible: false, defaultFill: '#dcdcdc', borderColor: '#ffffff', borderWidth: 0.5, opacity: 1 },
};
