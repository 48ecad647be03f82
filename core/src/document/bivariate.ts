import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionRecord } from './ids';
import type { Level } from './schema';
import { MAX_TEXT_LENGTH } from './text-block';

/** Two inner class limits per axis: three classes. */
const breaksSchema = z.tuple([z.number().finite(), z.number().finite()]).nullable();

/**
 * Since version 13: the bivariate choropleth, a fourth data map. Each division of `level` has two
 * numbers, `x` and `y`; each axis is cut into three classes (at `xBreaks`/`yBreaks`, or at the
 * data's tertiles when null) and the 3 × 3 palette gives the colour of the pair of classes.
 */
export const bivariateMapSchema = z.object({
  active: z.boolean(),
  level: z.union([z.literal(1), z.literal(2)]),
  x: divisionRecord(z.number().finite()),
  y: divisionRecord(z.number().finite()),
  /** The two columns' names, the square legend's axis titles. */
  xTitle: z.string().max(MAX_TEXT_LENGTH),
  yTitle: z.string().max(MAX_TEXT_LENGTH),
  /** Id of a bivariate palette (data/bivariate-palettes.ts); an unknown id draws the first. */
  palette: z.string().min(1).max(100),
  xBreaks: breaksSchema,
  yBreaks: breaksSchema,
  /** Divisions of the level without both numbers. */
  noDataColor: colourSchema,
  /** Label of the legend's no-data row, shown when a division of the level lacks a number. */
  noDataLabel: z.string().max(MAX_TEXT_LENGTH),
  legendVisible: z.boolean(),
});
export type BivariateMap = z.infer<typeof bivariateMapSchema>;

/** The bivariate map of a new document: off, empty, the first palette, tertiles. */
export function defaultBivariateMap(): BivariateMap {
  return {
    active: false,
    level: 1,
    x: {},
    y: {},
    xTitle: '',
    yTitle: '',
    palette: 'blue-red',
    xBreaks: null,
    yBreaks: null,
    noDataColor: '#d9d9d9',
    noDataLabel: 'No data',
    legendVisible: true,
  };
}

interface DataMapsPart {
  readonly bivariate: { readonly active: boolean; readonly level: Level };
  readonly pixelDotMap: { readonly active: boolean; readonly level: Level };
}

/** The level a bivariate map colours, if one is on (and no pixel dot map takes that level). */
export function bivariateLevelOf(doc: DataMapsPart): Level | undefined {
  const { bivariate, pixelDotMap } = doc;
  if (!bivariate.active || (pixelDotMap.active && pixelDotMap.level === bivariate.level)) return undefined;
  return bivariate.level;
}
