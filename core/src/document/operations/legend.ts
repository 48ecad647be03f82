import { normaliseColour } from '../colour';
import { MAX_LEGEND_LABEL_LENGTH } from '../legend';
import { MAX_TEXT_LENGTH } from '../text-block';
import type { Level } from '../schema';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';

/** Moves the legend box by a delta in frame pixels. */
export function moveLegend(draft: DocumentDraft, dx: number, dy: number): void {
  const position = draft.legend.position;
  position.x = round2(position.x + dx);
  position.y = round2(position.y + dy);
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
  const key = normaliseColour(colour);
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
  const source = normaliseColour(from);
  const target = normaliseColour(to);
  if (source === target) return;
  for (const level of [1, 2] as const satisfies readonly Level[]) {
    const fills = draft.levels[level].fills;
    for (const [id, colour] of Object.entries(fills)) if (colour === source) fills[id] = target;
  }
  const entries = draft.legend.entries;
  const label = entries[source];
  if (label !== undefined) {
    delete entries[source];
    entries[target] = label;
  }
}
