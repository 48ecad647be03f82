import type { Point } from '../document/position';
import type { Level, MapDocument } from '../document/schema';
import type { ProjectedLevel } from '../geo/projected-level';
import { labelAnchors } from '../labels/anchors';
import { pointInRings } from '../labels/rings';
import { laidOutGeometry } from '../render/composition/laid-out-geometry';
import type { MapGeometry } from '../render/render-map';
import { mapTransform, unplace } from '../render/transform';

/**
 * The divisions a lasso takes (decision "A lasso selects the divisions whose label anchor it
 * encloses"): those of the level that takes clicks whose visual centre (their label's anchor, inside
 * the division however concave) lies inside the closed polygon, drawn in frame pixels, where the
 * division is drawn (its offset and its inset's move included). In the level's division order.
 */
export function divisionsInLasso(
  doc: MapDocument,
  given: MapGeometry,
  lasso: readonly Point[],
): { level: Level; ids: string[] } {
  const level = doc.activeLevel;
  // Arranged for the frame as renderMap arranges it (a geometry already derived is taken as it is).
  const geometry = laidOutGeometry(doc, given);
  const projected: ProjectedLevel | undefined = level === 1 ? geometry.level1 : geometry.level2;
  if (!projected || lasso.length < 3) return { level, ids: [] };
  const t = mapTransform(doc, geometry);
  const ring = new Float64Array(lasso.length * 2);
  lasso.forEach((p, i) => {
    const at = unplace(t, p.x, p.y);
    ring[2 * i] = at.x;
    ring[2 * i + 1] = at.y;
  });
  const rings = [ring];
  const offsets = doc.levels[level].offsets;
  const ids: string[] = [];
  for (const [id, anchor] of labelAnchors(projected)) {
    const offset = Object.hasOwn(offsets, id) ? offsets[id] : undefined;
    if (pointInRings(anchor.x + (offset?.dx ?? 0), anchor.y + (offset?.dy ?? 0), rings)) ids.push(id);
  }
  return { level, ids };
}
