import type { MapDocument } from '../document/schema';
import { fitBounds, fitBox } from './fit';
import { baseGeometry } from './inset-geometry';
import {
  arrangedBox,
  mainlandExtent,
  rowBoxes,
  type InsetArrangement,
  type LayoutInput,
} from './inset-layout';
import { titleReserve } from './transform';

/** How much larger the mainland must come out for the row to replace the map data's layout. */
const BETTER = 1.02;

/**
 * The arrangement of the territory insets for this document's frame (decision "Territory insets are
 * arranged for the frame's shape"): the one whose fit into the frame (inside the margins, below the
 * title) draws the mainland larger, with its shown boxes; the map data's on a tie. So a landscape
 * frame keeps France's column beside the mainland and a portrait one puts the boxes in a row under it.
 * Deterministic: the frame, margins, title and hidden insets decide it, not the zoom or the pan.
 */
export function insetArrangementFor(
  doc: Pick<MapDocument, 'frame' | 'margins' | 'insets' | 'title' | 'subtitle'>,
  geometry: LayoutInput,
): InsetArrangement {
  const base = baseGeometry(geometry);
  const placements = base.insets ?? [];
  if (placements.length === 0) return 'pipeline';
  const mainland = mainlandExtent(base);
  const box = fitBox(doc.frame, doc.margins, titleReserve(doc as MapDocument));
  const shown = placements.filter((inset) => !doc.insets[inset.id]?.hidden);
  const asLaidOut = fitBounds([mainland, ...shown.map((inset) => inset.box)], box).scale;
  const row = rowBoxes(base, doc.insets);
  const rowed = placements.flatMap((inset, i) => {
    const to = row[i];
    return to ? [arrangedBox(inset, to)] : [];
  });
  const inRow = fitBounds([mainland, ...rowed], box).scale;
  return inRow > asLaidOut * BETTER ? 'row' : 'pipeline';
}
