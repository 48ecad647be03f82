import { describe, expect, it } from 'vitest';
import type { DivisionTopology } from './topology';
import { fitMapProjection, projectLevel, projectLevelWithGeoPath } from './project';
import { arcsAcrossCut } from './project-arcs';
import { createProjection } from './projection';

/** Two squares: A across 30°W (the antimeridian of a world centred on 150°E), B well inside. */
function topology(): DivisionTopology {
  const square = (x0: number, x1: number) => [
    [x0, 0],
    [x0, 10],
    [x1, 10],
    [x1, 0],
    [x0, 0],
  ];
  return {
    type: 'Topology',
    arcs: [square(-35, -25), square(10, 20)],
    objects: {
      divisions: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', id: 'A', arcs: [[0]], properties: { name: 'A' } },
          { type: 'Polygon', id: 'B', arcs: [[1]], properties: { name: 'B' } },
        ],
      },
    },
  };
}

describe('a world centred off Greenwich (decision "The world\'s projection is the map\'s choice")', () => {
  const spec = { type: 'robinson' as const, rotate: [-150, 0] as [number, number] };

  it('finds the arcs across the antimeridian, and none without a rotation', () => {
    expect([...(arcsAcrossCut(topology(), createProjection(spec)) ?? [])]).toEqual([0]);
    expect(arcsAcrossCut(topology(), createProjection({ type: 'robinson' }))).toBeUndefined();
  });

  it('draws what crosses it clipped there, as d3 does, and the rest by its arcs', () => {
    const fitted = fitMapProjection(spec, topology());
    const ours = projectLevel(topology(), fitted, 1);
    const reference = projectLevelWithGeoPath(topology(), fitted, 1);
    const a = ours.divisions[0]!;
    expect(a.d).toBe(reference.divisions[0]!.d);
    // Cut in two: one piece at each edge of the world, so its box spans it.
    expect(a.d.match(/M/g)?.length).toBe(2);
    expect(a.bbox[2] - a.bbox[0]).toBeGreaterThan(fitted.space.width * 0.9);
    expect(ours.borders).toBe(reference.borders);
    // B is drawn by its arcs: the same box as d3's within rounding.
    const b = ours.divisions[1]!;
    const rb = reference.divisions[1]!;
    b.bbox.forEach((v, i) => expect(Math.abs(v - rb.bbox[i]!)).toBeLessThanOrEqual(0.2));
  });
});
