import type { GeoProjection } from 'd3-geo';
import { projectionFromFit } from '../geo/project';
import type { InsetPlacement } from '../geo/insets';
import type { BBox } from '../geo/projected-level';
import type { MapProjection } from './anchor-frame';

/**
 * A territory inset as drawn: `box` is where it is drawn now (after the layout for the frame and the
 * user's move and resize); `homeBox` the box its projection was fitted in by the pipeline, when the
 * two differ. Every division of the inset was projected into `homeBox` and is drawn mapped from it to
 * `box` by one scale and move.
 */
export type DrawnInset = InsetPlacement & { readonly homeBox?: BBox };

const own = new WeakMap<InsetPlacement, GeoProjection>();

/** The inset's own fitted projection (into its home box), made once per placement. */
function projectionOf(inset: InsetPlacement): GeoProjection {
  let projection = own.get(inset);
  if (!projection) {
    projection = projectionFromFit(inset.projection, inset.fit);
    own.set(inset, projection);
  }
  return projection;
}

const inside = (box: readonly number[], x: number, y: number) =>
  x >= (box[0] ?? 0) && x <= (box[2] ?? 0) && y >= (box[1] ?? 0) && y <= (box[3] ?? 0);

/** Scale and move from the home box to the drawn box (both have the same shape). */
function affineOf(inset: DrawnInset) {
  const home = inset.homeBox ?? inset.box;
  const s = (inset.box[2] - inset.box[0]) / Math.max(home[2] - home[0], 1e-12);
  return { home, s, dx: inset.box[0] - home[0] * s, dy: inset.box[1] - home[1] * s };
}

/**
 * A longitude/latitude is in an inset's territory when the inset's own projection puts it inside the
 * inset's home box and takes it back to the same place (a projection's far side can fold onto the box).
 */
function insetPoint(inset: DrawnInset, lonLat: [number, number]): [number, number] | undefined {
  const projection = projectionOf(inset);
  const point = projection(lonLat);
  if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) return undefined;
  const a = affineOf(inset);
  if (!inside(a.home, point[0], point[1])) return undefined;
  const back = projection.invert?.(point);
  if (!back || Math.abs(back[0] - lonLat[0]) > 1e-6 || Math.abs(back[1] - lonLat[1]) > 1e-6) return undefined;
  return [point[0] * a.s + a.dx, point[1] * a.s + a.dy];
}

/**
 * The map's projection with its territory insets (decision "Annotations and labels follow the insets"):
 * a point in an inset's territory lands in that inset's box as drawn (moved and resized with it), any
 * other with the mainland's projection; the inverse takes a point in a drawn box back through that
 * inset's projection (the topmost box first, as drawn), any other through the mainland's. Without
 * insets it is `mainland` itself.
 */
export function insetAwareProjection(
  mainland: MapProjection,
  insets: readonly DrawnInset[] | undefined,
): MapProjection {
  if (!insets || insets.length === 0) return mainland;
  const forward: MapProjection = (lonLat: [number, number]): [number, number] | null => {
    for (const inset of insets) {
      const point = insetPoint(inset, lonLat);
      if (point) return point;
    }
    return mainland(lonLat);
  };
  forward.invert = (point: [number, number]): [number, number] | null => {
    for (let i = insets.length - 1; i >= 0; i--) {
      const inset = insets[i];
      if (!inset || !inside(inset.box, point[0], point[1])) continue;
      const a = affineOf(inset);
      return projectionOf(inset).invert?.([(point[0] - a.dx) / a.s, (point[1] - a.dy) / a.s]) ?? null;
    }
    return mainland.invert?.(point) ?? null;
  };
  return forward;
}
