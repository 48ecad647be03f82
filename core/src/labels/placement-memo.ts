import type { MapDocument } from '../document/schema';
import type { ProjectedLevel } from '../geo/projected-level';

/** What a placement reads besides the document: the projected levels and the credit line. */
interface PlacementInput {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
}

/**
 * A placement kept per document (documents are immutable), for the last geometry and credit it was
 * made with: the screen's hit tests and the renderer then share one placement, made once per change.
 */
export function memoPerDocument<G extends PlacementInput, T>(
  place: (doc: MapDocument, geometry: G, credit: string) => T,
): (doc: MapDocument, geometry: G, credit: string) => T {
  const memo = new WeakMap<
    MapDocument,
    { level1?: ProjectedLevel; level2?: ProjectedLevel; credit: string; result: T }
  >();
  return (doc, geometry, credit) => {
    const known = memo.get(doc);
    if (
      known &&
      known.level1 === geometry.level1 &&
      known.level2 === geometry.level2 &&
      known.credit === credit
    )
      return known.result;
    const result = place(doc, geometry, credit);
    memo.set(doc, { level1: geometry.level1, level2: geometry.level2, credit, result });
    return result;
  };
}
