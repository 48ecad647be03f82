import { describe, expect, it } from 'vitest';
import { geoPath } from 'd3-geo';
import { meshArcs } from 'topojson-client';
import { fitMapProjection, projectLevel, projectLevelWithGeoPath } from './project';
import { ringsOf } from './path-rings';
import { meshLines } from './project-arcs';
import { createProjection, type ProjectionSpec } from './projection';
import { MAP_SPACE_SIZE } from './projected-level';
import { twoSquaresTopology } from './test-topology';
import { divisionFeatures, divisionsObject, type DivisionTopology } from './topology';

/**
 * A quantized, delta-encoded topology (as the pipeline writes them): a 0.04 x 0.04 degree square with
 * a 0.01 hole (division H, a Polygon with two rings), the hole itself (I), and a MultiPolygon (M) of
 * two islands east of it. The square and the hole share arc 1. Edges are short, as in the pipeline's
 * files: d3 draws an edge as a great circle (resampled), the arcs' projection as a straight line, and
 * the two only part visibly over edges of degrees (4 degrees at 48 N bulge by 0.5% of the map).
 */
function quantizedTopology(): DivisionTopology {
  return {
    type: 'Topology',
    transform: { scale: [0.0001, 0.0001], translate: [20, 44] },
    arcs: [
      // 0: outer ring of H, clockwise on the sphere (north-west → north-east → south-east → south-west).
      [
        [0, 400],
        [400, 0],
        [0, -400],
        [-400, 0],
        [0, 400],
      ],
      // 1: the hole's ring (shared with I).
      [
        [150, 150],
        [0, 100],
        [100, 0],
        [0, -100],
        [-100, 0],
      ],
      // 2, 3: islands of M.
      [
        [500, 0],
        [0, 100],
        [100, 0],
        [0, -100],
        [-100, 0],
      ],
      [
        [700, 200],
        [0, 50],
        [50, 0],
        [0, -50],
        [-50, 0],
      ],
    ],
    objects: {
      divisions: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', id: 'H', arcs: [[0], [~1]], properties: { name: 'Holed' } },
          { type: 'Polygon', id: 'I', arcs: [[1]], properties: { name: 'Inner', parent: 'P' } },
          { type: 'MultiPolygon', id: 'M', arcs: [[[2]], [[3]]], properties: { name: 'Islands' } },
        ],
      },
    },
  };
}

const SPECS: ProjectionSpec[] = [
  { type: 'mercator' },
  { type: 'transverseMercator', rotate: [-22, -46] },
  { type: 'conicEqualArea', rotate: [-22, 0], parallels: [44, 48] },
  { type: 'azimuthalEqualArea', rotate: [-22, -46] },
];

