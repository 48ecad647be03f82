import { geoArea } from 'd3-geo';
import type { Position } from 'geojson';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import type { DivisionTopology } from '../geo/topology';
import { buildCustomCountry, UNASSIGNED_GROUP } from './build';
import type { CustomFeature } from './layer';
import { guessNameProperty, summariseProperties } from './properties';

/** An anticlockwise (RFC 7946) square. */
const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

const ward = (name: string, code: string, x: number, y: number, size = 0.05): CustomFeature => ({
  geometry: { type: 'Polygon', coordinates: [square(x, y, size)] },
  properties: { WARD_NAME: name, WARD_CODE: code, population: 1000 },
});

// Three by two wards, and a second feature of Docks: an island.
const WARDS: CustomFeature[] = [
  ward('Abbey', 'E1', -0.2, 51.45),
  ward('Bridge', 'E2', -0.15, 51.45),
  ward('Castle', 'E3', -0.1, 51.45),
  ward('Docks', 'E4', -0.2, 51.5),
  ward('<b>Park</b> & Co', 'E5', -0.15, 51.5),
  ward('Fairfield', 'E6', -0.1, 51.5),
  ward('Docks', 'E4', -0.02, 51.46, 0.01),
];

describe('buildCustomCountry', () => {
  const built = buildCustomCountry(WARDS, { nameProperty: 'WARD_NAME', codeProperty: 'WARD_CODE' });
  const divisions = built.projected.level1?.divisions ?? [];

  it('makes one division per name, with its code', () => {
    expect(divisions.map((d) => d.name)).toEqual([
      'Abbey',
      'Bridge',
      'Castle',
      'Docks',
      '<b>Park</b> & Co',
      'Fairfield',
    ]);
    expect(divisions.map((d) => d.code)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
    expect(new Set(divisions.map((d) => d.id)).size).toBe(6);
    // Docks is drawn in two parts.
    expect(divisions[3]?.d.match(/M/g)).toHaveLength(2);
  });

  it('draws the areas, not the globe around them, whatever the file’s winding', () => {
    const { width, height } = built.projected.space;
    expect(Math.max(width, height)).toBeCloseTo(1000, 0);
    for (const d of divisions) {
      const [x0, y0, x1, y1] = d.bbox;
      expect(x0).toBeGreaterThanOrEqual(-0.5);
      expect(y0).toBeGreaterThanOrEqual(-0.5);
      expect(x1).toBeLessThanOrEqual(width + 0.5);
      expect(y1).toBeLessThanOrEqual(height + 0.5);
      // Each ward is 0.05° of the 0.19° the file spans (Docks reaches its island).
      if (d.name !== 'Docks') expect((x1 - x0) / width).toBeCloseTo(0.05 / 0.19, 1);
    }
    // Abbey is the south-west ward: left and at the bottom (y grows down).
    expect(divisions[0]?.bbox[0]).toBeCloseTo(0, 0);
    expect(divisions[0]?.bbox[3]).toBeCloseTo(height, 0);
  });

  it('keeps one arc per shared border', () => {
    // 6 squares on a 3 × 2 grid share 7 borders: as separate rings they would be 6 closed arcs of 4 sides.
    // In the topology each border is one arc, so the arcs' segments are the grid's 17 edges (+ the island's 4).
    const segments = built.screen.arcs.reduce((sum, arc) => sum + arc.length - 1, 0);
    expect(segments).toBe(17 + 4);
    expect(built.print.arcs.length).toBe(built.screen.arcs.length);
  });

  it('counts the rings it repairs and the slivers it drops', () => {
    const withFlaws: CustomFeature[] = [
      ward('Fine', 'F', 10, 10, 1),
      // Not closed and a point repeated: mended.
      {
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [11, 10],
              [12, 10],
              [12, 10],
              [12, 11],
              [11, 11],
            ],
          ],
        },
        properties: { n: 'Open' },
      },
      // A ring of two points: dropped; a sliver beside a good part: dropped.
      {
        geometry: {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [13, 10],
                [14, 10],
                [13, 10],
              ],
            ],
            [square(13, 11, 1)],
            [square(15, 11, 1e-5)],
          ],
        },
        properties: { n: 'Spike' },
      },
    ];
    const result = buildCustomCountry(withFlaws, { nameProperty: 'n' });
    expect(result.repairedRings).toBe(2);
    expect(result.droppedSlivers).toBe(1);
    expect(result.projected.level1?.divisions.map((d) => d.name)).toEqual(['Unnamed 1', 'Open', 'Spike']);
  });

  it('simplifies the screen more than print, keeping every division', () => {
    const wiggly: Position[] = [];
    for (let i = 0; i <= 400; i += 1) wiggly.push([i / 400, Math.sin(i) * 1e-5]);
    const ring = [...wiggly, [1, 1], [0, 1], [0, 0]];
    const fine = buildCustomCountry(
      [{ geometry: { type: 'Polygon', coordinates: [ring.reverse()] }, properties: { n: 'Wiggle' } }],
      { nameProperty: 'n' },
    );
    const points = (t: typeof fine.screen) => t.arcs.reduce((sum, arc) => sum + arc.length, 0);
    expect(points(fine.screen)).toBeLessThan(points(fine.print));
    expect(points(fine.screen)).toBeGreaterThanOrEqual(4);
  });
});

