import { formatLabels } from '../data/format-number';
import { heatScaleOf } from '../data/heat-scale';
import { categoryColourOf } from '../document/categories';
import type { MapDocument } from '../document/schema';
import type { ProjectedLevel } from '../geo/projected-level';
import { labelAnchors } from '../labels/anchors';
import type { MapProjection } from './anchor-frame';
import { insetAwareProjection, type DrawnInset } from './inset-projection';
import { svgNode, type SvgNode } from './svg-tree';
import { fmt, type MapTransform } from './transform';

/** One proportional symbol as drawn: its centre in map space, its radius in frame pixels. */
export interface PlacedSymbol {
  /** The division's id, or the place's (`pt…`). */
  readonly id: string;
  readonly value: number;
  readonly x: number;
  readonly y: number;
  /** A circle's radius, half a square's side: area ∝ value, the largest value at `maxSize`. */
  readonly r: number;
  readonly colour: string;
}

/** What symbols are placed on: the levels (label anchors), the projection and the insets (places). */
export interface SymbolGeometry {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  readonly geo?: MapProjection;
  readonly insets?: readonly DrawnInset[];
}

/**
 * The radius of a value's symbol: a square-root scale, so the area (a circle's or a square's) is
 * proportional to the value and the largest value's symbol has radius `maxSize`.
 */
export function symbolRadius(value: number, largest: number, maxSize: number): number {
  if (!(largest > 0) || !(value > 0)) return 0;
  return maxSize * Math.sqrt(Math.min(value, largest) / largest);
}

/** The values the symbols show, by division id or place id (empty while they are off). */
function valuesOf(map: MapDocument['symbols']): [string, number][] {
  if (!map.active) return [];
  if (map.placement === 'points') return map.points.map((p) => [p.id, p.value]);
  return Object.entries(map.values);
}

/** The largest value the symbols show, 0 when none is above 0. */
function largestSymbolValue(map: MapDocument['symbols']): number {
  let largest = 0;
  for (const [, value] of valuesOf(map)) if (value > largest) largest = value;
  return largest;
}

/**
 * The symbols to draw, largest first (so a small one is never hidden under a large one; equal values
 * keep the table's order): at each division's label anchor (moved with the division), or at each
 * place's longitude and latitude projected as map-anchored annotations are (in a territory inset's
 * box when it lies in one). A division not drawn, a place off the projection, and a value of 0 draw
 * nothing.
 */
export function placeSymbols(doc: MapDocument, geometry: SymbolGeometry): PlacedSymbol[] {
  const map = doc.symbols;
  const largest = largestSymbolValue(map);
  if (largest === 0) return [];
  const colourOf = symbolColourer(doc);
  const placed: PlacedSymbol[] = [];
  const add = (id: string, value: number, x: number, y: number) => {
    const r = symbolRadius(value, largest, map.maxSize);
    if (r > 0 && Number.isFinite(x) && Number.isFinite(y))
      placed.push({ id, value, x, y, r, colour: colourOf(id) });
  };
  if (map.placement === 'points') {
    const geo = geometry.geo && insetAwareProjection(geometry.geo, geometry.insets);
    if (!geo) return [];
    for (const point of map.points) {
      const at = geo([point.lon, point.lat]);
      if (at) add(point.id, point.value, at[0], at[1]);
    }
  } else {
    const level = map.level === 1 ? geometry.level1 : geometry.level2;
    if (!level) return [];
    const anchors = labelAnchors(level);
    const offsets = doc.levels[map.level].offsets;
    for (const [id, value] of Object.entries(map.values)) {
      const anchor = anchors.get(id);
      if (!anchor) continue;
      const offset = Object.hasOwn(offsets, id) ? offsets[id] : undefined;
      add(id, value, anchor.x + (offset?.dx ?? 0), anchor.y + (offset?.dy ?? 0));
    }
  }
  // Array.prototype.sort is stable: equal values keep their order.
  return placed.sort((a, b) => b.value - a.value);
}

/**
 * A symbol's fill: the one colour, or by a second column of the same divisions: the categorical
 * map's category colour (its no-data colour without one), or the heat map's class colour (its
 * no-data colour without a value). Places have no division: they take the one colour.
 */
function symbolColourer(doc: MapDocument): (id: string) => string {
  const map = doc.symbols;
  const single = () => map.colour;
  if (map.placement === 'points') return single;
  if (map.colourBy === 'categories' && doc.categories.level === map.level) {
    const categories = doc.categories;
    return (id) => categoryColourOf(categories, id) ?? categories.noDataColor;
  }
  if (map.colourBy === 'heatMap' && doc.heatMap.level === map.level) {
    const heat = doc.heatMap;
    const scale = heatScaleOf(heat);
    return (id) => {
      const value = Object.hasOwn(heat.values, id) ? heat.values[id] : undefined;
      return value === undefined ? heat.noDataColor : scale.colourOf(value);
    };
  }
  return single;
}

/** The halo's width in frame pixels: enough to keep overlapping symbols apart. */
const HALO_WIDTH = 1;

/**
 * The symbols part, in map space (inside the map group): one group over the levels, the territories
 * and their overlays, under the labels; a circle or square per symbol, largest first, sized in frame
 * pixels (divided by the map's scale, so zooming the map does not change the legend's sizes). They
 * take no clicks: a click goes to the division under them. Undefined when none is drawn.
 */
