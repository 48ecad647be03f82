import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionRecord } from './ids';
import { MAX_TEXT_LENGTH } from './text-block';

/** A table of places holds at most this many rows (a symbol map of more is a dot map). */
export const MAX_SYMBOL_POINTS = 5000;
const MAX_PLACE_NAME_LENGTH = 200;

/** One place of a table of places (a city): where it is and its value. */
export const symbolPointSchema = z.object({
  /** Stable within the map: `pt` and a number, so the key cannot collide with a division id. */
  id: z.string().regex(/^pt[0-9]{1,6}$/),
  name: z.string().max(MAX_PLACE_NAME_LENGTH),
  lon: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  value: z.number().finite().min(0),
});
export type SymbolPoint = z.infer<typeof symbolPointSchema>;

/**
 * Since version 13: proportional symbols, drawn over whatever fills the map. A symbol's area is
 * proportional to its value: one per division of `level` with a value, at its label anchor, or one
 * per place of `points` at its latitude and longitude.
 */
export const symbolMapSchema = z.object({
  active: z.boolean(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** Where the symbols stand: at the divisions' label anchors, or at the places of `points`. */
  placement: z.enum(['divisions', 'points']),
  /** Division id -> its value (placement 'divisions'). */
  values: divisionRecord(z.number().finite().min(0)),
  /** In the table's order (placement 'points'). */
  points: z.array(symbolPointSchema).max(MAX_SYMBOL_POINTS),
  shape: z.enum(['circle', 'square']),
  /** Radius (half the side of a square) of the largest value's symbol, in frame pixels. */
  maxSize: z.number().min(2).max(300),
  /** The symbols' fill when no second column colours them. */
  colour: colourSchema,
  opacity: z.number().min(0.1).max(1),
  /** The outline that keeps overlapping symbols apart. */
  halo: colourSchema,
  /**
   * A second column that colours the symbols: none, the categorical map's category of each division,
   * or the heat map's class of each division.
   */
  colourBy: z.enum(['single', 'categories', 'heatMap']),
  /** Title of the size legend; its nested circles are drawn in the legend box when non-empty data. */
  legendTitle: z.string().max(MAX_TEXT_LENGTH),
  legendVisible: z.boolean(),
});
export type SymbolMap = z.infer<typeof symbolMapSchema>;

/** The symbol map of a new document: off, empty, translucent red circles with a white halo. */
export function defaultSymbolMap(): SymbolMap {
  return {
    active: false,
    level: 1,
    placement: 'divisions',
    values: {},
    points: [],
    shape: 'circle',
    maxSize: 40,
    colour: '#d7301f',
    opacity: 0.8,
    halo: '#ffffff',
    colourBy: 'single',
    legendTitle: '',
    legendVisible: true,
  };
}
