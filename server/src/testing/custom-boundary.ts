import { buildCustomCountry } from '@mapwright/core/custom/build';

const square = (x: number, y: number) => [
  [x, y],
  [x + 1, y],
  [x + 1, y + 1],
  [x, y + 1],
  [x, y],
];

/**
 * What the browser posts to /api/boundaries for a file of side-by-side one-degree squares, one per name
 * (the divisions are c1, c2, … in that order): the level built from it by the core, as the page builds it.
 */
export function customBoundaryBody(names: readonly string[] = ['North', 'South', 'East']) {
  const built = buildCustomCountry(
    names.map((name, i) => ({
      geometry: { type: 'Polygon' as const, coordinates: [square(i, 50)] },
      properties: { name },
    })),
    { nameProperty: 'name' },
  );
  return {
    version: 1,
    name: 'wards.geojson',
    projection: built.projection,
    screen: built.screen,
    print: built.print,
  };
}