describe('projectLevel (by arcs) against d3 geoPath', () => {
  for (const spec of SPECS) {
    for (const [name, topology] of [
      ['two squares', twoSquaresTopology()],
      ['quantized, hole, multipolygon', quantizedTopology()],
    ] as const) {
      it(`${spec.type}: ${name}`, () => {
        const fitted = fitMapProjection(spec, topology);
        const ours = projectLevel(topology, fitted, 2);
        const d3 = projectLevelWithGeoPath(topology, fitted, 2);
        expect(ours.divisions.map((d) => d.id)).toEqual(d3.divisions.map((d) => d.id));
        ours.divisions.forEach((a, i) => {
          const b = d3.divisions[i];
          if (!b) throw new Error('missing division');
          const { d: _a, bbox: ba, centroid: ca, ...restA } = a;
          const { d: _b, bbox: bb, centroid: cb, ...restB } = b;
          expect(restA).toEqual(restB);
          expect(a.d.match(/M/g)?.length).toBe(b.d.match(/M/g)?.length);
          // Each ring: an absolute first point, relative offsets, closed.
          expect(a.d).toMatch(/^(M[-.\d]+,[-.\d]+(l[-. \d]+)+Z)+$/);
          // d3 resamples long edges of curved projections; the arcs' points alone stay within 0.5 units.
          ba.forEach((v, k) => expect(Math.abs(v - (bb[k] ?? NaN))).toBeLessThan(0.5));
          expect(Math.hypot(ca[0] - cb[0], ca[1] - cb[1])).toBeLessThan(0.5);
        });
        expect(ours.borders.match(/M/g)?.length).toBe(d3.borders.match(/M/g)?.length);
        expect(ours.space).toEqual(d3.space);
      });
    }
  }

  it('gives the same points as d3 where d3 adds no points (Mercator, straight edges)', () => {
    for (const [topology, digits] of [
      [twoSquaresTopology(), 1],
      [quantizedTopology(), 1],
      [quantizedTopology(), 2],
      [quantizedTopology(), 0],
    ] as const) {
      const fitted = fitMapProjection({ type: 'mercator' }, topology);
      const ours = projectLevel(topology, fitted, 1, { digits });
      const d3 = projectLevelWithGeoPath(topology, fitted, 1, { digits });
      const strip = ({ d: _d, ...rest }: (typeof ours.divisions)[number]) => rest;
      expect(ours.divisions.map(strip)).toEqual(d3.divisions.map(strip));
      ours.divisions.forEach((a, i) => expectSamePoints(a.d, d3.divisions[i]?.d ?? ''));
      expectSamePoints(ours.borders, d3.borders);
      // The offsets make the text shorter than d3's absolute coordinates.
      expect(ours.borders.length).toBeLessThan(d3.borders.length);
    }
  });

  it('writes offsets as short as SVG allows', () => {
    const topology = quantizedTopology();
    const fitted = fitMapProjection({ type: 'mercator' }, topology);
    const ours = projectLevel(topology, fitted, 2, { digits: 2 });
    for (const { d } of ours.divisions) {
      expect(d).not.toMatch(/(^|[^\d])0\.\d/); // "0.5" is written ".5"
      expect(d).not.toMatch(/ -/); // no separator before a minus
      expect(d).not.toMatch(/\.\d+ \./); // nor before a second fraction
    }
  });

  it('keeps a hole as a second ring of the same path, and the area centroid of the shape', () => {
    const topology = quantizedTopology();
    const fitted = fitMapProjection({ type: 'mercator' }, topology);
    const [holed, inner] = projectLevel(topology, fitted, 2).divisions;
    expect(holed?.d.match(/M/g)).toHaveLength(2);
    // The hole (1.5..2.5 of 0..4 on each axis) is centred, so the centroid stays in the middle.
    const centreX = ((holed?.bbox[0] ?? 0) + (holed?.bbox[2] ?? 0)) / 2;
    expect(holed?.centroid[0]).toBeCloseTo(centreX, 0);
    expect(inner?.parent).toBe('P');
  });
});

describe('fitMapProjection against d3 fitExtent', () => {
  for (const spec of SPECS) {
    it(`${spec.type}: the same map space and placement as fitting by streaming the geometry`, () => {
      const topology = quantizedTopology();
      const collection = { type: 'FeatureCollection' as const, features: divisionFeatures(topology) };
      const reference = createProjection(spec).fitExtent(
        [
          [0, 0],
          [MAP_SPACE_SIZE, MAP_SPACE_SIZE],
        ],
        collection,
      );
      const [[x0, y0], [x1, y1]] = geoPath(reference).bounds(collection);
      const fitted = fitMapProjection(spec, topology);
      expect(fitted.space.width).toBeCloseTo(x1 - x0, 6);
      expect(fitted.space.height).toBeCloseTo(y1 - y0, 6);
      expect(Math.max(fitted.space.width, fitted.space.height)).toBeCloseTo(MAP_SPACE_SIZE, 6);
      for (const point of [
        [20.01, 44.02],
        [20.07, 44.03],
      ] as [number, number][]) {
        const [rx = NaN, ry = NaN] = reference(point) ?? [];
        const [fx = NaN, fy = NaN] = fitted.projection(point) ?? [];
        expect(fx).toBeCloseTo(rx - x0, 6);
        expect(fy).toBeCloseTo(ry - y0, 6);
      }
    });
  }
});

describe('meshLines', () => {
  it('gives the same lines as topojson-client meshArcs', () => {
    for (const topology of [twoSquaresTopology(), quantizedTopology()]) {
      const object = divisionsObject(topology);
      expect(meshLines(topology, object.geometries)).toEqual(meshArcs(topology, object).arcs);
    }
  });
});

/** Two paths' rings have the same points, to rounding (relative offsets are summed in floating point). */
function expectSamePoints(a: string, b: string): void {
  const ours = ringsOf(a);
  const theirs = ringsOf(b);
  expect(ours.map((ring) => ring.length)).toEqual(theirs.map((ring) => ring.length));
  ours.forEach((ring, r) => ring.forEach((v, i) => expect(v).toBeCloseTo(theirs[r]?.[i] ?? NaN, 9)));
}
