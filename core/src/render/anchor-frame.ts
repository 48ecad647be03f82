import type { GeoProjection } from 'd3-geo';
import type { Anchor, AnchorConverter, AnchorPoint, MapAnchor } from '../document/anchor';
import type { MapDocument } from '../document/schema';
import { insetAwareProjection, type DrawnInset } from './inset-projection';
import { mapTransform, unplace, type FitGeometry, type MapTransform } from './transform';

/**
 * The map's fitted projection: longitude/latitude -> map space, exactly the one the projected levels
 * were drawn with (geo/project.ts `fitMapProjection(spec, reference topology)`). d3's projection is
 * the type; only calling it and `invert` are used.
 */
export type MapProjection = Pick<GeoProjection, 'invert'> &
  ((point: [number, number]) => [number, number] | null);

/**
 * The geometry anchors need: the fitted levels (for the map's transform), the projection and the
 * territory insets as drawn (a point in an inset's territory is placed in its box).
 */
export interface AnchorGeometry extends FitGeometry {
  readonly geo?: MapProjection;
  readonly insets?: readonly DrawnInset[];
}

/** A map anchor in map space (before the map's placement), or undefined off the projection. */
function anchorToMapSpace(geo: MapProjection, anchor: MapAnchor): AnchorPoint | undefined {
  const point = geo([anchor.lon, anchor.lat]);
  if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) return undefined;
  return { x: point[0], y: point[1] };
}

/** Longitude/latitude at a point of map space, or undefined where the projection has none. */
function mapSpaceToAnchor(geo: MapProjection, point: AnchorPoint): MapAnchor | undefined {
  const lonLat = geo.invert?.([point.x, point.y]);
  if (!lonLat) return undefined;
  const [lon, lat] = lonLat;
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lat) > 90) return undefined;
  // Wrap the longitude into -180..180 (an inverse may return 181 for -179).
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return { kind: 'map', lon: wrapped, lat };
}

/**
 * Anchors <-> frame pixels for one state of the document and one geometry: the converter the
 * annotation operations take, and what the renderer places annotations with. Map anchors need the
 * projection and a loaded level (the map's transform); without them they have no frame point.
 */
export function anchorConverter(doc: MapDocument, geometry: AnchorGeometry): AnchorConverter {
  const hasMap = Boolean(geometry.level1 ?? geometry.level2) && geometry.geo !== undefined;
  const transform: MapTransform | undefined = hasMap ? mapTransform(doc, geometry) : undefined;
  const geo = geometry.geo && insetAwareProjection(geometry.geo, geometry.insets);
  return {
    toFrame(anchor: Anchor) {
      if (anchor.kind === 'frame') return { x: anchor.x, y: anchor.y };
      if (!transform || !geo) return undefined;
      const point = anchorToMapSpace(geo, anchor);
      return (
        point && { x: point.x * transform.scale + transform.x, y: point.y * transform.scale + transform.y }
      );
    },
    toMap(point: AnchorPoint) {
      if (!transform || !geo) return undefined;
      return mapSpaceToAnchor(geo, unplace(transform, point.x, point.y));
    },
  };
}
