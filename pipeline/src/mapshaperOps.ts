import mapshaper from 'mapshaper';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { areaKm2, isAreal, polygonsOf, type Areal } from './geo';

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

/**
 * Clips polygons to a mask (the union of the mask's polygons), returning one geometry per key, or
 * null where nothing is left. Used to take lakes and sea out of a second level by the first level's
 * land (decision "Both levels cover the same land").
 */
export async function clipToMask(
  items: readonly { key: string; geometry: Geometry }[],
  mask: readonly Geometry[],
): Promise<Map<string, Areal | null>> {
  const fc: FeatureCollection = {
    type: 'FeatureCollection',
    features: items.map((it) => ({ type: 'Feature', properties: { k: it.key }, geometry: it.geometry })),
  };
  const maskFc: FeatureCollection = {
    type: 'FeatureCollection',
    features: mask.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  };
  const out = await mapshaper.applyCommands(
    '-i in.json name=items -i mask.json name=mask -dissolve target=mask -clip target=items mask -o target=items out.json format=geojson',
    { 'in.json': fc, 'mask.json': maskFc },
  );
  const res = JSON.parse(outputText(out['out.json'], 'out.json')) as FeatureCollection;
  const map = new Map<string, Areal | null>(items.map((it) => [it.key, null]));
  for (const f of res.features) {
    const k = String((f.properties as { k: unknown }).k);
    if (isAreal(f.geometry)) map.set(k, f.geometry);
  }
  return map;
}

/**
 * Closes the slivers between neighbouring polygons that do not quite meet (gaps up to `gapKm2`, given
 * to a neighbour) and resolves overlaps, returning one geometry per key. A second level cleaned so has
 * no pinholes, and a first level dissolved from it has none either (decision "Both
 * levels cover the same land").
 */
export async function cleanPolygons(
  items: readonly { key: string; geometry: Geometry }[],
  gapKm2: number,
): Promise<Map<string, Areal | null>> {
  const fc: FeatureCollection = {
    type: 'FeatureCollection',
    features: items.map((it) => ({ type: 'Feature', properties: { k: it.key }, geometry: it.geometry })),
  };
  const out = await mapshaper.applyCommands(
    `-i in.json -clean gap-fill-area=${gapKm2}km2 overlap-rule=min-area allow-empty -o out.json format=geojson`,
    { 'in.json': fc },
  );
  const res = JSON.parse(outputText(out['out.json'], 'out.json')) as FeatureCollection;
  const map = new Map<string, Areal | null>(items.map((it) => [it.key, null]));
  for (const f of res.features) {
    const k = String((f.properties as { k: unknown }).k);
    if (isAreal(f.geometry)) map.set(k, f.geometry);
  }
  return map;
}

/**
 * What of each polygon the mask does not cover, per key (parts smaller than `minKm2` left out, so the
 * slivers where two sources' borders differ do not count; spikes along the mask cleaned away), or
 * nothing for a key fully covered.
 */
export async function eraseByMask(
  items: readonly { key: string; geometry: Geometry }[],
  mask: readonly Geometry[],
  minKm2: number,
): Promise<Map<string, Areal>> {
  const fc: FeatureCollection = {
    type: 'FeatureCollection',
    features: items.map((it) => ({ type: 'Feature', properties: { k: it.key }, geometry: it.geometry })),
  };
  const maskFc: FeatureCollection = {
    type: 'FeatureCollection',
    features: mask.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  };
  const out = await mapshaper.applyCommands(
    '-i in.json name=items -i mask.json name=mask -dissolve target=mask -erase target=items mask -clean target=items allow-empty -o target=items out.json format=geojson',
    { 'in.json': fc, 'mask.json': maskFc },
  );
  const res = JSON.parse(outputText(out['out.json'], 'out.json')) as FeatureCollection;
  const map = new Map<string, Areal>();
  for (const f of res.features) {
    if (!isAreal(f.geometry)) continue;
    const parts = polygonsOf(f.geometry).filter(
      (p) => areaKm2({ type: 'Polygon', coordinates: p }) >= minKm2,
    );
    if (parts.length)
      map.set(String((f.properties as { k: unknown }).k), { type: 'MultiPolygon', coordinates: parts });
  }
  return map;
}
