import { ckmeans, equalIntervalBreaks } from 'simple-statistics';
import type { Classification } from '../document/data-layers';

/**
 * Class limits of a classed heat map. `breaks` are the inner limits, ascending: a value v is in
 * class i when breaks[i-1] <= v < breaks[i] (d3's threshold scale), so k classes have k − 1 breaks.
 * Natural breaks are Ckmeans (Wang & Song 2011, simple-statistics' implementation): the optimal
 * 1-D k-means clustering, which is what Jenks' natural breaks approximate; its breaks are the
 * lowest value of each cluster after the first.
 */
export interface ClassedBreaks {
  readonly breaks: readonly number[];
  readonly min: number;
  readonly max: number;
}

export function classBreaks(
  values: readonly number[],
  method: Exclude<Classification, 'continuous'>,
  classes: number,
  custom: readonly number[] = [],
): ClassedBreaks {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  const min = sorted[0] ?? 0;
  const max = sorted.at(-1) ?? 0;
  const k = Math.max(1, Math.round(classes));
  if (method === 'custom') {
    const breaks = [...new Set(custom.filter(Number.isFinite))].sort((a, b) => a - b);
    return { breaks, min, max };
  }
  if (sorted.length === 0 || k === 1 || min === max) return { breaks: [], min, max };
  switch (method) {
    case 'quantile':
      return { breaks: quantileBreaks(sorted, k), min, max };
    case 'equalInterval':
      return { breaks: equalIntervalBreaks(sorted, k).slice(1, -1), min, max };
    case 'naturalBreaks':
      return { breaks: naturalBreaks(sorted, k), min, max };
  }
}

/**
 * The (i/k)-quantiles for i = 1..k−1, repeated limits dropped (many equal values). Quantiles are
 * Hyndman & Fan's type 7 (linear between order statistics), the default of R, of R's classInt
 * (the reference the tests check against) and of d3's quantile scale; simple-statistics'
 * quantileSorted picks order statistics instead, which moves limits by whole values on small tables.
 */
function quantileBreaks(sorted: readonly number[], k: number): number[] {
  const breaks: number[] = [];
  for (let i = 1; i < k; i++) {
    const limit = quantileType7(sorted, i / k);
    if (breaks.at(-1) !== limit) breaks.push(limit);
  }
  return breaks;
}

function quantileType7(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo] as number;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  return a + (h - lo) * (b - a);
}

/** Ckmeans clusters' lower bounds (at most as many classes as distinct values). */
function naturalBreaks(sorted: readonly number[], k: number): number[] {
  const distinct = new Set(sorted).size;
  const clusters = ckmeans(sorted, Math.min(k, distinct));
  return clusters.slice(1).map((cluster) => cluster[0] as number);
}

/** The class of a value: the number of breaks at or below it. */
export function classOf(value: number, breaks: readonly number[]): number {
  let lo = 0;
  let hi = breaks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((breaks[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
