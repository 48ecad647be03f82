import { ZOOM_MAX, ZOOM_MIN, type ZoomInset } from '../document/insets';
import type { MapLanguage } from '../document/map-language';
import { shownName } from '../names/shown-name';
import { DivisionLocator } from '../geo/division-locator';
import type { BBox, ProjectedLevel } from '../geo/projected-level';

/**
 * A zoom inset made from a rectangle the user drew over the map (decision "A drawn zoom inset is
 * placed in the nearest free corner"): its magnification makes the box a set share of the frame, its
 * box goes where the map leaves room, nearest the area, and its caption names the largest division it
 * covers.
 */

/** A rectangle narrower or lower than this (frame px) is a click, not a drawing: nothing comes of it. */
export const MIN_DRAWN_PX = 8;
/** The box's longer side, as a share of the shorter side of the part of the map shown. */
const BOX_SHARE = 0.3;
/** The box is never wider or higher than this share of the part of the map shown. */
const BOX_MAX_SHARE = 0.45;
/** Room between the box and the edge of what is shown, as a share of its longer side. */
const MARGIN_SHARE = 0.02;
/** Points sampled per side of a candidate box to judge how much of the map it would hide. */
const SAMPLES = 8;
/** Candidates that hide about as much as the best are told apart by their distance to the area. */
const TIE = 0.02;

export interface DrawnZoomInsetInput {
  /** The rectangle drawn, in map units (any two opposite corners). */
  readonly area: BBox;
  /** Frame pixels per map unit now, to tell a drawing from a click. */
  readonly mapScale: number;
  /** The part of map space shown in the frame: where the box may go. */
  readonly bounds: BBox;
  /** The level drawn filled (with the user's changes to territory insets applied). */
  readonly level: ProjectedLevel;
  /** The level's locator, when the caller keeps one (else one is built). */
  readonly locator?: DivisionLocator;
  /** What the box should not cover (map units): other insets, the legend, the title. */
  readonly obstacles?: readonly BBox[];
  /** The zoom insets there are (for a fresh id). */
  readonly existing: readonly Pick<ZoomInset, 'id'>[];
  /** The map's language: the caption names the division in it (default 'en'). */
  readonly language?: MapLanguage;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

const meets = (a: BBox, b: BBox) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

const inBox = (b: BBox, x: number, y: number) => x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];

/** The zoom inset a drawn rectangle makes, or undefined for a rectangle too small (a click). */
export function drawnZoomInset(input: DrawnZoomInsetInput): ZoomInset | undefined {
  const [ax0, ay0, ax1, ay1] = input.area;
  const area: BBox = [Math.min(ax0, ax1), Math.min(ay0, ay1), Math.max(ax0, ax1), Math.max(ay0, ay1)];
  const aw = area[2] - area[0];
  const ah = area[3] - area[1];
  if (!(input.mapScale > 0) || aw * input.mapScale < MIN_DRAWN_PX || ah * input.mapScale < MIN_DRAWN_PX)
    return undefined;
  const zoom = zoomFor(area, input.bounds);
  const locator = input.locator ?? new DivisionLocator(input.level);
  const rounded = area.map(round2) as unknown as readonly [number, number, number, number];
  const [x, y] = placeBox([aw * zoom, ah * zoom], area, input.bounds, locator, input.obstacles ?? []);
  return {
    id: freshId(input.existing),
    caption: captionOf(area, input.level, locator, input.language),
    area: [...rounded],
    x: round2(x),
    y: round2(y),
    zoom,
    showArea: true,
  };
}

/** The magnification that makes the box's longer side a share of what is shown, within its limits. */
export function zoomFor(area: BBox, bounds: BBox): number {
  const aw = area[2] - area[0];
  const ah = area[3] - area[1];
  const bw = bounds[2] - bounds[0];
  const bh = bounds[3] - bounds[1];
  const wanted = (BOX_SHARE * Math.min(bw, bh)) / Math.max(aw, ah);
  const fits = Math.min((BOX_MAX_SHARE * bw) / aw, (BOX_MAX_SHARE * bh) / ah);
  return round2(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.min(wanted, fits))));
}

