import {
  scaleDiverging,
  scaleDivergingLog,
  scaleLinear,
  scaleLog,
  scaleSequential,
  scaleSequentialLog,
} from 'd3-scale';
import type { Immutable } from 'immer';
import type { HeatMap as HeatMapData } from '../document/data-layers';
import type { TimeStep } from '../document/time-series';

type HeatMap = Immutable<HeatMapData>;
import { classBreaks, classOf } from './classify';
import { heatPaletteById, paletteColours, toHex, type HeatPalette } from './heat-palettes';

/** One class of a classed heat map, for the heat bar. */
interface HeatClass {
  readonly lower: number;
  readonly upper: number;
  readonly colour: string;
}

/**
 * What a heat map's settings and values make: the colour of a value, and what the heat bar draws.
 * Built by d3-scale (sequential / diverging, linear or log) for continuous maps and by the class
 * breaks (classify.ts) and the palette's n colours for classed ones.
 */
export interface HeatScale {
  readonly continuous: boolean;
  readonly colourOf: (value: number) => string;
  readonly noDataColour: string;
  /** Classed: one entry per class, low to high. */
  readonly classes: readonly HeatClass[];
  /** The data's extent (min, max); [0, 0] without values. */
  readonly domain: readonly [number, number];
  /** Continuous: the diverging palette's centre value. */
  readonly midpoint?: number;
  /** Where the heat bar labels go: class limits, or nice values of a continuous ramp. */
  readonly ticks: readonly number[];
  /** Where a value sits along a continuous bar, 0..1 (linear or log, as the ramp is drawn). */
  readonly along: (value: number) => number;
  /** Continuous: the ramp as gradient stops (offset 0..1 along the bar, low to high). */
  readonly stops: readonly { readonly offset: number; readonly colour: string }[];
  /** Number of values. */
  readonly count: number;
  /** Something the user should know ("a log scale needs values above 0: drawn linear"). */
  readonly note?: string;
}

export const LOG_NEEDS_POSITIVE =
  'A log scale needs every value above 0; the map is drawn on a linear scale.';

const cache = new WeakMap<object, { key: string; scale: HeatScale }>();

/**
 * The scale of a heat map, computed once per values object and settings (documents are immutable).
 * With `span` (a time map's steps, heatSpanOf) the classes and the continuous range are computed over
 * every step's values, so moving from step to step keeps the scale (and its cache entry) as it is.
 */
export function heatScaleOf(heatMap: HeatMap, span?: readonly Immutable<TimeStep>[]): HeatScale {
  const key = JSON.stringify([
    heatMap.palette,
    heatMap.classification,
    heatMap.classes,
    heatMap.scale,
    heatMap.breaks,
    heatMap.reverse,
    heatMap.midpoint,
    heatMap.noDataColor,
  ]);
  const owner: object = span ?? heatMap.values;
  const cached = cache.get(owner);
  if (cached && cached.key === key) return cached.scale;
  const all = span ? span.flatMap((step) => Object.values(step.values)) : Object.values(heatMap.values);
  const scale = buildHeatScale(heatMap, all);
  cache.set(owner, { key, scale });
  return scale;
}

function buildHeatScale(heatMap: HeatMap, all: readonly number[]): HeatScale {
  const values = all.filter(Number.isFinite);
  const palette = heatPaletteById(heatMap.palette);
  // A loop, not Math.min(...values): a long series' values are too many for a call's arguments.
  let min = values.length > 0 ? Infinity : 0;
  let max = values.length > 0 ? -Infinity : 0;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const base = { noDataColour: heatMap.noDataColor, domain: [min, max] as const, count: values.length };
  if (heatMap.classification === 'continuous') return continuousScale(heatMap, palette, min, max, base);

  const { breaks } = classBreaks(values, heatMap.classification, heatMap.classes, heatMap.breaks);
  const k = breaks.length + 1;
  const colours = classColours(palette, k, breaks, min, max, heatMap);
  const limits = [min, ...breaks, max];
  const classes = colours.map((colour, i) => ({
    lower: limits[i] as number,
    upper: limits[i + 1] as number,
    colour,
  }));
  return {
    ...base,
    continuous: false,
    colourOf: (value) => colours[classOf(value, breaks)] ?? heatMap.noDataColor,
    classes,
    ticks: limits,
    along: (value) => (max === min ? 0 : (value - min) / (max - min)),
    stops: [],
    ...(palette.kind === 'diverging' && heatMap.midpoint !== null ? { midpoint: heatMap.midpoint } : {}),
  };
}

/**
 * Colours of k classes. Sequential, or diverging without a midpoint: k colours evenly along the
 * palette. Diverging with a midpoint: classes below it take the palette's low half, those above its
 * high half, a class containing it the neutral centre, so the midpoint stays the neutral colour.
 */
