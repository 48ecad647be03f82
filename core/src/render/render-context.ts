import { svgNode, type SvgNode } from './svg-tree';
import { fmt, type MapTransform } from './transform';
import type { MapGeometry } from './composition/frame-inputs';

/** Quieter than a division's default fill (#dcdcdc), so the map's own land stands out. */
const CONTEXT_FILL = '#eeeeec';
const CONTEXT_BORDER = '#ffffff';
/** The context's borders, in frame pixels at every zoom (as the levels' are). */
const CONTEXT_BORDER_PX = 0.6;

/**
 * The land around the map drawn as quiet context under the levels (a region's neighbours, the
 * countries a map does not show): one path, no clicks, no labels, in every output alike.
 */
export function renderContext(geometry: MapGeometry, transform: MapTransform): SvgNode | undefined {
  if (!geometry.context) return undefined;
  return svgNode(
    'g',
    'context',
    {
      'data-context': 'land',
      fill: CONTEXT_FILL,
      stroke: CONTEXT_BORDER,
      'stroke-width': fmt(CONTEXT_BORDER_PX / transform.scale),
      'stroke-linejoin': 'round',
      'pointer-events': 'none',
    },
    [svgNode('path', 'context:land', { d: geometry.context })],
  );
}