export function renderSymbols(
  doc: MapDocument,
  geometry: SymbolGeometry,
  transform: MapTransform,
): SvgNode | undefined {
  const symbols = placeSymbols(doc, geometry);
  if (symbols.length === 0) return undefined;
  const map = doc.symbols;
  const k = transform.scale;
  const children = symbols.map((symbol) => {
    const attrs = { fill: symbol.colour, 'data-symbol': symbol.id, 'data-value': symbol.value };
    const r = symbol.r / k;
    if (map.shape === 'square') {
      return svgNode('rect', `symbol:${symbol.id}`, {
        x: fmt(symbol.x - r),
        y: fmt(symbol.y - r),
        width: fmt(2 * r),
        height: fmt(2 * r),
        ...attrs,
      });
    }
    return svgNode('circle', `symbol:${symbol.id}`, {
      cx: fmt(symbol.x),
      cy: fmt(symbol.y),
      r: fmt(r),
      ...attrs,
    });
  });
  return svgNode(
    'g',
    'symbols',
    {
      'data-element': 'symbols',
      'data-symbol-shape': map.shape,
      'fill-opacity': map.opacity,
      stroke: map.halo,
      'stroke-width': fmt(HALO_WIDTH / k),
      'pointer-events': 'none',
    },
    children,
  );
}

/**
 * The values the size legend shows, largest first: the largest value, a round value near its half
 * and a round value near its tenth (1, 2 or 5 times a power of ten), those above 0 and distinct.
 */
export function sizeLegendValues(largest: number): number[] {
  if (!(largest > 0)) return [];
  const values = [largest, roundBelow(largest / 2), roundBelow(largest / 10)];
  return values.filter((v, i) => v > 0 && values.indexOf(v) === i);
}

function roundBelow(x: number): number {
  if (!(x > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(x));
  const step = [5, 2, 1].find((s) => s * power <= x * (1 + 1e-9)) ?? 1;
  return step * power;
}

/** Rough text width, as the legend estimates it (the core has no font metrics). */
const EM_PER_CHAR = 0.6;

/**
 * The nested size legend drawn inside the legend box: the symbols' title, then three symbols of the
 * map's shape and colour at a common bottom, each value written at its top's height, formatted as the
 * heat bar writes its numbers. Its top left corner is (0, 0); undefined while the symbols show none.
 */
export function layoutSymbolLegend(
  doc: MapDocument,
  fontSize: number,
  textColour: string,
): { width: number; height: number; node: SvgNode } | undefined {
  const map = doc.symbols;
  if (!map.active || !map.legendVisible) return undefined;
  const largest = largestSymbolValue(map);
  const values = sizeLegendValues(largest);
  if (values.length === 0) return undefined;
  const labels = formatLabels(values, doc.heatMap.bar.format, doc.mapLanguage);
  const titleHeight = map.legendTitle === '' ? 0 : fontSize * 1.6;
  const top = titleHeight + fontSize * 0.5;
  const max = map.maxSize;
  const cx = max;
  const bottom = top + 2 * max;
  const gap = fontSize * 0.4;
  const children: SvgNode[] = [];
  if (map.legendTitle !== '') {
    children.push(
      svgNode(
        'text',
        'title',
        { x: 0, y: fontSize, 'font-size': fontSize, 'font-weight': 700, fill: textColour },
        map.legendTitle,
      ),
    );
  }
  // Coloured by a second column, the symbols' colours are the categories' or the classes': the size
  // legend's are neutral.
  const fill = map.colourBy === 'single' || map.placement === 'points' ? map.colour : '#bdbdbd';
  let widest = map.legendTitle.length * fontSize * EM_PER_CHAR;
  values.forEach((value, i) => {
    const r = symbolRadius(value, largest, max);
    const y = bottom - 2 * r;
    const label = labels[i] ?? '';
    const paint = { fill, 'fill-opacity': map.opacity, stroke: textColour, 'stroke-width': HALO_WIDTH };
    const shape =
      map.shape === 'square'
        ? svgNode('rect', 'shape', {
            x: fmt(cx - r),
            y: fmt(y),
            width: fmt(2 * r),
            height: fmt(2 * r),
            ...paint,
          })
        : svgNode('circle', 'shape', { cx: fmt(cx), cy: fmt(bottom - r), r: fmt(r), ...paint });
    const lineEnd = 2 * max + gap;
    children.push(
      svgNode('g', `size:${i}`, { 'data-legend-symbol-value': value }, [
        shape,
        svgNode('line', 'leader', {
          x1: fmt(cx),
          y1: fmt(y),
          x2: fmt(lineEnd),
          y2: fmt(y),
          stroke: textColour,
          'stroke-width': 0.75,
          fill: 'none',
        }),
        svgNode(
          'text',
          'label',
          { x: fmt(lineEnd + gap), y: fmt(y + fontSize * 0.35), 'font-size': fontSize, fill: textColour },
          label,
        ),
      ]),
    );
    widest = Math.max(widest, lineEnd + 2 * gap + label.length * fontSize * EM_PER_CHAR);
  });
  const node = svgNode('g', 'symbol-legend', { 'data-legend-symbols': map.shape }, children);
  return { width: Math.ceil(widest), height: Math.ceil(bottom), node };
}
