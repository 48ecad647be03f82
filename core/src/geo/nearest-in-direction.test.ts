import { describe, expect, it } from 'vitest';
import { nearestInDirection, nearestTo, type PointXY } from './nearest-in-direction';

// A 3 x 3 grid of cells named by row and column, 10 apart; y grows downwards.
const grid = ['a', 'b', 'c'].flatMap((row, r) =>
  [1, 2, 3].map((col, c) => ({ id: `${row}${col}`, x: c * 10, y: r * 10 })),
);
const at = (id: string): PointXY => grid.find((cell) => cell.id === id) ?? { x: NaN, y: NaN };
const step = (from: string, direction: 'up' | 'down' | 'left' | 'right') =>
  nearestInDirection(
    grid,
    at(from),
    direction,
    (cell) => cell,
    (cell) => cell.id === from,
  )?.id;

describe('nearestInDirection', () => {
  it('moves to the neighbour in each direction on a grid', () => {
    expect(step('b2', 'up')).toBe('a2');
    expect(step('b2', 'down')).toBe('c2');
    expect(step('b2', 'left')).toBe('b1');
    expect(step('b2', 'right')).toBe('b3');
  });

  it('stops at the edge', () => {
    expect(step('a1', 'up')).toBeUndefined();
    expect(step('c3', 'right')).toBeUndefined();
  });

  it('prefers an item nearly ahead to a nearer one far to the side', () => {
    const items = [
      { id: 'side', x: 3, y: 9 }, // nearer, but mostly below
      { id: 'ahead', x: 12, y: 1 },
    ];
    expect(nearestInDirection(items, { x: 0, y: 0 }, 'right', (i) => i)?.id).toBe('ahead');
  });

  it('falls back to anything ahead when nothing is inside the cone', () => {
    const items = [{ id: 'steep', x: 1, y: 10 }];
    expect(nearestInDirection(items, { x: 0, y: 0 }, 'right', (i) => i)?.id).toBe('steep');
  });
});

describe('nearestTo', () => {
  it('finds the item nearest a point', () => {
    expect(nearestTo(grid, { x: 11, y: 9 }, (cell) => cell)?.id).toBe('b2');
    expect(nearestTo([], { x: 0, y: 0 }, (cell: PointXY) => cell)).toBeUndefined();
  });
});
