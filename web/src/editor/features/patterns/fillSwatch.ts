import { patternOfFill, type Pattern, type PatternStyle } from '@mapwright/core/document/patterns';
import { patternSwatchSvg } from '@mapwright/core/render/render-patterns';

/** Side of a legend row's swatch picture, in CSS pixels: larger than the swatch, so it never repeats. */
const SWATCH_TILE = 48;

const cache = new Map<string, string>();

/** The preview's picture: wider than the panel, so it is drawn once at its own size and never repeated. */
const PREVIEW = { width: 480, height: 64 };

/** A CSS background image showing a pattern: the core's swatch SVG as a data URL. */
function patternBackground(style: PatternStyle, size = { width: SWATCH_TILE, height: SWATCH_TILE }): string {
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
 * The CSS background of a swatch of a stored fill (a legend row): the colour, or its pattern, one
 * picture larger than the swatch and not repeated, so no join cuts its lines.
 */
export function fillBackground(fill: string, patterns: readonly Pattern[]): string {
  const pattern = patternOfFill(patterns, fill);
  return pattern ? `${patternBackground(pattern)} 0 0 / ${SWATCH_TILE}px ${SWATCH_TILE}px no-repeat` : fill;
}

/**
 * The CSS background of the pattern picker's preview and kind buttons: one picture at frame pixels
 * per CSS pixel, not repeated (a repeat of a swatch tile would cut the lines where it joins).
 */
export function patternPreviewBackground(style: PatternStyle): string {
  return `${patternBackground(style, PREVIEW)} 0 0 / ${PREVIEW.width}px ${PREVIEW.height}px no-repeat`;
}
