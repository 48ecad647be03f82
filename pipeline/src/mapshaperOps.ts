import mapshaper from 'mapshaper';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { isAreal, type Areal } from './geo';

export function outputText(v: string | Uint8Array | undefined, name: string): string {
  if (v === undefined) throw new Error(`mapshaper produced no ${name}`);
  return typeof v === 'string' ? v : Buffer.from(v).toString('utf8');
}

/** Reads a shapefile (given its .shp/.shx/.dbf/.prj/.cpg bytes by extension) into GeoJSON features. */
export async function readShapefile(parts: Record<string, Uint8Array>): Promise<Feature[]> {
  const input: Record<string, Uint8Array> = {};
  for (const [ext, bytes] of Object.entries(parts)) input[`in.${ext}`] = bytes;
  const out = await mapshaper.applyCommands('-i in.shp -o out.json format=geojson', input);
  return (JSON.parse(outputText(out['out.json'], 'out.json')) as FeatureCollection).features;
}

/**
 * Dissolves polygons by key (topologically, with mapshaper), returning one geometry per key. Used to
 * derive first levels from second-level units and to merge multi-part units listed as several features.
 */
export async function dissolveByKey(
  items: readonly { key: string; geometry: Geometry }[],
): Promise<Map<string, Areal>> {
  const fc: FeatureCollection = {
    type: 'FeatureCollection',
    features: items.map((it) => ({ type: 'Feature', properties: { k: it.key }, geometry: it.geometry })),
  };
  const out = await mapshaper.applyCommands('-i in.json -dissolve k -o out.json format=geojson', {
    'in.json': fc,
  });
  const res = JSON.parse(outputText(out['out.json'], 'out.json')) as FeatureCollection;
  const map = new Map<string, Areal>();
  for (const f of res.features) {
    const k = String((f.properties as { k: unknown }).k);
    if (isAreal(f.geometry)) map.set(k, f.geometry);
  }
  return map;
}
