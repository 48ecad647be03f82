import { describe, expect, it } from 'vitest';
import { projectCountry } from '../geo/project';
import type { DivisionTopology } from '../geo/topology';
import {
  divisionProblem,
  parseProjectedCountry,
  projectedCountryFile,
  projectedDivisionSchema,
} from './projectedCountry';

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

  it("carry a region's context path through, and leave it out for a country", () => {
    const projected = {
      ...projectCountry({ level2: topology }, { type: 'mercator' }),
      context: 'M0,0h10v10z',
    };
    const file = JSON.parse(JSON.stringify(projectedCountryFile(projected))) as unknown;
    expect(parseProjectedCountry(file).context).toBe('M0,0h10v10z');
    const country = projectCountry({ level2: topology }, { type: 'mercator' });
    expect('context' in parseProjectedCountry(projectedCountryFile(country))).toBe(false);
    expect(() => parseProjectedCountry({ ...(file as object), context: 7 })).toThrow(/damaged \(context/);
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

describe('the division check of the load', () => {
  const valid = {
    id: 'RO-AB-1',
    name: 'Alba Iulia',
    nameLocal: 'Alba Iulia',
    code: '1017',
    parent: 'RO-AB',
    d: 'M0,0L1,0L1,1Z',
    bbox: [0, 0, 1, 1],
    centroid: [0.5, 0.5],
  };
  const broken: Record<string, unknown[]> = {
    id: [undefined, '', 7, null],
    name: [undefined, '', 7, null],
    nameLocal: [7, null, {}],
    code: [7, null, []],
    parent: [7, null, false],
    d: [undefined, 42, null, []],
    bbox: [
      undefined,
      [0, 0, 1],
      [0, 0, 1, 1, 2],
      [0, 0, 1, Number.NaN],
      [0, 0, 1, Infinity],
      [0, 0, 1, '1'],
      {},
    ],
    centroid: [undefined, [0], [0, 1, 2], [0, Number.NaN], 'x'],
    aliases: ['Sicily', [1], [null], {}],
    formerCodes: ['03152', [3152]],
  };
  const cases: [string, unknown][] = [
    ['valid', valid],
    ['without the optional fields', { ...valid, nameLocal: undefined, code: undefined, parent: undefined }],
    ['with a field it does not know', { ...valid, extra: 1 }],
    ['with aliases and former codes', { ...valid, aliases: ['Sicily'], formerCodes: ['03152', '03156'] }],
    ['null', null],
    ['an array', [valid]],
    ['a string', 'division'],
    ...Object.entries(broken).flatMap(([field, values]) =>
      values.map((value): [string, unknown] => [`${field} = ${String(value)}`, { ...valid, [field]: value }]),
    ),
  ];

  it.each(cases)('agrees with projectedDivisionSchema: %s', (_label, division) => {
    expect(divisionProblem(division) === undefined).toBe(projectedDivisionSchema.safeParse(division).success);
  });

  it('names the field it refuses', () => {
    expect(divisionProblem({ ...valid, bbox: [0, 0, 1] })?.field).toBe('bbox');
    expect(divisionProblem(null)?.field).toBe('');
  });
});
