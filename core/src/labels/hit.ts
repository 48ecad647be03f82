import type { Point } from '../document/position';
import type { MapDocument } from '../document/schema';
import { frameToMap, type FitGeometry } from '../render/transform';
import type { PlacedLabel } from './place';

/**
 * The label under a frame point (its text and halo box), the one drawn last first (level 2's over
 * level 1's), for the screen's hover, click and drag on both editors.
 */
export function labelAtPoint(labels: readonly PlacedLabel[], point: Point): PlacedLabel | undefined {
  for (let i = labels.length - 1; i >= 0; i--) {
    const label = labels[i] as PlacedLabel;
    const [x0, y0, x1, y1] = label.box;
    if (point.x >= x0 && point.x <= x1 && point.y >= y0 && point.y <= y1) return label;
  }
  return undefined;
}

/**
 * Where a label dragged by (dx, dy) frame pixels is pinned: its box's new centre in map space, which is
 * what `overrides[id].position` holds (placeLabels centres a pinned label's box on it), so it follows the
 * map when it is zoomed or moved.
 */
export function pinnedPosition(
  doc: MapDocument,
  geometry: FitGeometry,
  label: PlacedLabel,
  dx: number,
  dy: number,
): Point {
  const [x0, y0, x1, y1] = label.box;
  return frameToMap(doc, geometry, { x: (x0 + x1) / 2 + dx, y: (y0 + y1) / 2 + dy });
}
