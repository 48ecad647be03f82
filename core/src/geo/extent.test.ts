import { describe, expect, it } from 'vitest';
import { divisionsExtent, isEmptyExtent, unionExtent } from './extent';
import type { ProjectedDivision } from './projected-level';

const division = (bbox: ProjectedDivision['bbox'], d = 'M0,0Z'): ProjectedDivision => ({
  id: String(bbox),
  name: 'x',
  d,
  bbox,
  centroid: [0, 0],
});

describe('extents', () => {
  it('are the union of the drawn divisions, empty shapes left out', () => {
    expect(
      divisionsExtent([
        division([0, 10, 5, 20]),
        division([-3, 12, 4, 30]),
        division([-99, -99, 99, 99], ''),
      ]),
    ).toEqual([-3, 10, 5, 30]);
    expect(isEmptyExtent(divisionsExtent([]))).toBe(true);
  });

  it('unite boxes, skipping empty ones', () => {
    expect(unionExtent([[0, 0, 10, 10], divisionsExtent([]), [5, -42, 6, 1]])).toEqual([0, -42, 10, 10]);
    expect(isEmptyExtent(unionExtent([]))).toBe(true);
  });
});
