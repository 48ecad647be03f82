import type { Feature, FeatureCollection, MultiPolygon, Position } from 'geojson';
import { topology } from 'topojson-server';
import { mergeArcs } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Objects,
  Topology,
} from 'topojson-specification';
import { DIVISIONS_OBJECT, type DivisionProperties } from '../geodata/division';
import { projectCountry, type ProjectedCountry } from '../geo/project';
import { subTopology } from '../geo/insets';
import type { ProjectionSpec } from '../geo/projection';
import type { DivisionTopology } from '../geo/topology';
import type { CustomFeature } from './layer';
import { repairRings } from './rings';

export interface LevelChoice {
  /** The file's property that names a division. */
  readonly nameProperty: string;
  /** The file's property with a division's code (matched by data imports), if the user picked one. */
  readonly codeProperty?: string;
  /**
   * The file's property that names the group a division is in (a ward's district), if the user picked
   * one: the groups are then the first level and the divisions the second, each under its group.
   */
  readonly parentProperty?: string;
}

/** A level's screen and finer print topologies. */
interface CustomLevel {
  readonly screen: DivisionTopology;
  readonly print: DivisionTopology;
}

/** The group of the divisions whose parent property is empty or missing. */
export const UNASSIGNED_GROUP = 'Unassigned';

export interface CustomCountry {
  /** Simplified for the screen and projected, in the shape the editor draws a country in. */
  readonly projected: ProjectedCountry;
  readonly projection: ProjectionSpec;
  /**
   * Level 1's screen and finer print topology (print export fits its projection on the screen one): the
   * divisions, or with a parent property the groups (ids `p1`, `p2`…, each the union of its divisions).
   */
  readonly screen: DivisionTopology;
  readonly print: DivisionTopology;
  /** With a parent property: the divisions (ids `c1`, `c2`…), each with its group's id as `parent`. */
  readonly level2?: CustomLevel;
  /** Rings that were invalid and were repaired or dropped. */
  readonly repairedRings: number;
  /** Tiny parts (slivers) left out of divisions that have larger ones. */
  readonly droppedSlivers: number;
}

/** Quantization of the topology: the extent's longer side in this many steps. */
const QUANTIZATION = 1e6;
/**
 * Detail kept, as divisors of the extent (the pipeline's own for the 34 countries: pipeline/src/country.ts):
 * the screen down to extent/4000, the print down to extent/25000.
 */
const DETAIL = { screen: 4000, print: 25_000 } as const;
/** A part of a division smaller than this share of the whole file's area is a sliver. */
const SLIVER_SHARE = 1e-7;

/**
 * Builds a map level from the user's polygons: one division per distinct name (parts with the same name
 * become one division), rings repaired, slivers dropped, then a topology (one arc per shared border),
 * simplified for the screen and, finer, for print, and the screen one projected with the core's fit.
 *
 * With a parent property the divisions are grouped by its value (one division per name within a group)
 * and the groups become level 1: each group's shape is its divisions' arcs merged in the same topology
 * (topojson-client's mergeArcs), so the two levels share every border point and simplify alike.
 */
export function buildCustomCountry(features: readonly CustomFeature[], choice: LevelChoice): CustomCountry {
  let repairedRings = 0;
  const groups = new Map<
    string,
    { name: string; code: string | undefined; parent: string | undefined; polygons: Position[][][] }
  >();
  const parentNames = new Set<string>();
  let unassigned = false;
  features.forEach((feature, index) => {
    const { polygons, repaired } = repairRings(feature);
    repairedRings += repaired;
    if (polygons.length === 0) return;
    const name = textOf(feature.properties[choice.nameProperty]) ?? `Unnamed ${index + 1}`;
    const code =
      choice.codeProperty === undefined ? undefined : textOf(feature.properties[choice.codeProperty]);
    let parent: string | undefined;
    if (choice.parentProperty !== undefined) {
      parent = textOf(feature.properties[choice.parentProperty]);
      if (parent === undefined) unassigned = true;
      else parentNames.add(parent);
      parent ??= UNASSIGNED_GROUP;
    }
    // A name is one division within its group: two wards called Central in two districts stay two.
    const key = parent === undefined ? name : `${parent}\u0000${name}`;
    const group = groups.get(key);
    if (group) group.polygons.push(...polygons);
    else groups.set(key, { name, code, parent, polygons });
  });
  if (groups.size === 0) throw new Error('No division of the file has a valid ring');
  // The groups in the order the file first names them, the unassigned divisions' last.
  if (unassigned) parentNames.add(UNASSIGNED_GROUP);
  const parentIds = new Map([...parentNames].map((name, i) => [name, `p${i + 1}`]));
  const total = [...groups.values()].reduce(
    (sum, g) => sum + g.polygons.reduce((s, p) => s + areaOf(p), 0),
    0,
  );
  let droppedSlivers = 0;
  const collection: FeatureCollection<MultiPolygon, DivisionProperties> = {
    type: 'FeatureCollection',
    features: [],
  };
  let n = 0;
  for (const group of groups.values()) {
    n += 1;
    const largest = Math.max(...group.polygons.map(areaOf));
    const kept = group.polygons.filter((p) => areaOf(p) >= total * SLIVER_SHARE || areaOf(p) === largest);
    droppedSlivers += group.polygons.length - kept.length;
    const parent = group.parent === undefined ? undefined : parentIds.get(group.parent);
    const feature: Feature<MultiPolygon, DivisionProperties> = {
      type: 'Feature',
      id: `c${n}`,
      properties: {
        name: group.name,
        ...(group.code !== undefined && { code: group.code }),
        ...(parent !== undefined && { parent }),
      },
      geometry: { type: 'MultiPolygon', coordinates: kept },
    };
    collection.features.push(feature);
  }
  const topo = topology({ [DIVISIONS_OBJECT]: collection }, QUANTIZATION) as unknown as Topology<Objects>;
  if (parentIds.size > 0) topo.objects[GROUPS_OBJECT] = mergedGroups(topo, parentIds);
  // Weighted by planar triangle area in degrees (presimplify decodes the quantized arcs).
  const weighted = presimplify(topo);
  keepClosedArcs(weighted);
  const span = extentDegrees(collection);
  const screen = simplified(weighted, span / DETAIL.screen);
  const print = simplified(weighted, span / DETAIL.print);
  const projection = projectionFor(collection);
  if (parentIds.size === 0) {
    const projected = projectCountry({ level1: screen }, projection);
    return { projected, projection, screen, print, repairedRings, droppedSlivers };
  }
  const level1 = { screen: levelOf(screen, GROUPS_OBJECT), print: levelOf(print, GROUPS_OBJECT) };
  const level2 = { screen: levelOf(screen, DIVISIONS_OBJECT), print: levelOf(print, DIVISIONS_OBJECT) };
  const projected = projectCountry({ level1: level1.screen, level2: level2.screen }, projection);
  return { projected, projection, ...level1, level2, repairedRings, droppedSlivers };
}

