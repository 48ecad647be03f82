import { CAPTION_BAND, type InsetPlacement } from '../geo/insets';
import type { ProjectedLevel } from '../geo/projected-level';
import type { MapTransform } from '../render/transform';
import { boxesOverlap, segmentHitsBox, type Box } from './box';
import type { BoxGrid } from './grid';

/**
 * The boxes labels are placed in (decision "An inset shows what the map shows at that place"): one
 * name per box, and a label lies wholly inside its box or is not drawn there.
 */

/** A territory inset's box as labels see it: frame pixels, under its caption band, within the frame. */
export interface InsetLabelBox {
  readonly id: string;
  readonly caption: string;
  readonly box: Box;
}

/** The part of the grid's answers a placement asks (place.ts inside, over, outside). */
export type FreeSpace = Pick<BoxGrid, 'boxFree' | 'segmentFree'>;

/** Names compared as a reader does: case, accents, dashes and a leading article aside. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .replace(/^(la|le|les|l|el|los|las|the) /, '');
  return norm(a) === norm(b);
}

/** Each territory inset's box where labels may go: below its caption, inside the frame; none empty. */
export function insetLabelBoxes(
  insets: readonly Pick<InsetPlacement, 'id' | 'caption' | 'box'>[] | undefined,
  transform: MapTransform,
  frame: Box,
): InsetLabelBox[] {
  const boxes: InsetLabelBox[] = [];
  for (const inset of insets ?? []) {
    const [x0, y0, x1, y1] = inset.box;
    const k = transform.scale;
    const band = CAPTION_BAND * (y1 - y0);
    const box: Box = [
      Math.max(x0 * k + transform.x, frame[0]),
      Math.max((y0 + band) * k + transform.y, frame[1]),
      Math.min(x1 * k + transform.x, frame[2]),
      Math.min(y1 * k + transform.y, frame[3]),
    ];
    if (box[2] > box[0] && box[3] > box[1]) boxes.push({ id: inset.id, caption: inset.caption, box });
  }
  return boxes;
}

/**
 * Which territory inset each division of a level is drawn in (level 2 by its first-level parent), by
 * division id; the mainland's are absent.
 */
export function insetOfDivisions(
  insets: readonly Pick<InsetPlacement, 'id' | 'divisions'>[] | undefined,
  projected: ProjectedLevel,
): Map<string, string> {
  const byId = new Map<string, string>();
  for (const inset of insets ?? []) for (const id of inset.divisions) byId.set(id, inset.id);
  const home = new Map<string, string>();
  if (byId.size === 0) return home;
  for (const division of projected.divisions) {
    const key = projected.level === 1 ? division.id : (division.parent ?? division.id);
    const inset = byId.get(key) ?? byId.get(division.id);
    if (inset !== undefined) home.set(division.id, inset);
  }
  return home;
}

/**
 * The divisions of a level that a territory inset's caption already names: the only division of its
 * level drawn in its box (Guadeloupe's, Réunion's), or one of the caption's own name.
 */
export function namedByCaption(
  projected: ProjectedLevel,
  home: ReadonlyMap<string, string>,
  insets: readonly Pick<InsetPlacement, 'id' | 'caption'>[] | undefined,
): Set<string> {
  const named = new Set<string>();
  if (home.size === 0) return named;
  const captions = new Map((insets ?? []).map((inset) => [inset.id, inset.caption]));
  const count = new Map<string, number>();
  for (const division of projected.divisions) {
    const inset = home.get(division.id);
    if (inset !== undefined && division.d !== '') count.set(inset, (count.get(inset) ?? 0) + 1);
  }
  for (const division of projected.divisions) {
    const inset = home.get(division.id);
    if (inset === undefined) continue;
    if (count.get(inset) === 1 || sameName(division.name, captions.get(inset) ?? '')) named.add(division.id);
  }
  return named;
}

/** The grid's free space less the boxes: where the mainland's labels may go. */
export function keepingOut(grid: FreeSpace, boxes: readonly Box[]): FreeSpace {
  if (boxes.length === 0) return grid;
  return {
    boxFree: (box) => grid.boxFree(box) && !boxes.some((other) => boxesOverlap(box, other)),
    segmentFree: (s) =>
      grid.segmentFree(s) && !boxes.some((other) => segmentHitsBox(s[0], s[1], s[2], s[3], other)),
  };
}
