import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { crescent, division, gridLevel, level } from '../labels/test-levels';
import { mapTransform } from '../render/transform';
import { divisionsInLasso } from './divisions-in-lasso';

const grid = gridLevel(1, 4);

function doc() {
  const d = createDocument('Germany');
  d.title.text = '';
  return d;
}

/** A polygon given in map space, in frame pixels for the document. */
function framed(d: ReturnType<typeof doc>, points: [number, number][]) {
  const t = mapTransform(d, { level1: grid });
  return points.map(([x, y]) => ({ x: x * t.scale + t.x, y: y * t.scale + t.y }));
}

describe('divisionsInLasso (decision "A lasso selects the divisions whose label anchor it encloses")', () => {
  it('takes the divisions of the active level whose visual centre the lasso encloses', () => {
    const d = doc();
    // A triangle over the top-left corner: the centres of (0,0), (0,1) and (1,0) lie inside it.
    const lasso = framed(d, [
      [0, 0],
      [600, 0],
      [0, 600],
    ]);
    expect(divisionsInLasso(d, { level1: grid }, lasso)).toEqual({
      level: 1,
      ids: ['D0000', 'D0001', 'D0100'],
    });
  });

  it('counts a concave division by its anchor inside it, not its box centre, and follows an offset', () => {
    const d = doc();
    const moon = level(1, [division('C', 'Crescent', [crescent(300, 500, 250)])]);
    const t = mapTransform(d, { level1: moon });
    const box = (x0: number, y0: number, x1: number, y1: number) =>
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ].map(([x, y]) => ({ x: (x as number) * t.scale + t.x, y: (y as number) * t.scale + t.y }));
    // Around the crescent's empty middle (its box centre): nothing.
    expect(divisionsInLasso(d, { level1: moon }, box(280, 400, 420, 600)).ids).toEqual([]);
    expect(divisionsInLasso(d, { level1: moon }, box(0, 0, 1000, 1000)).ids).toEqual(['C']);
    d.levels[1].offsets = { C: { dx: 2000, dy: 0 } };
    expect(divisionsInLasso(d, { level1: moon }, box(0, 0, 1000, 1000)).ids).toEqual([]);
  });

  it('takes nothing for fewer than three points or a level without geometry', () => {
    const d = doc();
    expect(
      divisionsInLasso(
        d,
        { level1: grid },
        framed(d, [
          [0, 0],
          [900, 900],
        ]),
      ).ids,
    ).toEqual([]);
    d.activeLevel = 2;
    d.levels[2].style.visible = true;
    expect(
      divisionsInLasso(
        d,
        { level1: grid },
        framed(d, [
          [0, 0],
          [900, 0],
          [0, 900],
        ]),
      ).ids,
    ).toEqual([]);
  });
});
