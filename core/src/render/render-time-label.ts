import type { MapDocument } from '../document/schema';
import { timeMapOf } from '../document/time-series';
import { fontStack } from '../fonts/font-stack';
import { svgNode, type SvgNode } from './svg-tree';

/** How far below its top a line's baseline sits, in ems (the core has no font metrics). */
const BASELINE_EM = 0.8;

/**
 * The current step's label ("2010") on a time map, in the title's font, bold, its top-left corner at
 * the label's position; nothing when the map is not a time map or the label is hidden. The published
 * page finds it by data-element to change its text with the step.
 */
export function renderTimeLabel(doc: MapDocument): SvgNode | undefined {
  const series = timeMapOf(doc);
  const step = series?.steps[series.current];
  if (!series || !step || !series.label.visible) return undefined;
  const { position, fontSize, color } = series.label;
  return svgNode(
    'text',
    'time-label',
    {
      'data-element': 'time-label',
      x: position.x,
      y: position.y + fontSize * BASELINE_EM,
      'font-family': fontStack(doc.title.style.fontFamily, step.label, doc.country),
      'font-size': fontSize,
      'font-weight': 700,
      fill: color,
    },
    step.label,
  );
}
