import { patternOfFill, type Pattern, type PatternStyle } from '@mapwright/core/document/patterns';
import { patternSwatchSvg } from '@mapwright/core/render/render-patterns';

/** Side of the tile a swatch's pattern is drawn on (CSS repeats it), in CSS pixels. */
const SWATCH_TILE = 48;

const cache = new Map<string, string>();

/** The preview's picture: wider than the panel, cut to its box by `cover`. */
const PREVIEW = { width: 360, height: 64 };

/** A CSS background image showing a pattern: the core's swatch SVG as a data URL. */
export function patternBackground(
  style: PatternStyle,
  size = { width: SWATCH_TILE, height: SWATCH_TILE },
): string {
  const key = `${size.width}x${size.height}${JSON.stringify(style)}`;
  let background = cache.get(key);
  if (background === undefined) {
    const svg = patternSwatchSvg(style, size.width, size.height);
    background = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
    if (cache.size > 200) cache.clear();
    cache.set(key, background);
  }
  return background;
}

/**
 * The CSS background of a swatch of a stored fill: the colour, or its pattern. A pattern's swatch is
 * cut from one larger tile, so the repeat of the CSS background does not cut its lines.
 */
export function fillBackground(fill: string, patterns: readonly Pattern[]): string {
  const pattern = patternOfFill(patterns, fill);
  return pattern ? `${patternBackground(pattern)} 0 0 / ${SWATCH_TILE}px ${SWATCH_TILE}px` : fill;
}

/** The CSS background of the pattern picker's preview. */
export function patternPreviewBackground(style: PatternStyle): string {
  return `${patternBackground(style, PREVIEW)} center / cover no-repeat`;
}
