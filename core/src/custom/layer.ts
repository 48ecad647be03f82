import type { Feature, Geometry, MultiPolygon, Polygon } from 'geojson';
import { CustomFileError } from './errors';
import { CUSTOM_LIMITS } from './limits';

/** One division as read from the user's file: its polygons and the file's own properties. */
export interface CustomFeature {
  readonly geometry: Polygon | MultiPolygon;
  readonly properties: Readonly<Record<string, unknown>>;
}

export interface LayerSource {
  /** The format's name as the user knows it, for the messages ("shapefile", "GeoJSON"…). */
  readonly format: string;
  /**
   * A shapefile's .prj: missing, coordinates that are not degrees mean the coordinate system is unknown;
   * present, they mean proj4 could not read the system it names.
   */
  readonly prj?: 'missing' | 'present';
}

/**
 * The polygon layer of a parsed file: features that are not polygons are left out, and a file with
 * none, or whose coordinates are not longitude and latitude on the Earth, is refused with the reason.
 */
export function polygonLayer(features: readonly Feature[], source: LayerSource): CustomFeature[] {
  if (features.length === 0) {
    throw new CustomFileError('empty', `This ${fileWord(source.format)} has no features in it.`);
  }
  const polygons: CustomFeature[] = [];
  const otherKinds = new Set<string>();
  for (const feature of features) {
    for (const geometry of areal(feature.geometry, otherKinds)) {
      polygons.push({ geometry, properties: feature.properties ?? {} });
    }
  }
  if (polygons.length === 0) {
    const kinds = [...otherKinds].map(kindWord);
    throw new CustomFileError(
      'not-polygons',
      kinds.length === 0
        ? `This ${fileWord(source.format)} has features but none has a shape.`
        : `This ${fileWord(source.format)} has only ${joinWords(kinds)}, not areas: a map of divisions needs polygons.`,
    );
  }
  if (polygons.length > CUSTOM_LIMITS.divisions) {
    throw new CustomFileError(
      'too-many-divisions',
      `This file has ${polygons.length.toLocaleString('en')} areas; a map can have up to ${CUSTOM_LIMITS.divisions.toLocaleString('en')}.`,
    );
  }
  const outside = firstOutsideDegrees(polygons);
  if (outside) {
    const at = `${round(outside[0])}, ${round(outside[1])}`;
    if (source.prj === 'missing') {
      throw new CustomFileError(
        'no-prj-not-degrees',
        `This shapefile has no .prj file and its coordinates (such as ${at}) are not degrees, so its coordinate system is unknown. Zip the .prj file with the others and upload it again.`,
      );
    }
    if (source.prj === 'present') {
      throw new CustomFileError(
        'prj-unreadable',
        `This shapefile's .prj file names a coordinate system Mapwright cannot read, and its coordinates (such as ${at}) are not degrees. Save it in WGS 84 (EPSG:4326) and upload it again.`,
      );
    }
    throw new CustomFileError(
      'outside-world',
      `This ${fileWord(source.format)} has coordinates outside the world (such as ${at}): longitudes must be between -180 and 180 and latitudes between -90 and 90.`,
    );
  }
  return polygons;
}

function areal(geometry: Geometry | null, otherKinds: Set<string>): (Polygon | MultiPolygon)[] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Polygon':
    case 'MultiPolygon':
      return [geometry];
    case 'GeometryCollection':
      return geometry.geometries.flatMap((g) => areal(g, otherKinds));
    default:
      otherKinds.add(geometry.type);
      return [];
  }
}

/** "GeoJSON file", "KML file", but "shapefile". */
function fileWord(format: string): string {
  return format === 'shapefile' ? format : `${format} file`;
}

function kindWord(type: string): string {
  if (type === 'Point' || type === 'MultiPoint') return 'points';
  if (type === 'LineString' || type === 'MultiLineString') return 'lines';
  return type;
}

function joinWords(words: readonly string[]): string {
  const unique = [...new Set(words)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}

function firstOutsideDegrees(features: readonly CustomFeature[]): readonly [number, number] | null {
  for (const { geometry } of features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons)
      for (const ring of polygon)
        for (const [x, y] of ring) {
          if (x === undefined || y === undefined) continue;
          if (!(x >= -180 && x <= 180 && y >= -90 && y <= 90)) return [x, y];
        }
  }
  return null;
}

function round(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : String(value);
}
