import type { Level, MapDocument } from '../document/schema';
import { filledLevels, showOf } from '../document/show';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import type { MapLayer } from '../document/layers';
import type { EmojiLookup } from '../emoji/emoji-glyph';
import { placeLabels } from '../labels/place';
import { renderLabels } from '../labels/render-labels';
import { placeTerritoryLabels } from '../labels/territory-labels';
import { placeZoomInsetLabels } from '../labels/zoom-inset-labels';
import { creditLine } from './credit-line';
import { anchorConverter, type MapProjection } from './anchor-frame';
import { renderAnnotationLayer } from './annotations/render-annotations';
import { heatLevelOf, pixelLevelOf } from './data-fill';
import { fillOf, offsetTransformOf } from './fill-of';
import { renderHeatOverlays } from './render-heat-overlays';
import { renderTerritories } from './render-territories';
import { territoryHeatOf } from './territory-heat';
import { renderHeatBar } from './render-heat-bar';
import { renderLegend } from './render-legend';
import { renderPatternDefs } from './render-patterns';
import { renderPixelGrid } from './render-pixel-grid';
import { renderTextBlock, renderWrappedTextBlock } from './render-text';
import { insetArrangementFor } from './inset-arrangement';
import { insetGeometry } from './inset-geometry';
import { withKeysPlaced } from './legend-placement';
import { renderZoomInsets } from './render-zoom-insets';
import { renderInsetGrips } from './render-inset-grips';
import { fontStack } from '../fonts/font-stack';
import { CAPTION_BAND, type InsetPlacement } from '../geo/insets';
import { svgNode, type SvgNode } from './svg-tree';
import { fmt, mapTransform, transformAttribute, type MapTransform } from './transform';

export interface MapGeometry {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  /**
   * The fitted projection the levels were drawn with (anchor-frame.ts): places map-anchored
   * annotations. Without it they are not drawn (frame-anchored ones are).
   */
  readonly geo?: MapProjection;
  /** The country's territory insets as laid out in map space (geo/insets.ts), before the user's changes. */
  readonly insets?: readonly InsetPlacement[];
}

export interface RenderOptions {
  /** Export drawing: no on-screen helpers (label placeholders). */
  readonly forExport?: boolean;
  /** true: white; a colour: that colour; false: transparent. Default true. */
  readonly background?: boolean | string;
  /** The data attribution, printed on the credit line after the user's credit text. */
  readonly credit?: string;
  /**
   * The geometry the pixel dot map's cells are counted on, when it is not the drawn one: an export
   * draws the finer print outlines but counts cells on the screen's, so it shows the same cells.
   */
  readonly cellGeometry?: MapGeometry;
  /** Loaded emoji glyphs (emoji/emoji-glyph.ts); an export loads every emoji of the map first. */
  readonly emoji?: EmojiLookup;
  /**
   * false: the annotations group is drawn empty (the screen draws annotations one by one itself, so a
   * drag does not re-render 500 of them). Everything else, the Twemoji credit included, stays.
   */
  readonly annotations?: boolean;
  /**
   * false: no division labels (the screen may draw them itself from `placeLabels`). Default true:
   * labels are placed for this document's frame and drawn right above the map group.
   */
  readonly labels?: boolean;
  /**
   * The geometry labels are placed on, when it is not the drawn one: an export draws the print
   * outlines but places labels on the screen's (as `cellGeometry`), so the file has the screen's labels.
   */
  readonly labelGeometry?: MapGeometry;
  /** false: no territories (the screen draws them in a layer of their own; their names are labels). Default true. */
  readonly territories?: boolean;
  /** false: no patterns over the heat map's colours (the screen draws them in a layer of their own). Default true. */
  readonly heatOverlays?: boolean;
}

/**
 * The whole frame as an SVG tree: the background, then the layers in the document's order (default:
 * the map group (one placement transform around the projected levels), the annotations, legend and
 * heat bar, title, subtitle and credit). The screen and every export draw from it. A level whose
 * geometry is not loaded yet is simply not drawn, nor are map-anchored annotations before the map's
 * projection (`geometry.geo`) is given.
 */
