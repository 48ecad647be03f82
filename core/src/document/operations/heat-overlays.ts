import { assertDivisionId } from '../ids';
import { listInLegendOrder } from '../legend-order';
import { patternFill, patternStyleSchema, type PatternStyle } from '../patterns';
import type { Level } from '../schema';
import type { DocumentDraft } from './operation';
import { patternFor } from './paint';

/**
 * Lays a pattern over the heat colour of divisions of a level (decision "A pattern over a heat map's
 * colour is a second channel"): its lines only, the background dropped so the heat colour shows
 * through. The definition of that look is reused or made (patternFor) and listed in the legend as a
 * paint is; one change, one undo step.
 */
export function overlayPattern(
  draft: DocumentDraft,
  level: Level,
  ids: readonly string[],
  style: PatternStyle,
): void {
  for (const id of ids) assertDivisionId(id);
  const checked = patternStyleSchema.safeParse({ ...style, background: null });
  if (!checked.success) throw new RangeError(`Not a pattern: ${checked.error.issues[0]?.message ?? ''}`);
  const pattern = patternFor(draft, checked.data);
  const overlays = draft.heatOverlays[level];
  let changed = false;
  for (const id of ids) {
    if (overlays[id] === pattern) continue;
    overlays[id] = pattern;
    changed = true;
  }
  if (changed) listInLegendOrder(draft, patternFill(pattern));
}

/** Takes the patterns off divisions' heat colours on a level (their heat colour stays); one undo step. */
export function clearOverlays(draft: DocumentDraft, level: Level, ids: readonly string[] | 'all'): void {
  const overlays = draft.heatOverlays[level];
  for (const id of ids === 'all' ? Object.keys(overlays) : ids)
    if (Object.hasOwn(overlays, id)) delete overlays[id];
}
