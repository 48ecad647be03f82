import getShapefile from 'shpjs';
import { CustomFileError } from '@mapwright/core/custom/errors';
import type { ReadFeatures } from './json';
import { readJson } from './json';
import { readKml } from './kml';

export interface ZipRead extends ReadFeatures {
  /** A shapefile's .prj, missing or present (undefined for other files). */
  readonly prj?: 'missing' | 'present';
}

/**
 * The features of a zip: its shapefile (the first .shp, with the .dbf, .prj and .cpg of the same
 * name, reprojected to degrees by shpjs with proj4 from the .prj's coordinate system), or else a single
 * GeoJSON, TopoJSON or KML file zipped on its own.
 */
export async function readZip(files: Record<string, Uint8Array>): Promise<ZipRead> {
  const names = Object.keys(files);
  const shp = names.find((name) => /\.shp$/i.test(name));
  if (shp) {
    const base = shp.slice(0, -4);
    const part = (ext: string) => {
      const name = names.find((n) => n.toLowerCase() === `${base}.${ext}`.toLowerCase());
      return name === undefined ? undefined : files[name];
    };
    const shpBytes = files[shp] as Uint8Array;
    const [dbf, cpg, prj] = [part('dbf'), part('cpg'), part('prj')];
    let collection;
    try {
      collection = await getShapefile({
        shp: shpBytes,
        ...(dbf && { dbf }),
        ...(cpg && { cpg }),
        ...(prj && { prj }),
      });
    } catch {
      throw new CustomFileError(
        'unreadable',
        `The shapefile ${shp} in this zip cannot be read: it may be damaged.`,
      );
    }
    return {
      format: 'shapefile',
      features: collection.features,
      prj: prj === undefined ? 'missing' : 'present',
    };
  }
  const other =
    names.find((name) => /\.(geo|topo)?json$/i.test(name)) ?? names.find((name) => /\.kml$/i.test(name));
  if (other) {
    const text = new TextDecoder().decode(files[other]);
    return /\.kml$/i.test(other) ? readKml(text) : readJson(text);
  }
  throw new CustomFileError(
    'unknown-format',
    'This zip has no shapefile (.shp) in it, nor a GeoJSON, TopoJSON or KML file.',
  );
}
