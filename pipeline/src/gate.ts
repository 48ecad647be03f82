import type { Feature, FeatureCollection } from 'geojson';
import mapshaper from 'mapshaper';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { DIVISIONS_OBJECT, type DivisionProperties } from '@mapwright/core/geodata/division';
import { normaliseForSearch } from '@mapwright/core/geo/find-divisions';
import { areaOf, projectionsFor, unionOfTopology } from './coverage';
import { isAreal, type Areal } from './geo';
import { outputText } from './mapshaperOps';

/**
 * The mosaic gate (decision "Each level is a mosaic"): a level's divisions must tile its land once.
 * Their areas add up to the area of their union within this share (overlaps show as a larger sum; a
 * division listed twice doubles its area), and a report names the pairs overlapping by more than
 * `reportKm2`.
 */
export const GATE_LIMITS = { areaPct: 0.05, reportKm2: 0.5 } as const;

export interface LevelGate {
  country: string;
  level: 1 | 2;
  count: number;
  /** Sum of the divisions' areas and the area of their union, km². */
  sumKm2: number;
  unionKm2: number;
  /** (sum − union) / union, in percent. */
  diffPct: number;
  problems: string[];
}

type Div = Feature<Areal, DivisionProperties> & { id: string };

/** Overlapping pairs (ids joined by ' + ') with their shared area in km², largest first. */
async function overlaps(divs: readonly Div[], area: (g: Areal) => number): Promise<[string, number][]> {
  const fc: FeatureCollection = {
    type: 'FeatureCollection',
    features: divs.map((d) => ({ type: 'Feature', properties: { k: d.id }, geometry: d.geometry })),
  };
  const out = await mapshaper.applyCommands(
    `-i in.json -mosaic calc='n=count(), ids=collect(k)' -o out.json format=geojson`,
    { 'in.json': fc },
  );
  const res = JSON.parse(outputText(out['out.json'], 'out.json')) as FeatureCollection;
  const byIds = new Map<string, number>();
  for (const f of res.features) {
    const p = f.properties as { n: number; ids: string[] };
    if (p.n < 2 || !isAreal(f.geometry)) continue;
    const key = [...p.ids].sort().join(' + ');
    byIds.set(key, (byIds.get(key) ?? 0) + area(f.geometry));
  }
  return [...byIds].sort((a, b) => b[1] - a[1]);
}

/**
 * Checks one level file (contract TopoJSON): areas add up to the union's, no division listed twice
 * (same id or same geometry), and no two divisions of one parent (level 2) or of the country (level 1)
 * share a name.
 */
export async function gateLevel(country: string, level: 1 | 2, topo: Topology): Promise<LevelGate> {
  const where = `${country} level ${level}`;
  const problems: string[] = [];
  const obj = topo.objects[DIVISIONS_OBJECT] as GeometryCollection<DivisionProperties>;
  const fc = feature(topo, obj) as FeatureCollection<Areal | null, DivisionProperties>;
  const divs = fc.features
    .filter((f): f is Div => isAreal(f.geometry))
    .map((f) => ({ ...f, id: String(f.id) }));
  const label = (d: Div) => `'${d.properties.name}' (${d.id})`;

  const byId = new Map<string, Div[]>();
  const byShape = new Map<string, Div[]>();
  obj.geometries.forEach((g, i) => {
    const d = fc.features[i] as Div;
    if (!isAreal(d.geometry)) return;
    const id = String(g.id);
    byId.set(id, [...(byId.get(id) ?? []), { ...d, id }]);
    // Same arcs in one topology: the same geometry.
    const shape = JSON.stringify('arcs' in g ? g.arcs : null);
    byShape.set(shape, [...(byShape.get(shape) ?? []), { ...d, id }]);
  });
  for (const [id, ds] of byId)
    if (ds.length > 1) problems.push(`${where}: '${id}' is listed ${ds.length} times`);
  for (const ds of byShape.values())
    if (ds.length > 1) problems.push(`${where}: ${ds.map(label).join(', ')} have the same geometry`);

  const byName = new Map<string, Div[]>();
  for (const d of divs) {
    const key = `${level === 2 ? (d.properties.parent ?? '') : ''}\u0000${normaliseForSearch(d.properties.name)}`;
    byName.set(key, [...(byName.get(key) ?? []), d]);
  }
  for (const ds of byName.values())
    if (ds.length > 1)
      problems.push(
        `${where}: ${ds.map(label).join(', ')} share a name${level === 2 ? ` within '${ds[0]!.properties.parent}'` : ''}`,
      );

  const union = await unionOfTopology(topo);
  const { area: projection } = projectionsFor([union]);
  const area = (g: Areal) => areaOf(g, projection);
  const unionKm2 = area(union);
  const sumKm2 = divs.reduce((s, d) => s + area(d.geometry), 0);
  const diffPct = unionKm2 > 0 ? ((sumKm2 - unionKm2) / unionKm2) * 100 : Infinity;
  if (!(Math.abs(diffPct) <= GATE_LIMITS.areaPct)) {
    const pairs = (await overlaps(divs, area)).filter(([, a]) => a > GATE_LIMITS.reportKm2);
    const names = new Map(divs.map((d) => [d.id, d.properties.name]));
    const shown = pairs.slice(0, 12).map(
      ([ids, a]) =>
        `${ids
          .split(' + ')
          .map((id) => `${names.get(id)} (${id})`)
          .join(' + ')}: ${a.toFixed(0)} km²`,
    );
    problems.push(
      `${where}: the divisions' areas add up to ${sumKm2.toFixed(0)} km², ${diffPct.toFixed(2)} % more than the level's ${unionKm2.toFixed(0)} km² (limit ${GATE_LIMITS.areaPct} %)` +
        (shown.length
          ? `; overlapping: ${shown.join('; ')}${pairs.length > 12 ? `; and ${pairs.length - 12} more` : ''}`
          : ''),
    );
  }
  return { country, level, count: divs.length, sumKm2, unionKm2, diffPct, problems };
}
