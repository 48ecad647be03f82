import { divisionsExtent, isEmptyExtent, unionExtent } from '../geo/extent';
import type { BBox } from '../geo/projected-level';
import type { InsetPlacement } from '../geo/insets';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';

/** What shown-geometry needs of a map's geometry (render-map's MapGeometry, the web's projected country). */
export interface ShownGeometryInput {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  readonly insets?: readonly InsetPlacement[];
  /** Land around the map drawn as quiet context (a region's neighbours), in map space. */
  readonly context?: string;
  /** Set on a derived geometry: the divisions it shows (so applying them again changes nothing). */
  readonly appliedShown?: readonly string[];
}

/** The geometry each derived geometry came from, so deriving again starts from the map data's. */
const bases = new WeakMap<object, object>();
const memo = new WeakMap<object, { key: string; result: object }>();

const keyOf = (ids: readonly string[]) => ids.join('\u0000');

/**
 * The geometry showing only the level-1 divisions `ids` (decision "A map shows a chosen set of its
 * first level"): level 1 keeps those, level 2 the divisions whose parent is one of them, each level's
 * extent is what is left (so the map is fitted to it), the level-1 border mesh is the shown divisions'
 * outlines, and the other level-1 divisions join the context, drawn quiet and taking no clicks.
 * Territory insets are left out with a set (their boxes were laid out for the whole map). Returns the
 * map data's geometry for no ids, or when none of them is on this map; the same object for the same
 * ids, so what is cached per level (label anchors, the hit test's index) is kept.
 */
export function shownGeometry<G extends ShownGeometryInput>(ids: readonly string[], geometry: G): G {
  // A copy of a derived geometry (an export's with the screen's extents) is taken as it is.
  if (geometry.appliedShown && (!bases.has(geometry) || keyOf(geometry.appliedShown) === keyOf(ids)))
    return geometry;
  const base = (bases.get(geometry) as G | undefined) ?? geometry;
  if (ids.length === 0) return base;
  const key = keyOf(ids);
  const cached = memo.get(base);
  if (cached?.key === key) return cached.result as G;
  const shown = new Set(ids);
  const level1 = base.level1;
  const kept1 = level1?.divisions.filter((d) => shown.has(d.id));
  const kept2 = base.level2?.divisions.filter((d) => d.parent !== undefined && shown.has(d.parent));
  if ((kept1 ?? kept2 ?? []).length === 0) return base;
  const hidden = level1 ? level1.divisions.filter((d) => !shown.has(d.id)) : [];
  const context = [base.context ?? '', ...hidden.map((d) => d.d)].join('');
  // Both levels are fitted to one box: the set's core, within what the map itself is fitted to (a
  // region's box), so Norway's far islands or Hawaii do not shrink a map of their countries.
  const finest = kept2 && kept2.length > 0 ? kept2 : (kept1 ?? []);
  const within = (base.level1 ?? base.level2)?.extent;
  const extent = clampTo(coreExtent(finest), within);
  const crop = (level: ProjectedLevel | undefined, kept: readonly ProjectedDivision[] | undefined) =>
    level &&
    kept && {
      ...level,
      divisions: kept,
      borders: kept.map((d) => d.d).join(''),
      extent,
    };
  const { insets: _insets, ...rest } = base;
  const result = {
    ...rest,
    ...(level1 && { level1: crop(level1, kept1) }),
    ...(base.level2 && { level2: crop(base.level2, kept2) }),
    ...(context !== '' && { context }),
    appliedShown: ids,
  } as G;
  bases.set(result, base);
  memo.set(base, { key, result });
  return result;
}

/** The share of the divisions' boxes' area the core holds: the rest are far, small parts. */
const CORE_SHARE = 0.95;
/** How near the core (in its larger side) a smaller division still joins it: a coast's islands. */
const NEAR = 0.1;

const areaOf = (b: BBox) => Math.max(0, b[2] - b[0]) * Math.max(0, b[3] - b[1]);
const meets = (a: BBox, b: BBox) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/**
 * The box of the divisions without their far, small outliers: the largest boxes up to 95 % of their
 * area, then every division within a tenth of that box's size of it.
 */
function coreExtent(divisions: readonly ProjectedDivision[]): BBox {
  const boxes = divisions.filter((d) => d.d !== '').map((d) => d.bbox);
  if (boxes.length === 0) return divisionsExtent(divisions);
  const sorted = [...boxes].sort((a, b) => areaOf(b) - areaOf(a));
  const total = sorted.reduce((sum, b) => sum + areaOf(b), 0);
  const core: BBox[] = [];
  let held = 0;
  for (const box of sorted) {
    core.push(box);
    held += areaOf(box);
    if (held >= CORE_SHARE * total) break;
  }
  const [x0, y0, x1, y1] = unionExtent(core);
  const margin = NEAR * Math.max(x1 - x0, y1 - y0);
  const near: BBox = [x0 - margin, y0 - margin, x1 + margin, y1 + margin];
  return unionExtent([...core, ...boxes.filter((b) => meets(b, near))]);
}

/** `box` cut to `within`, unless they do not meet (then `box`). */
function clampTo(box: BBox, within: BBox | undefined): BBox {
  if (!within || isEmptyExtent(within) || !meets(box, within)) return box;
  return [
    Math.max(box[0], within[0]),
    Math.max(box[1], within[1]),
    Math.min(box[2], within[2]),
    Math.min(box[3], within[3]),
  ];
}
