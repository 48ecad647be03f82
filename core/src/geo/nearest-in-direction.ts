/** A direction on screen (y grows downwards, as in SVG). */
export type Direction = 'up' | 'down' | 'left' | 'right';

export interface PointXY {
  readonly x: number;
  readonly y: number;
}

const UNIT: Readonly<Record<Direction, PointXY>> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/** How much a step sideways costs against a step ahead: the next division is the one most nearly ahead. */
const SIDEWAYS_WEIGHT = 2;
/** Points further sideways than this many times their distance ahead are not "in that direction". */
const CONE = 2;

/**
 * The item an arrow key moves to from `from` (keyboard navigation between divisions on a map): of
 * the items ahead in `direction`, the one with the smallest distance ahead plus twice its distance
 * sideways, looking first inside a cone of about 63° either side and then anywhere ahead. Undefined
 * when nothing is ahead (the edge of the map).
 */
export function nearestInDirection<T>(
  items: readonly T[],
  from: PointXY,
  direction: Direction,
  pointOf: (item: T) => PointXY,
  skip?: (item: T) => boolean,
): T | undefined {
  const unit = UNIT[direction];
  let best: { item: T; score: number; inCone: boolean } | undefined;
  for (const item of items) {
    if (skip?.(item)) continue;
    const p = pointOf(item);
    const dx = p.x - from.x;
    const dy = p.y - from.y;
    const ahead = dx * unit.x + dy * unit.y;
    if (!(ahead > 1e-9)) continue;
    const sideways = Math.abs(dx * unit.y - dy * unit.x);
    const inCone = sideways <= CONE * ahead;
    const score = ahead + SIDEWAYS_WEIGHT * sideways;
    if (!best || (inCone && !best.inCone) || (inCone === best.inCone && score < best.score)) {
      best = { item, score, inCone };
    }
  }
  return best?.item;
}

/** The item nearest a point (where keyboard navigation starts: the one at the centre of the frame). */
export function nearestTo<T>(items: readonly T[], to: PointXY, pointOf: (item: T) => PointXY): T | undefined {
  let best: { item: T; distance: number } | undefined;
  for (const item of items) {
    const p = pointOf(item);
    const distance = (p.x - to.x) ** 2 + (p.y - to.y) ** 2;
    if (!best || distance < best.distance) best = { item, distance };
  }
  return best?.item;
}