/**
 * Where a box of `size` goes: in one of the corners or edge middles of what is shown, the one that
 * hides least of the map, of the obstacles and of the area itself; of those about as free, a corner
 * before an edge's middle, then the nearest the area (its connector is then short).
 */
export function placeBox(
  size: readonly [number, number],
  area: BBox,
  bounds: BBox,
  locator: Pick<DivisionLocator, 'at'>,
  obstacles: readonly BBox[],
): [number, number] {
  const [w, h] = size;
  const [bx0, by0, bx1, by1] = bounds;
  const m = MARGIN_SHARE * Math.max(bx1 - bx0, by1 - by0);
  const left = bx0 + m;
  const right = bx1 - m - w;
  const top = by0 + m;
  const bottom = by1 - m - h;
  const midX = (bx0 + bx1 - w) / 2;
  const midY = (by0 + by1 - h) / 2;
  // Corners first: an atlas puts its insets there; the middle of an edge only when no corner is as free.
  const candidates: [number, number, boolean][] = [
    [left, top, true],
    [right, top, true],
    [left, bottom, true],
    [right, bottom, true],
    [midX, top, false],
    [midX, bottom, false],
    [left, midY, false],
    [right, midY, false],
  ];
  const acx = (area[0] + area[2]) / 2;
  const acy = (area[1] + area[3]) / 2;
  const scored = candidates.map(([x, y, corner]) => {
    const box: BBox = [x, y, x + w, y + h];
    let hidden = meets(box, area) ? SAMPLES * SAMPLES : 0;
    for (let i = 0; i < SAMPLES; i++) {
      for (let j = 0; j < SAMPLES; j++) {
        const px = x + ((i + 0.5) / SAMPLES) * w;
        const py = y + ((j + 0.5) / SAMPLES) * h;
        if (obstacles.some((o) => inBox(o, px, py))) hidden += 2;
        else if (locator.at(px, py) !== undefined) hidden += 1;
      }
    }
    const distance = Math.hypot(x + w / 2 - acx, y + h / 2 - acy);
    return { x, y, corner, score: hidden / (SAMPLES * SAMPLES), distance };
  });
  const best = Math.min(...scored.map((c) => c.score));
  const free = scored
    .filter((c) => c.score <= best + TIE)
    .sort((a, b) => Number(b.corner) - Number(a.corner) || a.distance - b.distance);
  const chosen = free[0] ?? { x: left, y: top };
  return [chosen.x, chosen.y];
}

/**
 * The caption: the name of the largest division wholly inside the area; where none is (an area
 * inside one division), the division that covers most of it; '' over the sea.
 */
export function captionOf(
  area: BBox,
  level: ProjectedLevel,
  locator: Pick<DivisionLocator, 'at'>,
  language: MapLanguage = 'en',
): string {
  let inside: { name: string; size: number } | undefined;
  for (const division of level.divisions) {
    const [x0, y0, x1, y1] = division.bbox;
    if (division.d === '' || x0 < area[0] || y0 < area[1] || x1 > area[2] || y1 > area[3]) continue;
    const size = (x1 - x0) * (y1 - y0);
    if (!inside || size > inside.size) inside = { name: shownName(division, language), size };
  }
  if (inside) return inside.name;
  const counts = new Map<string, number>();
  const n = 12;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const id = locator.at(
        area[0] + ((i + 0.5) / n) * (area[2] - area[0]),
        area[1] + ((j + 0.5) / n) * (area[3] - area[1]),
      );
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  const covering = level.divisions.find((d) => d.id === top?.[0]);
  return covering ? shownName(covering, language) : '';
}

/** The first `zoom-N` not taken. */
function freshId(existing: readonly Pick<ZoomInset, 'id'>[]): string {
  const taken = new Set(existing.map((z) => z.id));
  let n = 1;
  while (taken.has(`zoom-${n}`)) n++;
  return `zoom-${n}`;
}