export function renderMap(stored: MapDocument, given: MapGeometry, options: RenderOptions = {}): SvgNode {
  const { width, height } = stored.frame;
  // The user's changes to the territory insets (hidden, moved, resized) apply to every geometry drawn.
  // They are laid out for the frame's shape first (decision "Territory insets are arranged for the frame's shape").
  const laidOut = <G extends MapGeometry>(g: G): G =>
    insetGeometry(stored.insets, g, insetArrangementFor(stored, g));
  const geometry = laidOut(given);
  if (options.cellGeometry) options = { ...options, cellGeometry: laidOut(options.cellGeometry) };
  if (options.labelGeometry) options = { ...options, labelGeometry: laidOut(options.labelGeometry) };
  // The legend and heat bar where the editor places them, clear of the rest (legend-placement.ts), on
  // the geometry labels are placed on: the screen's, in an export too.
  const doc = withKeysPlaced(stored, options.labelGeometry ?? geometry, options.credit);
  const children: SvgNode[] = [];

  // First, so that the screen mounts it with the background (mapLayers.ts) and every layer finds it.
  const patterns = renderPatternDefs(
    doc,
    geometry.level1 || geometry.level2 ? mapTransform(doc, geometry) : undefined,
  );
  if (patterns) children.push(patterns);

  const background = options.background ?? true;
  if (background !== false) {
    const fill = background === true ? '#ffffff' : background;
    children.push(svgNode('rect', 'background', { 'data-element': 'background', width, height, fill }));
  }

  const forExport = options.forExport ?? false;
  const layers: Record<MapLayer, () => SvgNode[]> = {
    map: () => [...renderMapGroup(doc, geometry, options), ...renderLabelsOf(doc, geometry, options)],
    annotations: () => [
      renderAnnotationLayer(doc, anchorConverter(doc, geometry), {
        forExport,
        ...(options.emoji && { emoji: options.emoji }),
        include: options.annotations ?? true,
      }),
    ],
    legend: () =>
      [renderLegend(doc, forExport), renderHeatBarOf(doc, geometry, forExport)].filter(
        (node): node is SvgNode => node !== undefined,
      ),
    titles: () => renderTitles(doc, options),
  };
  for (const layer of doc.layers.order) children.push(...layers[layer]());

  return svgNode(
    'svg',
    'root',
    { width, height, viewBox: `0 0 ${width} ${height}`, 'data-country': doc.country },
    children,
  );
}

/**
 * The division labels and the territories' names, in frame coordinates right above the map group inside
 * the map layer: over every level, under the annotations, legend and titles (which they keep clear of).
 */
function renderLabelsOf(doc: MapDocument, geometry: MapGeometry, options: RenderOptions): SvgNode[] {
  if (options.labels === false) return [];
  const at = options.labelGeometry ?? geometry;
  const credit = options.credit ?? '';
  const labels = placeLabels(doc, at, { credit });
  const names = placeTerritoryLabels(doc, at, credit);
  const zoomed = placeZoomInsetLabels(doc, at, { credit });
  return labels.length + names.length + zoomed.length === 0 ? [] : [renderLabels(doc, labels, names, zoomed)];
}

function renderMapGroup(doc: MapDocument, geometry: MapGeometry, options: RenderOptions): SvgNode[] {
  if (!geometry.level1 && !geometry.level2) return [];
  const transform = mapTransform(doc, geometry);
  const show = showOf(doc);
  const filled = show === '1' ? geometry.level1 : geometry.level2;
  const cellsAt = options.cellGeometry ?? geometry;
  return [
    svgNode('g', 'map', { 'data-element': 'map', transform: transformAttribute(transform) }, [
      ...renderLevels(doc, geometry, transform, options),
      ...renderInsetFrames(doc, geometry, transform),
      ...renderZoomInsets(doc, filled, transform, {
        cells: filled && (filled.level === 1 ? cellsAt.level1 : cellsAt.level2),
        outline: show === 'both' ? geometry.level1 : undefined,
        territories: geometry,
      }),
      ...(options.forExport ? [] : renderInsetGrips(doc, geometry.insets ?? [], transform)),
    ]),
  ];
}

