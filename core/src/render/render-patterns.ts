import { patternFill, patternIdOf, type Pattern, type PatternStyle } from '../document/patterns';
import type { MapDocument } from '../document/schema';
import { svgNode, type SvgNode } from './svg-tree';
import { toSvgString } from './to-svg-string';
import { fmt, type MapTransform } from './transform';

/**
 * Patterns as SVG `<pattern>` elements in one `<defs>` (decision "Patterns are definitions in the
 * document, fills refer to them"). Each definition is drawn twice: for the map group, whose user space
 * is map space (its tile scaled down by the map's scale), and for the frame (the legend's swatches).
 * Tiles are in user space (`patternUnits="userSpaceOnUse"`) and drawn as vectors, so every export
 * size rasterises them afresh at its own resolution: no bitmap of a tile is ever stretched.
 */
const PATTERN_ELEMENT_PREFIX = 'mw-pattern-';

/** Where a fill is drawn: inside the map group, or in frame pixels (the legend). */
export type PaintSpace = 'map' | 'frame';

/** The element id of a pattern's definition for one space. */
function patternElementId(id: string, space: PaintSpace): string {
  return `${PATTERN_ELEMENT_PREFIX}${id}${space === 'frame' ? '-frame' : ''}`;
}

/** The SVG paint of a fill: the colour itself, or a reference to its pattern's element. */
export function paintOf(fill: string, space: PaintSpace = 'map'): string {
  const id = patternIdOf(fill);
  return id === undefined ? fill : `url(#${patternElementId(id, space)})`;
}

/** Every pattern definition of the document, for both spaces; undefined when it has none. */
export function renderPatternDefs(
  doc: MapDocument,
  transform: MapTransform | undefined,
): SvgNode | undefined {
  if (doc.patterns.length === 0) return undefined;
  const zoom = doc.placement.zoom;
  const children: SvgNode[] = [];
  for (const pattern of doc.patterns) {
    // 'map' patterns are frame pixels at zoom 1 and grow with the zoom; 'page' ones stay frame pixels.
    const frameScale = pattern.scale === 'map' ? zoom : 1;
    if (transform) children.push(patternElement(pattern, 'map', frameScale / transform.scale));
    children.push(patternElement(pattern, 'frame', frameScale));
  }
  return svgNode('defs', 'patterns', { 'data-element': 'patterns' }, children);
}

function patternElement(pattern: Pattern, space: PaintSpace, scale: number): SvgNode {
  const tile = patternTile(pattern);
  const id = patternElementId(pattern.id, space);
  return svgNode(
    'pattern',
    id,
    {
      id,
      patternUnits: 'userSpaceOnUse',
      width: fmt(tile.width),
      height: fmt(tile.height),
      patternTransform: `scale(${fmt(scale)}) rotate(${fmt(-(pattern.angle + tile.turn))})`,
      'data-pattern': pattern.id,
    },
    tile.children,
  );
}

interface Tile {
  readonly width: number;
  readonly height: number;
  /** Degrees added to the pattern's angle (a crosshatch is a grid turned by 45). */
  readonly turn: number;
  readonly children: SvgNode[];
}

/** The stipple's dots in a tile of 4 x 4 cells: fixed offsets, so every render draws the same texture. */
const STIPPLE: readonly (readonly [number, number])[] = [
  [0.31, 0.18],
  [1.62, 0.41],
  [2.27, 0.12],
  [3.55, 0.66],
  [0.74, 1.49],
  [1.43, 1.88],
  [2.81, 1.27],
  [3.38, 1.71],
  [0.12, 2.63],
  [1.07, 2.36],
  [2.39, 2.84],
  [3.71, 2.49],
  [0.58, 3.52],
  [1.86, 3.29],
  [2.64, 3.77],
  [3.19, 3.08],
];

/**
 * A tile is at least this many frame pixels a side (a whole number of periods): PDF readers draw a
 * tiling pattern tile by tile and some leave a hairline seam between tiles, so fewer, larger tiles
 * leave fewer seams. Lines run the whole tile, so there is no seam inside it.
 */
