import type { Colour } from '../document/colour';
import { classBreaks, classOf } from './classify';
import {
  BIVARIATE_CLASSES,
  bivariateColour,
  bivariatePaletteById,
  type BivariatePalette,
} from './bivariate-palettes';

/** What a bivariate map's classes are drawn from: its two numbers per division, breaks and palette. */
export interface BivariateInput {
  readonly x: Readonly<Record<string, number>>;
  readonly y: Readonly<Record<string, number>>;
  readonly xBreaks: readonly [number, number] | null;
  readonly yBreaks: readonly [number, number] | null;
  readonly palette: string;
}

/** One axis cut into three classes: below `breaks[0]`, up to `breaks[1]`, from `breaks[1]` on. */
export interface BivariateAxis {
  /** The two inner class limits, ascending (a value equal to a limit is in the class above it). */
  readonly breaks: readonly [number, number];
  /** The lowest and highest value of the divisions that have both numbers; [0, 0] without any. */
  readonly domain: readonly [number, number];
  /** Whether the limits are the data's tertiles (none stored). */
  readonly tertiles: boolean;
}

export interface BivariateClasses {
  readonly x: BivariateAxis;
  readonly y: BivariateAxis;
  readonly palette: BivariatePalette;
  /** The divisions with both numbers. */
  readonly count: number;
  /** A division's classes (x, y), each 0–2, or undefined when it lacks either number. */
  readonly classOf: (id: string) => readonly [number, number] | undefined;
  /** A division's colour, or undefined when it lacks either number. */
  readonly colourOf: (id: string) => Colour | undefined;
}

/**
 * The two inner limits cutting sorted-or-not values into thirds: the 1/3 and 2/3 quantiles (classify.ts'
 * quantile breaks, Hyndman & Fan type 7). Many equal values can make the two one limit; then it is
 * given twice, and the middle class is empty rather than the classes renumbered.
 */
export function tertiles(values: readonly number[]): [number, number] {
  const { breaks, min } = classBreaks(values, 'quantile', BIVARIATE_CLASSES);
  const low = breaks[0] ?? min;
  return [low, breaks[1] ?? low];
}

const cache = new WeakMap<object, WeakMap<object, { key: string; classes: BivariateClasses }>>();

/** The classes of a bivariate map, computed once per pair of value objects and settings. */
export function bivariateClassesOf(map: BivariateInput): BivariateClasses {
  const key = JSON.stringify([map.xBreaks, map.yBreaks, map.palette]);
  let byY = cache.get(map.x);
  if (!byY) {
    byY = new WeakMap();
    cache.set(map.x, byY);
  }
  const cached = byY.get(map.y);
  if (cached && cached.key === key) return cached.classes;
  const classes = buildClasses(map);
  byY.set(map.y, { key, classes });
  return classes;
}

function buildClasses(map: BivariateInput): BivariateClasses {
  // Only a division with both numbers is coloured, so only those set the tertiles: each third of
  // the coloured divisions along each axis.
  const ids = Object.keys(map.x).filter((id) => Object.hasOwn(map.y, id));
  const axis = (values: Readonly<Record<string, number>>, stored: BivariateInput['xBreaks']) => {
    const numbers = ids.map((id) => values[id] as number);
    const min = numbers.length > 0 ? Math.min(...numbers) : 0;
    const max = numbers.length > 0 ? Math.max(...numbers) : 0;
    const breaks: [number, number] = stored
      ? [Math.min(stored[0], stored[1]), Math.max(stored[0], stored[1])]
      : tertiles(numbers);
    return { breaks, domain: [min, max] as const, tertiles: stored === null };
  };
  const x = axis(map.x, map.xBreaks);
  const y = axis(map.y, map.yBreaks);
  const palette = bivariatePaletteById(map.palette);
  const classOfId = (id: string): readonly [number, number] | undefined => {
    if (!Object.hasOwn(map.x, id) || !Object.hasOwn(map.y, id)) return undefined;
    return [classOf(map.x[id] as number, x.breaks), classOf(map.y[id] as number, y.breaks)];
  };
  return {
    x,
    y,
    palette,
    count: ids.length,
    classOf: classOfId,
    colourOf: (id) => {
      const classes = classOfId(id);
      return classes && bivariateColour(palette, classes[0], classes[1]);
    },
  };
}
