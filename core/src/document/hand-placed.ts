import { z } from 'zod';

/**
 * The frame's keys, the elements the editor places for the user until the user places them: the
 * legend and the heat bar (decision "The editor places the legend and the heat bar until the user does").
 */
export const PLACED_KEYS = ['legend', 'heatBar'] as const;
export type PlacedKey = (typeof PLACED_KEYS)[number];

/**
 * Since version 9: the keys the user has moved by hand. A key listed here is drawn at its stored
 * position; one not listed is drawn where the layout rule puts it (render/legend-placement.ts), its
 * stored position being only where it would like to be. A set, written in PLACED_KEYS' order.
 */
export const handPlacedSchema = z
  .array(z.enum(PLACED_KEYS))
  .max(PLACED_KEYS.length)
  .refine((keys) => new Set(keys).size === keys.length, 'lists a key twice');

export function isHandPlaced(doc: { readonly handPlaced: readonly PlacedKey[] }, key: PlacedKey): boolean {
  return doc.handPlaced.includes(key);
}
