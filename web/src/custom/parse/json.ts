import type { Feature, FeatureCollection, Geometry, GeoJsonObject } from 'geojson';
import { feature as topoFeature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { CustomFileError } from '@mapwright/core/custom/errors';

export interface ReadFeatures {
  /** The format's name as the user knows it. */
  readonly format: string;
  readonly features: Feature[];
}

/** A GeoJSON or TopoJSON file's features (all of a TopoJSON's objects, in order). */
export function readJson(text: string): ReadFeatures {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CustomFileError(
      'unreadable',
      'This file looks like JSON but cannot be read: it may be damaged or cut short.',
    );
  }
  if (!value || typeof value !== 'object') throw unknownJson();
  const type = (value as { type?: unknown }).type;
  if (type === 'Topology') return { format: 'TopoJSON', features: topologyFeatures(value as Topology) };
  if (type === 'FeatureCollection') {
    const features = (value as FeatureCollection).features;
    if (!Array.isArray(features)) throw unknownJson();
    return { format: 'GeoJSON', features };
  }
  if (type === 'Feature') return { format: 'GeoJSON', features: [value as Feature] };
  if (typeof type === 'string' && GEOMETRY_TYPES.has(type)) {
    return {
      format: 'GeoJSON',
      features: [{ type: 'Feature', properties: {}, geometry: value as Geometry }],
    };
  }
  throw unknownJson();
}

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

function topologyFeatures(topology: Topology): Feature[] {
  if (!topology.objects || typeof topology.objects !== 'object' || !Array.isArray(topology.arcs)) {
    throw new CustomFileError('unreadable', 'This TopoJSON file has no objects or arcs: it may be damaged.');
  }
  const features: Feature[] = [];
  for (const object of Object.values(topology.objects)) {
    const read = topoFeature(topology, object) as GeoJsonObject;
    if (read.type === 'FeatureCollection') features.push(...(read as FeatureCollection).features);
    else features.push(read as Feature);
  }
  return features;
}

function unknownJson(): CustomFileError {
  return new CustomFileError(
    'unknown-format',
    'This JSON file is neither GeoJSON nor TopoJSON. Upload boundaries as GeoJSON, TopoJSON, a zipped shapefile or KML.',
  );
}
