import {
  geoAzimuthalEqualArea,
  geoConicEqualArea,
  geoEqualEarth,
  geoMercator,
  geoTransverseMercator,
  type GeoProjection,
} from 'd3-geo';
import { geoRobinson, geoWinkel3 } from 'd3-geo-projection';
import { z } from 'zod';

/**
 * How a country is projected. The pipeline writes one of these per country into the country index
 * (validated with this schema); the editor builds the d3 projection from it.
 */
const PROJECTION_TYPES = [
  'mercator',
  'transverseMercator',
  'conicEqualArea',
  'azimuthalEqualArea',
  // The world's: equal-area, so a country's colour covers land in proportion to its size.
  'equalEarth',
  // The world's compromises, offered beside Equal Earth (decision "The world's projection is the map's choice").
  'robinson',
  'winkelTripel',
] as const;
type ProjectionType = (typeof PROJECTION_TYPES)[number];

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);

export const projectionSpecSchema = z.object({
  type: z.enum(PROJECTION_TYPES),
  /** d3 rotate: [lambda, phi] or [lambda, phi, gamma] in degrees. */
  rotate: z.union([z.tuple([longitude, latitude]), z.tuple([longitude, latitude, longitude])]).optional(),
  /** d3 center: [longitude, latitude] in degrees. */
  center: z.tuple([longitude, latitude]).optional(),
  /** Standard parallels of the conic projection, in degrees. */
  parallels: z.tuple([latitude, latitude]).optional(),
});

export type ProjectionSpec = z.infer<typeof projectionSpecSchema>;

const FACTORIES: Readonly<Record<ProjectionType, () => GeoProjection>> = {
  mercator: geoMercator,
  transverseMercator: geoTransverseMercator,
  conicEqualArea: geoConicEqualArea,
  azimuthalEqualArea: geoAzimuthalEqualArea,
  equalEarth: geoEqualEarth,
  robinson: geoRobinson,
  winkelTripel: geoWinkel3,
};

/** A d3 projection from a spec, not yet fitted. */
export function createProjection(spec: ProjectionSpec): GeoProjection {
  const projection = FACTORIES[spec.type]();
  if (spec.rotate) projection.rotate(spec.rotate);
  if (spec.center) projection.center(spec.center);
  if (spec.parallels && spec.type === 'conicEqualArea') {
    (projection as ReturnType<typeof geoConicEqualArea>).parallels(spec.parallels);
  }
  return projection;
}
