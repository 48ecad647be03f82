import { svgNode, type SvgNode } from '../svg-tree';
import { mapGroupOf, type Composition } from './compose-frame';
import type { PartName } from './parts';

/**
 * The composition as one SVG tree: the parts in order, the map-space ones inside the map group (one
 * placement transform), which stands where the first of them does. `omit` leaves parts out (the screen
 * mounts the parts its own layers draw without them).
 */
export function serialiseFrame(composition: Composition, omit: ReadonlySet<PartName> = new Set()): SvgNode {
  const { doc, transform } = composition;
  const { width, height } = doc.frame;
  const children: SvgNode[] = [];
  const inMap: SvgNode[] = [];
  let mapAt = -1;
  for (const part of composition.parts) {
    if (part.space === 'map') {
      if (mapAt < 0) mapAt = children.length;
      if (!omit.has(part.name)) inMap.push(...part.nodes);
    } else if (!omit.has(part.name)) children.push(...part.nodes);
  }
  if (transform && mapAt >= 0) children.splice(mapAt, 0, { ...mapGroupOf(transform), children: inMap });
  return svgNode(
    'svg',
    'root',
    { width, height, viewBox: `0 0 ${width} ${height}`, 'data-country': doc.country },
    children,
  );
}
