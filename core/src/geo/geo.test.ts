import { describe, expect, it } from 'vitest';
import { findDivisions, normaliseForSearch } from './find-divisions';
import { fitMapProjection, projectCountry, projectionFromFit, projectLevel } from './project';
import { MAP_SPACE_SIZE, type ProjectedDivision } from './projected-level';
import { createProjection, projectionSpecSchema, type ProjectionSpec } from './projection';
import { twoSquaresTopology } from './test-topology';
import { subpathsOf } from './path-rings';
import type { DivisionTopology } from './topology';

describe('projection spec', () => {
  it('validates specs and builds each projection type', () => {
    const types = [
      'mercator',
      'transverseMercator',
      'conicEqualArea',
      'azimuthalEqualArea',
      'equalEarth',
      'robinson',
      'winkelTripel',
    ] as const;
    for (const type of types) {
      const spec = projectionSpecSchema.parse({ type, rotate: [-80, 0, 0], parallels: [10, 20] });
      expect(createProjection(spec)([80, 7])?.every(Number.isFinite)).toBe(true);
    }
    expect(projectionSpecSchema.safeParse({ type: 'bonne' }).success).toBe(false);
    expect(projectionSpecSchema.safeParse({ type: 'mercator', center: [200, 0] }).success).toBe(false);
  });
});

describe('projectCountry', () => {
  const topology = twoSquaresTopology();
  const projected = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });

  it('carries the fit, which rebuilds the fitted projection without the geometry', () => {
    const fitted = fitMapProjection({ type: 'mercator' }, topology).projection;
    expect(projected.fit).toBeDefined();
    const rebuilt = projectionFromFit({ type: 'mercator' }, projected.fit ?? { scale: 1, translate: [0, 0] });
    for (const point of [
      [0, 0],
      [0.5, 0.25],
      [1.5, 0.75],
    ] as [number, number][]) {
      expect(rebuilt(point)).toEqual(fitted(point));
    }
  });

  it('fits the map into map space, longer side MAP_SPACE_SIZE, starting at the origin', () => {
    expect(projected.space.width).toBeCloseTo(MAP_SPACE_SIZE, 6);
    // Two 1-degree squares on the equator in Mercator: twice as wide as high.
    expect(projected.space.height).toBeCloseTo(MAP_SPACE_SIZE / 2, 0);
    for (const division of projected.level1?.divisions ?? []) {
      const [x0, y0, x1, y1] = division.bbox;
      expect(x0).toBeGreaterThanOrEqual(0);
      expect(y0).toBeGreaterThanOrEqual(0);
      expect(x1).toBeLessThanOrEqual(projected.space.width + 0.05);
      expect(y1).toBeLessThanOrEqual(projected.space.height + 0.05);
    }
  });

  it('carries ids and properties through and places the squares side by side', () => {
    const [a, b] = projected.level1?.divisions ?? [];
    expect(a).toMatchObject({ id: 'A', name: 'Île-de-France', code: 'FR-IDF' });
    expect(a && 'parent' in a).toBe(false);
    expect(b).toMatchObject({ id: 'B', name: 'Bretagne', nameLocal: 'Breizh', parent: 'P' });
    expect(a?.bbox[0]).toBeCloseTo(0, 1);
    expect(a?.bbox[2]).toBeCloseTo(500, 0);
    expect(b?.bbox[0]).toBeCloseTo(500, 0);
    expect(a?.centroid[0]).toBeCloseTo(250, 0);
    expect(b?.centroid[0]).toBeCloseTo(750, 0);
    expect(projected.level2?.level).toBe(2);
  });

  it('rounds path coordinates to 0.1 by default and to more digits for print', () => {
    const d = projected.level1?.divisions[0]?.d ?? '';
    expect(d).toMatch(/^M/);
    expect(d).not.toMatch(/\.\d\d/);
    const fitted = fitMapProjection({ type: 'mercator' }, topology);
    const fine = projectLevel(topology, fitted, 1, { digits: 3 });
    expect(fine.divisions[0]?.d.length).toBeGreaterThanOrEqual(d.length);
  });

  it('gives the border mesh: each shared border once', () => {
    const borders = projected.level1?.borders ?? '';
    const divisionPaths = (projected.level1?.divisions ?? []).map((x) => x.d);
    const shared = '500,0|500,500';
    expect(segments(borders).filter((k) => k === shared)).toHaveLength(1);
    expect(divisionPaths.flatMap(segments).filter((k) => k === shared)).toHaveLength(2);
    // Every edge of the two squares, and nothing else: 7 distinct segments.
    expect(new Set(segments(borders)).size).toBe(7);
    expect(segments(borders)).toHaveLength(7);
  });

  it('refuses a file that breaks the contract', () => {
    const broken = twoSquaresTopology();
    const first = broken.objects.divisions.geometries[0];
    if (first) delete first.id;
    expect(() => projectCountry({ level1: broken }, { type: 'mercator' })).toThrow(/no string id/);
    expect(() => projectCountry({}, { type: 'mercator' })).toThrow(/No map level/);
    const noObject = { ...twoSquaresTopology(), objects: {} } as unknown as DivisionTopology;
    expect(() => projectCountry({ level1: noObject }, { type: 'mercator' })).toThrow(/"divisions"/);
  });
});

