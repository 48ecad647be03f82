import type { Level, MapDocument } from '../document/schema';
import { showOf } from '../document/show';

/** What a click, a tap or Enter paints (or a double-click reverts): divisions of one level. */
export interface PaintTarget {
  readonly level: Level;
  readonly ids: readonly string[];
}

/**
 * What a click on a drawn division paints. With both levels shown only level 2 is drawn as paths,
 * so while level 1 takes clicks (the toolbar's "Clicks paint" choice) a click on a district paints
 * its province, whose colour its districts then show unless painted on their own (ADR 0030).
 * `parent` is the clicked division's first-level parent (ProjectedDivision.parent).
 */
export function paintTargetOf(
  doc: MapDocument,
  hit: { readonly level: Level; readonly id: string; readonly parent?: string | undefined },
): PaintTarget {
  if (hit.level === 2 && doc.activeLevel === 1 && showOf(doc) === 'both' && hit.parent !== undefined)
    return { level: 1, ids: [hit.parent] };
  return { level: hit.level, ids: [hit.id] };
}
