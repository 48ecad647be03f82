import type { MapDocument } from '../document/schema';
import type { InsetPlacement } from '../geo/insets';
import { INSET_GRIP_PX } from './inset-hit';
import { zoomInsetBox } from './render-zoom-insets';
import { svgNode, type SvgNode } from './svg-tree';
import { fmt, type MapTransform } from './transform';

/**
 * On screen only, each inset box's resize grip at its bottom-right corner (decision "Insets are moved
 * and resized on the map"), in map space so it follows the box; the screen shows it with the Move tool
 * alone, as it does the heat bar's. It takes pointer events only for its cursor: the hit test finds it
 * in map space.
 */
export function renderInsetGrips(
  doc: MapDocument,
  insets: readonly InsetPlacement[],
  transform: MapTransform,
): SvgNode[] {
  const boxes = [
    ...insets.map((inset) => ({ key: `inset:${inset.id}`, box: inset.box })),
    ...doc.zoomInsets.map((inset) => ({ key: `zoom:${inset.id}`, box: zoomInsetBox(inset) })),
  ];
  if (boxes.length === 0) return [];
  const g = (INSET_GRIP_PX * 0.75) / transform.scale;
  const grips = boxes.map(({ key, box }) =>
    svgNode('rect', `inset-grip:${key}`, {
      x: fmt(box[2] - g),
      y: fmt(box[3] - g),
      width: fmt(g),
      height: fmt(g),
      fill: '#1a1a1a',
      'fill-opacity': 0.55,
      'data-resize': 'inset',
      'data-grip': key,
      'pointer-events': 'all',
    }),
  );
  return [svgNode('g', 'inset-grips', { 'data-inset-grips': 'true', 'pointer-events': 'none' }, grips)];
}
