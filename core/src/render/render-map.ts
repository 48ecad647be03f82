import type { MapDocument } from '../document/schema';
import { composeFrame } from './composition/compose-frame';
import type { MapGeometry, RenderOptions } from './composition/frame-inputs';
import type { PartName } from './composition/parts';
import { serialiseFrame } from './composition/serialise-frame';
import type { SvgNode } from './svg-tree';

export type { MapGeometry, RenderOptions } from './composition/frame-inputs';
export { renderDivision } from './composition/draw-levels';

/**
 * The whole frame as an SVG tree: the composition (composition/compose-frame.ts) serialised. The
 * screen and every export draw from it.
 */
export function renderMap(stored: MapDocument, given: MapGeometry, options: RenderOptions = {}): SvgNode {
  const omit = new Set<PartName>();
  if (options.labels === false) omit.add('labels');
  if (options.territories === false) omit.add('territories');
  if (options.heatOverlays === false) omit.add('heatOverlays');
  return serialiseFrame(composeFrame(stored, given, options), omit);
}
