import type { Immutable } from 'immer';
import type { LevelLabels } from '../document/labels';
import type { Level, MapDocument } from '../document/schema';
import { shownTerritories, type Territory } from '../document/territories';
import type { ProjectedLevel } from '../geo/projected-level';
import { territoryOutline } from '../geo/territory-outline';
import { zoomInsetFrameBoxes } from '../render/render-zoom-insets';
import { mapTransform } from '../render/transform';
import { anchorOf, type LabelAnchor } from './anchors';
import { boxesOverlap, boxInside, type Box } from './box';
import { labelLayout, lineVariants } from './layout';
import { labelObstacles } from './obstacles';
import type { LabelGeometry } from './place';
import { memoPerDocument } from './placement-memo';

/** A territory's name as placed: frame pixels, as a division label's (place.ts). */
export interface PlacedTerritoryLabel {
  /** The territory's id. */
  readonly id: string;
  readonly level: Level;
  /** Its members: their own labels make way for it. */
  readonly members: readonly string[];
  readonly lines: readonly string[];
  /** The text's horizontal centre and its first line's baseline. */
  readonly x: number;
  readonly y: number;
  readonly lineHeight: number;
  /** The box kept free for it, text and halo. */
  readonly box: Box;
}

/**
 * Territory names are set in the level-1 labels' font, colour and halo, bold and a quarter larger
 * (a group of provinces outranks a province), and as the user typed them: no forced capitals.
 */
export function territoryLabelStyle(doc: MapDocument): Immutable<LevelLabels> {
  const base = doc.labels[1];
  return { ...base, fontSize: Math.round(base.fontSize * 1.25 * 10) / 10, fontWeight: 700, uppercase: false };
}

const anchors = new WeakMap<ProjectedLevel, Map<string, LabelAnchor | undefined>>();

/**
 * The pole of inaccessibility of the territory's union (its largest polygon, holes counted), as a
 * division's label anchor is found, computed once per set of members and level.
 */
export function territoryAnchor(level: ProjectedLevel, members: readonly string[]): LabelAnchor | undefined {
  let known = anchors.get(level);
  if (!known) {
    known = new Map();
    anchors.set(level, known);
  }
  const key = members.join('\u0000');
  if (known.has(key)) return known.get(key);
  const anchor = anchorOf({ id: key, d: territoryOutline(level, members) });
  known.set(key, anchor);
  return anchor;
}

/** Spots tried, as shares of the label's height from the anchor: the anchor, then up and down. */
const NUDGES = [0, -0.6, 0.6, -1.2, 1.2];

const placeKept = memoPerDocument(place);

/**
 * The names of the shown territories (decision "Territory labels are placed by the core on the union,
 * and their members' labels make way"), in the document's order: each centred on its union's anchor
 * or just above or below it, on one line or two (the one that fits the union's width), inside the
 * frame, clear of the titles, legend and annotations and of the names placed before it; a name that
 * finds no spot is dropped. Kept per document and geometry, as placeLabels keeps its own.
 */
export function placeTerritoryLabels(
  doc: MapDocument,
  geometry: LabelGeometry,
  credit = '',
): readonly PlacedTerritoryLabel[] {
  if (!doc.territoryLabels || doc.territories.length === 0) return [];
  return placeKept(doc, geometry, credit);
}

function place(doc: MapDocument, geometry: LabelGeometry, credit: string): PlacedTerritoryLabel[] {
  if (!geometry.level1 && !geometry.level2) return [];
  const t = mapTransform(doc, geometry);
  const frame: Box = [0, 0, doc.frame.width, doc.frame.height];
  // A zoom inset's box hides the map under it: a name there would be cut by it.
  const taken: Box[] = [...labelObstacles(doc, geometry, credit).boxes, ...zoomInsetFrameBoxes(doc, t)];
  const style = territoryLabelStyle(doc);
  const placed: PlacedTerritoryLabel[] = [];
  for (const territory of shownTerritories(doc)) {
    const level = territory.level === 1 ? geometry.level1 : geometry.level2;
    const anchor = level && territoryAnchor(level, territory.members);
    if (!anchor) continue;
    const label = spot(territory, anchor, style, t, frame, taken);
    if (!label) continue;
    placed.push(label);
    taken.push(label.box);
  }
  return placed;
}

function spot(
  territory: Immutable<Territory>,
  anchor: LabelAnchor,
  style: Immutable<LevelLabels>,
  t: { scale: number; x: number; y: number },
  frame: Box,
  taken: readonly Box[],
): PlacedTerritoryLabel | undefined {
  const ax = anchor.x * t.scale + t.x;
  const ay = anchor.y * t.scale + t.y;
  const width = (anchor.bbox[2] - anchor.bbox[0]) * t.scale;
  const variants = lineVariants([territory.name]).map((lines) => labelLayout(lines, style));
  // One line if it fits the union's width, else the two-line setting, else the narrower.
  const fitting = variants.find((v) => v.width <= width) ?? variants[variants.length - 1];
  if (!fitting) return undefined;
  for (const nudge of NUDGES) {
    const cx = ax;
    const cy = ay + nudge * fitting.height;
    const box: Box = [
      cx - fitting.width / 2,
      cy - fitting.height / 2,
      cx + fitting.width / 2,
      cy + fitting.height / 2,
    ];
    if (!boxInside(box, frame) || taken.some((other) => boxesOverlap(box, other))) continue;
    return {
      id: territory.id,
      level: territory.level,
      members: territory.members,
      lines: fitting.lines,
      x: cx,
      y: box[1] + fitting.firstBaseline,
      lineHeight: fitting.lineHeight,
      box,
    };
  }
  return undefined;
}
