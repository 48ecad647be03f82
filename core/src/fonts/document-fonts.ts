import type { MapDocument } from '../document/schema';
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
  return familiesUsed(textUses(tree)).filter((f) => f !== PRIMARY_FAMILY && familySpec(f) !== undefined);
}
