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
import { memoPerDocument } from './placement-memo';
import { placeTerritoryLabels } from './territory-labels';
import { zoomInsetFrameBoxes } from '../render/render-zoom-insets';
import type { InsetPlacement } from '../geo/insets';
import { insetLabelBoxes, insetOfDivisions, keepingOut, namedByCaption, type FreeSpace } from './inset-boxes';

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
  /**
   * inside its division; over it (centred near its visual centre, crossing its border, where no inside
   * spot was free: the centre stays within the text); a callout outside with a leader; or pinned where
   * the user dragged it.
   */
  readonly kind: 'inside' | 'over' | 'callout' | 'pinned';
  /** A callout's leader line, frame pixels [x1, y1, x2, y2], from the division to the label's box. */
  readonly leader?: readonly [number, number, number, number];
}

export interface LabelGeometry {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  readonly geo?: MapProjection;
  /** The territory insets as drawn: their labels stay in their boxes, the mainland's out of them. */
  readonly insets?: readonly InsetPlacement[];
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

const placeKept = memoPerDocument(place);

/**
 * Places the labels of every labelled level, deterministically (decision "Labels are placed greedily
 * inside their divisions, measured with the fonts' own widths"): pinned labels where the user put them;
 * then each level (level 1 first): its callout divisions, then the others in its drop rule's order,
 * each label at its division's visual centre or a nearby spot, wrapped onto two lines if that fits
 * better, inside its division, overlapping no label placed before it, nor the titles, credit, legend,
 * heat bar or an annotation. Labels that do not fit are dropped. The result for a document and geometry is kept, so
 * the screen's hit tests and the renderer share one placement.
 */
export function placeLabels(
  doc: MapDocument,
  geometry: LabelGeometry,
  options: PlaceOptions = {},
): readonly PlacedLabel[] {
  return placeKept(doc, geometry, options.credit ?? '');
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
  // Territory names first: their members' own labels make way for them, the others keep clear.
  const names = placeTerritoryLabels(doc, geometry, credit);
  for (const name of names) grid.addBox(name.box);
  const madeWay = new Set(names.flatMap((name) => name.members.map((id) => `${name.level}:${id}`)));
  // A zoom inset's box covers the map under it: its own labels are placed in it (zoom-inset-labels.ts).
  for (const box of zoomInsetFrameBoxes(doc, transform)) grid.addBox(box);

  // Territory insets (decision "An inset shows what the map shows at that place"): a division drawn
  // in one is labelled inside its box, below the caption, unless the caption names it already; the
  // mainland's labels keep out of every box.
  const insetBoxes = insetLabelBoxes(geometry.insets, transform, frame);
  const boxOf = new Map(insetBoxes.map((b) => [b.id, b.box]));
  const homes = new Map(
    levels.map((projected) => [projected.level, insetOfDivisions(geometry.insets, projected)]),
  );
  const mainland = keepingOut(
    grid,
    insetBoxes.map((b) => b.box),
  );
  const named = new Set(
    levels.flatMap((projected) => {
      const ids = namedByCaption(projected, homes.get(projected.level) ?? new Map(), geometry.insets);
      return [...ids].map((id) => `${projected.level}:${id}`);
    }),
  );
  /** Where a candidate's label may go: its inset's box, or the frame less the boxes. */
  const whereFor = (c: LabelCandidate): { grid: FreeSpace; frame: Box } => {
    const home = homes.get(c.level)?.get(c.id);
    const box = home === undefined ? undefined : boxOf.get(home);
    return box ? { grid, frame: box } : { grid: mainland, frame };
  };

  const candidates = levels.map((projected) =>
    labelCandidates(doc, projected).filter(
      (c) =>
        !madeWay.has(`${c.level}:${c.id}`) && (c.pinned !== undefined || !named.has(`${c.level}:${c.id}`)),
    ),
  );
  const placed: PlacedLabel[] = [];
  const done = new Set<LabelCandidate>();
  const accept = (label: PlacedLabel, c: LabelCandidate) => {
    placed.push(label);
    done.add(c);
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
      accept(positioned(c, layout, at.x, at.y, anchorInFrame(c, transform, offsetOf(doc, c)), 'pinned'), c);
    }
  }
  // 2. Level 1, then level 2 (level 1 wins): first the divisions the user asked a callout for, in
  // the list's order, inside if they fit, else outside; then the others in the drop rule's order.
  const scale2 = transform.scale * transform.scale;
  for (const list of candidates) {
    const level = list[0]?.level;
    if (level === undefined) continue;
    const settings = doc.labels[level];
    const order = new Map(settings.callouts.map((id, i) => [id, i]));
    const callouts = list.filter((c) => c.callout && !done.has(c));
    callouts.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    for (const c of callouts) {
      const at = whereFor(c);
      const label =
        inside(doc, c, transform, at.grid, at.frame) ?? outside(doc, c, transform, at.grid, at.frame);
      if (label) accept(label, c);
    }
    const rest = list.filter((c) => !done.has(c) && c.anchor.area * scale2 >= settings.minArea);
    rest.sort(byPriority(settings.priority));
    for (const c of rest) {
      const at = whereFor(c);
      const label = inside(doc, c, transform, at.grid, at.frame);
      if (label) accept(label, c);
    }
    // Then, in the same order, the labels that fit in no division's inside spot are centred on theirs
    // across its border, as atlases label small units, where they overlap nothing.
    for (const c of rest) {
      if (done.has(c)) continue;
      const at = whereFor(c);
      const label = over(doc, c, transform, at.grid, at.frame);
      if (label) accept(label, c);
    }
  }
  return placed;
}