const MIN_TILE = 96;
/** At most this many repeats of the motif a side (tiny periods), to keep a tile's elements few. */
const MAX_REPEATS = 24;

/**
 * One tile of a pattern, in frame pixels before its transform: `period` = width + gap, repeated to
 * at least MIN_TILE. Stripes are horizontal before the rotation, so `angle` is their direction;
 * lines are centred in their period and run the tile's whole length, so neighbouring tiles join.
 */
export function patternTile(style: PatternStyle): Tile {
  const { width, gap, foreground } = style;
  const period = width + gap;
  const children: SvgNode[] = [];
  const background = (w: number, h: number) => {
    if (style.background !== null)
      children.push(svgNode('rect', 'background', { width: fmt(w), height: fmt(h), fill: style.background }));
  };
  const band = (key: string, x: number, y: number, w: number, h: number) =>
    svgNode('rect', key, { x: fmt(x), y: fmt(y), width: fmt(w), height: fmt(h), fill: foreground });
  const dot = (key: string, cx: number, cy: number) =>
    svgNode('circle', key, { cx: fmt(cx), cy: fmt(cy), r: fmt(width / 2), fill: foreground });
  const repeats = (motif: number, most = MAX_REPEATS) =>
    Math.max(1, Math.min(most, Math.ceil(MIN_TILE / motif)));
  const middle = (period - width) / 2;

  switch (style.kind) {
    case 'stripes':
    case 'grid':
    case 'crosshatch': {
      const n = repeats(period);
      const side = n * period;
      background(side, side);
      for (let i = 0; i < n; i++) children.push(band(`across${i}`, 0, i * period + middle, side, width));
      if (style.kind !== 'stripes')
        for (let i = 0; i < n; i++) children.push(band(`down${i}`, i * period + middle, 0, width, side));
      return { width: side, height: side, turn: style.kind === 'crosshatch' ? 45 : 0, children };
    }
    case 'dots': {
      const n = repeats(period, 12);
      const side = n * period;
      background(side, side);
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++)
          children.push(dot(`dot${i}-${j}`, (j + 0.5) * period, (i + 0.5) * period));
      return { width: side, height: side, turn: 0, children };
    }
    case 'waves': {
      // A wavelength is two periods; the amplitude a quarter of the period.
      const length = 2 * period;
      const m = repeats(length);
      const n = repeats(period);
      background(m * length, n * period);
      // From half a wave before the tile to half a wave after it, so the stroke's ends fall outside
      // the tile and neighbouring tiles join; each half after the first is reflected (t).
      const waves = `q${fmt(length / 4)} ${fmt(period / 2)} ${fmt(length / 2)} 0${` t${fmt(length / 2)} 0`.repeat(2 * m + 1)}`;
      for (let i = 0; i < n; i++) {
        const d = `M${fmt(-length / 2)} ${fmt((i + 0.5) * period)}${waves}`;
        children.push(
          svgNode('path', `wave${i}`, { d, fill: 'none', stroke: foreground, 'stroke-width': fmt(width) }),
        );
      }
      return { width: m * length, height: n * period, turn: 0, children };
    }
    case 'stipple': {
      const cell = 4 * period;
      const n = repeats(cell, 4);
      background(n * cell, n * cell);
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++)
          STIPPLE.forEach(([x, y], k) =>
            children.push(dot(`dot${i}-${j}-${k}`, (j * 4 + x) * period, (i * 4 + y) * period)),
          );
      return { width: n * cell, height: n * cell, turn: 0, children };
    }
  }
}

/**
 * A swatch of a pattern as a standalone SVG document (the panels' previews and legend rows), drawn
 * by the same tile as the map, in frame pixels.
 */
export function patternSwatchSvg(style: PatternStyle, width: number, height: number): string {
  const id = 'swatch';
  const pattern = patternElement({ ...style, id }, 'frame', 1);
  return toSvgString(
    svgNode('svg', 'swatch', { width, height, viewBox: `0 0 ${width} ${height}` }, [
      svgNode('defs', 'defs', {}, [pattern]),
      svgNode('rect', 'fill', { width, height, fill: paintOf(patternFill(id), 'frame') }),
    ]),
  );
}
