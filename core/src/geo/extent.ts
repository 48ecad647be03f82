import type { BBox, ProjectedDivision } from './projected-level';

/**
 * The box [x0, y0, x1, y1] in map space of everything a level draws: the union of its divisions' boxes.
 * Map space is fitted to one level (project.ts), and the other level of the same country can reach past
 * it (India's districts follow the official boundary in the north, its states do not), so the map is
 * placed in the frame by the extent of the levels on show rather than by map space (render/transform.ts).
 * Empty shapes count for nothing; a level with none drawn has an empty extent (x0 > x1).
 */
export function divisionsExtent(divisions: readonly ProjectedDivision[]): BBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const division of divisions) {
    if (division.d === '') continue;
    const [a, b, c, d] = division.bbox;
    if (a < x0) x0 = a;
    if (b < y0) y0 = b;
    if (c > x1) x1 = c;
    if (d > y1) y1 = d;
  }
  return [x0, y0, x1, y1];
}

export function isEmptyExtent(box: BBox): boolean {
  return !(box[0] <= box[2] && box[1] <= box[3]);
}

/** The smallest box holding every non-empty box given (empty when none is). */
export function unionExtent(boxes: readonly BBox[]): BBox {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const box of boxes) {
    if (isEmptyExtent(box)) continue;
    x0 = Math.min(x0, box[0]);
    y0 = Math.min(y0, box[1]);
    x1 = Math.max(x1, box[2]);
    y1 = Math.max(y1, box[3]);
  }
  return [x0, y0, x1, y1];
}