/** The groups' object in the divisions' topology while both levels are built in it. */
const GROUPS_OBJECT = 'groups';

/** One geometry per group: the exterior of its divisions' polygons, stitched from their arcs. */
function mergedGroups(
  topo: Topology<Objects>,
  parentIds: ReadonlyMap<string, string>,
): GeometryCollection<DivisionProperties> {
  const divisions = topo.objects[DIVISIONS_OBJECT] as GeometryCollection<DivisionProperties>;
  const byParent = new Map<string, typeof divisions.geometries>();
  for (const geometry of divisions.geometries) {
    const parent = (geometry.properties as DivisionProperties | undefined)?.parent ?? '';
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(geometry);
    else byParent.set(parent, [geometry]);
  }
  return {
    type: 'GeometryCollection',
    geometries: [...parentIds].map(([name, id]): TopoMultiPolygon<DivisionProperties> => {
      const children = (byParent.get(id) ?? []).filter(
        (g): g is Extract<typeof g, { type: 'Polygon' | 'MultiPolygon' }> =>
          g.type === 'Polygon' || g.type === 'MultiPolygon',
      );
      return { type: 'MultiPolygon', id, properties: { name }, arcs: mergeArcs(topo, children).arcs };
    }),
  };
}

/** One object of the two-level topology as a level's own file: its divisions, only the arcs they use. */
function levelOf(topo: DivisionTopology, key: string): DivisionTopology {
  const object = (topo.objects as Record<string, GeometryCollection<DivisionProperties>>)[key];
  if (!object) throw new Error(`The topology has no ${key}`);
  return subTopology({ ...topo, objects: { [DIVISIONS_OBJECT]: object } }, () => true);
}

function simplified(weighted: Topology<Objects>, detail: number): DivisionTopology {
  // Points whose triangle is smaller than one of base and height `detail` go.
  const { type, bbox, objects, arcs } = simplify(weighted, (detail * detail) / 2);
  return { type, ...(bbox && { bbox }), objects, arcs } as unknown as DivisionTopology;
}

/**
 * An arc that closes on itself (an island, a division with no neighbour) would simplify to its one end
 * point and vanish: its two most significant inner points are kept too, so it stays a triangle at least.
 */
function keepClosedArcs(weighted: Topology<Objects>): void {
  for (const arc of weighted.arcs) {
    const first = arc[0];
    const last = arc.at(-1);
    if (!first || !last || arc.length < 4 || first[0] !== last[0] || first[1] !== last[1]) continue;
    const inner = arc.slice(1, -1).sort((a: number[], b: number[]) => (b[2] ?? 0) - (a[2] ?? 0));
    for (const point of inner.slice(0, 2)) point[2] = Infinity;
  }
}

function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** A polygon's area in square degrees scaled by the cosine of latitude: enough to compare parts. */
function areaOf(polygon: readonly Position[][]): number {
  let area = 0;
  polygon.forEach((ring, index) => {
    let sum = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j] as Position;
      const b = ring[i] as Position;
      const cos = Math.cos(((((a[1] as number) + (b[1] as number)) / 2) * Math.PI) / 180);
      sum += ((a[0] as number) - (b[0] as number)) * cos * ((a[1] as number) + (b[1] as number));
    }
    area += index === 0 ? Math.abs(sum) / 2 : -Math.abs(sum) / 2;
  });
  return Math.max(0, area);
}

function boundsOf(collection: FeatureCollection<MultiPolygon>): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of collection.features)
    for (const polygon of f.geometry.coordinates)
      for (const [x, y] of polygon[0] ?? []) {
        if (x === undefined || y === undefined) continue;
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
  return [x0, y0, x1, y1];
}

function extentDegrees(collection: FeatureCollection<MultiPolygon>): number {
  const [x0, y0, x1, y1] = boundsOf(collection);
  return Math.max(x1 - x0, y1 - y0);
}

/**
 * The file's projection: azimuthal equal-area centred on its extent, which keeps areas true (what a
 * choropleth of wards or constituencies needs) and shapes close to true across any region's size.
 */
function projectionFor(collection: FeatureCollection<MultiPolygon>): ProjectionSpec {
  const [x0, y0, x1, y1] = boundsOf(collection);
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return { type: 'azimuthalEqualArea', rotate: [clamp(-(x0 + x1) / 2, 180), clamp(-(y0 + y1) / 2, 90)] };
}
