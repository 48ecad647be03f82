// The two world projections Mapwright offers from d3-geo-projection, which ships no types.
declare module 'd3-geo-projection' {
  import type { GeoProjection } from 'd3-geo';
  export function geoRobinson(): GeoProjection;
  export function geoWinkel3(): GeoProjection;
}
