import { shownHeatOverlays } from '../document/heat-overlays';
import { patternFill } from '../document/patterns';
import { shownTerritories } from '../document/territories';
import { paintOf } from './render-patterns';
import { renderTerritory } from './render-territories';
import { territoryHeatFill } from './territory-heat';
import type { Immutable } from 'immer';
import type { ZoomInset as ZoomInsetData } from '../document/insets';

type ZoomInset = Immutable<ZoomInsetData>;
import type { MapDocument } from '../document/schema';
import type { BBox, ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import { fontStack } from '../fonts/font-stack';
import { pixelLevelOf } from './data-fill';
import { fillOf } from './fill-of';
import { renderPixelGrid } from './render-pixel-grid';
import { svgNode, type SvgNode } from './svg-tree';
import { fmt, type MapTransform } from './transform';

/** Where a zoom inset's box stands in map units. */
export function zoomInsetBox(inset: Pick<ZoomInset, 'area' | 'x' | 'y' | 'zoom'>): BBox {
  const [x0, y0, x1, y1] = inset.area;
  return [inset.x, inset.y, inset.x + (x1 - x0) * inset.zoom, inset.y + (y1 - y0) * inset.zoom];
}

/** Each zoom inset's box in frame pixels, for this placement of the map (what labels keep clear of). */
export function zoomInsetFrameBoxes(doc: Pick<MapDocument, 'zoomInsets'>, transform: MapTransform): BBox[] {
  return doc.zoomInsets.map((inset) => {
    const [x0, y0, x1, y1] = zoomInsetBox(inset);
    const k = transform.scale;
    return [x0 * k + transform.x, y0 * k + transform.y, x1 * k + transform.x, y1 * k + transform.y];
  });
}

/**
 * frame = map * scale + (x, y) for the magnified copy in a zoom inset's box: the area's points land in
 * the box, at the map's placement times the inset's zoom.
 */
export function zoomInsetTransform(
  inset: Pick<ZoomInset, 'area' | 'x' | 'y' | 'zoom'>,
  transform: MapTransform,
): MapTransform {
  const k = transform.scale;
  const z = inset.zoom;
  return {
    scale: k * z,
    x: transform.x + k * (inset.x - inset.area[0] * z),
    y: transform.y + k * (inset.y - inset.area[1] * z),
  };
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
function zoomInsetDivisions(level: ProjectedLevel, inset: ZoomInset): ProjectedDivision[] {
  return level.divisions.filter((division) => division.d !== '' && intersects(division.bbox, inset.area));
}

/** The divisions of a level reaching into each area, one object per area: the cells' counts are cached by it. */
const areaLevels = new WeakMap<readonly ProjectedDivision[], Map<string, ProjectedLevel>>();

function areaLevel(level: ProjectedLevel, inset: ZoomInset): ProjectedLevel {
  let byArea = areaLevels.get(level.divisions);
  if (!byArea) areaLevels.set(level.divisions, (byArea = new Map()));
  const key = inset.area.join(' ');
  let found = byArea.get(key);
  if (!found) {
    // Areas drawn and dropped while the user tries several: keep the latest few.
    if (byArea.size >= 16) byArea.clear();
    byArea.set(key, (found = { ...level, divisions: zoomInsetDivisions(level, inset), borders: '' }));
  }
  return found;
}

/** No division moved: the copies draw their divisions where they are. */
const UNMOVED = Object.freeze({});

/**
 * The pixel dot map's cells in a zoom inset's copy (decision "A zoom inset counts its own cells"):
 * counted on the divisions reaching into the area at the magnified scale, so a cell is as big in the
 * box as on the map and a division too small for a cell on the map has cells in the box. In map
 * space under the copies; the clip is on an outer group, as the grid's own transform would scale it.
 */
function zoomInsetCells(
  doc: MapDocument,
  level: ProjectedLevel,
  inset: ZoomInset,
  transform: MapTransform,
  clipId: string,
): SvgNode {
  const area = areaLevel(level, inset);
  const { attrs, children } = renderPixelGrid(doc, area, zoomInsetTransform(inset, transform), area, UNMOVED);
  const { 'data-pixel-grid': _, ...grid } = attrs;
  return svgNode(
    'g',
    `zoom-cells:${inset.id}`,
    { 'clip-path': `url(#${clipId})`, 'data-zoom-cells': inset.id },
    [svgNode('g', `zoom-cells-grid:${inset.id}`, grid, children ?? [])],
  );
}

/** What a zoom inset's copy draws beside the filled level's divisions. */
export interface ZoomInsetExtras {
  /** The filled level where the pixel dot map's cells are counted (the export counts on the screen's). */
  readonly cells?: ProjectedLevel | undefined;
  /** With both levels shown, the first level: its borders are drawn over the copies, as on the map. */
  readonly outline?: ProjectedLevel | undefined;
  /** The levels the map's territories are made of: they are drawn over the copies, as on the map. */
  readonly territories?: ZoomInsetLevels | undefined;
}

/** Both levels, as loaded: a territory is made of the divisions of its own level. */
interface ZoomInsetLevels {
  readonly level1?: ProjectedLevel | undefined;
  readonly level2?: ProjectedLevel | undefined;
}

/**
 * The map's territories as a zoom inset's copy draws them (decision "An inset shows what the map
 * shows at that place"): each shown territory with a member reaching into the area, its union filled
 * and bordered as on the map (renderTerritory), at the copy's scale, in map space inside the copy's
 * clip. Undefined for a map without territories; the group is there (maybe empty) whenever the map
 * has one, so the screen's territories layer fills it in place (territoriesLayer.ts).
 */
function zoomInsetTerritories(
  doc: MapDocument,
  levels: ZoomInsetLevels,
  inset: ZoomInset,
  transform: MapTransform,
): SvgNode | undefined {
  const shown = shownTerritories(doc);
  if (shown.length === 0) return undefined;
  const scale = transform.scale * inset.zoom;
  const children: SvgNode[] = [];
  for (const territory of shown) {
    const level = territory.level === 1 ? levels.level1 : levels.level2;
    if (!level) continue;
    const members = new Set(territory.members);
    const reaches = level.divisions.some(
      (division) => members.has(division.id) && division.d !== '' && intersects(division.bbox, inset.area),
    );
    if (!reaches) continue;
    // The map's own drawing of it, its mark renamed: `data-territory-outline` names the map's territories.
    const path = renderTerritory(territory, level, scale, territoryHeatFill(doc, territory)).children?.[0];
    if (!path) continue;
    const { 'data-territory-outline': _, ...attrs } = path.attrs;
    children.push(
      svgNode('path', `zoom-territory:${inset.id}:${territory.id}`, {
        ...attrs,
        'data-zoom-territory': territory.id,
      }),
    );
  }
  return svgNode(
    'g',
    `zoom-territories:${inset.id}`,
    {
      'clip-path': `url(#mw-zoom-clip-${inset.id})`,
      'stroke-linejoin': 'round',
      'data-zoom-territories': inset.id,
    },
    children,
  );
}

/**
 * The user's zoom insets (decision "Zoom insets are copies drawn by renderMap"), above the map's levels: each a white box holding a copy of the
 * filled level's divisions in its area, magnified and clipped to it, with the level's borders, a thin
 * frame, its caption, and (where the inset shows its area) the area's outline on the map and a line
 * joining the two. Copies carry
 * `data-zoom-division` (not `data-division`): the screen recolours them with their division. The copy
 * looks like the map it magnifies: a pixel dot map's cells under it, the other level's borders over it.
 */
export function renderZoomInsets(
  doc: MapDocument,
  filled: ProjectedLevel | undefined,
  transform: MapTransform,
  extras: ZoomInsetExtras = {},
): SvgNode[] {
  if (doc.zoomInsets.length === 0 || !filled) return [];
  const k = transform.scale;
  const level = filled.level;
  const style = doc.levels[level].style;
  const line = { stroke: '#666666', 'stroke-width': fmt(1 / k), fill: 'none' };
  const overlays = shownHeatOverlays(doc);
  const cellLevel = pixelLevelOf(doc) === level ? (extras.cells ?? filled) : undefined;
  const outline = extras.outline;
  const outlineStyle = outline && doc.levels[outline.level].style;
  const territoryLevels = extras.territories ?? {};
  const nodes = doc.zoomInsets.map((inset) => {
    const [ax0, ay0, ax1, ay1] = inset.area;
    const box = zoomInsetBox(inset);
    const z = inset.zoom;
    const divisions = zoomInsetDivisions(filled, inset);
    const copies = divisions.map((division) =>
      svgNode('path', `zoom-copy:${inset.id}:${division.id}`, {
        d: division.d,
        fill: fillOf(doc, level, division.id, division.parent),
        'data-zoom-division': division.id,
        'data-level': level,
      }),
    );
    // A pattern over its heat colour follows the copy (decision "A pattern over a heat map's colour is
    // a second channel"), over the territories as on the map: in a group of their own, drawn last.
    const patterns = divisions.flatMap((division) => {
      const pattern = level === doc.heatMap.level ? overlays[division.id] : undefined;
      return pattern === undefined ? [] : [zoomOverlayCopy(inset.id, division, pattern)];
    });
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
          ...(cellLevel ? [zoomInsetCells(doc, cellLevel, inset, transform, clipId)] : []),
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
          ...(outline && outlineStyle
            ? [
                svgNode(
                  'g',
                  `zoom-outline:${inset.id}`,
                  {
                    'clip-path': `url(#${clipId})`,
                    fill: 'none',
                    stroke: outlineStyle.borderWidth > 0 ? outlineStyle.borderColor : 'none',
                    'stroke-width':
                      outlineStyle.borderWidth > 0 ? fmt(outlineStyle.borderWidth / (k * z)) : undefined,
                    'stroke-linejoin': 'round',
                    'stroke-linecap': 'round',
                    opacity: outlineStyle.opacity === 1 ? undefined : outlineStyle.opacity,
                  },
                  [
                    svgNode('path', `zoom-borders:${inset.id}`, {
                      d: outline.borders,
                      'data-zoom-outline': outline.level,
                    }),
                  ],
                ),
              ]
            : []),
          // Over the levels, as the map draws its territories (render-map.ts renderLevels).
          ...[zoomInsetTerritories(doc, territoryLevels, inset, transform)].filter(
            (node): node is SvgNode => node !== undefined,
          ),
          // Always there, so the screen's overlay layer adds a copy's pattern in place (heatOverlaysLayer.ts).
          svgNode(
            'g',
            `zoom-overlays:${inset.id}`,
            { 'clip-path': `url(#${clipId})`, 'data-zoom-overlays': inset.id },
            patterns,
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

/**
 * The copy of a division's pattern over its heat colour in a zoom inset, in the box's overlay group
 * (`data-zoom-overlays`): unstroked, named by `data-zoom-overlay` so the screen sets it with the
 * division's overlay.
 */
function zoomOverlayCopy(
  inset: string,
  division: { readonly id: string; readonly d: string },
  pattern: string,
): SvgNode {
  return svgNode('path', `zoom-overlay:${inset}:${division.id}`, {
    d: division.d,
    fill: paintOf(patternFill(pattern), 'map'),
    stroke: 'none',
    'data-zoom-overlay': division.id,
  });
}
