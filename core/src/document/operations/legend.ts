import { normaliseFill, patternIdOf } from '../patterns';
import { MAX_LEGEND_LABEL_LENGTH } from '../legend';
import { coloursInUse } from '../legend-entries';
import { listInLegendOrder, movedInLegendOrder, paintedColours } from '../legend-order';
import { MAX_TEXT_LENGTH } from '../text-block';
import { overlayPatternIds } from '../heat-overlays';
import type { Level } from '../schema';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';
import { markHandPlaced } from './hand-placed';

/**
 * Moves the legend box by a delta in frame pixels: from then on it is placed by hand (hand-placed.ts).
 * A legend the editor placed is drawn away from its stored position: the caller adds that offset to
 * the first move (render/legend-placement.ts `drawnKeyOffset`), so it moves from where it is seen.
 */
export function moveLegend(draft: DocumentDraft, dx: number, dy: number): void {
  const position = draft.legend.position;
  position.x = round2(position.x + dx);
  position.y = round2(position.y + dy);
  markHandPlaced(draft, 'legend');
}

export function setLegendVisible(draft: DocumentDraft, visible: boolean): void {
  if (draft.legend.visible !== visible) draft.legend.visible = visible;
}

export function setLegendTitle(draft: DocumentDraft, title: string): void {
  const next = title.slice(0, MAX_TEXT_LENGTH);
  if (draft.legend.title !== next) draft.legend.title = next;
}

/**
 * Labels a colour. The label is stored by colour and kept when the colour goes out of use, so it
 * comes back with the colour; an empty label removes it.
 */
export function setLegendLabel(draft: DocumentDraft, colour: string, label: string): void {
  const key = normaliseFill(colour);
  const next = label.slice(0, MAX_LEGEND_LABEL_LENGTH);
  const entries = draft.legend.entries;
  if (next === '') {
    if (Object.hasOwn(entries, key)) delete entries[key];
  } else if (entries[key] !== next) {
    entries[key] = next;
  }
}

/**
 * Gives a legend entry another colour (click an entry, pick a colour): every division painted
 * `from` on either level is repainted `to`, and the label follows the colour.
 */
export function recolourLegendEntry(draft: DocumentDraft, from: string, to: string): void {
  const source = normaliseFill(from);
  const target = normaliseFill(to);
  if (source === target) return;
  const id = patternIdOf(target);
  if (id !== undefined && !draft.patterns.some((pattern) => pattern.id === id))
    throw new RangeError(`No pattern ${JSON.stringify(id)} in this map`);
  const sourceId = patternIdOf(source);
  const overlays = draft.heatOverlays;
  const overlaid = sourceId !== undefined && overlayPatternIds(overlays).includes(sourceId);
  // Laid over heat colours, a pattern's entry stays a pattern (decision "A pattern over a heat map's colour is a second channel").
  if (overlaid && id === undefined)
    throw new RangeError('A pattern laid over the heat map’s colours can only become another pattern.');
  const merges = paintedColours(draft).has(target);
  for (const level of [1, 2] as const satisfies readonly Level[]) {
    const fills = draft.levels[level].fills;
    for (const [id, colour] of Object.entries(fills)) if (colour === source) fills[id] = target;
  }
  if (overlaid && id !== undefined)
    for (const level of [1, 2] as const)
      for (const [division, pattern] of Object.entries(overlays[level]))
        if (pattern === sourceId) overlays[level][division] = id;
  const entries = draft.legend.entries;
  const label = entries[source];
  if (label !== undefined) {
    delete entries[source];
    entries[target] = label;
  }
  // The entry keeps its place under its new colour; merged into an entry in use, it takes that one's.
  const order = draft.legend.order;
  const at = order.indexOf(source);
  if (merges || at < 0) {
    if (at >= 0) order.splice(at, 1);
    listInLegendOrder(draft, target);
    return;
  }
  const stale = order.indexOf(target);
  if (stale >= 0) order.splice(stale, 1);
  order[order.indexOf(source)] = target;
}

/**
 * Moves a legend entry to place `to` (0 = top) among the entries the legend lists now (drag, or the
 * move up/down buttons and Alt+Arrow keys): one change, one undo step. Colours out of use keep their
 * places in `legend.order`; a place past either end means that end.
 */
export function moveLegendEntry(draft: DocumentDraft, colour: string, to: number): void {
  const key = normaliseFill(colour);
  const next = movedInLegendOrder(draft.legend.order, coloursInUse(draft), key, to);
  if (next) draft.legend.order = next;
}