describe('a fit box (a region fitted to its box, not to its outliers)', () => {
  const topology = twoSquaresTopology();
  const spec = { type: 'mercator' } as const;

  it('fills map space with the box, not with the geometry, and frames exactly the box', () => {
    // Square A (0..1 E) only: B reaches past the box and is cropped by the frame.
    const projected = projectCountry({ level1: topology, level2: topology }, spec, { fitTo: [0, 0, 1, 1] });
    // A 1-degree square in Mercator: a hair taller than wide.
    expect(projected.space.height).toBeCloseTo(MAP_SPACE_SIZE, 6);
    expect(projected.space.width).toBeCloseTo(MAP_SPACE_SIZE, -1);
    const [a, b] = projected.level1?.divisions ?? [];
    expect(a?.bbox[0]).toBeCloseTo(0, 1);
    expect(a?.bbox[2]).toBeCloseTo(projected.space.width, 0);
    expect(b?.bbox[2]).toBeCloseTo(2 * projected.space.width, 0);
    for (const level of [projected.level1, projected.level2])
      expect(level?.extent).toEqual([0, 0, projected.space.width, projected.space.height]);
  });

  it('gives the same projection to whatever refits it with the same box', () => {
    const projected = projectCountry({ level1: topology }, spec, { fitTo: [0, 0, 1, 1] });
    const refitted = fitMapProjection(spec, topology, { fitTo: [0, 0, 1, 1] });
    expect(refitted.projection.scale()).toBeCloseTo(projected.fit?.scale ?? 0, 9);
    expect(refitted.projection.translate()).toEqual(projected.fit?.translate);
    expect(refitted.space).toEqual(projected.space);
  });

  it("takes a box's curved edges into account and a box across the antimeridian", () => {
    // Under a conic projection the box's south edge bulges below its corners.
    const conic: ProjectionSpec = { type: 'conicEqualArea', parallels: [43, 62], rotate: [-10, 0] };
    const fitted = fitMapProjection(conic, topology, { fitTo: [-25, 34, 45, 72] });
    const [, southY] = fitted.projection([10, 34]) ?? [0, 0];
    expect(southY).toBeCloseTo(fitted.space.height, 3);
    expect(fitted.projection([-25, 34])?.[1]).toBeLessThan(southY);
    // 170 E to 170 W, across 180: a box 20 degrees wide, not 340.
    const pacific = fitMapProjection({ type: 'azimuthalEqualArea', rotate: [180, 0] }, topology, {
      fitTo: [170, -10, 190, 10],
    });
    expect(pacific.space.width / pacific.space.height).toBeCloseTo(1, 1);
  });

  it('leaves the fit to the geometry without a box', () => {
    expect(projectCountry({ level1: topology }, spec)).toEqual(
      projectCountry({ level1: topology }, spec, {}),
    );
    expect(projectCountry({ level1: topology }, spec).level1?.extent[2]).toBeCloseTo(1000, 0);
  });
});

