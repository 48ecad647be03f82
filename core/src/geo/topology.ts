import type { Feature, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { DIVISIONS_OBJECT, type DivisionProperties } from '../geodata/division';

/** A country-level file as the pipeline writes it (geodata/division.ts). */
export type DivisionTopology = Topology<{ [DIVISIONS_OBJECT]: GeometryCollection<DivisionProperties> }>;

export type DivisionFeature = Feature<Geometry, DivisionProperties> & { id: string };

/** The level's divisions collection; throws when the file has none. */
export function divisionsObject(topology: DivisionTopology): GeometryCollection<DivisionProperties> {
  const object = topology.objects[DIVISIONS_OBJECT];
  if (!object || object.type !== 'GeometryCollection') {
    throw new Error(`The map file has no "${DIVISIONS_OBJECT}" geometry collection`);
  }
  return object;
}

/** The divisions as GeoJSON features; every one must carry a string id and a name (the contract). */
export function divisionFeatures(topology: DivisionTopology): DivisionFeature[] {
  const collection = feature(topology, divisionsObject(topology));
  return collection.features.map((f, index) => {
    const id = f.id;
    if (typeof id !== 'string' || id === '')
      throw new Error(`Division #${index} of the map file has no string id`);
    if (typeof f.properties?.name !== 'string' || f.properties.name === '') {
      throw new Error(`Division ${id} of the map file has no name`);
    }
    return { ...f, id };
  });
}

/**
 * The borders of a level as one multi-line: every shared border once, plus the outer coast.
 * Drawn as the level-1 outlines over level 2, it strokes each border once instead of twice.
 */
export function divisionBorders(topology: DivisionTopology) {
  return mesh(topology, divisionsObject(topology));
}
