import { describe, expect, it } from 'vitest';
import { buildCustomCountry } from './build';
import { customMapEntry, projectStoredBoundary, storedBoundaryContent } from './custom-map';
import type { CustomFeature } from './layer';
import { storedBoundarySchema } from './stored';

/** Two divisions sharing one arc, as topojson-server writes them (keys in its order, not the schema's). */
const topology = (geometries: readonly object[]) => ({
  type: 'Topology',
  bbox: [0, 50, 2, 51],
  objects: { divisions: { type: 'GeometryCollection', geometries } },
  arcs: [
    [
      [1, 50],
      [1, 51],
    ],
    [
      [1, 51],
      [0, 51],
      [0, 50],
      [1, 50],
    ],
    [
      [1, 50],
      [2, 50],
      [2, 51],
      [1, 51],
    ],
  ],
});
const ONE_LEVEL = {
  version: 1,
  name: 'wards.geojson',
  projection: { type: 'azimuthalEqualArea', rotate: [-1, -50.5] },
  screen: topology([
    { type: 'Polygon', arcs: [[0, 1]], id: 'c1', properties: { name: 'West', code: 'W' } },
    { type: 'Polygon', arcs: [[2, -1]], id: 'c2', properties: { name: 'East' } },
  ]),
  print: topology([
    { type: 'Polygon', arcs: [[0, 1]], id: 'c1', properties: { name: 'West', code: 'W' } },
    { type: 'Polygon', arcs: [[2, -1]], id: 'c2', properties: { name: 'East' } },
  ]),
};

const square = (x: number, y: number): CustomFeature['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + 1, y],
      [x + 1, y + 1],
      [x, y + 1],
      [x, y],
    ],
  ],
});
/** Four one-degree squares in a row, the first two in the North, the others in the South. */
const grouped = () => {
  const built = buildCustomCountry(
    ['A', 'B', 'C', 'D'].map((name, i) => ({
      geometry: square(i, 50),
      properties: { name, region: i < 2 ? 'North' : 'South' },
    })),
    { nameProperty: 'name', parentProperty: 'region' },
  );
  if (!built.level2) throw new Error('no second level');
  return {
    version: 1,
    name: 'wards.geojson',
    projection: built.projection,
    screen: built.screen,
    print: built.print,
    level2: built.level2,
  };
};

const problems = (value: unknown) => {
  const result = storedBoundarySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the stored boundary', () => {
  it('writes a one-level boundary as it did before levels were two, under the same hash', async () => {
    const { content, hash } = await storedBoundaryContent(ONE_LEVEL);
    expect(Object.keys(JSON.parse(content) as object)).toEqual([
      'version',
      'name',
      'projection',
      'screen',
      'print',
    ]);
    expect(content).not.toContain('level2');
    expect(content).not.toContain('parent');
    // The hash the schema gave this boundary before the second level (commit 67c004f's schema).
    expect(hash).toBe('c8625f5a62913644f135ace9941b8bce1d9217ed68943efb9fe4d0a0641e601c');
  });

  it('keeps a second level whose divisions are under the first level’s', async () => {
    const { boundary } = await storedBoundaryContent(grouped());
    const parents = boundary.level2?.screen.objects.divisions.geometries.map((g) => [
      g.id,
      g.properties.parent,
    ]);
    expect(parents).toEqual([
      ['c1', 'p1'],
      ['c2', 'p1'],
      ['c3', 'p2'],
      ['c4', 'p2'],
    ]);
    const projected = projectStoredBoundary(boundary);
    expect(projected.level1?.divisions.map((d) => d.name)).toEqual(['North', 'South']);
    expect(projected.level2?.divisions.map((d) => d.parent)).toEqual(['p1', 'p1', 'p2', 'p2']);
    const file = { url: '/x', bytes: 1, gzipBytes: 1 };
    const print2 = { url: '/print2', bytes: 1, gzipBytes: 1 };
    const entry = customMapEntry(boundary, 'a'.repeat(64), {
      screen: file,
      print: file,
      level2: { screen: file, print: print2 },
    });
    expect(entry.levels[1]).toMatchObject({ available: true, label: 'Groups', count: 2 });
    expect(entry.levels[2]).toMatchObject({ available: true, label: 'Divisions', count: 4, print: print2 });
  });

  it('refuses a second-level division under no first-level one', () => {
    const value = grouped();
    const geometry = value.level2.screen.objects.divisions.geometries[2];
    if (!geometry?.properties) throw new Error('no division');
    geometry.properties = { ...geometry.properties, parent: 'p9' };
    expect(problems(value)).toContain('has a second-level division (c3) under no first-level one');
    // And print then disagrees with the screen on its group.
    expect(problems(value)).toContain('has other divisions for print than for the screen');
  });

  it('refuses a second level without parents, a parent on the first level and ids on both levels', () => {
    const orphan = grouped();
    for (const g of orphan.level2.screen.objects.divisions.geometries) g.properties = { name: 'X' };
    expect(problems(orphan)).toContain('has a second-level division (c1) under no first-level one');

    const parented = grouped();
    const first = parented.screen.objects.divisions.geometries[0];
    if (!first) throw new Error('no group');
    first.properties = { name: 'North', parent: 'p2' };
    expect(problems(parented)).toContain('has a first-level division with a parent');

    const twice = grouped();
    const group = twice.print.objects.divisions.geometries[0];
    const screenGroup = twice.screen.objects.divisions.geometries[0];
    if (!group || !screenGroup) throw new Error('no group');
    group.id = 'c1';
    screenGroup.id = 'c1';
    expect(problems(twice)).toContain('has the id c1 on both levels');
  });
});
