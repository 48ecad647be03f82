import { normaliseColour } from '../colour';
import { assertDivisionId } from '../ids';
import { patternFill, patternStyleSchema, type PatternStyle } from '../patterns';
import type { Level } from '../schema';
import {
  DEFAULT_TERRITORY_STYLE,
  MAX_TERRITORIES,
  MAX_TERRITORY_BORDER_WIDTH,
  MAX_TERRITORY_NAME_LENGTH,
  TERRITORY_HEAT,
  type Territory,
  type TerritoryHeat,
} from '../territories';
import type { DocumentDraft } from './operation';
import { patternFor } from './paint';

/** What a new territory is given; its id is the document's next free one unless named. */
export interface NewTerritory {
  readonly id?: string;
  readonly name: string;
  readonly level: Level;
  readonly members: readonly string[];
  readonly fill: string;
  readonly borderColor?: string;
  readonly borderWidth?: number;
}

export type TerritoryStyle = Partial<Pick<Territory, 'fill' | 'borderColor' | 'borderWidth'>>;

/** The next unused id `t<n>` (one more than the highest in use, so a dissolved id is not reused at once). */
function nextTerritoryId(territories: readonly { readonly id: string }[]): string {
  let highest = 0;
  for (const { id } of territories) highest = Math.max(highest, Number(id.slice(1)) || 0);
  return `t${highest + 1}`;
}

function cleanName(name: string): string {
  const trimmed = name.trim().slice(0, MAX_TERRITORY_NAME_LENGTH);
  if (trimmed === '') throw new RangeError('A territory needs a name');
  return trimmed;
}

function borderWidthOf(width: number): number {
  if (!Number.isFinite(width)) throw new RangeError(`Not a border width: ${width}`);
  return Math.min(MAX_TERRITORY_BORDER_WIDTH, Math.max(0, width));
}

function territoryOf(draft: DocumentDraft, id: string): Territory {
  const territory = draft.territories.find((t) => t.id === id);
  if (!territory) throw new RangeError(`No territory ${id}`);
  return territory;
}

/** Unique, valid ids in the order given. */
function memberList(members: readonly string[]): string[] {
  for (const id of members) assertDivisionId(id);
  return [...new Set(members)];
}

/**
 * Takes divisions out of every territory of their level but `keep`; a territory left without members
 * is removed (an empty territory would draw nothing and list a legend entry for nothing).
 */
function release(draft: DocumentDraft, level: Level, ids: ReadonlySet<string>, keep?: string): void {
  if (ids.size === 0) return;
  for (const territory of draft.territories) {
    if (territory.level !== level || territory.id === keep) continue;
    if (!territory.members.some((m) => ids.has(m))) continue;
    territory.members = territory.members.filter((m) => !ids.has(m));
  }
  draft.territories = draft.territories.filter((t) => t.members.length > 0);
}

/**
 * Groups divisions into a new territory, added last (at the legend's end). Divisions already in a
 * territory move to the new one in the same step: a division belongs to at most one.
 */
export function groupIntoTerritory(draft: DocumentDraft, territory: NewTerritory): string {
  const members = memberList(territory.members);
  if (members.length === 0) throw new RangeError('A territory needs at least one division');
  if (draft.territories.length >= MAX_TERRITORIES)
    throw new RangeError(`A map holds at most ${MAX_TERRITORIES} territories`);
  const id = territory.id ?? nextTerritoryId(draft.territories);
  if (draft.territories.some((t) => t.id === id)) throw new RangeError(`Territory ${id} exists`);
  const next: Territory = {
    id,
    name: cleanName(territory.name),
    level: territory.level,
    members,
    fill: normaliseColour(territory.fill),
    borderColor: normaliseColour(territory.borderColor ?? DEFAULT_TERRITORY_STYLE.borderColor),
    borderWidth: borderWidthOf(territory.borderWidth ?? DEFAULT_TERRITORY_STYLE.borderWidth),
  };
  release(draft, territory.level, new Set(members));
  draft.territories.push(next);
  return id;
}

/** Adds divisions to a territory, moving any that were in another (one step). */
export function addToTerritory(draft: DocumentDraft, id: string, members: readonly string[]): void {
  const territory = territoryOf(draft, id);
  const added = memberList(members).filter((m) => !territory.members.includes(m));
  if (added.length === 0) return;
  release(draft, territory.level, new Set(added), id);
  territoryOf(draft, id).members.push(...added);
}

