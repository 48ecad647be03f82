import { assertDivisionId, MAX_RECORD_ENTRIES } from '../ids';
import type { Level } from '../schema';
import {
  MAX_SYMBOL_POINTS,
  symbolMapSchema,
  symbolPointSchema,
  type SymbolMap,
  type SymbolPoint,
} from '../symbols';
import type { DocumentDraft } from './operation';

/**
 * Turns the proportional symbols on (at a level) or off. They are drawn over whatever fills the map
 * (decision "Proportional symbols are an overlay over any fill"), so no data map is turned off.
 */
export function setSymbolsActive(draft: DocumentDraft, active: boolean, level?: Level): void {
  const map = draft.symbols;
  if (map.active !== active) map.active = active;
  if (level !== undefined && map.level !== level) map.level = level;
}

/**
 * Gives the symbols an import's values by division of `level`, one change (so one undo step): they
 * stand at the divisions' label anchors, and are turned on. Only entries that differ are written.
 */
export function setSymbolValues(
  draft: DocumentDraft,
  level: Level,
  next: Readonly<Record<string, number>>,
): void {
  const entries = Object.entries(next);
  if (entries.length > MAX_RECORD_ENTRIES) throw new RangeError(`More than ${MAX_RECORD_ENTRIES} values`);
  for (const [id, value] of entries) {
    assertDivisionId(id);
    assertSize(value);
  }
  const map = draft.symbols;
  const values = map.values;
  for (const id of Object.keys(values)) if (!Object.hasOwn(next, id)) delete values[id];
  for (const [id, value] of entries) if (values[id] !== value) values[id] = value;
  setSymbolsActive(draft, true, level);
  if (map.placement !== 'divisions') map.placement = 'divisions';
}

/** A place of a table of places as an import reads it (its id is given here). */
export interface SymbolPlace {
  readonly name: string;
  readonly lon: number;
  readonly lat: number;
  readonly value: number;
}

/**
 * Gives the symbols a table of places (cities), in the table's order, one change: they stand at the
 * places' latitudes and longitudes, and are turned on. Each place is numbered `pt1`, `pt2`, … anew.
 */
export function setSymbolPoints(draft: DocumentDraft, places: readonly SymbolPlace[]): void {
  if (places.length > MAX_SYMBOL_POINTS)
    throw new RangeError(`A map holds at most ${MAX_SYMBOL_POINTS} places, not ${places.length}`);
  const points: SymbolPoint[] = places.map((place, i) =>
    symbolPointSchema.parse({
      id: `pt${i + 1}`,
      name: place.name.trim().slice(0, 200),
      lon: place.lon,
      lat: place.lat,
      value: place.value,
    }),
  );
  const map = draft.symbols;
  map.points = points;
  setSymbolsActive(draft, true);
  if (map.placement !== 'points') map.placement = 'points';
}

export type SymbolMapSettings = Partial<
  Pick<
    SymbolMap,
    | 'placement'
    | 'shape'
    | 'maxSize'
    | 'colour'
    | 'opacity'
    | 'halo'
    | 'colourBy'
    | 'legendTitle'
    | 'legendVisible'
  >
>;

/** Changes the symbols' shape, size, colours, what colours them or their legend; invalid settings throw. */
export function setSymbolMap(draft: DocumentDraft, settings: SymbolMapSettings): void {
  const checked = symbolMapSchema.parse({ ...draft.symbols, ...settings });
  const map = draft.symbols as Record<keyof SymbolMapSettings, unknown>;
  for (const key of Object.keys(settings) as (keyof SymbolMapSettings)[]) {
    if (map[key] !== checked[key]) map[key] = checked[key];
  }
}

function assertSize(value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`A symbol's size takes a number of 0 or more, not ${value}`);
}
