import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionIdSchema, MAX_RECORD_ENTRIES } from './ids';
import { fillSchema } from './patterns';

export const MAX_TERRITORIES = 1000;
export const MAX_TERRITORY_NAME_LENGTH = 200;
export const MAX_TERRITORY_BORDER_WIDTH = 20;

/** Ids the document gives territories: `t1`, `t2`, … (the next unused number, so tests can name them). */
const TERRITORY_ID = /^t[1-9][0-9]{0,6}$/;

/**
 * A territory (since version 7): divisions of one level grouped under a name, drawn as one shape with
 * its outer border only (decision "Territories are unions made from the topology"). `members` keeps
 * the order the divisions were added in; a division belongs to at most one territory of its level.
 */
const territorySchema = z.object({
  id: z.string().regex(TERRITORY_ID, 'is not a territory id'),
  name: z.string().min(1).max(MAX_TERRITORY_NAME_LENGTH),
  /** Its own literal, not schema.ts's (which imports this file). */
  level: z.union([z.literal(1), z.literal(2)]),
  members: z
    .array(divisionIdSchema)
    .min(1)
    .max(MAX_RECORD_ENTRIES)
    .refine((ids) => new Set(ids).size === ids.length, 'lists a division twice'),
  /** A colour, or a pattern of the document's `patterns` as `pattern:<id>`, as a division's fill. */
  fill: fillSchema,
  borderColor: colourSchema,
  /** In frame pixels, as a level's border width; 0 draws no outline. */
  borderWidth: z.number().min(0).max(MAX_TERRITORY_BORDER_WIDTH),
  /** Its own value, for a heat map drawn with one value per territory (`territoryHeat: 'own'`). */
  value: z.number().finite().optional(),
});
export type Territory = z.infer<typeof territorySchema>;

/** The territories in the legend's order (an array: order that matters is an array). */
export const territoriesSchema = z
  .array(territorySchema)
  .max(MAX_TERRITORIES)
  .superRefine((territories, ctx) => {
    const ids = new Set<string>();
    const owner = new Map<string, string>();
    territories.forEach((territory, index) => {
      if (ids.has(territory.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `two territories are called ${territory.id}`,
          path: [index, 'id'],
        });
      }
      ids.add(territory.id);
      for (const member of territory.members) {
        const key = `${territory.level}:${member}`;
        const first = owner.get(key);
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `division ${member} is in two territories ("${first}" and "${territory.name}")`,
            path: [index, 'members'],
          });
        }
        owner.set(key, territory.name);
      }
    });
  });
export type Territories = z.infer<typeof territoriesSchema>;

/** What a new territory looks like when the user gives only its name and members. */
export const DEFAULT_TERRITORY_STYLE = { borderColor: '#1a1a1a', borderWidth: 1.5 } as const;

/**
 * A heat map drawn by territory (since version 7): each territory on the heat map's level coloured by
 * the sum or the mean of its divisions' values, or by its own value ('own': a table of one value per
 * territory), the scale made of those values; 'off': by division.
 */
export const TERRITORY_HEAT = ['off', 'sum', 'mean', 'own'] as const;
export const territoryHeatSchema = z.enum(TERRITORY_HEAT);
export type TerritoryHeat = z.infer<typeof territoryHeatSchema>;

/** A new map has none. */
export function defaultTerritories(): Territories {
  return [];
}

/**
 * The territories drawn: those of a visible level, in the document's order. A territory of a hidden
 * level is kept (showing the level brings it back) but neither drawn nor listed in the legend.
 */
export function shownTerritories<T extends { readonly level: 1 | 2 }>(doc: {
  readonly territories: readonly T[];
  readonly levels: { readonly [L in 1 | 2]: { readonly style: { readonly visible: boolean } } };
}): readonly T[] {
  return doc.territories.filter((t) => doc.levels[t.level].style.visible);
}
