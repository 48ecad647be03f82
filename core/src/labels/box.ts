/** An axis-aligned box: [x0, y0, x1, y1] with x0 <= x1 and y0 <= y1. */
export type Box = readonly [number, number, number, number];

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/** Whether `inner` lies wholly inside `outer`. */
export function boxInside(inner: Box, outer: Box): boolean {
  return inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
}

/** Whether the segment from (x1, y1) to (x2, y2) crosses the box's inside (Liang–Barsky clipping). */
export function segmentHitsBox(x1: number, y1: number, x2: number, y2: number, box: Box): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  const edges: readonly [number, number][] = [
    [-dx, x1 - box[0]],
    [dx, box[2] - x1],
    [-dy, y1 - box[1]],
    [dy, box[3] - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
  }
  return t0 < t1;
}