/** Spots for a label over its division, as shares of the text's size: the centre stays in the text. */
const OVER_NUDGES: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, -0.3],
  [0, 0.3],
  [-0.25, 0],
  [0.25, 0],
  [-0.25, -0.3],
  [0.25, -0.3],
  [-0.25, 0.3],
  [0.25, 0.3],
];

/** The label centred near its division's visual centre, crossing its border, or undefined. */
export function over(
  doc: MapDocument,
  c: LabelCandidate,
  t: MapTransform,
  grid: FreeSpace,
  frame: Box,
  offset = offsetOf(doc, c),
): PlacedLabel | undefined {
  const settings = doc.labels[c.level];
  const anchor = anchorInFrame(c, t, offset);
  if (anchor.x <= frame[0] || anchor.y <= frame[1] || anchor.x >= frame[2] || anchor.y >= frame[3])
    return undefined;
  for (const lines of lineVariants(c.lines)) {
    const layout = labelLayout(lines, settings);
    const textW = layout.width - 2 * layout.halo;
    const textH = layout.height - 2 * layout.halo;
    for (const [nx, ny] of OVER_NUDGES) {
      const label = positioned(c, layout, anchor.x + nx * textW, anchor.y + ny * textH, anchor, 'over');
      if (boxInside(label.box, frame) && grid.boxFree(label.box)) return label;
    }
  }
  return undefined;
}

/** The drop rule: which labels are placed first (and so kept when space runs out). Ties by id. */
export function byPriority(
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
function anchorInFrame(c: LabelCandidate, t: MapTransform, offset: { dx: number; dy: number }): Point {
  const { dx, dy } = offset;
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

/**
 * The label inside its division at the anchor or a nearby spot, or undefined when none is free.
 * `offset` is where the division is drawn from its place (its offset on the map; none in a zoom copy).
 */
export function inside(
  doc: MapDocument,
  c: LabelCandidate,
  t: MapTransform,
  grid: FreeSpace,
  frame: Box,
  offset = offsetOf(doc, c),
): PlacedLabel | undefined {
  const settings = doc.labels[c.level];
  const { dx, dy } = offset;
  const ax = (c.anchor.x + dx) * t.scale + t.x;
  const ay = (c.anchor.y + dy) * t.scale + t.y;
  const [bx0, by0, bx1, by1] = c.anchor.bbox;
  // The division's box where it is drawn, frame pixels.
  const mx0 = (bx0 + dx) * t.scale + t.x;
  const my0 = (by0 + dy) * t.scale + t.y;
  const mx1 = (bx1 + dx) * t.scale + t.x;
  const my1 = (by1 + dy) * t.scale + t.y;
  const room = c.anchor.room * t.scale;
  const maxRoom = c.anchor.maxRoom * t.scale;
  // No text is less than half an em tall ("ocean" in capitals' stead): too thin a division is out
  // before its text is measured.
  if (maxRoom < settings.fontSize / 4) return undefined;
  // Off the frame (zoomed in, most divisions are): nothing to try.
  if (mx1 <= frame[0] || my1 <= frame[1] || mx0 >= frame[2] || my0 >= frame[3]) return undefined;
  for (const lines of lineVariants(c.lines)) {
    const layout = labelLayout(lines, settings);
    const textW = layout.width - 2 * layout.halo;
    const textH = layout.height - 2 * layout.halo;
    // Cheap rejections: the text wider or taller than the whole division, or its box's inscribed
    // circle larger than the largest circle anywhere inside it (the pole's).
    if (textW > mx1 - mx0 || textH > my1 - my0 || Math.min(textW, textH) / 2 > maxRoom) continue;
    for (const [nx, ny] of NUDGES) {
      const cx = ax + nx * layout.width;
      const cy = ay + ny * layout.height;
      const tx0 = cx - textW / 2;
      const ty0 = cy - textH / 2;
      if (tx0 < mx0 || ty0 < my0 || tx0 + textW > mx1 || ty0 + textH > my1) continue;
      const hw = layout.width / 2;
      const hh = layout.height / 2;
      if (cx - hw < frame[0] || cy - hh < frame[1] || cx + hw > frame[2] || cy + hh > frame[3]) continue;
      const textBox: Box = [tx0, ty0, tx0 + textW, ty0 + textH];
      if (!fitsDivision(textBox, ax, ay, room, c, t, dx, dy)) continue;
      const box: Box = [cx - hw, cy - hh, cx + hw, cy + hh];
      if (!grid.boxFree(box)) continue;
      return positioned(c, layout, cx, cy, { x: ax, y: ay }, 'inside');
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
  ax: number,
  ay: number,
  room: number,
  c: LabelCandidate,
  t: MapTransform,
  dx: number,
  dy: number,
): boolean {
  // The farthest corner from the anchor.
  const fx = Math.max(Math.abs(box[0] - ax), Math.abs(box[2] - ax));
  const fy = Math.max(Math.abs(box[1] - ay), Math.abs(box[3] - ay));
  if (fx * fx + fy * fy <= room * room) return true;
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
export function outside(
  doc: MapDocument,
  c: LabelCandidate,
  t: MapTransform,
  grid: FreeSpace,
  frame: Box,
  offset = offsetOf(doc, c),
): PlacedLabel | undefined {
  const settings = doc.labels[c.level];
  const anchor = anchorInFrame(c, t, offset);
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
