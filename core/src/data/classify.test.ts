import { ckmeans } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { classBreaks, classOf } from './classify';

/**
 * R's `datasets::precip`: average annual precipitation (inches) of 70 US cities, from the Statistical
 * Abstracts of the United States, 1975, in R's order. The reference results below are R 4.2.2's
 * classInt 0.4.9: `classIntervals(precip, n, style = 'jenks' | 'fisher' | 'quantile' | 'equal')`.
 */
const PRECIP = [
  67.0, 54.7, 7.0, 48.5, 14.0, 17.2, 20.7, 13.0, 43.4, 40.2, 38.9, 54.5, 59.8, 48.3, 22.9, 11.5, 34.4, 35.1,
  38.7, 30.8, 30.6, 43.1, 56.8, 40.8, 41.8, 42.5, 31.0, 31.7, 30.2, 25.9, 49.2, 37.0, 35.9, 15.0, 30.2, 7.2,
  36.2, 45.5, 7.8, 33.4, 36.1, 40.2, 42.7, 42.5, 16.2, 39.0, 35.0, 37.0, 31.4, 37.6, 39.9, 36.2, 42.8, 46.4,
  24.7, 49.1, 46.0, 35.9, 7.8, 48.2, 15.2, 32.5, 44.7, 42.6, 38.8, 17.4, 40.8, 29.1, 14.6, 59.2,
];

/** classInt's brks: the minimum, the class limits, the maximum. */
const JENKS: Record<number, number[]> = {
  3: [7, 24.7, 43.4, 67],
  5: [7, 20.7, 33.4, 40.8, 49.2, 67],
  7: [7, 11.5, 20.7, 31.7, 37.6, 43.4, 49.2, 67],
};
const FISHER: Record<number, number[]> = {
  3: [7, 25.3, 44.05, 67],
  5: [7, 21.8, 33.9, 41.3, 51.85, 67],
  7: [7, 12.25, 21.8, 32.1, 38.15, 44.05, 51.85, 67],
};

describe('natural breaks (Ckmeans) against R classInt on precip', () => {
  for (const k of [3, 5, 7]) {
    it(`makes the classes of classInt's jenks and fisher styles with ${k} classes`, () => {
      const { breaks, min, max } = classBreaks(PRECIP, 'naturalBreaks', k);
      expect([min, max]).toEqual([7, 67]);
      expect(breaks).toHaveLength(k - 1);
      const sorted = [...PRECIP].sort((a, b) => a - b);
      // Our limit is each class's lowest value; Jenks gives each class's highest (inclusive) …
      const highest = breaks.map((limit) => Math.max(...sorted.filter((v) => v < limit)));
      expect(highest).toEqual(JENKS[k]?.slice(1, -1));
      // … and Fisher's exact method the midpoint between the two.
      const midpoints = breaks.map((limit, i) => Number(((limit + (highest[i] as number)) / 2).toFixed(4)));
      expect(midpoints).toEqual(FISHER[k]?.slice(1, -1));
    });
  }

  it('is Ckmeans from simple-statistics (the clusters are contiguous)', () => {
    const clusters = ckmeans(PRECIP, 5);
    expect(clusters.map((c) => c[0])).toEqual([7, ...classBreaks(PRECIP, 'naturalBreaks', 5).breaks]);
  });
});

describe('other classifications', () => {
  it('quantiles as R type 7 (classInt quantile)', () => {
    const { breaks } = classBreaks(PRECIP, 'quantile', 5);
    expect(breaks.map((b) => Number(b.toFixed(2)))).toEqual([22.46, 34.76, 39.36, 44.86]);
  });

  it('equal intervals (classInt equal)', () => {
    expect(classBreaks(PRECIP, 'equalInterval', 5).breaks).toEqual([19, 31, 43, 55]);
  });

  it('custom breaks, sorted and without repeats', () => {
    expect(classBreaks(PRECIP, 'custom', 5, [40, 10, 40, 25]).breaks).toEqual([10, 25, 40]);
  });

  it('copes with fewer distinct values than classes, and with one value', () => {
    expect(classBreaks([1, 1, 2, 2], 'naturalBreaks', 5).breaks).toEqual([2]);
    expect(classBreaks([3, 3, 3], 'quantile', 4).breaks).toEqual([]);
    expect(classBreaks([1, 1, 1, 1, 9], 'quantile', 4).breaks).toEqual([1]);
  });

  it('puts a value in the class of the breaks at or below it', () => {
    expect([0, 19, 20, 31, 60].map((v) => classOf(v, [19, 31, 43, 55]))).toEqual([0, 1, 1, 2, 4]);
  });
});
