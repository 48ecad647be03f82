import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoArea, geoCentroid, geoDistance, geoEqualEarth, geoPath } from 'd3-geo';
import { feature, merge } from 'topojson-client';
import type { MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { COUNTRIES, REGIONS } from '@mapwright/core/countries/countries';
import { regionAnchor } from '../../web/src/pages/countries/regionAnchor';

/**
 * The landing page's world map of the eight region groups, drawn once here from Natural Earth's 1:110m
 * countries (npm `world-atlas`) and written as path data, so the page ships a few kilobytes of static
 * SVG instead of a map library and a topology.
 */
export const WORLD_REGIONS_FILE = 'web/src/pages/home/worldRegions.json';
const WORLD_SIZE = { width: 960, height: 520 } as const;

type Shape = Polygon<{ name: string }> | MultiPolygon<{ name: string }>;
type Countries = Topology<{ countries: { type: 'GeometryCollection'; geometries: Shape[] } }>;

export interface WorldRegionsDrawing {
  readonly width: number;
  readonly height: number;
  /** Every other country, drawn faintly as the background. */
  readonly land: string;
  readonly regions: readonly { region: string; anchor: string; d: string; label: [number, number] }[];
}

const nameOf = (g: Shape): string => g.properties?.name ?? '';

/**
 * A country's main parts: its polygons but the small ones far from its largest (France's French
 * Guiana, Norway's Svalbard, Spain's Canaries). Framing those stretched the map over the Atlantic and
 * pushed Scandinavia against the top edge (issue 31); they are drawn as background land instead.
 */
function mainParts(world: Countries, g: Shape): Shape {
  return splitParts(world, g).main;
}

/** The far parts mainParts leaves out, as their own shape (drawn with the background land). */
function farParts(world: Countries, g: Shape): Shape | null {
  return splitParts(world, g).far;
}

function splitParts(world: Countries, g: Shape): { main: Shape; far: Shape | null } {
  if (g.type !== 'MultiPolygon') return { main: g, far: null };
  const polygons = (feature(world, g).geometry as GeoJSON.MultiPolygon).coordinates;
  const parts = polygons.map((coordinates) => {
    const shape: GeoJSON.Polygon = { type: 'Polygon', coordinates };
    return { area: geoArea(shape), centre: geoCentroid(shape) };
  });
  const largest = parts.reduce((a, b) => (b.area > a.area ? b : a));
  const keep = (i: number) => {
    const part = parts[i];
    if (!part) return false;
    const far = geoDistance(part.centre, largest.centre) > (10 * Math.PI) / 180;
    return !far || part.area >= largest.area / 4;
  };
  const far = g.arcs.filter((_, i) => !keep(i));
  return {
    main: { ...g, arcs: g.arcs.filter((_, i) => keep(i)) },
    far: far.length === 0 ? null : { ...g, arcs: far },
  };
}

/** A box in the drawing's pixels. */
interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const apart = (a: Box, b: Box) =>
  a.right <= b.left || a.left >= b.right || a.bottom <= b.top || a.top >= b.bottom;

/**
 * Region labels (15 px bold, about 9.3 px a character), kept inside the frame and apart from each
 * other, and where it can be off the other regions' shapes (their bounding boxes): "Western Europe"
 * and "Eastern Europe" overlapped at their centroids (issue 31). Tried at the centroid, then ever
 * farther above, below and beside it.
 */
function placeLabels(
  labels: readonly { text: string; at: [number, number]; own: Box }[],
): [number, number][] {
  const placed: Box[] = [];
  const boxAt = (text: string, [x, y]: [number, number]): Box => {
    const half = (text.length * 9.3) / 2 + 4;
    return { left: x - half, top: y - 15, right: x + half, bottom: y + 6 };
  };
  const inFrame = (box: Box) =>
    box.left >= 4 && box.top >= 4 && box.right <= WORLD_SIZE.width - 4 && box.bottom <= WORLD_SIZE.height - 4;
  const offsets: [number, number][] = [[0, 0]];
  for (const d of [12, 20, 28, 36, 48, 60]) offsets.push([0, -d], [0, d], [d * 2, 0], [-d * 2, 0]);
  return labels.map(({ text, at, own }) => {
    const others = labels.map((l) => l.own).filter((box) => box !== own);
    const candidates = offsets.map(
      ([dx, dy]) => [Math.round(at[0] + dx), Math.round(at[1] + dy)] as [number, number],
    );
    const fits = (strict: boolean) =>
      candidates.find((c) => {
        const box = boxAt(text, c);
        return (
          inFrame(box) &&
          placed.every((p) => apart(p, box)) &&
          (!strict || others.every((o) => apart(o, box)))
        );
      });
    const chosen = fits(true) ?? fits(false) ?? at;
    placed.push(boxAt(text, chosen));
    return chosen;
  });
}

export function drawWorldRegions(): WorldRegionsDrawing {
  const world = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Countries;
  const geometries = world.objects.countries.geometries;
  const ours = new Set(COUNTRIES.map((c) => c.name));
  const inRegion = (region: string) => {
    const names = new Set(COUNTRIES.filter((c) => c.region === region).map((c) => c.name));
    return geometries.filter((g) => names.has(nameOf(g))).map((g) => mainParts(world, g));
  };
  const allOurs = merge(
    world,
    geometries.filter((g) => ours.has(nameOf(g))).map((g) => mainParts(world, g)),
  );
  // Frame the 34 countries' main parts (South Africa to Finland, Spain to Japan), not the whole
  // globe, with room above the North Cape and below the Cape of Good Hope.
  const projection = geoEqualEarth().fitExtent(
    [
      [24, 36],
      [WORLD_SIZE.width - 24, WORLD_SIZE.height - 36],
    ],
    allOurs,
  );
  // Nothing outside the frame is drawn, and whole pixels are precise enough at this size.
  projection.clipExtent([
    [0, 0],
    [WORLD_SIZE.width, WORLD_SIZE.height],
  ]);
  const path = geoPath(projection).digits(0);
  const others = feature(world, {
    type: 'GeometryCollection',
    geometries: [
      ...geometries.filter((g) => !ours.has(nameOf(g)) && g.properties?.name !== 'Antarctica'),
      ...geometries.filter((g) => ours.has(nameOf(g))).flatMap((g) => farParts(world, g) ?? []),
    ],
  });
  const shapes = REGIONS.map((region) => merge(world, inRegion(region)));
  const labels = placeLabels(
    REGIONS.map((region, i) => {
      const shape = shapes[i] ?? { type: 'MultiPolygon', coordinates: [] };
      const [x, y] = path.centroid(shape);
      const [[left, top], [right, bottom]] = path.bounds(shape);
      return {
        text: region,
        at: [Math.round(x), Math.round(y)] as [number, number],
        own: { left, top, right, bottom },
      };
    }),
  );
  return {
    ...WORLD_SIZE,
    land: path(others) ?? '',
    regions: REGIONS.map((region, i) => ({
      region,
      anchor: regionAnchor(region),
      d: path(shapes[i] ?? { type: 'MultiPolygon', coordinates: [] }) ?? '',
      label: labels[i] ?? [0, 0],
    })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(WORLD_REGIONS_FILE, `${JSON.stringify(drawWorldRegions())}\n`);
  console.log(`wrote ${WORLD_REGIONS_FILE}`);
}
