import { overlayPatternIds } from './heat-overlays';
import { paintedColours } from './legend-order';
import { patternIdOf, type Pattern } from './patterns';
import type { MapDocument } from './schema';

/**
 * The map's patterns something is drawn with (a division's paint, a territory's fill, the heat map's
 * no-data hatch or a pattern over its colours), in the order they were made: the ones the user can
 * open for editing (decision "A painted pattern is edited in place").
 */
export function patternsInUse(doc: MapDocument): readonly Pattern[] {
  const used = new Set<string>();
  const fills = [...paintedColours(doc), ...doc.territories.map((t) => t.fill)];
  for (const fill of fills) {
    const id = patternIdOf(fill);
    if (id !== undefined) used.add(id);
  }
  if (doc.heatMap.noDataPattern !== null) used.add(doc.heatMap.noDataPattern);
  return doc.patterns.filter((p) => used.has(p.id));
}

/** How a pattern is used, for its editor: laid over heat colours (no background), the no-data hatch, or painted. */
export function patternUse(doc: MapDocument, id: string): 'overlay' | 'noData' | 'paint' {
  if (overlayPatternIds(doc.heatOverlays).includes(id)) return 'overlay';
  return doc.heatMap.noDataPattern === id ? 'noData' : 'paint';
}
