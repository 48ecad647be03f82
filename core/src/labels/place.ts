import type { Point } from '../document/position';
import type { Level, MapDocument } from '../document/schema';
import type { ProjectedLevel } from '../geo/projected-level';
import type { MapProjection } from '../render/anchor-frame';
import { mapTransform, type MapTransform } from '../render/transform';
import { boxInside, type Box } from './box';
import { labelCandidates, labelledLevels, type LabelCandidate } from './candidates';
import { BoxGrid } from './grid';
import { labelLayout, lineVariants, type LabelLayout } from './layout';
import { labelObstacles } from './obstacles';
import { boxInRings } from './rings';

/** One label as placed: plain data, for drawing (render-labels.ts) and for the screen's hit tests. */
export interface PlacedLabel {
  readonly id: string;
  readonly level: Level;
  /** The lines drawn (a long name may have been wrapped onto two). */
  readonly lines: readonly string[];
  /** Frame pixels: the text's horizontal centre and its first line's baseline. */
  readonly x: number;
  readonly y: number;
  /** Baseline to baseline, frame pixels. */
  readonly lineHeight: number;
  /** The box kept free for it, text and halo, frame pixels [x0, y0, x1, y1]. */
  readonly box: Box;
  /**
   * The text's own box (the box less the halo): an inside label's lies in its division, while its
   * halo, a thin outline in the background colour, may reach over the border.
   */
  readonly textBox: Box;
  /** The division's visual centre, frame pixels. */
  readonly anchor: Point;
  /** inside its division; a callout outside with a leader; or pinned where the user dragged it. */
  readonly kind: 'inside' | 'callout' | 'pinned';
  /** A callout's leader line, frame pixels [x1, y1, x2, y2], from the division to the label's box. */
  readonly leader?: readonly [number, number, number, number];
}

export interface LabelGeometry {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  readonly geo?: MapProjection;
}

export interface PlaceOptions {
  /** The data attribution on the credit line (RenderOptions.credit): labels keep clear of it. */
  readonly credit?: string;
}

/**
 * Spots tried, as shares of the label's width and height from the anchor: the anchor first, then the
 * nearer ones first, out to a label's width sideways and two heights up and down (a pole may sit where
 * a wide label does not fit, while a spot along the division's long side does).
 */
const NUDGES: readonly (readonly [number, number])[] = (() => {
  const spots: [number, number][] = [];
  for (let i = -4; i <= 4; i++) for (let j = -4; j <= 4; j++) spots.push([i / 4, j / 2]);
  const d = ([x, y]: readonly [number, number]) => Math.hypot(x * 2, y);
  return spots.sort((a, b) => d(a) - d(b) || a[1] - b[1] || a[0] - b[0]);
})();
/** Callout directions (radians, y down): right first, as map labels usually sit, then round. */
const CALLOUT_ANGLES = [0, -45, 45, 180, -135, 135, -90, 90].map((d) => (d * Math.PI) / 180);
/** Callout distances from the anchor to the label's box, in the label's font size. */
const CALLOUT_STEPS = [1.2, 2, 3, 4.5, 6.5, 9];

const memo = new WeakMap<
  MapDocument,
  { level1?: ProjectedLevel; level2?: ProjectedLevel; credit: string; labels: readonly PlacedLabel[] }
>();

/**
 * Places the labels of every labelled level, deterministically (decision "Labels are placed by the core,
 * greedily, in the user's order"): pinned labels where the user put them; then the callout divisions;
 * then each level (level 1 first) in the order of its drop rule, each label at its division's visual
 * centre or a nearby spot, wrapped onto two lines if that fits better, inside its division, overlapping
 * no label placed before it, nor the titles, credit, legend, heat bar or an annotation. Labels that do
 * not fit are dropped. The result for a document and geometry is kept, so the screen's hit tests and
 * the renderer share one placement.
 */
export function placeLabels(
  doc: MapDocument,
  geometry: LabelGeometry,
  options: PlaceOptions = {},
): readonly PlacedLabel[] {
  const credit = options.credit ?? '';
  const known = memo.get(doc);
  if (
    known &&
    known.level1 === geometry.level1 &&
    known.level2 === geometry.level2 &&
    known.credit === credit
  )
    return known.labels;
  const labels = place(doc, geometry, credit);
  memo.set(doc, { level1: geometry.level1, level2: geometry.level2, credit, labels });
  return labels;
}

