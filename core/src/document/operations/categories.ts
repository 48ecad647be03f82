import { PALETTES } from '../../editor/palettes';
import {
  categoryKey,
  categoryMapSchema,
  MAX_CATEGORIES,
  MAX_CATEGORY_LENGTH,
  type Category,
  type CategoryMap,
} from '../categories';
import { normaliseColour, type Colour } from '../colour';
import { assertDivisionId, MAX_RECORD_ENTRIES } from '../ids';
import type { DocumentDraft } from './operation';

/** A category as an import names it: its text as first written and the divisions that have it. */
export interface CategoryGroup {
  readonly name: string;
  readonly members: readonly string[];
}

/**
 * The colours new categories take: the qualitative palettes' in turn, Okabe-Ito first, skipping those
 * the map's categories use already (and black, which hides the borders); past them all, greys.
 */
export function newCategoryColours(used: Iterable<Colour>, count: number): Colour[] {
  const taken = new Set(used);
  const offered = PALETTES.filter((p) => p.kind === 'qualitative').flatMap((p) => p.colours);
  const colours: Colour[] = [];
  for (const colour of offered) {
    if (colours.length === count) return colours;
    if (colour === '#000000' || taken.has(colour)) continue;
    taken.add(colour);
    colours.push(colour);
  }
  for (let i = 0; colours.length < count && i < 0xa0; i++) {
    const grey = (0x30 + ((i * 37) % 0xa0)).toString(16).padStart(2, '0');
    const colour = `#${grey}${grey}${grey}`;
    if (!taken.has(colour)) colours.push(colour);
  }
  while (colours.length < count) colours.push('#808080');
  return colours;
}

/**
 * Gives the categorical map an imported table's texts, one change (so one undo step): each division
 * of a group names its category, every other division has none. A category the map had keeps its
 * place in the legend and its colour (texts compared without case and spacing); a new one is added
 * after them, in the order the table first names it, in the next colour of the qualitative palettes;
 * one no division names any more is dropped.
 */
export function setCategoryValues(draft: DocumentDraft, groups: readonly CategoryGroup[]): void {
  const map = draft.categories;
  const byKey = new Map(map.categories.map((category) => [categoryKey(category.value), category.value]));
  const next: Record<string, string> = {};
  const named = new Set<string>();
  const added: string[] = [];
  for (const group of groups) {
    const key = categoryKey(group.name);
    if (key === '') continue;
    let value = byKey.get(key);
    if (value === undefined) {
      value = group.name.trim().replace(/\s+/g, ' ').slice(0, MAX_CATEGORY_LENGTH);
      byKey.set(key, value);
      added.push(value);
    }
    for (const id of group.members) {
      assertDivisionId(id);
      if (Object.hasOwn(next, id)) continue;
      next[id] = value;
      named.add(value);
    }
  }
  const count = Object.keys(next).length;
  if (count > MAX_RECORD_ENTRIES) throw new RangeError(`More than ${MAX_RECORD_ENTRIES} values`);
  const kept = map.categories.filter((category) => named.has(category.value)).length;
  const fresh = added.filter((value) => named.has(value));
  if (kept + fresh.length > MAX_CATEGORIES)
    throw new RangeError(`A map holds at most ${MAX_CATEGORIES} categories`);

  for (const id of Object.keys(map.values)) if (!Object.hasOwn(next, id)) delete map.values[id];
  for (const [id, value] of Object.entries(next)) if (map.values[id] !== value) map.values[id] = value;
  for (let i = map.categories.length - 1; i >= 0; i--) {
    if (!named.has((map.categories[i] as Category).value)) map.categories.splice(i, 1);
  }
  const colours = newCategoryColours(
    map.categories.map((category) => category.colour),
    fresh.length,
  );
  fresh.forEach((value, i) => map.categories.push({ value, colour: colours[i] as Colour }));
}

/** Recolours one category (and every division in it). */
export function setCategoryColour(draft: DocumentDraft, value: string, colour: string): void {
  const category = categoryNamed(draft, value);
  const next = normaliseColour(colour);
  if (category.colour !== next) category.colour = next;
}

/** Moves a category to another place in the legend's order (`to` is clamped to the list). */
export function moveCategory(draft: DocumentDraft, value: string, to: number): void {
  const list = draft.categories.categories;
  const from = list.findIndex((category) => category.value === value);
  if (from < 0) throw new RangeError(`No category ${JSON.stringify(value)}`);
  const at = Math.max(0, Math.min(list.length - 1, Math.trunc(to)));
  if (at === from) return;
  const [moved] = list.splice(from, 1);
  list.splice(at, 0, moved as Category);
}

/**
 * Renames a category; renamed as another one (case and spacing ignored), the two become one, in the
 * other's place and colour.
 */
export function renameCategory(draft: DocumentDraft, value: string, name: string): void {
  const map = draft.categories;
  const category = categoryNamed(draft, value);
  const text = name.trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > MAX_CATEGORY_LENGTH) throw new RangeError('A category needs a name');
  if (text === value) return;
  const other = map.categories.find((c) => c !== category && categoryKey(c.value) === categoryKey(text));
  const target = other ? other.value : text;
  for (const [id, named] of Object.entries(map.values)) if (named === value) map.values[id] = target;
  if (other) map.categories.splice(map.categories.indexOf(category), 1);
  else category.value = text;
}

export type CategoryMapSettings = Partial<Pick<CategoryMap, 'noDataColor' | 'noDataLabel'>>;

/** Changes the colour or the legend label of the divisions without a category. */
export function setCategoryMap(draft: DocumentDraft, settings: CategoryMapSettings): void {
  const checked = categoryMapSchema.parse({ ...draft.categories, ...settings });
  if (settings.noDataColor !== undefined && draft.categories.noDataColor !== checked.noDataColor)
    draft.categories.noDataColor = checked.noDataColor;
  if (settings.noDataLabel !== undefined && draft.categories.noDataLabel !== checked.noDataLabel)
    draft.categories.noDataLabel = checked.noDataLabel;
}

function categoryNamed(draft: DocumentDraft, value: string): Category {
  const category = draft.categories.categories.find((c) => c.value === value);
  if (!category) throw new RangeError(`No category ${JSON.stringify(value)}`);
  return category;
}
