import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectedLevel } from '../geo/projected-level';
import { CellCounter, cellsInRings, levelCells } from './pixel-cells';

/** The cells of `rings` by testing every cell centre of the grid over them, even-odd. */
function bruteForceCells(rings: readonly Float64Array[], pitch: number): Set<string> {
  const found = new Set<string>();
  const ys = rings.flatMap((ring) => [...ring].filter((_, i) => i % 2 === 1));
  const xs = rings.flatMap((ring) => [...ring].filter((_, i) => i % 2 === 0));
  for (let r = Math.floor(Math.min(...ys) / pitch) - 1; r <= Math.max(...ys) / pitch + 1; r++) {
    for (let c = Math.floor(Math.min(...xs) / pitch) - 1; c <= Math.max(...xs) / pitch + 1; c++) {
      const x = (c + 0.5) * pitch;
      const y = (r + 0.5) * pitch;
      let inside = false;
      for (const ring of rings) {
        const n = ring.length / 2;
        for (let k = 0, j = n - 1; k < n; j = k++) {
          const xk = ring[2 * k] as number;
          const yk = ring[2 * k + 1] as number;
          const xj = ring[2 * j] as number;
          const yj = ring[2 * j + 1] as number;
          // Half-open in y (top <= y < bottom), as the scanline counts a crossing.
          if (yk <= y !== yj <= y && x >= xk + ((y - yk) * (xj - xk)) / (yj - yk)) inside = !inside;
        }
      }
      if (inside) found.add(`${c},${r}`);
    }
  }
  return found;
}

const pairs = (cells: Int32Array) =>
  Array.from({ length: cells.length / 2 }, (_, i) => `${cells[2 * i]},${cells[2 * i + 1]}`);

describe('cellsInRings', () => {
  it('finds exactly the cells whose centre is inside, even-odd, for any polygon', () => {
    const point = fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }));
    fc.assert(
      fc.property(
        fc.array(fc.array(point, { minLength: 3, maxLength: 9 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(7, 10, 13.5),
        (polygons, pitch) => {
          const rings = polygons.map((ring) => Float64Array.from(ring.flat().map((v) => v / 4)));
          const cells = pairs(cellsInRings(rings, pitch / 4));
          expect(new Set(cells).size).toBe(cells.length);
          expect(new Set(cells)).toEqual(bruteForceCells(rings, pitch / 4));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('CellCounter', () => {
  const level: ProjectedLevel = {
    level: 2,
    space: { width: 100, height: 100 },
    borders: '',
    extent: [0, 0, 100, 100],
    divisions: Array.from({ length: 30 }, (_, i) => {
      const x = (i % 6) * 16;
      const y = Math.floor(i / 6) * 19;
      return {
        id: `D${i}`,
        name: `D${i}`,
        d: `M${x},${y}L${x + 15},${y}L${x + 15},${y + 18}L${x},${y + 18}Z`,
        bbox: [x, y, x + 15, y + 18] as const,
        centroid: [x + 7.5, y + 9] as const,
      };
    }),
  } as unknown as ProjectedLevel;

  it('counts a level in pieces to what levelCells counts at once, and levelCells then reuses it', () => {
    const fresh = () => ({ ...level, divisions: [...level.divisions] });
    const whole = levelCells(fresh(), 1.5);
    const pieces = fresh();
    const counter = new CellCounter(pieces, 1.5);
    let steps = 0;
    let left = 0;
    while (!counter.step(() => ++left % 4 !== 0)) steps++;
    expect(steps).toBeGreaterThan(10);
    const counted = counter.cells;
    expect(counted?.total).toBe(whole.total);
    expect(counted?.divisions.map((d) => pairs(d.cells))).toEqual(whole.divisions.map((d) => pairs(d.cells)));
    expect(levelCells(pieces, 1.5)).toBe(counted);
    expect(levelCells(pieces, 2)).not.toBe(counted);
    const moved = { D3: { dx: 2, dy: 0 } };
    const counting = new CellCounter(pieces, 1.5, moved);
    expect(counting.cells).toBeUndefined();
    expect(counting.counts(pieces, 1.5, moved)).toBe(true);
    expect(counting.counts(pieces, 1.5, { ...moved })).toBe(false);
    expect(counting.counts(pieces, 2, moved)).toBe(false);
  });

  it('lists each division’s cells row by row through rowOrder', () => {
    const [division] = levelCells({ ...level, divisions: [...level.divisions] }, 1.5).divisions;
    const rows = [...(division?.rowOrder ?? [])].map((i) => [
      division?.cells[2 * i + 1],
      division?.cells[2 * i],
    ]);
    const sorted = [...rows].sort(
      (a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number),
    );
    expect(rows).toEqual(sorted);
    expect(new Set(division?.rowOrder).size).toBe(rows.length);
  });
});