function place(doc: MapDocument, geometry: LabelGeometry, credit: string): readonly PlacedLabel[] {
  const levels = labelledLevels(doc, geometry);
  if (levels.length === 0) return [];
  const transform = mapTransform(doc, geometry);
  const { width, height } = doc.frame;
  const frame: Box = [0, 0, width, height];
  const largest = Math.max(...levels.map((l) => doc.labels[l.level].fontSize));
  const grid = new BoxGrid(width, height, Math.max(16, largest * 4));
  const obstacles = labelObstacles(doc, geometry, credit);
  for (const box of obstacles.boxes) grid.addBox(box);
  for (const segment of obstacles.segments) grid.addSegment(segment);

  const candidates = levels.map((projected) => labelCandidates(doc, projected));
  const placed: PlacedLabel[] = [];
  const done = new Set<string>();
  const key = (c: LabelCandidate) => `${c.level}:${c.id}`;
  const accept = (label: PlacedLabel, c: LabelCandidate) => {
    placed.push(label);
    done.add(key(c));
    grid.addBox(label.box);
    if (label.leader) grid.addSegment(label.leader);
  };

  // 1. Pinned labels, where the user put them, whatever they cover: the user chose the spot.
  for (const list of candidates) {
    for (const c of list) {
      if (!c.pinned) continue;
      const layout = labelLayout(c.lines, doc.labels[c.level]);
      const at = {
        x: c.pinned.x * transform.scale + transform.x,
        y: c.pinned.y * transform.scale + transform.y,
      };
      accept(positioned(c, layout, at.x, at.y, anchorInFrame(doc, c, transform), 'pinned'), c);
    }
  }
  // 2. The divisions the user asked a callout for, in their lists' order: inside if they fit, else outside.
  for (const list of candidates) {
    const level = list[0]?.level;
    if (level === undefined) continue;
    const order = new Map(doc.labels[level].callouts.map((id, i) => [id, i]));
    const callouts = list.filter((c) => c.callout && !done.has(key(c)));
    callouts.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    for (const c of callouts) {
      const label = inside(doc, c, transform, grid, frame) ?? outside(doc, c, transform, grid, frame);
      if (label) accept(label, c);
    }
  }
  // 3. Everything else, level 1 before level 2, each level in its drop rule's order.
  for (const list of candidates) {
    const rest = list.filter((c) => !done.has(key(c)));
    const level = rest[0]?.level;
    if (level === undefined) continue;
    rest.sort(byPriority(doc.labels[level].priority));
    const minArea = doc.labels[level].minArea;
    const scale2 = transform.scale * transform.scale;
    for (const c of rest) {
      if (c.anchor.area * scale2 < minArea) continue;
      const label = inside(doc, c, transform, grid, frame);
      if (label) accept(label, c);
    }
  }
  return placed;
}

/** The drop rule: which labels are placed first (and so kept when space runs out). Ties by id. */
function byPriority(
  priority: 'area' | 'value' | 'painted',
): (a: LabelCandidate, b: LabelCandidate) => number {
  const byArea = (a: LabelCandidate, b: LabelCandidate) =>
    b.anchor.area - a.anchor.area || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (priority === 'value')
    return (a, b) =>
      Number(b.value !== undefined) - Number(a.value !== undefined) ||
      (b.value ?? 0) - (a.value ?? 0) ||
      byArea(a, b);
  if (priority === 'painted') return (a, b) => Number(b.painted) - Number(a.painted) || byArea(a, b);
  return byArea;
}

function offsetOf(doc: MapDocument, c: LabelCandidate): { dx: number; dy: number } {
  const offsets = doc.levels[c.level].offsets;
  return Object.hasOwn(offsets, c.id) ? (offsets[c.id] ?? { dx: 0, dy: 0 }) : { dx: 0, dy: 0 };
}

/** The division's visual centre in the frame, where the division is drawn (its offset included). */
function anchorInFrame(doc: MapDocument, c: LabelCandidate, t: MapTransform): Point {
  const { dx, dy } = offsetOf(doc, c);
  return { x: (c.anchor.x + dx) * t.scale + t.x, y: (c.anchor.y + dy) * t.scale + t.y };
}

function positioned(
  c: LabelCandidate,
  layout: LabelLayout,
  cx: number,
  cy: number,
  anchor: Point,
  kind: PlacedLabel['kind'],
  leader?: readonly [number, number, number, number],
): PlacedLabel {
  const box: Box = [
    cx - layout.width / 2,
    cy - layout.height / 2,
    cx + layout.width / 2,
    cy + layout.height / 2,
  ];
  const h = layout.halo;
  return {
    id: c.id,
    level: c.level,
    lines: layout.lines,
    x: cx,
    y: cy - layout.height / 2 + layout.firstBaseline,
    lineHeight: layout.lineHeight,
    box,
    textBox: [box[0] + h, box[1] + h, box[2] - h, box[3] - h],
    anchor,
    kind,
    ...(leader && { leader }),
  };
}

