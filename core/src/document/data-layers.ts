import { z } from 'zod';
import { colourSchema } from './colour';
import { patternIdSchema } from './patterns';
import { divisionRecord } from './ids';
import { pointSchema } from './position';
import { MAX_TEXT_LENGTH } from './text-block';

/**
 * Data layers: heat map and pixel dot map. Values are per division of the level named by `level`.
 * Fields added after version 2 was first written have defaults, so every version-2 document parses
 * unchanged (decision "New data-layer fields have schema defaults").
 */
const CLASSIFICATIONS = ['continuous', 'quantile', 'equalInterval', 'naturalBreaks', 'custom'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const MIN_CLASSES = 2;
export const MAX_CLASSES = 12;
export const MAX_DECIMALS = 6;
const MAX_AFFIX_LENGTH = 20;

/** How numbers are written on the heat bar: 1,234.5 · 1.234,5 · 1 234,5 · 12 %, $3.2. */
export const numberFormatSchema = z.object({
  /** Digits after the decimal mark; null: as few as tell the ticks apart. */
  decimals: z.number().int().min(0).max(MAX_DECIMALS).nullable().default(null),
  /**
   * Since version 14 also 'locale': grouped and marked as the map's language writes numbers (Intl:
   * 1,234.5 in English, 1.234,5 in German), the decimal mark then unused.
   */
  grouping: z.enum(['locale', 'none', 'comma', 'period', 'space']).default('comma'),
  decimalMark: z.enum(['.', ',']).default('.'),
  prefix: z.string().max(MAX_AFFIX_LENGTH).default(''),
  suffix: z.string().max(MAX_AFFIX_LENGTH).default(''),
});
export type NumberFormat = z.infer<typeof numberFormatSchema>;

export const DEFAULT_NUMBER_FORMAT: NumberFormat = {
  decimals: null,
  grouping: 'locale',
  decimalMark: '.',
  prefix: '',
  suffix: '',
};

/** The heat bar: the heat map's legend, an element of the frame like the legend box. */
export const heatBarSchema = z.object({
  visible: z.boolean(),
  /** Top-left corner of the bar's box, in frame pixels. */
  position: pointSchema,
  title: z.string().max(MAX_TEXT_LENGTH).default(''),
  orientation: z.enum(['horizontal', 'vertical']).default('horizontal'),
  /** Length of the colour ramp along its axis, frame px. */
  length: z.number().min(20).max(5000).default(240),
  /** Thickness of the colour ramp, frame px. */
  thickness: z.number().min(2).max(500).default(12),
  fontSize: z.number().min(6).max(200).default(14),
  textColor: colourSchema.default('#1a1a1a'),
  /** Box behind the bar; null draws none. */
  background: colourSchema.nullable().default('#ffffffcc'),
  format: numberFormatSchema.default(() => ({ ...DEFAULT_NUMBER_FORMAT })),
  /** Label of the no-data swatch, shown when a division of the level has no value. */
  noDataLabel: z.string().max(MAX_TEXT_LENGTH).default('No data'),
});
export type HeatBar = z.infer<typeof heatBarSchema>;

export const heatMapSchema = z.object({
  active: z.boolean(),
  level: z.union([z.literal(1), z.literal(2)]),
  values: divisionRecord(z.number().finite()),
  /** Id of a sequential or diverging palette (data/heat-palettes.ts); an unknown id draws viridis. */
  palette: z.string().min(1).max(100),
  classification: z.enum(CLASSIFICATIONS),
  classes: z.number().int().min(MIN_CLASSES).max(MAX_CLASSES),
  /** Continuous only: a linear or a logarithmic ramp (log needs positive values). */
  scale: z.enum(['linear', 'log']).default('linear'),
  /** Custom classification: the inner class limits, ascending (classes = breaks + 1). */
  breaks: z
    .array(z.number().finite())
    .max(MAX_CLASSES - 1)
    .default([]),
  /** Palette read from its other end. */
  reverse: z.boolean().default(false),
  /** Diverging palettes: the value at the neutral colour; null: the middle of the data. */
  midpoint: z.number().finite().nullable().default(null),
  /** Divisions of the level without a value. */
  noDataColor: colourSchema.default('#d9d9d9'),
  /**
   * Since version 7: the id of the pattern (patterns.ts) that hatches the divisions without a value
   * instead of `noDataColor` (its background is that colour); null: none.
   */
  noDataPattern: patternIdSchema.nullable().default(null),
  /** The heat bar legend. */
  bar: heatBarSchema,
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
  /** Space between neighbouring cells, frame pixels (less than the pitch). */
  gap: z.number().min(0).max(50).default(1),
  onColor: colourSchema,
  offColor: colourSchema,
  /** Cells of divisions without a value. */
  noDataColor: colourSchema.default('#f2f2f2'),
  /** Its row in the legend box: an "on" cell and this label. */
  legendVisible: z.boolean().default(true),
  legendLabel: z.string().max(MAX_TEXT_LENGTH).default(''),
});

export type PixelDotMap = z.infer<typeof pixelDotMapSchema>;