/** The caption's size in frame pixels, at most: it shrinks with a box too small for it. */
const CAPTION_SIZE = 11;

/**
 * Each territory inset's thin frame and caption (decision "Territory insets are laid out by the pipeline"), in map space above the levels, so they
 * move with the map; line width and text size are in frame pixels, like the borders.
 */
function renderInsetFrames(doc: MapDocument, geometry: MapGeometry, transform: MapTransform): SvgNode[] {
  const insets = geometry.insets ?? [];
  if (insets.length === 0) return [];
  const k = transform.scale;
  const frames = insets.map((inset) => {
    const [x0, y0, x1, y1] = inset.box;
    const band = CAPTION_BAND * (y1 - y0);
    const size = Math.min(CAPTION_SIZE / k, band * 0.8);
    return svgNode('g', `inset:${inset.id}`, { 'data-inset': inset.id }, [
      svgNode('rect', `inset-frame:${inset.id}`, {
        x: fmt(x0),
        y: fmt(y0),
        width: fmt(x1 - x0),
        height: fmt(y1 - y0),
        fill: 'none',
        stroke: '#8a8a8a',
        'stroke-width': fmt(1 / k),
      }),
      svgNode(
        'text',
        `inset-caption:${inset.id}`,
        {
          x: fmt(x0 + size * 0.5),
          y: fmt(y0 + size * 1.1),
          'font-size': fmt(size),
          'font-family': fontStack('Inter, "Helvetica Neue", Arial, sans-serif', inset.caption, doc.country),
          fill: '#444444',
        },
        inset.caption,
      ),
    ]);
  });
  return [svgNode('g', 'insets', { 'data-insets': 'true', 'pointer-events': 'none' }, frames)];
}

/**
 * Title, subtitle and the credit line. Hiding the titles (the layers panel) hides the user's three
 * texts, but the credit line still carries the data attribution and the emoji credit: the sources'
 * licences ask for them on every copy of the map.
 */
function renderTitles(doc: MapDocument, options: RenderOptions): SvgNode[] {
  const { country, frame } = doc;
  const shown = doc.layers.titlesVisible;
  const nodes: SvgNode[] = [];
  if (shown && doc.title.text !== '')
    nodes.push(renderTextBlock(doc.title, 'title', undefined, undefined, country));
  if (shown && doc.subtitle.text !== '')
    nodes.push(renderTextBlock(doc.subtitle, 'subtitle', undefined, undefined, country));
  const credit = creditLine(doc, options.credit);
  if (credit !== '') nodes.push(renderWrappedTextBlock(doc.credit, 'credit', credit, frame.width, country));
  return nodes;
}

/**
 * With one level shown it is drawn filled. With both, level 2 is drawn filled (a district with no
 * colour of its own in its province's: fillOf) and level 1 on top as its border mesh only (no fills,
 * no offsets): the provinces' outlines, which do not take clicks.
 */
function renderLevels(
  doc: MapDocument,
  geometry: MapGeometry,
  transform: MapTransform,
  options: RenderOptions,
): SvgNode[] {
  const { cellGeometry } = options;
  const show = showOf(doc);
  const levels: SvgNode[] = [];
  const filled = show === '1' ? geometry.level1 : geometry.level2;
  if (filled && pixelLevelOf(doc) === filled.level) {
    const cells = filled.level === 1 ? cellGeometry?.level1 : cellGeometry?.level2;
    levels.push(renderPixelGrid(doc, filled, transform, cells));
  }
  if (filled) levels.push(renderFilledLevel(doc, filled, transform));
  if (show === 'both' && geometry.level1) levels.push(renderOutlineLevel(doc, geometry.level1, transform));
  const territories = options.territories !== false ? renderTerritories(doc, geometry, transform) : undefined;
  if (territories) levels.push(territories);
  // Over whatever shows the heat colour, the territories drawn by territory included (decision "A
  // pattern over a heat map's colour is a second channel").
  const overlays = filled && options.heatOverlays !== false ? renderHeatOverlays(doc, filled) : undefined;
  if (overlays) levels.push(overlays);
  return levels;
}