describe('findDivisions', () => {
  const division = (id: string, name: string, extra: Partial<ProjectedDivision> = {}): ProjectedDivision => ({
    id,
    name,
    d: '',
    bbox: [0, 0, 0, 0],
    centroid: [0, 0],
    ...extra,
  });
  const divisions = [
    division('1', 'Île-de-France', { code: 'FR-IDF' }),
    division('2', "Provence-Alpes-Côte d'Azur"),
    division('3', 'Grand Est'),
    division('4', 'Centre-Val de Loire'),
    division('5', 'Estonia Road'),
    division('6', 'Bretagne', { nameLocal: 'Breizh' }),
    division('7', 'Forest'),
  ];

  it('ignores case, accents and punctuation', () => {
    expect(normaliseForSearch("  Côte-d'Azur ")).toBe('cote d azur');
    expect(findDivisions(divisions, 'ILE DE FR').map((f) => f.division.id)).toEqual(['1']);
    expect(findDivisions(divisions, 'cote d').map((f) => f.division.id)).toEqual(['2']);
  });

  it('finds a division by either name, and without its accents or special letters', () => {
    const named = [
      division('RO-IS', 'Iași'),
      division('01101', 'Chuo-ku, Sapporo', { nameLocal: '札幌市中央区' }),
      division('1804', 'Bodø'),
      division('VN-DN', 'Đà Nẵng'),
    ];
    const ids = (q: string) => findDivisions(named, q).map((f) => f.division.id);
    expect(ids('Iasi')).toEqual(['RO-IS']);
    expect(ids('Sapporo')).toEqual(['01101']);
    expect(ids('札幌')).toEqual(['01101']);
    expect(ids('Bodo')).toEqual(['1804']);
    expect(ids('Da Nang')).toEqual(['VN-DN']);
  });

  it('finds a division by its aliases: the English exonym of its official name', () => {
    const italy = [
      division('IT-82', 'Sicilia', { aliases: ['Sicily'] }),
      division('IT-75', 'Puglia', { aliases: ['Apulia'] }),
    ];
    const ids = (q: string) => findDivisions(italy, q).map((f) => f.division.id);
    expect(ids('Sicily')).toEqual(['IT-82']);
    expect(ids('SICILIA')).toEqual(['IT-82']);
    expect(ids('apul')).toEqual(['IT-75']);
  });

  it('ranks exact, then prefix, then word prefix, then substring', () => {
    const found = findDivisions(divisions, 'est');
    expect(found.map((f) => f.division.name)).toEqual(['Estonia Road', 'Grand Est', 'Forest']);
    expect(found.map((f) => f.rank)).toEqual([1, 2, 3]);
    expect(findDivisions(divisions, 'grand est')[0]?.rank).toBe(0);
  });

  it('searches local names and codes, honours the limit, and ignores an empty query', () => {
    expect(findDivisions(divisions, 'breiz')[0]?.division.id).toBe('6');
    expect(findDivisions(divisions, 'fr-idf')[0]?.division.id).toBe('1');
    expect(findDivisions(divisions, 'e', 2)).toHaveLength(2);
    expect(findDivisions(divisions, ' - ')).toEqual([]);
  });
});

/** The straight segments of a path, each as "x0,y0|x1,y1" with its ends in sorted order. */
function segments(d: string): string[] {
  const keys: string[] = [];
  // Relative offsets are summed in floating point: points are compared to a millionth of a unit.
  const near = (v: number | undefined) => Math.round((v ?? NaN) * 1e6) / 1e6;
  const at = (points: Float64Array, i: number) => `${near(points[2 * i])},${near(points[2 * i + 1])}`;
  for (const { points, closed } of subpathsOf(d)) {
    const count = points.length / 2;
    for (let i = 1; i < count; i++) keys.push([at(points, i - 1), at(points, i)].sort().join('|'));
    if (closed && count > 1) keys.push([at(points, count - 1), at(points, 0)].sort().join('|'));
  }
  return keys;
}
