import { describe, expect, it } from 'vitest';
import { segmentHitsBox } from './box';
import { BoxGrid, segmentsCross } from './grid';

describe('the placement grid', () => {
  it('finds overlapping boxes across cells and leaves touching ones free', () => {
    const grid = new BoxGrid(1000, 800, 50);
    grid.addBox([100, 100, 180, 130]);
    expect(grid.boxFree([170, 120, 260, 150])).toBe(false);
    expect(grid.boxFree([180, 100, 260, 130])).toBe(true);
    expect(grid.boxFree([-50, -50, 10, 10])).toBe(true);
  });

  it('keeps boxes off leaders and leaders off boxes and each other', () => {
    const grid = new BoxGrid(1000, 800, 50);
    grid.addSegment([0, 0, 400, 400]);
    expect(grid.boxFree([190, 190, 210, 210])).toBe(false);
    expect(grid.boxFree([300, 0, 400, 50])).toBe(true);
    expect(grid.segmentFree([0, 400, 400, 0])).toBe(false);
    expect(grid.segmentFree([400, 400, 800, 400])).toBe(true);
    grid.addBox([600, 600, 700, 650]);
    expect(grid.segmentFree([500, 500, 800, 800])).toBe(false);
  });

  it('tells crossing segments and boxes apart from near misses', () => {
    expect(segmentsCross([0, 0, 10, 10], [0, 10, 10, 0])).toBe(true);
    expect(segmentsCross([0, 0, 10, 10], [10, 10, 20, 0])).toBe(false);
    expect(segmentHitsBox(0, 0, 10, 0, [2, -1, 4, 1])).toBe(true);
    expect(segmentHitsBox(0, 5, 10, 5, [2, -1, 4, 1])).toBe(false);
  });
});
