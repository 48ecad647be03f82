import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionRecord } from './ids';
import { pointSchema } from './position';

/**
 * Data layers: heat map and pixel dot map. The shapes here are the minimal valid settings; the
 * data-maps issue extends them. Values are per division of the level named by `level`.
 */
export const CLASSIFICATIONS = ['continuous', 'quantile', 'equalInterval', 'naturalBreaks'] as const;

export const heatMapSchema = z.object({
  active: z.boolean(),
  level: z.union([z.literal(1), z.literal(2)]),
  values: divisionRecord(z.number()),
  /** Name of a sequential or diverging palette from editor/palettes.ts. */
  palette: z.string().min(1).max(100),
  classification: z.enum(CLASSIFICATIONS),
  classes: z.number().int().min(2).max(12),
  /** The heat bar legend. */
  bar: z.object({ visible: z.boolean(), position: pointSchema }),
});

export type HeatMap = z.infer<typeof heatMapSchema>;

export const pixelDotMapSchema = z.object({
  active: z.boolean(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** Division id -> percentage of its pixels that are "on", 0..100. */
  values: divisionRecord(z.number().min(0).max(100)),
  shape: z.enum(['square', 'round']),
  /** Pixel pitch in frame pixels. */
  cellSize: z.number().min(2).max(100),
  onColor: colourSchema,
  offColor: colourSchema,
});

export type PixelDotMap = z.infer<typeof pixelDotMapSchema>;
