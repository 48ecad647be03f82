import { describe, expect, it } from 'vitest';
import type { ProjectedDivision, ProjectedLevel } from '@mapwright/core/geo/projected-level';
import { tilesOf } from './tiles';

function level(count: number, width = 1000, height = 500): ProjectedLevel {
  const perRow = Math.ceil(Math.sqrt(count));
  const divisions: ProjectedDivision[] = Array.from({ length: count }, (_, i) => {
    const x = ((i % perRow) + 0.5) * (width / perRow);
    const y = (Math.floor(i / perRow) + 0.5) * (height / perRow);
    return { id: `d${i}`, name: `D ${i}`, d: 'M0,0Z', bbox: [x - 1, y - 1, x + 1, y + 1], centroid: [x, y] };
  });
  return { level: 2, space: { width, height }, divisions, borders: '', extent: [0, 0, width, height] };
}

describe('tilesOf', () => {
  it('keeps a small level in one tile', () => {
    const tiles = tilesOf(level(77));
    expect(tiles.count).toBe(1);
    expect(new Set(tiles.tileOf.values())).toEqual(new Set([0]));
  });

  it('splits a heavy level into at most 4 x 4 tiles, every division in exactly one', () => {
    const romaniaLike = level(3186);
    const tiles = tilesOf(romaniaLike);
    expect(tiles.count).toBe(16);
    expect(tiles.tileOf.size).toBe(3186);
    const perTile = new Map<number, number>();
    for (const tile of tiles.tileOf.values()) perTile.set(tile, (perTile.get(tile) ?? 0) + 1);
    expect(perTile.size).toBe(16);
    // Spread evenly on this regular grid: no tile holds more than a tenth of the map.
    expect(Math.max(...perTile.values())).toBeLessThan(3186 / 10);
  });

  it('puts a division in the cell of its bounding box centre, edges included', () => {
    const base = level(900);
    const corner = (id: string, x: number, y: number): ProjectedDivision => ({
      id,
      name: id,
      d: 'M0,0Z',
      bbox: [x, y, x, y],
      centroid: [x, y],
    });
    const tiles = tilesOf({
      ...base,
      divisions: [...base.divisions, corner('top-left', 0, 0), corner('bottom-right', 1000, 500)],
    });
    expect(tiles.count).toBe(4);
    expect(tiles.tileOf.get('top-left')).toBe(0);
    expect(tiles.tileOf.get('bottom-right')).toBe(3);
  });
});
