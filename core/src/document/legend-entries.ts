import type { Colour } from './colour';
import type { MapDocument } from './schema';
import { paintedLevels } from './show';

export interface LegendEntry {
  readonly colour: Colour;
  /** The label the user typed for this colour; '' when none yet. */
  readonly label: string;
}

/**
 * The colours painted on the levels whose paint shows (both, with both shown: level 1's first), in
 * order of first appearance (fills keep insertion order, so the legend order follows the order in
 * which the user first used each colour).
 */
export function coloursInUse(doc: MapDocument): readonly Colour[] {
  const seen = new Set<Colour>();
  for (const level of paintedLevels(doc)) {
    for (const colour of Object.values(doc.levels[level].fills)) seen.add(colour);
  }
  return [...seen];
}

/** What the legend lists: one entry per colour in use, with its stored label if any. */
export function legendEntries(doc: MapDocument): readonly LegendEntry[] {
  return coloursInUse(doc).map((colour) => ({ colour, label: doc.legend.entries[colour] ?? '' }));
}
