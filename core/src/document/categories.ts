import { z } from 'zod';
import type { Colour } from './colour';
import { colourSchema } from './colour';
import { divisionRecord } from './ids';
import type { Level } from './schema';
import { MAX_TEXT_LENGTH } from './text-block';

/** A map holds at most this many categories (a legend of more explains nothing). */
export const MAX_CATEGORIES = 100;
/** The longest category text: a party's or a language's name, as a table cell spells it. */
export const MAX_CATEGORY_LENGTH = 200;

/** One category: its text, as first written, and its colour. */
const categorySchema = z.object({
  value: z.string().min(1).max(MAX_CATEGORY_LENGTH),
  colour: colourSchema,
});
export type Category = z.infer<typeof categorySchema>;

/**
 * Since version 12: the categorical data map, the third data layer beside the heat map and the pixel
 * dot map (decision "Categories are a data map of text"). Each division of `level` names a category by
 * its text; `categories` is an array, so its order is the legend's (never an object's key order). A
 * division without a category is drawn in `noDataColor`.
 */
export const categoryMapSchema = z
  .object({
    active: z.boolean(),
    level: z.union([z.literal(1), z.literal(2)]),
    /** Division id -> the text of its category (one of `categories`' values). */
    values: divisionRecord(z.string().min(1).max(MAX_CATEGORY_LENGTH)),
    /** In the order the legend lists them. */
    categories: z.array(categorySchema).max(MAX_CATEGORIES),
    noDataColor: colourSchema,
    /** Label of the legend's no-data row, shown when a division of the level has no category. */
    noDataLabel: z.string().max(MAX_TEXT_LENGTH),
  })
  .superRefine((map, ctx) => {
    const known = new Set<string>();
    map.categories.forEach((category, i) => {
      if (known.has(category.value))
        ctx.addIssue({ code: 'custom', message: 'names a category twice', path: ['categories', i] });
      known.add(category.value);
    });
    for (const [id, value] of Object.entries(map.values)) {
      if (!known.has(value))
        ctx.addIssue({ code: 'custom', message: 'names no category of the map', path: ['values', id] });
    }
  });
export type CategoryMap = z.infer<typeof categoryMapSchema>;

/** The categorical map of a new document: off, no categories, blanks in light grey. */
export function defaultCategoryMap(): CategoryMap {
  return {
    active: false,
    level: 1,
    values: {},
    categories: [],
    noDataColor: '#d9d9d9',
    noDataLabel: 'No data',
  };
}

/** How two spellings of one category compare: case and spacing ignored ("csu" is "CSU "). */
export function categoryKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The colour a division's category gives it, or undefined when it has none. */
export function categoryColourOf(
  map: { readonly values: Readonly<Record<string, string>>; readonly categories: readonly Category[] },
  id: string,
): Colour | undefined {
  if (!Object.hasOwn(map.values, id)) return undefined;
  return coloursByValue(map.categories).get(map.values[id] as string);
}

const colourMaps = new WeakMap<readonly Category[], ReadonlyMap<string, Colour>>();

/** Each category's colour by its text, kept per (immutable) array of categories. */
function coloursByValue(categories: readonly Category[]): ReadonlyMap<string, Colour> {
  let colours = colourMaps.get(categories);
  if (!colours) {
    colours = new Map(categories.map((category) => [category.value, category.colour]));
    colourMaps.set(categories, colours);
  }
  return colours;
}

interface DataMapsPart {
  readonly categories: { readonly active: boolean; readonly level: Level };
  readonly pixelDotMap: { readonly active: boolean; readonly level: Level };
}

/** The level a categorical map colours, if one is on (and no pixel dot map takes that level). */
export function categoryLevelOf(doc: DataMapsPart): Level | undefined {
  const { categories, pixelDotMap } = doc;
  if (!categories.active || (pixelDotMap.active && pixelDotMap.level === categories.level)) return undefined;
  return categories.level;
}
