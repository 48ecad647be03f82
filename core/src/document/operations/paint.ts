import { normaliseColour } from '../colour';
import { assertDivisionId } from '../ids';
import { listInLegendOrder } from '../legend-order';
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

/** Reverts a division to the level's default fill (double-click). */
export function clearDivision(draft: DocumentDraft, level: Level, id: string): void {
  assertDivisionId(id);
  const fills = draft.levels[level].fills;
  if (Object.hasOwn(fills, id)) delete fills[id];
}

/** Reverts every division of a level to the default fill. */
export function clearAllFills(draft: DocumentDraft, level: Level): void {
  const fills = draft.levels[level].fills;
  for (const id of Object.keys(fills)) delete fills[id];
}
