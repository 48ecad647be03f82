import { describe, expect, it } from 'vitest';
import { BoxGrid } from './grid';
import { insetLabelBoxes, keepingOut, sameName } from './inset-boxes';

describe('the boxes labels are placed in (decision "An inset shows what the map shows at that place")', () => {
  it('compares names as a reader does', () => {
    expect(sameName('GUADELOUPE', 'Guadeloupe')).toBe(true);
    expect(sameName('RÉUNION', 'La Réunion')).toBe(true);
    expect(sameName('ÎLE-DE-FRANCE', 'Ile de France')).toBe(true);
    expect(sameName('Paris', 'Paris and the petite couronne')).toBe(false);
  });

  it('keeps the mainland’s labels and leaders out of the boxes, and leaves the grid’s own answers', () => {
    const grid = new BoxGrid(200, 200, 16);
    grid.addBox([0, 0, 10, 10]);
    const free = keepingOut(grid, [[100, 100, 150, 150]]);
    expect(free.boxFree([5, 5, 20, 20])).toBe(false);
    expect(free.boxFree([140, 140, 160, 160])).toBe(false);
    expect(free.boxFree([20, 20, 40, 40])).toBe(true);
    expect(free.segmentFree([50, 125, 190, 125])).toBe(false);
    expect(free.segmentFree([20, 20, 90, 90])).toBe(true);
  });

  it('a territory inset’s box for labels lies under its caption band, within the frame', () => {
    const [box] = insetLabelBoxes(
      [{ id: 'a', caption: 'A', box: [-10, 0, 40, 100] }],
      { scale: 2, x: 0, y: 0 },
      [0, 0, 300, 300],
    );
    expect(box?.box).toEqual([0, 32, 80, 200]);
  });
});