function classColours(
  palette: HeatPalette,
  k: number,
  breaks: readonly number[],
  min: number,
  max: number,
  heatMap: HeatMap,
): string[] {
  if (palette.kind !== 'diverging' || heatMap.midpoint === null) {
    return paletteColours(palette, k, heatMap.reverse);
  }
  const mid = heatMap.midpoint;
  const limits = [min, ...breaks, max];
  const side = (i: number): -1 | 0 | 1 => {
    const lower = limits[i] as number;
    const upper = limits[i + 1] as number;
    const contains = lower <= mid && (mid < upper || (i === k - 1 && mid <= upper));
    if (contains) return 0;
    return mid < lower ? 1 : -1;
  };
  const sides = Array.from({ length: k }, (_, i) => side(i));
  const below = sides.filter((s) => s === -1).length;
  const above = sides.filter((s) => s === 1).length;
  let b = 0;
  let a = 0;
  return sides.map((s) => {
    let t = 0.5;
    if (s === -1) t = (0.5 * b++) / Math.max(1, below);
    else if (s === 1) t = 1 - (0.5 * (above - 1 - a++)) / Math.max(1, above);
    return toHex(palette.interpolate(heatMap.reverse ? 1 - t : t));
  });
}

function continuousScale(
  heatMap: HeatMap,
  palette: HeatPalette,
  min: number,
  max: number,
  base: Pick<HeatScale, 'noDataColour' | 'domain' | 'count'>,
): HeatScale {
  const interpolate = (t: number) => palette.interpolate(heatMap.reverse ? 1 - t : t);
  const wantsLog = heatMap.scale === 'log';
  const log = wantsLog && min > 0;
  const note = wantsLog && !log && base.count > 0 ? LOG_NEEDS_POSITIVE : undefined;
  const diverging = palette.kind === 'diverging';
  const lo = min;
  const hi = max === min ? min + 1 : max;
  let midpoint: number | undefined;
  let position: (value: number) => number;
  if (diverging) {
    const wanted = heatMap.midpoint ?? (log ? Math.sqrt(lo * hi) : (lo + hi) / 2);
    midpoint = log && wanted <= 0 ? Math.sqrt(lo * hi) : wanted;
    const scale = (log ? scaleDivergingLog() : scaleDiverging())
      .domain([Math.min(lo, midpoint), midpoint, Math.max(hi, midpoint)])
      .clamp(true);
    position = (value) => scale(value) as number;
  } else {
    const scale = (log ? scaleSequentialLog() : scaleSequential()).domain([lo, hi]).clamp(true);
    position = (value) => scale(value) as number;
  }
  const colourOf = (value: number) => toHex(interpolate(position(value)));
  // Along the bar the values run min → max (log-spaced on a log scale); each stop shows its value's colour.
  const STOPS = 16;
  const stops = Array.from({ length: STOPS + 1 }, (_, i) => {
    const offset = i / STOPS;
    const value = log
      ? Math.exp(Math.log(lo) + offset * (Math.log(hi) - Math.log(lo)))
      : lo + offset * (hi - lo);
    return { offset, colour: colourOf(value) };
  });
  return {
    ...base,
    continuous: true,
    colourOf,
    classes: [],
    ticks: continuousTicks(lo, hi, log, midpoint),
    along: (value) =>
      log ? (Math.log(value) - Math.log(lo)) / (Math.log(hi) - Math.log(lo)) : (value - lo) / (hi - lo),
    stops: base.count === 0 ? [] : stops,
    ...(midpoint !== undefined ? { midpoint } : {}),
    ...(note ? { note } : {}),
  };
}

/** min and max, with nice values between them that are not crowding the ends (and the midpoint). */
function continuousTicks(lo: number, hi: number, log: boolean, midpoint?: number): number[] {
  const span = log ? Math.log(hi) - Math.log(lo) : hi - lo;
  const at = (v: number) => (log ? (Math.log(v) - Math.log(lo)) / span : (v - lo) / span);
  const inner = (log ? scaleLog().domain([lo, hi]).ticks(4) : scaleLinear().domain([lo, hi]).ticks(4)).filter(
    (v) => (!log || Number.isInteger(Math.log10(v))) && at(v) > 0.12 && at(v) < 0.88,
  );
  const ticks = [lo, ...inner, hi];
  if (midpoint !== undefined && midpoint > lo && midpoint < hi && !ticks.includes(midpoint)) {
    const crowded = ticks.some((v) => Math.abs(at(v) - at(midpoint)) < 0.12);
    const kept = crowded
      ? ticks.filter((v) => v === lo || v === hi || Math.abs(at(v) - at(midpoint)) >= 0.12)
      : ticks;
    return [...kept, midpoint].sort((a, b) => a - b);
  }
  return ticks;
}
