import type { Position } from 'geojson';
import type { CustomFeature } from './layer';

export interface RepairResult {
  readonly polygons: Position[][][];
  /** Rings that were invalid and were mended (closed, de-duplicated) or dropped (too few points). */
  readonly repaired: number;
}

/**
 * A feature's polygons made valid for drawing: rings with points that are not numbers or with
 * repeated points lose them, open rings are closed, rings of fewer than three distinct points are
 * dropped, and every ring is wound the way d3-geo reads it (outer rings clockwise, holes
 * anticlockwise, on a map with north up), since a file's own winding (RFC 7946 says anticlockwise)
 * would otherwise be drawn as the whole globe but the area.
 */
export function repairRings(feature: CustomFeature): RepairResult {
  const source =
    feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  let repaired = 0;
  const polygons: Position[][][] = [];
  for (const polygon of source) {
    const rings: Position[][] = [];
    polygon.forEach((ring, index) => {
      const mended = mendRing(ring);
      if (mended.changed) repaired += 1;
      if (!mended.ring) {
        // A polygon whose outer ring is gone has nothing to hold its holes.
        if (index === 0) repaired += polygon.length - 1;
        return;
      }
      if (index > 0 && rings.length === 0) return;
      const outer = rings.length === 0;
      const clockwise = signedArea(mended.ring) < 0;
      rings.push(clockwise === outer ? mended.ring : [...mended.ring].reverse());
    });
    if (rings.length > 0) polygons.push(rings);
  }
  return { polygons, repaired };
}

function mendRing(ring: readonly Position[]): { ring: Position[] | null; changed: boolean } {
  const points: Position[] = [];
  let changed = false;
  for (const point of ring) {
    const [x, y] = point;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
      changed = true;
      continue;
    }
    const last = points.at(-1);
    if (last && last[0] === x && last[1] === y) {
      // The closing point repeats the first, not the last: any other repeat is a flaw.
      changed = true;
      continue;
    }
    points.push([x, y]);
  }
  const first = points[0];
  const last = points.at(-1);
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  else if (points.length > 0) changed = true; // the ring was not closed
  if (points.length < 3 || signedArea(points) === 0) return { ring: null, changed: true };
  const firstPoint = points[0] as Position;
  points.push([firstPoint[0] as number, firstPoint[1] as number]);
  return { ring: points, changed };
}

/** Twice the ring's planar area, positive when it runs anticlockwise with y (latitude) up. */
function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as Position;
    const b = ring[i] as Position;
    sum += ((a[0] as number) - (b[0] as number)) * ((a[1] as number) + (b[1] as number));
  }
  return sum;
}
