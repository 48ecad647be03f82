import { z } from 'zod';

/**
 * Colours are stored as lowercase hex, `#rrggbb` or `#rrggbbaa`. One spelling per colour matters:
 * the legend groups divisions by colour, so `#FF0000` and `#ff0000` must not become two entries.
 */
const HEX_COLOUR = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/;

export const colourSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(HEX_COLOUR, 'must be a colour written as #rrggbb or #rrggbbaa'));

export type Colour = z.infer<typeof colourSchema>;

export function isColour(value: string): boolean {
  return HEX_COLOUR.test(value.toLowerCase());
}

/** The stored spelling of a colour; throws on anything that is not #rrggbb / #rrggbbaa. */
export function normaliseColour(value: string): Colour {
  const lower = value.toLowerCase();
  if (!HEX_COLOUR.test(lower)) throw new RangeError(`Not a colour: ${JSON.stringify(value)}`);
  return lower;
}
