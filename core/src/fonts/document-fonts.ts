import type { MapDocument } from '../document/schema';
import { renderAnnotationLayer } from '../render/annotations/render-annotations';
import { renderMap } from '../render/render-map';
import { PRIMARY_FAMILY, familySpec } from './families';
import { familiesUsed, textUses } from './text-uses';

/**
 * The shipped font families beyond Inter that a document's texts need (title, legend, credit, and any
 * text a later element draws): read from the renderer's own output without map geometry, which costs
 * microseconds. The screen declares these families' fonts when they first appear.
 */
export function documentFontFamilies(doc: MapDocument): string[] {
  const tree = renderMap(doc, {}, { background: false });
  // Without geometry map-anchored annotations are not placed, so they are drawn once more, all at the
  // origin: only their texts matter here.
  const annotations = renderAnnotationLayer(doc, { toFrame: () => ({ x: 0, y: 0 }) }, { forExport: true });
  return familiesUsed([...textUses(tree), ...textUses(annotations)]).filter(
    (f) => f !== PRIMARY_FAMILY && familySpec(f) !== undefined,
  );
}
