// shpjs ships no types: the one call this app makes (a shapefile's parts, reprojected by its .prj).
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';
  interface ShapefileParts {
    shp: Uint8Array;
    dbf?: Uint8Array;
    cpg?: Uint8Array;
    prj?: Uint8Array;
  }
  export default function getShapefile(parts: ShapefileParts): Promise<FeatureCollection>;
}
