import { isHandPlaced, PLACED_KEYS, type PlacedKey } from '../document/hand-placed';
import { DEFAULT_PLACEMENT } from '../document/placement';
import type { MapDocument } from '../document/schema';
import { showOf } from '../document/show';
import type { InsetPlacement } from '../geo/insets';
import type { BBox } from '../geo/projected-level';
import type { Box } from '../labels/box';
import { labelObstacles, legendExtent, type ObstacleGeometry } from '../labels/obstacles';
import { heatBarLevelOf } from './data-fill';
import { laidOutGeometry } from './composition/laid-out-geometry';
import { heatBarBox } from './render-heat-bar';
import { zoomInsetFrameBoxes } from './render-zoom-insets';
import { mapTransform, type MapTransform } from './transform';

/** What the rule reads of a geometry: the levels and the insets. */
export interface KeyPlacementGeometry extends ObstacleGeometry {
  readonly insets?: readonly InsetPlacement[];
}

/** The room kept between a key and the frame's edges, as a share of the frame's shorter side. */
const EDGE = 0.025;
/** Candidate places are tried this share of the shorter side apart along the frame's edges. */
const STEP = 0.01;
/** Shares of the key covered by the map's land that count as the same (so a sliver does not send it away). */
const LAND_BUCKETS = 20;

interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The document with its keys (the legend and the heat bar) where they are drawn (decision "The editor
 * places the legend and the heat bar until the user does"): a key the user moved stays at its stored
 * position; one the editor places goes to the place nearest its stored position (where it would like
 * to be: a new map's default, scaled with every frame change) that overlaps nothing else in the frame:
 * the title, subtitle and credit line, the territory and zoom insets' boxes, a key placed before it; and among those, one over as little of the map's land as may be. The rule reads
 * the map as fitted (zoom 1, no pan), as the insets' arrangement does, so the keys do not move while
 * the user pans or zooms. Returns the document itself when nothing moves.
 */
export function withKeysPlaced<D extends MapDocument>(
  doc: D,
  geometry: KeyPlacementGeometry,
  attribution = '',
): D {
  const auto = PLACED_KEYS.filter((key) => !isHandPlaced(doc, key) && keySize(doc, key));
  if (auto.length === 0) return doc;
  const memo = placed.get(doc);
  if (memo && memo.geometry === geometry && memo.attribution === attribution) return memo.result as D;
  const at = placeKeys(doc, geometry, attribution, auto);
  const legend = at.legend ?? doc.legend.position;
  const bar = at.heatBar ?? doc.heatMap.bar.position;
  const same = legend === doc.legend.position && bar === doc.heatMap.bar.position;
  const result: D = same
    ? doc
    : {
        ...doc,
        legend: { ...doc.legend, position: legend },
        heatMap: { ...doc.heatMap, bar: { ...doc.heatMap.bar, position: bar } },
      };
  placed.set(doc, { geometry, attribution, result });
  return result;
}

const placed = new WeakMap<object, { geometry: object; attribution: string; result: MapDocument }>();

/**
 * How far a key is drawn from its stored position (frame px): a move of a key the editor placed
 * starts from where it is seen, so the caller adds this to the first move.
 */
export function drawnKeyOffset(
  doc: MapDocument,
  geometry: KeyPlacementGeometry,
  attribution: string,
  key: PlacedKey,
): { dx: number; dy: number } {
  const drawn = withKeysPlaced(doc, geometry, attribution);
  const [from, to] =
    key === 'legend'
      ? [doc.legend.position, drawn.legend.position]
      : [doc.heatMap.bar.position, drawn.heatMap.bar.position];
  return { dx: to.x - from.x, dy: to.y - from.y };
}

/**
 * The keys the user placed that overlap another element of the frame (what the rule keeps the
 * editor's keys clear of), e.g. after a frame change moved the insets under them.
 */
export function handPlacedKeysInTheWay(
  doc: MapDocument,
  geometry: KeyPlacementGeometry,
  attribution = '',
): PlacedKey[] {
  const drawn = withKeysPlaced(doc, geometry, attribution);
  const { hard } = obstaclesOf(drawn, geometry, attribution, []);
  return PLACED_KEYS.filter((key) => {
    if (!isHandPlaced(doc, key)) return false;
    const box = keyBox(drawn, key);
    return box !== undefined && hard.some((b) => b !== box && area(overlap(b, box)) > 0);
  });
}

function placeKeys(
  doc: MapDocument,
  geometry: KeyPlacementGeometry,
  attribution: string,
  auto: readonly PlacedKey[],
): Partial<Record<PlacedKey, { x: number; y: number }>> {
  const { hard, land } = obstaclesOf(doc, geometry, attribution, auto);
  const result: Partial<Record<PlacedKey, { x: number; y: number }>> = {};
  for (const key of auto) {
    const size = keySize(doc, key);
    if (!size) continue;
    const stored = key === 'legend' ? doc.legend.position : doc.heatMap.bar.position;
    // The heat bar's box is grown by half a line around its texts' estimates.
    const grow = key === 'legend' ? 0 : doc.heatMap.bar.fontSize * 0.5;
    const box = bestPlace(doc.frame, size, { x: stored.x - grow, y: stored.y - grow }, hard, land);
    hard.push([box.x, box.y, box.x + size.width, box.y + size.height]);
    const at = { x: round2(box.x + grow), y: round2(box.y + grow) };
    // Kept as stored when that is the place: the document is then returned as it is.
    result[key] = at.x === stored.x && at.y === stored.y ? stored : at;
  }
  return result;
}

/**
 * What a key must not overlap (`hard`, frame px) and the map's land it had better not cover (`land`:
 * the drawn level's divisions' boxes), for the map as fitted. The keys in `auto` are left out: they
 * are being placed.
 */
function obstaclesOf(
  doc: MapDocument,
  given: KeyPlacementGeometry,
  attribution: string,
  auto: readonly PlacedKey[],
): { hard: Box[]; land: Box[] } {
  const fitted = { ...doc, placement: DEFAULT_PLACEMENT };
  const geometry = laidOutGeometry(doc, given);
  const t = mapTransform(fitted, geometry);
  // Not the annotations: the user puts them where they like, over a key too, and a key that moved
  // away from each would move under the user's hand while they are dragged.
  const hard: Box[] = [
    ...labelObstacles(fitted, geometry, attribution, { keys: false, annotations: false }).boxes,
  ];
  for (const inset of geometry.insets ?? []) hard.push(toFrame(inset.box, t));
  hard.push(...zoomInsetFrameBoxes(doc, t));
  for (const key of PLACED_KEYS) {
    if (auto.includes(key)) continue;
    const box = keyBox(doc, key);
    if (box) hard.push(box);
  }
  const show = showOf(doc);
  const level = show === '1' ? geometry.level1 : geometry.level2;
  const land = (level?.divisions ?? []).map((division) => toFrame(division.bbox, t));
  return { hard, land };
}

/** A key's size as drawn, or undefined when it is not drawn (hidden, empty, or its level not shown). */
function keySize(doc: MapDocument, key: PlacedKey): Size | undefined {
  if (key === 'legend') return legendExtent(doc);
  if (heatBarLevelOf(doc) === undefined) return undefined;
  // With the no-data swatch: never smaller than drawn, whatever the values.
  const bar = heatBarBox(doc, true);
  if (!bar) return undefined;
  const half = doc.heatMap.bar.fontSize * 0.5;
  return { width: bar.width + 2 * half, height: bar.height + 2 * half };
}

/** A key's box where the document puts it (the heat bar pulled inside the frame, as drawn). */
function keyBox(doc: MapDocument, key: PlacedKey): Box | undefined {
  if (key === 'legend') {
    const size = legendExtent(doc);
    if (!size) return undefined;
    const { x, y } = doc.legend.position;
    return [x, y, x + size.width, y + size.height];
  }
  const size = keySize(doc, key);
  const bar = size && heatBarBox(doc, true);
  if (!size || !bar) return undefined;
  const half = doc.heatMap.bar.fontSize * 0.5;
  return [bar.x - half, bar.y - half, bar.x - half + size.width, bar.y - half + size.height];
}

/**
 * The place for a key of `size`: among places along the frame's four edges (and the stored one), those
 * that overlap no hard obstacle, then cover the least land, then lie nearest the stored position.
 * Where every place overlaps something, the one overlapping least.
 */
function bestPlace(
  frame: Size,
  size: Size,
  stored: { readonly x: number; readonly y: number },
  hard: readonly Box[],
  land: readonly Box[],
): { x: number; y: number } {
  const unit = Math.min(frame.width, frame.height);
  const edge = Math.round(unit * EDGE);
  const step = Math.max(2, unit * STEP);
  const maxX = Math.max(edge, frame.width - edge - size.width);
  const maxY = Math.max(edge, frame.height - edge - size.height);
  const clampX = (x: number) => Math.min(maxX, Math.max(edge, x));
  const clampY = (y: number) => Math.min(maxY, Math.max(edge, y));
  const candidates: { x: number; y: number }[] = [{ x: clampX(stored.x), y: clampY(stored.y) }];
  const along = (from: number, to: number) => {
    const values: number[] = [];
    for (let v = from; v < to; v += step) values.push(Math.round(v));
    values.push(to);
    return values;
  };
  for (const x of [clampX(stored.x), edge, maxX])
    for (const y of along(edge, maxY)) candidates.push({ x, y });
  for (const y of [clampY(stored.y), edge, maxY])
    for (const x of along(edge, maxX)) candidates.push({ x, y });

  let best = candidates[0]!;
  let bestScore: readonly number[] | undefined;
  const keyArea = Math.max(1, size.width * size.height);
  for (const at of candidates) {
    const box: Box = [at.x, at.y, at.x + size.width, at.y + size.height];
    let blocked = 0;
    for (const b of hard) blocked += area(overlap(b, box));
    let covered = 0;
    for (const b of land) covered += area(overlap(b, box));
    const score = [
      blocked,
      Math.round((Math.min(covered, keyArea) / keyArea) * LAND_BUCKETS),
      Math.hypot(at.x - stored.x, at.y - stored.y),
    ];
    if (!bestScore || lexLess(score, bestScore)) {
      best = at;
      bestScore = score;
    }
  }
  return best;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! < b[i]! - 1e-9) return true;
    if (a[i]! > b[i]! + 1e-9) return false;
  }
  return false;
}

function overlap(a: Box, b: Box): Box {
  return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
}

function area(box: Box): number {
  return Math.max(0, box[2] - box[0]) * Math.max(0, box[3] - box[1]);
}

function toFrame(box: BBox, t: MapTransform): Box {
  return [box[0] * t.scale + t.x, box[1] * t.scale + t.y, box[2] * t.scale + t.x, box[3] * t.scale + t.y];
}
