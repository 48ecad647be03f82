import type { MapDocument } from '../document/schema';
import { showOf } from '../document/show';
import { zoomInsetFrameBoxes, zoomInsetTransform } from '../render/render-zoom-insets';
import { mapTransform } from '../render/transform';
import type { Box } from './box';
import { labelCandidates, labelledLevels, type LabelCandidate } from './candidates';
import { lineVariants } from './layout';
import { BoxGrid } from './grid';
import { labelObstacles } from './obstacles';
import { sameName } from './inset-boxes';
import { placeTerritoryLabels } from './territory-labels';
import {
  byPriority,
  inside,
  outside,
  over,
  placeLabels,
  type LabelGeometry,
  type PlaceOptions,
  type PlacedLabel,
} from './place';

/** A label in a zoom inset's magnified copy: frame pixels, inside the inset's box. */
export interface ZoomInsetLabel extends PlacedLabel {
  /** The zoom inset's id. */
  readonly inset: string;
}

const NO_OFFSET = { dx: 0, dy: 0 };
const memo = new WeakMap<readonly PlacedLabel[], readonly ZoomInsetLabel[]>();

/** Whether a division's visual centre is in the magnified area (one only reaching in is labelled on the map). */
const centredIn = (anchor: { x: number; y: number }, area: readonly number[]) =>
  anchor.x >= (area[0] ?? 0) &&
  anchor.x <= (area[2] ?? 0) &&
  anchor.y >= (area[1] ?? 0) &&
  anchor.y <= (area[3] ?? 0);

/**
 * The labels of each zoom inset's copy (decision "Annotations and labels follow the insets"): the
 * copied level's divisions centred in the area, labelled as on the map (same settings, drop rule,
 * inside, over, then a callout in the box) but at the copy's scale, so a division too small for a label on the
 * map gets one in the box; every label lies wholly in its box (the copy's clip), clear of the frame's
 * texts and of the labels of boxes below. The map's own labels keep out of the boxes (place.ts). Kept
 * per placement of the map's labels, so the screen and the renderer share one.
 */
export function placeZoomInsetLabels(
  doc: MapDocument,
  geometry: LabelGeometry,
  options: PlaceOptions = {},
): readonly ZoomInsetLabel[] {
  if (doc.zoomInsets.length === 0) return [];
  const main = placeLabels(doc, geometry, options);
  const known = memo.get(main);
  if (known) return known;
  const placed = place(doc, geometry, options.credit ?? '');
  memo.set(main, placed);
  return placed;
}

/** The candidate on two lines where its text can wrap: over a small box, narrow beats short. */
const narrow = (c: LabelCandidate): LabelCandidate => ({
  ...c,
  lines: lineVariants(c.lines).at(-1) ?? c.lines,
});

function place(doc: MapDocument, geometry: LabelGeometry, credit: string): ZoomInsetLabel[] {
  // The copies are of the level drawn filled (render-zoom-insets.ts): its labels, if it has them on.
  const copied = showOf(doc) === '1' ? geometry.level1 : geometry.level2;
  if (!copied || !labelledLevels(doc, geometry).includes(copied)) return [];
  const settings = doc.labels[copied.level];
  const transform = mapTransform(doc, geometry);
  const { width, height } = doc.frame;
  const grid = new BoxGrid(width, height, Math.max(16, settings.fontSize * 4));
  const obstacles = labelObstacles(doc, geometry, credit);
  for (const box of obstacles.boxes) grid.addBox(box);
  for (const segment of obstacles.segments) grid.addSegment(segment);
  // As on the map (place.ts): a territory's members make way for its name, placed on the map.
  const madeWay = new Set(
    placeTerritoryLabels(doc, geometry, credit).flatMap((name) =>
      name.level === copied.level ? name.members : [],
    ),
  );
  const names = new Map(copied.divisions.map((division) => [division.id, division.name]));
  const candidates = labelCandidates(doc, copied)
    .filter((c) => !madeWay.has(c.id))
    .sort(byPriority(settings.priority));
  const boxes = zoomInsetFrameBoxes(doc, transform);
  const placed: ZoomInsetLabel[] = [];
  doc.zoomInsets.forEach((inset, i) => {
    const own = boxes[i];
    if (!own) return;
    const frame: Box = [
      Math.max(own[0], 0),
      Math.max(own[1], 0),
      Math.min(own[2], width),
      Math.min(own[3], height),
    ];
    if (frame[2] <= frame[0] || frame[3] <= frame[1]) return;
    const t = zoomInsetTransform(inset, transform);
    const scale2 = t.scale * t.scale;
    // One name per box: a division the caption names already is not labelled again.
    const list = candidates.filter(
      (c) =>
        centredIn(c.anchor, inset.area) &&
        c.anchor.area * scale2 >= settings.minArea &&
        !sameName(names.get(c.id) ?? '', inset.caption),
    );
    const done = new Set<string>();
    const accept = (label: PlacedLabel) => {
      placed.push({ ...label, inset: inset.id });
      done.add(label.id);
      grid.addBox(label.box);
    };
    for (const c of list) {
      const label = inside(doc, c, t, grid, frame, NO_OFFSET);
      if (label) accept(label);
    }
    // The user made the box to see each of these: the narrowest, with the fewest spots, go first.
    const rest = list.filter((c) => !done.has(c.id)).sort((a, b) => a.anchor.room - b.anchor.room);
    for (const c of rest) {
      const label =
        over(doc, narrow(c), t, grid, frame, NO_OFFSET) ?? over(doc, c, t, grid, frame, NO_OFFSET);
      if (label) accept(label);
    }
    // A box is small and every division in it is one the map could not label: what still has no
    // spot gets a callout inside the box, as an atlas's inset labels its smallest units.
    for (const c of rest) {
      if (done.has(c.id)) continue;
      const label =
        outside(doc, narrow(c), t, grid, frame, NO_OFFSET) ?? outside(doc, c, t, grid, frame, NO_OFFSET);
      if (label) accept(label);
    }
  });
  return placed;
}
