import { normaliseColour } from '../colour';
import { assertDivisionId } from '../ids';
import { listInLegendOrder, paintedColours } from '../legend-order';
import {
  MAX_PATTERNS,
  nextPatternId,
  patternFill,
  patternIdOf,
  patternStyleSchema,
  samePatternStyle,
  type PatternStyle,
} from '../patterns';
import type { Level } from '../schema';
import type { DocumentDraft } from './operation';

/**
 * Colours one division of a level. Painting with the colour it already has changes nothing; a colour
 * new to the legend is listed at its end (decision "The legend's order is an array in the document").
 */
export function paintDivision(draft: DocumentDraft, level: Level, id: string, colour: string): void {
  assertDivisionId(id);
  const fill = normaliseColour(colour);
  const fills = draft.levels[level].fills;
  if (fills[id] === fill) return;
  fills[id] = fill;
  listInLegendOrder(draft, fill);
}

/** Colours many divisions at once (e.g. every district of a state); one change, one undo step. */
export function paintDivisions(
  draft: DocumentDraft,
  level: Level,
  ids: readonly string[],
  colour: string,
): void {
  for (const id of ids) assertDivisionId(id);
  const fill = normaliseColour(colour);
  const fills = draft.levels[level].fills;
  let changed = false;
  for (const id of ids) {
    if (fills[id] === fill) continue;
    fills[id] = fill;
    changed = true;
  }
  // Once, not per division: a whole state's thousands of districts list their colour once.
  if (changed) listInLegendOrder(draft, fill);
}

/**
 * Reverts a division to the level's default fill (double-click); a pattern laid over its heat colour
 * goes too, so the division shows its heat colour alone.
 */
export function clearDivision(draft: DocumentDraft, level: Level, id: string): void {
  assertDivisionId(id);
  const fills = draft.levels[level].fills;
  if (Object.hasOwn(fills, id)) delete fills[id];
  const overlays = draft.heatOverlays[level];
  if (Object.hasOwn(overlays, id)) delete overlays[id];
}

/** Reverts every division of a level to the default fill. */
export function clearAllFills(draft: DocumentDraft, level: Level): void {
  const fills = draft.levels[level].fills;
  for (const id of Object.keys(fills)) delete fills[id];
}

/**
 * Paints divisions with a pattern: the document's definition of that look if it has one, else a new
 * definition appended to `patterns` (at the cap, definitions no longer painted are forgotten first).
 * The pattern is listed in the legend as a colour would be; one change, one undo step.
 */
export function paintWithPattern(
  draft: DocumentDraft,
  level: Level,
  ids: readonly string[],
  style: PatternStyle,
): void {
  for (const id of ids) assertDivisionId(id);
  const checked = patternStyleSchema.safeParse(style);
  if (!checked.success) throw new RangeError(`Not a pattern: ${checked.error.issues[0]?.message ?? ''}`);
  const fill = patternFill(patternFor(draft, checked.data));
  const fills = draft.levels[level].fills;
  let changed = false;
  for (const id of ids) {
    if (fills[id] === fill) continue;
    fills[id] = fill;
    changed = true;
  }
  if (changed) listInLegendOrder(draft, fill);
}

/** The id of the definition drawing `style`, made if the document has none. */
export function patternFor(draft: DocumentDraft, style: PatternStyle): string {
  const found = draft.patterns.find((pattern) => samePatternStyle(pattern, style));
  if (found) return found.id;
  if (draft.patterns.length >= MAX_PATTERNS) {
    const painted = paintedColours(draft);
    for (const territory of draft.territories) painted.add(territory.fill);
    const kept = (id: string) => painted.has(patternFill(id)) || draft.heatMap.noDataPattern === id;
    draft.patterns = draft.patterns.filter((pattern) => kept(pattern.id));
    if (draft.patterns.length >= MAX_PATTERNS)
      throw new RangeError(`A map holds at most ${MAX_PATTERNS} patterns; repaint some divisions first.`);
  }
  // Ids forgotten at the cap are not reused: the legend may still hold a label under the old one.
  const named = [...draft.legend.order, ...Object.keys(draft.legend.entries)].flatMap((fill) => {
    const id = patternIdOf(fill);
    return id === undefined ? [] : [{ id }];
  });
  const id = nextPatternId([...draft.patterns, ...named]);
  draft.patterns.push({ id, ...style });
  return id;
}

/**
 * Hatches the heat map's divisions without a value with `style` drawn over the no-data colour (its
 * background), or stops (null). A hatch no division is painted with is changed in place, so that
 * following the no-data colour as it is picked does not pile up definitions; one undo step.
 */
export function hatchNoData(draft: DocumentDraft, style: PatternStyle | null): void {
  const heatMap = draft.heatMap;
  if (style === null) {
    if (heatMap.noDataPattern !== null) heatMap.noDataPattern = null;
    return;
  }
  const checked = patternStyleSchema.safeParse({ ...style, background: heatMap.noDataColor });
  if (!checked.success) throw new RangeError(`Not a pattern: ${checked.error.issues[0]?.message ?? ''}`);
  const own = draft.patterns.find((pattern) => pattern.id === heatMap.noDataPattern);
  if (own && !paintedColours(draft).has(patternFill(own.id))) {
    for (const [key, value] of Object.entries(checked.data) as [keyof PatternStyle, never][])
      if (own[key] !== value) own[key] = value;
    return;
  }
  const id = patternFor(draft, checked.data);
  if (heatMap.noDataPattern !== id) heatMap.noDataPattern = id;
}

/** The hatch a heat map's no-data divisions get by default: grey diagonal lines fixed to the page. */
export const NO_DATA_HATCH: PatternStyle = {
  kind: 'stripes',
  foreground: '#8c8c8c',
  background: null,
  width: 1.5,
  gap: 3.5,
  angle: 45,
  scale: 'page',
};
