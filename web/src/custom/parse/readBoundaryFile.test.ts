import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CustomFileError } from '@mapwright/core/custom/errors';
import { CUSTOM_LIMITS } from '@mapwright/core/custom/limits';
import { fixtureBytes as fixture } from './fixtures';
import { readBoundaryFile } from './readBoundaryFile';
import { unzipWithinLimit } from './zip';

const read = (name: string) => readBoundaryFile(name, fixture(name));
const names = (features: { properties: Readonly<Record<string, unknown>> }[], key: string) =>
  features.map((f) => f.properties[key]);

async function problemOf(name: string, bytes: Uint8Array = fixture(name)): Promise<CustomFileError> {
  const error = await readBoundaryFile(name, bytes).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof CustomFileError))
    throw new Error(`${name} was read, or failed otherwise: ${String(error)}`);
  return error;
}

describe('readBoundaryFile', () => {
  it('reads a GeoJSON file, keeping markup in a name as text', async () => {
    const layer = await read('wards.geojson');
    expect(layer.format).toBe('GeoJSON');
    expect(names(layer.features, 'WARD_NAME')).toEqual([
      'Abbey',
      'Bridge',
      'Castle',
      'Docks',
      '<b>Queen’s</b> Park & Kilburn',
      'Fairfield',
      'Docks',
    ]);
  });

  it('reads every object of a TopoJSON file', async () => {
    const layer = await read('districts.topojson');
    expect(layer.format).toBe('TopoJSON');
    expect(names(layer.features, 'name')).toEqual(['Alfama', 'Baixa', 'Chiado', 'Estrela', 'Graça']);
  });

  it('reads a zipped shapefile in UTM zone 30N back into degrees by its .prj', async () => {
    const layer = await read('constituencies-utm.zip');
    expect(layer.format).toBe('shapefile');
    expect(layer.features).toHaveLength(12);
    expect(layer.features[0]?.properties.CONST_NM).toBe('Ayr North');
    expect(layer.features[11]?.properties.CONST_CD).toBe('S14000012');
    // The generator's first cell starts at 4.3° W, 55.8° N: back within a few metres.
    const ring =
      layer.features[0]?.geometry.type === 'Polygon' ? layer.features[0].geometry.coordinates[0] : [];
    const xs = (ring ?? []).map((p) => p[0] as number);
    const ys = (ring ?? []).map((p) => p[1] as number);
    expect(Math.min(...xs)).toBeCloseTo(-4.3, 3);
    expect(Math.min(...ys)).toBeCloseTo(55.8, 3);
  });

  it('reads a KML file, leaving out its points', async () => {
    const layer = await read('sub-counties.kml');
    expect(layer.format).toBe('KML');
    expect(names(layer.features, 'name')).toEqual(['Westlands', 'Kibra', 'Embakasi']);
    expect(layer.features[0]?.properties.county).toBe('Nairobi');
  });
});

describe('bad boundary files', () => {
  it('refuses a layer of points and lines', async () => {
    const error = await problemOf('bad-points.geojson');
    expect(error.problem).toBe('not-polygons');
    expect(error.message).toBe(
      'This GeoJSON file has only points and lines, not areas: a map of divisions needs polygons.',
    );
  });

  it('refuses an empty collection and an empty file', async () => {
    expect((await problemOf('bad-empty.geojson')).message).toBe('This GeoJSON file has no features in it.');
    expect((await problemOf('nothing.geojson', new Uint8Array())).message).toBe('nothing.geojson is empty.');
  });

  it('refuses an unknown format, and a shapefile part on its own', async () => {
    const csv = await problemOf('bad-unknown.csv');
    expect(csv.problem).toBe('unknown-format');
    expect(csv.message).toContain('Upload GeoJSON, TopoJSON, a zipped shapefile or KML');
    const shp = await problemOf('roads.shp', new TextEncoder().encode('\u0000\u0000\u0027\u000a'));
    expect(shp.message).toBe(
      'roads.shp is one part of a shapefile. Zip the .shp, .dbf and .prj files together and upload the zip.',
    );
  });

  it('refuses a shapefile without its .prj whose coordinates are not degrees', async () => {
    const error = await problemOf('constituencies-no-prj.zip');
    expect(error.problem).toBe('no-prj-not-degrees');
    expect(error.message).toMatch(
      /^This shapefile has no \.prj file and its coordinates \(such as \d+(\.\d+)?, \d+/,
    );
  });

  it('refuses a shapefile whose .prj names a system proj4 cannot read', async () => {
    const files = unzipWithinLimit(fixture('constituencies-utm.zip'));
    files['constituencies.prj'] = new TextEncoder().encode('PROJCS["Nowhere",NOT_A_DATUM');
    const error = await problemOf('garbled.zip', zipSync(files));
    expect(error.problem).toBe('prj-unreadable');
    expect(error.message).toContain(
      "This shapefile's .prj file names a coordinate system Mapwright cannot read",
    );
  });

  it('refuses coordinates outside the world', async () => {
    const error = await problemOf('bad-outside-world.geojson');
    expect(error.problem).toBe('outside-world');
    expect(error.message).toContain('coordinates outside the world (such as 200, 95)');
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const bytes = new Uint8Array(CUSTOM_LIMITS.fileBytes + 1).fill(0x20);
    const error = await problemOf('huge.geojson', bytes);
    expect(error.problem).toBe('too-large');
    expect(error.message).toBe(
      'huge.geojson is 30 MB, more than the limit of 30 MB. Simplify it (for example at mapshaper.org) or upload fewer divisions.',
    );
  });

  it('refuses a zip that would inflate past its limit before inflating it', () => {
    // 2 MB of zeros deflate to a few kilobytes; the central directory says 2 MB.
    const zip = zipSync({ 'big.geojson': new Uint8Array(2_000_000) }, { level: 9 });
    expect(zip.length).toBeLessThan(20_000);
    expect(() => unzipWithinLimit(zip, 1_000_000)).toThrow(
      'This zip file would unpack to 2 MB, more than the limit of 1 MB.',
    );
    expect(Object.keys(unzipWithinLimit(zip, 3_000_000))).toEqual(['big.geojson']);
  });
});