/** The label inside its division at the anchor or a nearby spot, or undefined when none is free. */
function inside(
  doc: MapDocument,
  c: LabelCandidate,
  t: MapTransform,
  grid: BoxGrid,
  frame: Box,
): PlacedLabel | undefined {
  const settings = doc.labels[c.level];
  const anchor = anchorInFrame(doc, c, t);
  const { dx, dy } = offsetOf(doc, c);
  const [bx0, by0, bx1, by1] = c.anchor.bbox;
  const spanX = (bx1 - bx0) * t.scale;
  const spanY = (by1 - by0) * t.scale;
  const room = c.anchor.room * t.scale;
  for (const lines of lineVariants(c.lines)) {
    const layout = labelLayout(lines, settings);
    // Cheap rejections: the text wider or taller than the whole division.
    const textW = layout.width - 2 * layout.halo;
    const textH = layout.height - 2 * layout.halo;
    if (textW > spanX || textH > spanY) continue;
    const [mx0, my0, mx1, my1] = [bx0 * t.scale, by0 * t.scale, bx1 * t.scale, by1 * t.scale];
    for (const [nx, ny] of NUDGES) {
      const cx = anchor.x + nx * layout.width;
      const cy = anchor.y + ny * layout.height;
      // Outside the division's box (where it is drawn): no need to look at its rings.
      const left = (cx - layout.width / 2 - t.x) / t.scale - dx;
      const top = (cy - layout.height / 2 - t.y) / t.scale - dy;
      const inX = left * t.scale + layout.halo;
      const inY = top * t.scale + layout.halo;
      if (inX < mx0 || inY < my0 || inX + textW > mx1 || inY + textH > my1) continue;
      const label = positioned(c, layout, cx, cy, anchor, 'inside');
      if (!boxInside(label.box, frame)) continue;
      if (!fitsDivision(label.textBox, anchor, room, c, t, dx, dy)) continue;
      if (!grid.boxFree(label.box)) continue;
      return label;
    }
  }
  return undefined;
}

/**
 * Whether the box lies in the division: at once when it is inside the circle polylabel found free
 * around the anchor, else by the division's rings in map space.
 */
function fitsDivision(
  box: Box,
  anchor: Point,
  room: number,
  c: LabelCandidate,
  t: MapTransform,
  dx: number,
  dy: number,
): boolean {
  const far = Math.max(
    Math.hypot(box[0] - anchor.x, box[1] - anchor.y),
    Math.hypot(box[2] - anchor.x, box[1] - anchor.y),
    Math.hypot(box[0] - anchor.x, box[3] - anchor.y),
    Math.hypot(box[2] - anchor.x, box[3] - anchor.y),
  );
  if (far <= room) return true;
  const inMap: Box = [
    (box[0] - t.x) / t.scale - dx,
    (box[1] - t.y) / t.scale - dy,
    (box[2] - t.x) / t.scale - dx,
    (box[3] - t.y) / t.scale - dy,
  ];
  return boxInRings(inMap, c.anchor.rings, c.anchor.ringBoxes);
}

/**
 * A callout: the label outside its division, searched outwards from the anchor (right first, then
 * round, nearer first) for a spot whose box and leader line cross nothing placed.
 */
function outside(
  doc: MapDocument,
  c: LabelCandidate,
  t: MapTransform,
  grid: BoxGrid,
  frame: Box,
): PlacedLabel | undefined {
  const settings = doc.labels[c.level];
  const anchor = anchorInFrame(doc, c, t);
  const layout = labelLayout(c.lines, settings);
  const halfW = layout.width / 2;
  const halfH = layout.height / 2;
  for (const step of CALLOUT_STEPS) {
    const gap = step * settings.fontSize;
    for (const angle of CALLOUT_ANGLES) {
      const ux = Math.cos(angle);
      const uy = Math.sin(angle);
      const cx = anchor.x + ux * (gap + halfW);
      const cy = anchor.y + uy * (gap + halfH);
      // The leader runs from the anchor to the nearest point of the box.
      const ex = Math.max(cx - halfW, Math.min(anchor.x, cx + halfW));
      const ey = Math.max(cy - halfH, Math.min(anchor.y, cy + halfH));
      const leader = [anchor.x, anchor.y, ex, ey] as const;
      const label = positioned(c, layout, cx, cy, anchor, 'callout', leader);
      if (!boxInside(label.box, frame)) continue;
      if (!grid.boxFree(label.box)) continue;
      if (!grid.segmentFree(leader)) continue;
      return label;
    }
  }
  return undefined;
}
