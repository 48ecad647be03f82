import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { coverageOfUnions, coverageProblems } from './coverage';
import { cleanPolygons, clipToMask, dissolveByKey, eraseByMask } from './mapshaperOps';

/** A square of `s` degrees at (x, y), near the equator (1° ≈ 111 km). */
const sq = (x: number, y: number, s = 1): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + s, y],
      [x + s, y + s],
      [x, y + s],
      [x, y],
    ],
  ],
});
const multi = (...ps: Polygon[]) => ({
  type: 'MultiPolygon' as const,
  coordinates: ps.map((p) => p.coordinates),
});

describe('coverage of two levels', () => {
  it('is zero for a level 1 dissolved from its level 2', async () => {
    const level2 = [sq(0, 0), sq(1, 0), sq(0, 1), sq(1, 1)];
    const level1 = await dissolveByKey(level2.map((g, i) => ({ key: i < 2 ? 'A' : 'B', geometry: g })));
    const union = async (gs: readonly Polygon[]) =>
      (await dissolveByKey(gs.map((geometry) => ({ key: 'u', geometry })))).get('u')!;
    const c = coverageOfUnions(await union([...level1.values()] as Polygon[]), await union(level2));
    expect(Math.abs(c.areaDiffPct)).toBeLessThan(1e-9);
    expect(c.distanceKm).toBeLessThan(1e-6);
    expect(coverageProblems('XXX', c)).toEqual([]);
  });

  it('fails levels that disagree: an island only level 1 has', () => {
    const c = coverageOfUnions(multi(sq(0, 0, 2), sq(10, 0, 0.1)), multi(sq(0, 0, 2)));
    expect(c.distanceKm).toBeGreaterThan(800);
    expect(c.worst.level).toBe(1);
    const problems = coverageProblems('XXX', c);
    expect(problems.some((p) => p.includes('km apart'))).toBe(true);
  });

  it('fails a level 2 that includes a lake level 1 leaves out', () => {
    const lake = sq(0.5, 0.5, 0.5);
    const level1: Polygon = {
      type: 'Polygon',
      coordinates: [...sq(0, 0, 2).coordinates, lake.coordinates[0]!.slice().reverse()],
    };
    const c = coverageOfUnions(level1, sq(0, 0, 2));
    expect(c.areaDiffPct).toBeCloseTo(6.67, 1);
    expect(coverageProblems('XXX', c)).toHaveLength(2);
  });
});

describe('making the levels agree', () => {
  it('clips level 2 to level 1 land: lakes and sea out', async () => {
    const land = [sq(0, 0, 2)];
    const clipped = await clipToMask(
      [
        { key: 'a', geometry: sq(-1, -1, 2) },
        { key: 'sea', geometry: sq(5, 5) },
      ],
      land,
    );
    const a = clipped.get('a')!;
    expect(coverageOfUnions(a, sq(0, 0, 1)).distanceKm).toBeLessThan(1e-6);
    expect(clipped.get('sea')).toBeNull();
  });

  it('closes a sliver between neighbours that do not quite meet', async () => {
    // b's western border bends 5 m away from a's eastern border: a sliver of 0.3 km² between them.
    const gap = 0.00005;
    const b: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [1, 0],
          [2, 0],
          [2, 1],
          [1, 1],
          [1 + gap, 0.5],
          [1, 0],
        ],
      ],
    };
    const items = [
      { key: 'a', geometry: sq(0, 0) },
      { key: 'b', geometry: b },
    ];
    const union = async (gs: readonly { geometry: Polygon }[]) =>
      (await dissolveByKey(gs.map((g) => ({ key: 'u', geometry: g.geometry })))).get('u') as Polygon;
    expect((await union(items)).coordinates).toHaveLength(2); // the sliver is a hole
    const cleaned = await cleanPolygons(items, 1);
    const fixed = await union([...cleaned.values()].map((g) => ({ geometry: g as Polygon })));
    expect(fixed.coordinates).toHaveLength(1);
  });

  it('finds level-1 land no level-2 unit covers', async () => {
    const rest = await eraseByMask([{ key: 'D', geometry: sq(0, 0, 2) }], [sq(0, 0, 1), sq(1, 0, 1)], 5);
    const d = rest.get('D')!;
    expect(coverageOfUnions(d, sq(0, 1, 2)).distanceKm).toBeGreaterThan(100); // the top half, not the whole
    expect(rest.size).toBe(1);
  });
});
