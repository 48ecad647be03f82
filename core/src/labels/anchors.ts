// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the core types polylabel itself (polylabel.d.ts); every project compiling this file needs it
/// <reference path="./polylabel.d.ts" />
import polylabel from 'polylabel';
import { ringsOf } from '../geo/path-rings';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import type { Box } from './box';
import { ringArea2, ringBox } from './rings';

/** Where a division's label goes, in map space, and what the placement checks a label's box against. */
export interface LabelAnchor {
  readonly id: string;
  /** The visual centre: the pole of inaccessibility of the division's largest polygon. */
  readonly x: number;
  readonly y: number;
  /** Distance from the anchor to the nearest edge of any of the division's rings: a circle that fits. */
  readonly room: number;
  /** No circle anywhere inside the division is larger than this (polylabel is exact to its precision). */
  readonly maxRoom: number;
  /** The division's area in map units² (all its polygons, holes taken out). */
  readonly area: number;
  readonly rings: readonly Float64Array[];
  readonly ringBoxes: readonly Box[];
  /** The box of all its rings. */
  readonly bbox: Box;
}

const cache = new WeakMap<ProjectedLevel, ReadonlyMap<string, LabelAnchor>>();

/**
 * Every division's label anchor, computed once per projected level (the level objects are shared and
 * never change), so a change of paint, data, frame or zoom only re-places labels.
 */
export function labelAnchors(level: ProjectedLevel): ReadonlyMap<string, LabelAnchor> {
  let anchors = cache.get(level);
  if (!anchors) {
    const map = new Map<string, LabelAnchor>();
    for (const division of level.divisions) {
      const anchor = anchorOf(division);
      if (anchor) map.set(division.id, anchor);
    }
    anchors = map;
    cache.set(level, anchors);
  }
  return anchors;
}

/**
 * The pole of inaccessibility of the division's largest polygon (its largest ring with the rings inside
 * that ring's box, so holes and enclaves count), not the centroid: a crescent or a Croatia-like shape
 * gets its anchor inside. The distance is to every ring of the division.
 */
export function anchorOf(division: Pick<ProjectedDivision, 'id' | 'd'>): LabelAnchor | undefined {
  if (division.d === '') return undefined;
  const rings = ringsOf(division.d);
  if (rings.length === 0) return undefined;
  const ringBoxes = rings.map(ringBox);
  let largest = 0;
  let largestArea = -1;
  let signed = 0;
  rings.forEach((ring, i) => {
    const a = ringArea2(ring);
    signed += a;
    if (Math.abs(a) > largestArea) {
      largestArea = Math.abs(a);
      largest = i;
    }
  });
  const outer = rings[largest] as Float64Array;
  const ob = ringBoxes[largest] as Box;
  const near = rings.filter((_, i) => {
    const b = ringBoxes[i] as Box;
    return i !== largest && b[0] < ob[2] && b[2] > ob[0] && b[1] < ob[3] && b[3] > ob[1];
  });
  const polygon = [outer, ...near].map(toPoints);
  // A fiftieth of the polygon's smaller side: fine enough for a label, fast on tiny communes.
  const precision = Math.max(1e-4, Math.min(ob[2] - ob[0], ob[3] - ob[1]) / 50);
  const pole = polylabel(polygon, precision);
  let { distance } = pole;
  let [x, y] = pole;
  if (!Number.isFinite(x) || !Number.isFinite(y) || !(distance > 0)) {
    x = (ob[0] + ob[2]) / 2;
    y = (ob[1] + ob[3]) / 2;
    distance = 0;
  }
  // Islands outside the largest polygon's box were not in polylabel's distance: take them in.
  const far = rings.filter((r, i) => i !== largest && !near.includes(r));
  for (const ring of far) distance = Math.min(distance, distanceToRing(x, y, ring));
  // Different windings (holes) cancel in the sum; if the data's windings are all alike, the sum of
  // absolute areas is the best there is.
  const total = Math.abs(signed) / 2 || largestArea / 2;
  const bbox: Box = [
    Math.min(...ringBoxes.map((b) => b[0])),
    Math.min(...ringBoxes.map((b) => b[1])),
    Math.max(...ringBoxes.map((b) => b[2])),
    Math.max(...ringBoxes.map((b) => b[3])),
  ];
  // A circle inside a far island fits in its box: at most half its smaller side.
  let maxRoom = distance + precision;
  for (const ring of far) {
    const b = ringBox(ring);
    maxRoom = Math.max(maxRoom, Math.min(b[2] - b[0], b[3] - b[1]) / 2);
  }
  return { id: division.id, x, y, room: distance, maxRoom, area: total, rings, ringBoxes, bbox };
}

function toPoints(ring: Float64Array): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < ring.length; i += 2) points.push([ring[i] as number, ring[i + 1] as number]);
  return points;
}

function distanceToRing(x: number, y: number, ring: Float64Array): number {
  let best = Infinity;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = ring[j] as number;
    const ay = ring[j + 1] as number;
    const dx = (ring[i] as number) - ax;
    const dy = (ring[i + 1] as number) - ay;
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}
