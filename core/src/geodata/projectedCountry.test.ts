import { describe, expect, it } from 'vitest';
import { projectCountry } from '../geo/project';
import type { DivisionTopology } from '../geo/topology';
import { parseProjectedCountry, projectedCountryFile } from './projectedCountry';

/** Two squares side by side, as the pipeline's TopoJSON (one object `divisions`, quantized arcs). */
const topology = {
  type: 'Topology',
  transform: { scale: [0.001, 0.001], translate: [10, 10] },
  objects: {
    divisions: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', arcs: [[0, 1]], id: 'A', properties: { name: 'West' } },
        { type: 'Polygon', arcs: [[2, -1]], id: 'B', properties: { name: 'East', parent: 'P' } },
      ],
    },
  },
  arcs: [
    [
      [1000, 0],
      [0, 1000],
    ],
    [
      [1000, 1000],
      [-1000, 0],
      [0, -1000],
      [1000, 0],
    ],
    [
      [1000, 0],
      [1000, 0],
      [0, 1000],
      [-1000, 0],
    ],
  ],
} as unknown as DivisionTopology;

describe('projected country files', () => {
  it('round-trip what projectCountry returns, through JSON', () => {
    const projected = projectCountry({ level2: topology }, { type: 'mercator' });
    const file = JSON.parse(JSON.stringify(projectedCountryFile(projected))) as unknown;
    expect(parseProjectedCountry(file)).toEqual(JSON.parse(JSON.stringify(projected)));
    expect(parseProjectedCountry(file).level2?.divisions.map((d) => d.id)).toEqual(['A', 'B']);
  });

  it('give levels of a file written before extents their extent from the divisions', () => {
    const projected = projectCountry({ level2: topology }, { type: 'mercator' });
    const file = JSON.parse(JSON.stringify(projectedCountryFile(projected))) as {
      level2: { extent?: unknown };
    };
    delete file.level2.extent;
    expect(parseProjectedCountry(file).level2?.extent).toEqual(projected.level2?.extent);
    expect(projected.level2?.extent).toEqual([0, 0, 1000, 508.5]);
  });

  it('refuse a damaged file with a message naming the place', () => {
    const projected = projectCountry({ level2: topology }, { type: 'mercator' });
    const file = JSON.parse(JSON.stringify(projectedCountryFile(projected))) as {
      level2: { divisions: { d: unknown }[] };
    };
    const first = file.level2.divisions[0];
    if (first) first.d = 42;
    expect(() => parseProjectedCountry(file)).toThrow(/damaged \(level2\.divisions\.0\.d: /);
    expect(() => parseProjectedCountry({ version: 2 })).toThrow(/damaged/);
  });
});