/** Takes divisions out of a territory; taking its last one out dissolves it. */
export function removeFromTerritory(draft: DocumentDraft, id: string, members: readonly string[]): void {
  const territory = territoryOf(draft, id);
  const gone = new Set(members);
  if (!territory.members.some((m) => gone.has(m))) return;
  territory.members = territory.members.filter((m) => !gone.has(m));
  if (territory.members.length === 0) dissolveTerritory(draft, id);
}

export function renameTerritory(draft: DocumentDraft, id: string, name: string): void {
  const territory = territoryOf(draft, id);
  const next = cleanName(name);
  if (territory.name !== next) territory.name = next;
}

/** Fill, border colour and width; colours normalised, width clamped to the schema's range. */
export function setTerritoryStyle(draft: DocumentDraft, id: string, style: TerritoryStyle): void {
  const territory = territoryOf(draft, id);
  if (style.fill !== undefined) territory.fill = normaliseColour(style.fill);
  if (style.borderColor !== undefined) territory.borderColor = normaliseColour(style.borderColor);
  if (style.borderWidth !== undefined) territory.borderWidth = borderWidthOf(style.borderWidth);
}

/**
 * Fills a territory with a pattern (the document's definition of that look, made if it has none), as a
 * division is painted with one; one undo step.
 */
export function fillTerritoryWithPattern(draft: DocumentDraft, id: string, style: PatternStyle): void {
  const territory = territoryOf(draft, id);
  const checked = patternStyleSchema.safeParse(style);
  if (!checked.success) throw new RangeError(`Not a pattern: ${checked.error.issues[0]?.message ?? ''}`);
  const fill = patternFill(patternFor(draft, checked.data));
  if (territory.fill !== fill) territory.fill = fill;
}

/** Draws the heat map by territory (summing or averaging their divisions' values), or by division ('off'). */
export function setTerritoryHeat(draft: DocumentDraft, mode: TerritoryHeat): void {
  if (!TERRITORY_HEAT.includes(mode)) throw new RangeError(`Not a way to draw a heat map: ${String(mode)}`);
  if (draft.territoryHeat !== mode) draft.territoryHeat = mode;
}

/**
 * Sets the territories' own values (a heat map with one value per territory), by territory id; null
 * clears one. One step, however many.
 */
export function setTerritoryValues(
  draft: DocumentDraft,
  values: Readonly<Record<string, number | null>>,
): void {
  for (const [id, value] of Object.entries(values)) {
    const territory = draft.territories.find((t) => t.id === id);
    if (!territory) throw new RangeError(`No territory ${id}`);
    if (value === null) {
      if (territory.value !== undefined) delete territory.value;
      continue;
    }
    if (!Number.isFinite(value)) throw new RangeError(`Not a value: ${String(value)}`);
    if (territory.value !== value) territory.value = value;
  }
}

/** Draws each shown territory's name on the map, its members' own labels making way, or not. */
export function setTerritoryLabels(draft: DocumentDraft, visible: boolean): void {
  if (draft.territoryLabels !== visible) draft.territoryLabels = visible;
}

/** Removes a territory; its divisions are drawn on their own again, as they were painted. */
export function dissolveTerritory(draft: DocumentDraft, id: string): void {
  const index = draft.territories.findIndex((t) => t.id === id);
  if (index < 0) throw new RangeError(`No territory ${id}`);
  draft.territories.splice(index, 1);
}

/** Moves a territory to another place in the list (the legend's order). */
export function moveTerritory(draft: DocumentDraft, id: string, toIndex: number): void {
  const from = draft.territories.findIndex((t) => t.id === id);
  if (from < 0) throw new RangeError(`No territory ${id}`);
  const to = Math.max(0, Math.min(draft.territories.length - 1, Math.trunc(toIndex)));
  if (from === to) return;
  const [moved] = draft.territories.splice(from, 1);
  if (moved) draft.territories.splice(to, 0, moved);
}

/**
 * Many territories at once (an imported table: one per group), one step. A group whose name is
 * already a territory of the level takes its divisions in (so pasting a table twice changes nothing);
 * the others are new, with the fills given in turn.
 */
export function groupIntoTerritories(
  draft: DocumentDraft,
  level: Level,
  groups: readonly { readonly name: string; readonly members: readonly string[] }[],
  fills: readonly string[],
): string[] {
  const ids: string[] = [];
  let colour = 0;
  for (const group of groups) {
    const name = cleanName(group.name);
    const existing = draft.territories.find((t) => t.level === level && t.name === name);
    if (existing) {
      addToTerritory(draft, existing.id, group.members);
      ids.push(existing.id);
      continue;
    }
    const fill = fills[colour++ % Math.max(1, fills.length)] ?? '#cccccc';
    ids.push(groupIntoTerritory(draft, { name, level, members: group.members, fill }));
  }
  return ids;
}
