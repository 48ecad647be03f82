import { z } from 'zod';

/** More than any map has at level 1 (the world has 251 countries). */
export const MAX_SHOWN_DIVISIONS = 400;

/**
 * Since version 10: the level-1 divisions the map shows, in the order chosen (a world's or region's
 * countries, such as Canada and the United States; a country's provinces). Empty: every division.
 * The map is fitted to them, their second level is theirs, and the rest of the map is drawn as quiet
 * context that takes no clicks (render/shown-geometry.ts; decision "A map shows a chosen set of its
 * first level").
 */
export const shownDivisionsSchema = z
  .array(z.string().min(1))
  .max(MAX_SHOWN_DIVISIONS)
  .refine((ids) => new Set(ids).size === ids.length, 'lists a division twice');
