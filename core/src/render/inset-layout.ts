import type { Insets } from '../document/insets';
import { unionExtent } from '../geo/extent';
import { projectedMembership, type InsetPlacement } from '../geo/insets';
import type { BBox, ProjectedLevel } from '../geo/projected-level';

/**
 * How a country's territory insets are laid out (decision "Territory insets are arranged for the
 * frame's shape"): `pipeline`, where the map data put them (France's column left of the mainland,
 * suited to landscape frames); `row`, in a row under the mainland, suited to portrait frames.
 */
export type InsetArrangement = 'pipeline' | 'row';

/** A box's default place in an arrangement: its top-left corner and its size as a share of the pipeline's. */
export interface ArrangedBox {
  readonly x: number;
  readonly y: number;
  readonly s: number;
}

/** What the layout reads of a geometry: its levels and the pipeline's placements. */
export interface LayoutInput {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  readonly insets?: readonly InsetPlacement[];
}

/** The gap between the mainland and the row, and between boxes, as a share of the mainland's width. */
const ROW_GAP = 0.02;

const mainlands = new WeakMap<object, BBox>();

/** The extent of the divisions in no inset (level 1's, else level 2's), in map space. */
export function mainlandExtent(geometry: LayoutInput): BBox {
  const level = geometry.level1 ?? geometry.level2;
  if (!level) return [0, 0, 0, 0];
  let extent = mainlands.get(level);
  if (!extent) {
    const member = projectedMembership(level, geometry.insets ?? []);
    extent = unionExtent(level.divisions.filter((d) => !member.has(d.id)).map((d) => d.bbox));
    mainlands.set(level, extent);
  }
  return extent;
}

/**
 * The shown boxes in a row under the mainland, in the map data's order, centred on it and as wide as
 * it at most; never larger than the map data made them. Undefined for a hidden inset.
 */
export function rowBoxes(geometry: LayoutInput, overrides: Insets): (ArrangedBox | undefined)[] {
  const placements = geometry.insets ?? [];
  const [mx0, , mx1, my1] = mainlandExtent(geometry);
  const shown = placements.filter((inset) => !overrides[inset.id]?.hidden);
  const gap = ROW_GAP * (mx1 - mx0);
  const widths = shown.reduce((sum, inset) => sum + (inset.box[2] - inset.box[0]), 0);
  const s = Math.min(1, (mx1 - mx0 - gap * (shown.length - 1)) / Math.max(widths, 1e-9));
  const total = widths * s + gap * (shown.length - 1);
  let x = mx0 + (mx1 - mx0 - total) / 2;
  const y = my1 + gap;
  const at = new Map<string, ArrangedBox>();
  for (const inset of shown) {
    at.set(inset.id, { x, y, s });
    x += (inset.box[2] - inset.box[0]) * s + gap;
  }
  return placements.map((inset) => at.get(inset.id));
}

/** Each placement's default box in the arrangement; undefined for the pipeline's (nothing to move). */
export function arrangedBoxes(
  geometry: LayoutInput,
  overrides: Insets,
  arrangement: InsetArrangement,
): (ArrangedBox | undefined)[] | undefined {
  if (arrangement === 'pipeline' || !geometry.insets || geometry.insets.length === 0) return undefined;
  return rowBoxes(geometry, overrides);
}

/** Where an arranged box stands in map space. */
export function arrangedBox(inset: Pick<InsetPlacement, 'box'>, to: ArrangedBox): BBox {
  const [x0, y0, x1, y1] = inset.box;
  return [to.x, to.y, to.x + (x1 - x0) * to.s, to.y + (y1 - y0) * to.s];
}
