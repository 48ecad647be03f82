import type { MapDocument } from '../../document/schema';
import type { MapLayer } from '../../document/layers';
import { showOf } from '../../document/show';
import { placeLabels, type PlacedLabel } from '../../labels/place';
import { renderLabels } from '../../labels/render-labels';
import { placeTerritoryLabels } from '../../labels/territory-labels';
import { placeZoomInsetLabels } from '../../labels/zoom-inset-labels';
import { anchorConverter } from '../anchor-frame';
import { renderAnnotationLayer } from '../annotations/render-annotations';
import { pixelLevelOf } from '../data-fill';
import { withKeysPlaced } from '../legend-placement';
import { renderHeatOverlays } from '../render-heat-overlays';
import { renderInsetGrips } from '../render-inset-grips';
import { categoryNoDataOf, renderLegend } from '../render-legend';
import { bivariateNoDataOf } from '../render-bivariate-legend';
import { renderPatternDefs } from '../render-patterns';
import { renderPixelGrid } from '../render-pixel-grid';
import { renderSymbols } from '../render-symbols';
import { renderTerritories } from '../render-territories';
import { renderZoomInsets } from '../render-zoom-insets';
import { renderContext } from '../render-context';
import { shownGeometry } from '../shown-geometry';
import { svgNode, type SvgNode } from '../svg-tree';
import { mapTransform, transformAttribute, type MapTransform } from '../transform';
import { renderHeatBarOf, renderInsetFrames, renderTitles } from './draw-frame';
import { renderTimeLabel } from '../render-time-label';
import { filledLevelOf, renderLevels } from './draw-levels';
import type { MapGeometry, RenderOptions } from './frame-inputs';
import { laidOutGeometry } from './laid-out-geometry';
import { PART_DEPS, type FramePart, type PartName, type PartSpace } from './parts';

/**
 * One frame composed: its parts in drawing order (the document's layer order), each drawn when first
 * read. `renderMap` serialises it for every export; the screen's layer controllers each take their
 * part from it and patch the DOM with it.
 */
export interface Composition {
  /** The document as drawn: the legend and heat bar placed (legend-placement.ts). */
  readonly doc: MapDocument;
  /** The geometry drawn, with the user's inset changes applied (laid-out-geometry.ts). */
  readonly geometry: MapGeometry;
  readonly options: RenderOptions;
  /** The map group's placement, undefined when no level has geometry (then no map group). */
  readonly transform: MapTransform | undefined;
  readonly parts: readonly FramePart[];
  /** The division labels as placed (in frame pixels) for the labels part; empty when it draws none. */
  readonly placedLabels: readonly PlacedLabel[];
  part(name: PartName): FramePart;
}

/** What a new composition may take from the one before it: the parts a change left valid. */
export interface Reuse {
  readonly previous: Composition;
  readonly invalidated: ReadonlySet<PartName>;
}

interface Context {
  readonly doc: MapDocument;
  readonly geometry: MapGeometry;
  readonly options: RenderOptions;
  readonly transform: MapTransform | undefined;
  readonly cellGeometry: MapGeometry | undefined;
  readonly labelGeometry: MapGeometry | undefined;
}

const LAYER_PARTS: Readonly<Record<MapLayer, readonly PartName[]>> = {
  map: [
    'context',
    'pixelGrid',
    'levels',
    'territories',
    'heatOverlays',
    'symbols',
    'insetFrames',
    'zoomInsets',
    'insetGrips',
    'labels',
  ],
  annotations: ['annotations'],
  legend: ['legend', 'heatBar'],
  titles: ['texts', 'timeLabel'],
};

const SPACE: Readonly<Record<PartName, PartSpace>> = {
  patterns: 'frame',
  background: 'frame',
  context: 'map',
  pixelGrid: 'map',
  levels: 'map',
  territories: 'map',
  heatOverlays: 'map',
  symbols: 'map',
  insetFrames: 'map',
  zoomInsets: 'map',
  insetGrips: 'map',
  labels: 'frame',
  annotations: 'frame',
  legend: 'frame',
  heatBar: 'frame',
  texts: 'frame',
  timeLabel: 'frame',
};

const present = (node: SvgNode | undefined): SvgNode[] => (node ? [node] : []);

/**
 * The frame of `stored` on `given` as named parts: patterns and background first, then the layers in
 * the document's order (default: the map's parts, the annotations, legend and heat bar, the texts). A
 * level whose geometry is not loaded yet is simply not drawn, nor are map-anchored annotations before
 * the map's projection (`geometry.geo`) is given. With `reuse`, a part no change invalidated is the
 * previous composition's (same nodes, drawn once).
 */