/**
 * Stroke attributes for a level group. Border width is in frame pixels at every zoom, so it is
 * divided by the map scale here rather than using non-scaling-stroke, which exports (PNG at 4x, PDF)
 * would not honour the same way (decision "The map document, its history, and how it is drawn").
 */
function strokeAttributes(doc: MapDocument, level: Level, transform: MapTransform) {
  const style = doc.levels[level].style;
  const visible = style.borderWidth > 0;
  return {
    stroke: visible ? style.borderColor : 'none',
    'stroke-width': visible ? fmt(style.borderWidth / transform.scale) : undefined,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
    opacity: style.opacity === 1 ? undefined : style.opacity,
  };
}

function renderFilledLevel(doc: MapDocument, projected: ProjectedLevel, transform: MapTransform): SvgNode {
  const level = projected.level;
  const paths: SvgNode[] = [];
  for (const division of projected.divisions) {
    if (division.d !== '') paths.push(renderDivision(doc, level, division));
  }
  return svgNode(
    'g',
    `level:${level}`,
    {
      'data-level-group': level,
      ...strokeAttributes(doc, level, transform),
      // Over pixel cells the divisions are unfilled; they still take hover and clicks.
      'pointer-events': pixelLevelOf(doc) === level ? 'all' : undefined,
    },
    paths,
  );
}

/**
 * One division of a filled level: its own path, with its fill and its offset. The screen also makes
 * one on its own for a division it drew as part of a base path until painted (MapView).
 */
export function renderDivision(doc: MapDocument, level: Level, division: ProjectedDivision): SvgNode {
  return svgNode('path', `division:${level}:${division.id}`, {
    d: division.d,
    fill: fillOf(doc, level, division.id, division.parent),
    transform: offsetTransformOf(doc, level, division.id),
    'data-division': division.id,
    'data-level': level,
  });
}

/** The heat bar when the heat map's level is drawn filled, with a no-data swatch if a division lacks a value. */
function renderHeatBarOf(doc: MapDocument, geometry: MapGeometry, forExport: boolean): SvgNode | undefined {
  const level = heatLevelOf(doc);
  if (level === undefined || !filledLevels(doc).includes(level)) return undefined;
  const projected = level === 1 ? geometry.level1 : geometry.level2;
  const byTerritory = territoryHeatOf(doc);
  if (byTerritory) {
    // The bar of the territories' values; no data: a territory without one, or a division in none.
    const inOne = new Set(doc.territories.flatMap((t) => (t.level === level ? t.members : [])));
    const hasNoData =
      doc.territories.some((t) => t.level === level && byTerritory.valueOf(t.id) === undefined) ||
      (projected?.divisions ?? []).some((division) => !inOne.has(division.id));
    return renderHeatBar({ ...doc, heatMap: byTerritory.heatMap }, hasNoData, forExport);
  }
  const values = doc.heatMap.values;
  const hasNoData = (projected?.divisions ?? []).some((division) => !Object.hasOwn(values, division.id));
  return renderHeatBar(doc, hasNoData, forExport);
}

function renderOutlineLevel(doc: MapDocument, projected: ProjectedLevel, transform: MapTransform): SvgNode {
  const level = projected.level;
  return svgNode(
    'g',
    `outline:${level}`,
    {
      'data-outline-group': level,
      fill: 'none',
      'pointer-events': 'none',
      ...strokeAttributes(doc, level, transform),
    },
    [svgNode('path', `borders:${level}`, { d: projected.borders, 'data-outline': level })],
  );
}
