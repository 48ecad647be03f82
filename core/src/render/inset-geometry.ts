import type { Insets, InsetOverride } from '../document/insets';
import { unionExtent } from '../geo/extent';
import { projectedMembership, type InsetPlacement } from '../geo/insets';
import type { BBox, ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import type { DrawnInset } from './inset-projection';
import { arrangedBoxes, type InsetArrangement } from './inset-layout';

/** What inset-geometry needs of a map's geometry (render-map's MapGeometry, the web's projected country). */
export interface InsetGeometryInput {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  readonly insets?: readonly InsetPlacement[];
  /** Set on a derived geometry: the changes it has applied (so applying them again changes nothing). */
  readonly appliedInsets?: Insets;
  readonly appliedArrangement?: InsetArrangement;
}

/** The geometry each derived geometry came from, so deriving again starts from the map data's. */
const bases = new WeakMap<object, object>();
const memo = new WeakMap<object, { overrides: Insets; arrangement: InsetArrangement; result: object }>();

interface Affine {
  readonly ox: number;
  readonly oy: number;
  readonly dx: number;
  readonly dy: number;
  readonly s: number;
}

const isDefault = (o: InsetOverride | undefined) =>
  o === undefined || (!o.hidden && o.dx === 0 && o.dy === 0 && o.scale === 1);

/**
 * The geometry with the user's changes to its territory insets applied (decision "Territory insets are laid out by the pipeline"): a hidden inset's
 * divisions, borders and box are left out, so nothing draws, takes a click or is fitted there; a moved
 * or resized one has its divisions' paths, boxes and centroids moved. Every level's extent is the
 * mainland's with the boxes on show, so the map is fitted to what is drawn. Returns the geometry itself
 * when nothing changed (every country without insets), and the same object for the same changes, so
 * what is cached per level (label anchors, the hit test's index) is kept.
 */
export function insetGeometry<G extends InsetGeometryInput>(
  overrides: Insets,
  geometry: G,
  arrangement: InsetArrangement = 'pipeline',
): G {
  // A copy of a derived geometry (an export's with the screen's extents) is taken as it is.
  if (
    (geometry.appliedInsets === overrides && geometry.appliedArrangement === arrangement) ||
    (geometry.appliedInsets && !bases.has(geometry))
  )
    return geometry;
  const base = baseGeometry(geometry);
  const placements = base.insets;
  if (!placements || placements.length === 0) return base;
  const arranged = arrangedBoxes(base, overrides, arrangement);
  if (!arranged && placements.every((inset) => isDefault(overrides[inset.id]))) return base;
  const cached = memo.get(base);
  if (cached && cached.overrides === overrides && cached.arrangement === arrangement)
    return cached.result as G;
  const affines = placements.map((inset, i): Affine | null | undefined => {
    const o = overrides[inset.id];
    if (o?.hidden) return null;
    // The box's default place: the pipeline's, or the frame's arrangement's; the user's move and
    // resize apply from there (decision "Territory insets are arranged for the frame's shape").
    const to = arranged?.[i];
    if (!to && (isDefault(o) || !o)) return undefined;
    const { dx = 0, dy = 0, scale = 1 } = o ?? {};
    const [ox, oy] = inset.box;
    return to
      ? { ox, oy, dx: to.x - ox + dx, dy: to.y - oy + dy, s: to.s * scale }
      : { ox, oy, dx, dy, s: scale };
  });
  const level = (projected: ProjectedLevel | undefined): ProjectedLevel | undefined => {
    if (!projected) return undefined;
    const member = projectedMembership(projected, placements);
    const divisions: ProjectedDivision[] = [];
    for (const division of projected.divisions) {
      const index = member.get(division.id);
      const affine = index === undefined ? undefined : affines[index];
      if (affine === null) continue;
      divisions.push(affine ? movedDivision(division, affine) : division);
    }
    const mainland = unionExtent(
      projected.divisions.filter((division) => !member.has(division.id)).map((division) => division.bbox),
    );
    const shownBoxes = placements.flatMap((inset, i) => {
      const affine = affines[i];
      const hasDivisions = projected.divisions.some((division) => member.get(division.id) === i);
      return affine === null || !hasDivisions ? [] : [affine ? movedBox(inset.box, affine) : inset.box];
    });
    return {
      ...projected,
      divisions,
      borders: movedBorders(projected.borders, placements, affines),
      extent: unionExtent([mainland, ...shownBoxes]),
    };
  };
  const insets = placements.flatMap((inset, i) => {
    const affine = affines[i];
    if (affine === null) return [];
    if (!affine) return [inset];
    // The home box stays with it: annotations are projected into it, then moved (inset-projection.ts).
    const moved: DrawnInset = { ...inset, box: [...movedBox(inset.box, affine)], homeBox: inset.box };
    return [moved];
  });
  const level1 = level(base.level1);
  const level2 = level(base.level2);
  const result = {
    ...base,
    ...(level1 && { level1 }),
    ...(level2 && { level2 }),
    insets,
    appliedInsets: overrides,
    appliedArrangement: arrangement,
  } as G;
  bases.set(result, base);
  memo.set(base, { overrides, arrangement, result });
  return result;
}

/** The map data's own geometry a derived one came from (itself when it is one). */
export function baseGeometry<G extends object>(geometry: G): G {
  return (bases.get(geometry) ?? geometry) as G;
}

const at = (a: Affine, x: number, y: number): [number, number] => [
  a.ox + a.dx + (x - a.ox) * a.s,
  a.oy + a.dy + (y - a.oy) * a.s,
];

function movedBox(box: BBox | readonly number[], a: Affine): BBox {
  const [x0, y0] = at(a, box[0] ?? 0, box[1] ?? 0);
  const [x1, y1] = at(a, box[2] ?? 0, box[3] ?? 0);
  return [x0, y0, x1, y1];
}

const r1 = (v: number) => Math.round(v * 100) / 100;

function movedDivision(division: ProjectedDivision, a: Affine): ProjectedDivision {
  const [cx, cy] = at(a, division.centroid[0], division.centroid[1]);
  return {
    ...division,
    d: movedPath(division.d, a),
    bbox: movedBox(division.bbox, a).map(r1) as unknown as BBox,
    centroid: [r1(cx), r1(cy)],
  };
}

const TOKEN = /[MLHVZmlhvz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;

/**
 * Path data moved by an affine map (scale about a corner, then a move): absolute coordinates (M, L, H,
 * V) are mapped, relative ones (l, h, v, and m after the first) only scaled.
 */
export function movedPath(d: string, a: Affine): string {
  let out = '';
  let command = '';
  let coordinate = 0;
  for (const token of d.match(TOKEN) ?? []) {
    if (/^[A-Za-z]$/.test(token)) {
      command = token;
      coordinate = 0;
      out += token;
      continue;
    }
    const v = Number(token);
    let next: number;
    if (command === 'M' || command === 'L')
      next = coordinate % 2 === 0 ? a.ox + a.dx + (v - a.ox) * a.s : a.oy + a.dy + (v - a.oy) * a.s;
    else if (command === 'H') next = a.ox + a.dx + (v - a.ox) * a.s;
    else if (command === 'V') next = a.oy + a.dy + (v - a.oy) * a.s;
    else next = v * a.s;
    coordinate++;
    const text = String(r1(next));
    out += (out.length > 0 && !/[A-Za-z]$/.test(out) && !text.startsWith('-') ? ' ' : '') + text;
  }
  return out;
}

/**
 * The border mesh with each inset's lines moved or left out: a line belongs to the inset whose default
 * box holds its first point (the layout keeps the mainland out of every box).
 */
function movedBorders(
  borders: string,
  placements: readonly InsetPlacement[],
  affines: readonly (Affine | null | undefined)[],
): string {
  let out = '';
  for (const line of borders.split(/(?=M)/)) {
    const first = /^M(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)[ ,]?(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/.exec(
      line,
    );
    const x = Number(first?.[1]);
    const y = Number(first?.[2]);
    const index = placements.findIndex(
      (inset) => x >= inset.box[0] && x <= inset.box[2] && y >= inset.box[1] && y <= inset.box[3],
    );
    const affine = index < 0 ? undefined : affines[index];
    if (affine === null) continue;
    out += affine ? movedPath(line, affine) : line;
  }
  return out;
}