export function composeFrame(
  stored: MapDocument,
  given: MapGeometry,
  options: RenderOptions = {},
  reuse?: Reuse,
): Composition {
  // The divisions shown, then the user's changes to the territory insets (hidden, moved, resized),
  // apply to every geometry drawn.
  const shown = (g: MapGeometry) => laidOutGeometry(stored, shownGeometry(stored.shownDivisions, g));
  const geometry = shown(given);
  const cellGeometry = options.cellGeometry && shown(options.cellGeometry);
  const labelGeometry = options.labelGeometry && shown(options.labelGeometry);
  // The legend and heat bar where the editor places them, clear of the rest (legend-placement.ts), on
  // the geometry labels are placed on: the screen's, in an export too.
  const doc = withKeysPlaced(stored, labelGeometry ?? geometry, options.credit);
  const transform = geometry.level1 || geometry.level2 ? mapTransform(doc, geometry) : undefined;
  const context: Context = { doc, geometry, options, transform, cellGeometry, labelGeometry };
  const labels = once(() => labelsOf(context));

  const make = (name: PartName): FramePart => {
    const kept = reuse && !reuse.invalidated.has(name) ? reuse.previous.part(name) : undefined;
    if (kept) return kept;
    const draw = once(() => (name === 'labels' ? labels().nodes : drawPart(name, context)));
    return {
      name,
      deps: PART_DEPS[name],
      space: SPACE[name],
      get nodes() {
        return draw();
      },
    };
  };
  const names: PartName[] = [
    'patterns',
    'background',
    ...doc.layers.order.flatMap((layer) => LAYER_PARTS[layer]),
  ];
  const parts = names.map(make);
  const byName = new Map(parts.map((part) => [part.name, part]));
  const keptLabels = reuse && !reuse.invalidated.has('labels') ? reuse.previous : undefined;
  return {
    doc,
    geometry,
    options,
    transform,
    parts,
    get placedLabels() {
      return keptLabels ? keptLabels.placedLabels : labels().placed;
    },
    part(name) {
      return byName.get(name) as FramePart;
    },
  };
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function drawPart(name: Exclude<PartName, 'labels'>, context: Context): readonly SvgNode[] {
  const { doc, geometry, options, transform, cellGeometry } = context;
  const filled = filledLevelOf(doc, geometry);
  const forExport = options.forExport ?? false;
  switch (name) {
    case 'patterns':
      // First, so that the screen mounts it with the background (mapLayers.ts) and every layer finds it.
      return present(renderPatternDefs(doc, transform));
    case 'background': {
      const background = options.background ?? true;
      if (background === false) return [];
      const { width, height } = doc.frame;
      const fill = background === true ? '#ffffff' : background;
      return [svgNode('rect', 'background', { 'data-element': 'background', width, height, fill })];
    }
    case 'context':
      return transform ? present(renderContext(geometry, transform)) : [];
    case 'pixelGrid': {
      if (!transform || !filled || pixelLevelOf(doc) !== filled.level) return [];
      const cells = filled.level === 1 ? cellGeometry?.level1 : cellGeometry?.level2;
      return [renderPixelGrid(doc, filled, transform, cells)];
    }
    case 'levels':
      return transform ? renderLevels(doc, geometry, transform) : [];
    case 'territories':
      return transform ? present(renderTerritories(doc, geometry, transform)) : [];
    case 'heatOverlays':
      // Over whatever shows the heat colour, the territories drawn by territory included (decision "A
      // pattern over a heat map's colour is a second channel").
      return transform && filled ? present(renderHeatOverlays(doc, filled)) : [];
    case 'symbols': {
      // At the anchors of the geometry labels are placed on, so an export's symbols are the screen's.
      const at = context.labelGeometry ?? geometry;
      const on = { level1: at.level1, level2: at.level2, geo: geometry.geo, insets: geometry.insets };
      return transform ? present(renderSymbols(doc, on, transform)) : [];
    }
    case 'insetFrames':
      return transform ? renderInsetFrames(doc, geometry, transform) : [];
    case 'zoomInsets': {
      if (!transform) return [];
      const cellsAt = cellGeometry ?? geometry;
      return renderZoomInsets(doc, filled, transform, {
        cells: filled && (filled.level === 1 ? cellsAt.level1 : cellsAt.level2),
        outline: showOf(doc) === 'both' ? geometry.level1 : undefined,
        territories: geometry,
      });
    }
    case 'insetGrips':
      return transform && !forExport ? renderInsetGrips(doc, geometry.insets ?? [], transform) : [];
    case 'annotations':
      return [
        renderAnnotationLayer(doc, anchorConverter(doc, geometry), {
          forExport,
          ...(options.emoji && { emoji: options.emoji }),
          include: options.annotations ?? true,
        }),
      ];
    case 'legend':
      return present(
        renderLegend(doc, forExport, categoryNoDataOf(doc, geometry), bivariateNoDataOf(doc, geometry)),
      );
    case 'heatBar':
      return present(renderHeatBarOf(doc, geometry, forExport));
    case 'texts':
      return renderTitles(doc, options);
    case 'timeLabel':
      return present(renderTimeLabel(doc));
  }
}

/**
 * The division labels and the territories' names, in frame coordinates right above the map group inside
 * the map layer: over every level, under the annotations, legend and titles (which they keep clear of).
 */
function labelsOf(context: Context): { placed: readonly PlacedLabel[]; nodes: readonly SvgNode[] } {
  const { doc, geometry, options, labelGeometry } = context;
  const at = labelGeometry ?? geometry;
  const credit = options.credit ?? '';
  const placed = placeLabels(doc, at, { credit });
  const names = placeTerritoryLabels(doc, at, credit);
  // The zoom insets' labels are drawn, but only the map's take the label tool's clicks and drags.
  const zoomed = placeZoomInsetLabels(doc, at, { credit });
  const drawn = placed.length + names.length + zoomed.length > 0;
  return { placed, nodes: drawn ? [renderLabels(doc, placed, names, zoomed)] : [] };
}

/** The map group's own attributes (its placement), around the map-space parts. */
export function mapGroupOf(transform: MapTransform): SvgNode {
  return svgNode('g', 'map', { 'data-element': 'map', transform: transformAttribute(transform) });
}