describe('buildCustomCountry with a parent property', () => {
  const inDistrict = (feature: CustomFeature, district: string): CustomFeature => ({
    ...feature,
    properties: { ...feature.properties, DISTRICT: district },
  });
  // West: Abbey, Docks (and its island), a Central; Middle: Bridge, Park; East: Castle, another Central;
  // Fairfield has no district.
  const FEATURES: CustomFeature[] = [
    inDistrict(ward('Abbey', 'E1', -0.2, 51.45), 'West'),
    inDistrict(ward('Bridge', 'E2', -0.15, 51.45), 'Middle'),
    inDistrict(ward('Castle', 'E3', -0.1, 51.45), 'East'),
    inDistrict(ward('Docks', 'E4', -0.2, 51.5), 'West'),
    inDistrict(ward('Park', 'E5', -0.15, 51.5), 'Middle'),
    inDistrict(ward('Fairfield', 'E6', -0.1, 51.5), ' '),
    inDistrict(ward('Docks', 'E4', -0.02, 51.46, 0.01), 'West'),
    inDistrict(ward('Central', 'E7', -0.25, 51.45), 'West'),
    inDistrict(ward('Central', 'E8', -0.05, 51.45), 'East'),
  ];
  const built = buildCustomCountry(FEATURES, {
    nameProperty: 'WARD_NAME',
    codeProperty: 'WARD_CODE',
    parentProperty: 'DISTRICT',
  });
  const groups = built.projected.level1?.divisions ?? [];
  const divisions = built.projected.level2?.divisions ?? [];

  it('makes a first level of the groups and a second of the divisions, each under its group', () => {
    expect(groups.map((g) => [g.id, g.name])).toEqual([
      ['p1', 'West'],
      ['p2', 'Middle'],
      ['p3', 'East'],
      ['p4', UNASSIGNED_GROUP],
    ]);
    // One division per name within its group: the two Centrals stay two.
    expect(divisions.map((d) => [d.id, d.name, d.code, d.parent])).toEqual([
      ['c1', 'Abbey', 'E1', 'p1'],
      ['c2', 'Bridge', 'E2', 'p2'],
      ['c3', 'Castle', 'E3', 'p3'],
      ['c4', 'Docks', 'E4', 'p1'],
      ['c5', 'Park', 'E5', 'p2'],
      ['c6', 'Fairfield', 'E6', 'p4'],
      ['c7', 'Central', 'E7', 'p1'],
      ['c8', 'Central', 'E8', 'p3'],
    ]);
    const ids = [...groups, ...divisions].map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(groups.every((g) => g.parent === undefined && g.code === undefined)).toBe(true);
  });

  it('draws each group as the union of its divisions, on the same borders', () => {
    for (const [key, level2] of [
      ['screen', built.level2?.screen],
      ['print', built.level2?.print],
    ] as const) {
      if (!level2) throw new Error('no second level');
      const areas = (topology: DivisionTopology) =>
        feature(topology, topology.objects.divisions).features.map((f) => ({
          id: f.id,
          parent: f.properties.parent,
          area: geoArea(f),
        }));
      const children = areas(level2);
      for (const group of areas(built[key])) {
        const sum = children.filter((c) => c.parent === group.id).reduce((s, c) => s + c.area, 0);
        expect(group.area).toBeGreaterThan(0);
        expect(Math.abs(group.area - sum) / sum).toBeLessThan(1e-9);
      }
    }
    // West is its wards in one piece and Docks’s island; its inner borders are not drawn on level 1.
    const west = groups[0];
    expect(west?.d.match(/M/g)).toHaveLength(2);
    const segments = (t: DivisionTopology) => t.arcs.reduce((sum, arc) => sum + arc.length - 1, 0);
    expect(segments(built.screen)).toBeLessThan(segments(built.level2?.screen ?? built.screen));
    // Both levels are fitted alike: a group spans its wards.
    const [x0, y0, x1, y1] = west?.bbox ?? [0, 0, 0, 0];
    const docks = divisions.find((d) => d.name === 'Docks');
    expect(x1).toBeCloseTo(docks?.bbox[2] ?? NaN, 1);
    expect(x0).toBeCloseTo(0, 0);
    expect(y1 - y0).toBeGreaterThan(0);
  });

  it('simplifies both levels for the screen more than for print', () => {
    const wiggly: Position[] = [];
    for (let i = 0; i <= 400; i += 1) wiggly.push([i / 400, Math.sin(i) * 1e-5]);
    const ring = [...wiggly, [1, 1], [0, 1], [0, 0]].reverse();
    const fine = buildCustomCountry(
      [{ geometry: { type: 'Polygon', coordinates: [ring] }, properties: { n: 'Wiggle', g: 'All' } }],
      { nameProperty: 'n', parentProperty: 'g' },
    );
    const points = (t: DivisionTopology | undefined) =>
      t?.arcs.reduce((sum, arc) => sum + arc.length, 0) ?? 0;
    expect(points(fine.screen)).toBeLessThan(points(fine.print));
    expect(points(fine.screen)).toBeGreaterThanOrEqual(4);
    expect(points(fine.level2?.screen)).toBe(points(fine.screen));
    expect(points(fine.level2?.print)).toBe(points(fine.print));
  });

  it('makes one level without a parent property', () => {
    expect(buildCustomCountry(FEATURES, { nameProperty: 'WARD_NAME' }).level2).toBeUndefined();
  });
});

describe('property choice', () => {
  it('summarises the properties and guesses the name', () => {
    const summaries = summariseProperties(WARDS);
    expect(summaries.map((s) => [s.key, s.distinct])).toEqual([
      ['WARD_NAME', 6],
      ['WARD_CODE', 6],
      ['population', 1],
    ]);
    expect(summaries[0]?.examples).toEqual(['Abbey', 'Bridge', 'Castle']);
    expect(guessNameProperty(summaries, WARDS)).toBe('WARD_NAME');
  });
});
