import { segmentHitsBox, type Box } from './box';

/**
 * Geometry on a division's rings (x and y interleaved, as geo/path-rings.ts reads them). Holes and
 * islands are told apart by the even-odd rule, as SVG's default fill of a division path is nonzero but
 * the pipeline never writes overlapping rings, so both rules agree.
 */

/** Twice the signed area of a ring (positive for clockwise in SVG's y-down space). */
export function ringArea2(ring: Float64Array): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    sum += ((ring[j] as number) - (ring[i] as number)) * ((ring[j + 1] as number) + (ring[i + 1] as number));
  }
  return sum;
}

export function ringBox(ring: Float64Array): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    const x = ring[i] as number;
    const y = ring[i + 1] as number;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

/** Whether a point is inside the rings (even-odd: inside an odd number of them). */
export function pointInRings(x: number, y: number, rings: readonly Float64Array[]): boolean {
  let inside = false;
  for (const ring of rings) {
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const yi = ring[i + 1] as number;
      const yj = ring[j + 1] as number;
      if (yi > y !== yj > y) {
        const xi = ring[i] as number;
        const xj = ring[j] as number;
        if (x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

/**
 * Whether the box lies inside the rings: its centre is inside and no edge of any ring enters it.
 * `boxes` are the rings' own boxes, so rings far from the box are skipped whole.
 */
export function boxInRings(box: Box, rings: readonly Float64Array[], boxes: readonly Box[]): boolean {
  if (!pointInRings((box[0] + box[2]) / 2, (box[1] + box[3]) / 2, rings)) return false;
  for (let r = 0; r < rings.length; r++) {
    const rb = boxes[r] as Box;
    if (rb[0] > box[2] || rb[2] < box[0] || rb[1] > box[3] || rb[3] < box[1]) continue;
    const ring = rings[r] as Float64Array;
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const ax = ring[j] as number;
      const ay = ring[j + 1] as number;
      const bx = ring[i] as number;
      const by = ring[i + 1] as number;
      // Both ends on one outer side of the box: the edge cannot enter it.
      if ((ax < box[0] && bx < box[0]) || (ax > box[2] && bx > box[2])) continue;
      if ((ay < box[1] && by < box[1]) || (ay > box[3] && by > box[3])) continue;
      if (segmentHitsBox(ax, ay, bx, by, box)) return false;
    }
  }
  return true;
}
