import type { Immutable } from 'immer';
import type { ZoomInset as ZoomInsetData } from '../document/insets';

type ZoomInset = Immutable<ZoomInsetData>;
import type { MapDocument } from '../document/schema';
import type { BBox, ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import { fontStack } from '../fonts/font-stack';
import { fillOf } from './fill-of';
import { svgNode, type SvgNode } from './svg-tree';
import { fmt, type MapTransform } from './transform';

/** Where a zoom inset's box stands in map units. */
export function zoomInsetBox(inset: Pick<ZoomInset, 'area' | 'x' | 'y' | 'zoom'>): BBox {
  const [x0, y0, x1, y1] = inset.area;
  return [inset.x, inset.y, inset.x + (x1 - x0) * inset.zoom, inset.y + (y1 - y0) * inset.zoom];
}

/** The point of the magnified area under a map point in a zoom inset's box, or undefined outside every box. */
export function zoomInsetSource(
  insets: readonly ZoomInset[],
  x: number,
  y: number,
): { inset: ZoomInset; x: number; y: number } | undefined {
  for (let i = insets.length - 1; i >= 0; i--) {
    const inset = insets[i];
    if (!inset) continue;
    const [bx0, by0, bx1, by1] = zoomInsetBox(inset);
    if (x < bx0 || x > bx1 || y < by0 || y > by1) continue;
    return { inset, x: inset.area[0] + (x - bx0) / inset.zoom, y: inset.area[1] + (y - by0) / inset.zoom };
  }
  return undefined;
}

const intersects = (a: BBox, b: BBox) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/** The divisions of a level a zoom inset copies: those reaching into its area. */
export function zoomInsetDivisions(level: ProjectedLevel, inset: ZoomInset): ProjectedDivision[] {
  return level.divisions.filter((division) => division.d !== '' && intersects(division.bbox, inset.area));
}

/**
 * The user's zoom insets (decision "Zoom insets are copies drawn by renderMap"), above the map's levels: each a white box holding a copy of the
 * filled level's divisions in its area, magnified and clipped to it, with the level's borders, a thin
 * frame, its caption, and (where the inset shows its area) the area's outline on the map and a line
 * joining the two. Copies carry
 * `data-zoom-division` (not `data-division`): the screen recolours them with their division.
 */
export function renderZoomInsets(
  doc: MapDocument,
  filled: ProjectedLevel | undefined,
  transform: MapTransform,
): SvgNode[] {
  if (doc.zoomInsets.length === 0 || !filled) return [];
  const k = transform.scale;
  const level = filled.level;
  const style = doc.levels[level].style;
  const line = { stroke: '#666666', 'stroke-width': fmt(1 / k), fill: 'none' };
  const nodes = doc.zoomInsets.map((inset) => {
    const [ax0, ay0, ax1, ay1] = inset.area;
    const box = zoomInsetBox(inset);
    const z = inset.zoom;
    const copies = zoomInsetDivisions(filled, inset).map((division) =>
      svgNode('path', `zoom-copy:${inset.id}:${division.id}`, {
        d: division.d,
        fill: fillOf(doc, level, division.id, division.parent),
        'data-zoom-division': division.id,
        'data-level': level,
      }),
    );
    const clipId = `mw-zoom-clip-${inset.id}`;
    // The corner of the area nearest the box's centre, joined to the box's corner nearest the area's.
    const cx = (box[0] + box[2]) / 2;
    const cy = (box[1] + box[3]) / 2;
    const from = [cx < ax0 ? ax0 : ax1, cy < ay0 ? ay0 : ay1] as const;
    const acx = (ax0 + ax1) / 2;
    const acy = (ay0 + ay1) / 2;
    const to = [acx < box[0] ? box[0] : box[2], acy < box[1] ? box[1] : box[3]] as const;
    // Under the box, where a caption longer than a small box is still whole.
    const size = 11 / k;
    return svgNode('g', `zoom-inset:${inset.id}`, { 'data-zoom-inset': inset.id }, [
      // The area's outline and the connector, unless the user hid them (decision "Showing a zoom
      // inset's area is the user's choice").
      ...(inset.showArea
        ? [
            svgNode('rect', `zoom-area:${inset.id}`, {
              x: fmt(ax0),
              y: fmt(ay0),
              width: fmt(ax1 - ax0),
              height: fmt(ay1 - ay0),
              ...line,
              'stroke-dasharray': `${fmt(3 / k)} ${fmt(2 / k)}`,
            }),
            svgNode('line', `zoom-connector:${inset.id}`, {
              x1: fmt(from[0]),
              y1: fmt(from[1]),
              x2: fmt(to[0]),
              y2: fmt(to[1]),
              ...line,
            }),
          ]
        : []),
      svgNode('rect', `zoom-back:${inset.id}`, {
        x: fmt(box[0]),
        y: fmt(box[1]),
        width: fmt(box[2] - box[0]),
        height: fmt(box[3] - box[1]),
        fill: '#ffffff',
      }),
      svgNode(
        'g',
        `zoom-view:${inset.id}`,
        { transform: `matrix(${fmt(z)} 0 0 ${fmt(z)} ${fmt(box[0] - ax0 * z)} ${fmt(box[1] - ay0 * z)})` },
        [
          svgNode('clipPath', `zoom-clip:${inset.id}`, { id: clipId }, [
            svgNode('rect', `zoom-clip-rect:${inset.id}`, {
              x: fmt(ax0),
              y: fmt(ay0),
              width: fmt(ax1 - ax0),
              height: fmt(ay1 - ay0),
            }),
          ]),
          svgNode(
            'g',
            `zoom-copies:${inset.id}`,
            {
              'clip-path': `url(#${clipId})`,
              stroke: style.borderWidth > 0 ? style.borderColor : 'none',
              'stroke-width': style.borderWidth > 0 ? fmt(style.borderWidth / (k * z)) : undefined,
              'stroke-linejoin': 'round',
              opacity: style.opacity === 1 ? undefined : style.opacity,
            },
            copies,
          ),
        ],
      ),
      svgNode('rect', `zoom-frame:${inset.id}`, {
        x: fmt(box[0]),
        y: fmt(box[1]),
        width: fmt(box[2] - box[0]),
        height: fmt(box[3] - box[1]),
        ...line,
      }),
      ...(inset.caption === ''
        ? []
        : [
            svgNode(
              'text',
              `zoom-caption:${inset.id}`,
              {
                x: fmt(box[0]),
                y: fmt(box[3] + size * 1.1),
                'font-size': fmt(size),
                'font-family': fontStack(
                  'Inter, "Helvetica Neue", Arial, sans-serif',
                  inset.caption,
                  doc.country,
                ),
                fill: '#444444',
              },
              inset.caption,
            ),
          ]),
    ]);
  });
  return [svgNode('g', 'zoom-insets', { 'data-zoom-insets': 'true', 'pointer-events': 'none' }, nodes)];
}
