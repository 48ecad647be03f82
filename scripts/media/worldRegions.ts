import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoEqualEarth, geoPath } from 'd3-geo';
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
export const WORLD_SIZE = { width: 960, height: 520 } as const;

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

export function drawWorldRegions(): WorldRegionsDrawing {
  const world = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Countries;
  const geometries = world.objects.countries.geometries;
  const ours = new Set(COUNTRIES.map((c) => c.name));
  const inRegion = (region: string) => {
    const names = new Set(COUNTRIES.filter((c) => c.region === region).map((c) => c.name));
    return geometries.filter((g) => names.has(nameOf(g)));
  };
  const allOurs = merge(
    world,
    geometries.filter((g) => ours.has(nameOf(g))),
  );
  // Frame the 34 countries (they span South Africa to Finland, Spain to Japan), not the whole globe.
  const projection = geoEqualEarth().fitExtent(
    [
      [12, 12],
      [WORLD_SIZE.width - 12, WORLD_SIZE.height - 12],
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
    geometries: geometries.filter((g) => !ours.has(nameOf(g)) && g.properties?.name !== 'Antarctica'),
  });
  return {
    ...WORLD_SIZE,
    land: path(others) ?? '',
    regions: REGIONS.map((region) => {
      const shape = merge(world, inRegion(region));
      const [x, y] = path.centroid(shape);
      return {
        region,
        anchor: regionAnchor(region),
        d: path(shape) ?? '',
        label: [Math.round(x), Math.round(y)] as [number, number],
      };
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(WORLD_REGIONS_FILE, `${JSON.stringify(drawWorldRegions())}\n`);
  console.log(`wrote ${WORLD_REGIONS_FILE}`);
}
