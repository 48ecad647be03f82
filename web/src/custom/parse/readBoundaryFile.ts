import { CustomFileError, formatSize } from '@mapwright/core/custom/errors';
import { polygonLayer, type CustomFeature } from '@mapwright/core/custom/layer';
import { CUSTOM_LIMITS } from '@mapwright/core/custom/limits';
import { detectKind } from './detect';
import { readJson, type ReadFeatures } from './json';
import { readKml } from './kml';
import { readZip } from './shapefile';
import { unzipWithinLimit } from './zip';

export interface BoundaryLayer {
  /** "GeoJSON", "TopoJSON", "shapefile", "KML". */
  readonly format: string;
  readonly features: CustomFeature[];
}

export type ReadStep = 'unzipping' | 'reading' | 'checking';

/**
 * A user's boundary file read into its polygons in degrees, or a CustomFileError that says what is
 * wrong with it. No UI and no fetching: the worker (boundaryWorker.ts) calls it with the file's bytes.
 */
export async function readBoundaryFile(
  name: string,
  bytes: Uint8Array,
  onStep: (step: ReadStep) => void = () => {},
): Promise<BoundaryLayer> {
  if (bytes.length > CUSTOM_LIMITS.fileBytes) {
    throw new CustomFileError(
      'too-large',
      `${name} is ${formatSize(bytes.length)}, more than the limit of ${formatSize(CUSTOM_LIMITS.fileBytes)}. Simplify it (for example at mapshaper.org) or upload fewer divisions.`,
    );
  }
  if (bytes.length === 0 || new TextDecoder().decode(bytes.subarray(0, 64)).trim() === '') {
    throw new CustomFileError('empty', `${name} is empty.`);
  }
  const kind = detectKind(name, bytes);
  let read: ReadFeatures & { prj?: 'missing' | 'present' };
  if (kind === 'zip') {
    onStep('unzipping');
    const files = unzipWithinLimit(bytes);
    onStep('reading');
    read = await readZip(files);
  } else if (kind === 'json' || kind === 'kml') {
    onStep('reading');
    const text = new TextDecoder().decode(bytes);
    read = kind === 'json' ? readJson(text) : readKml(text);
  } else {
    throw new CustomFileError(
      'unknown-format',
      /\.(shp|dbf|shx|prj)$/i.test(name)
        ? `${name} is one part of a shapefile. Zip the .shp, .dbf and .prj files together and upload the zip.`
        : `${name} is not a boundary file Mapwright can read. Upload GeoJSON, TopoJSON, a zipped shapefile or KML.`,
    );
  }
  onStep('checking');
  return {
    format: read.format,
    features: polygonLayer(read.features, { format: read.format, ...(read.prj && { prj: read.prj }) }),
  };
}
