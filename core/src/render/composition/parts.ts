import type { DocumentChanges, DocumentPart } from '../../editor/changes';
import type { SvgNode } from '../svg-tree';

/**
 * The named parts of a frame, in the order they are drawn within their layer of the document
 * (`doc.layers.order` orders the layers: map, annotations, legend, titles).
 */
export type PartName =
  | 'patterns'
  | 'background'
  | 'context'
  | 'pixelGrid'
  | 'levels'
  | 'territories'
  | 'heatOverlays'
  | 'symbols'
  | 'insetFrames'
  | 'zoomInsets'
  | 'insetGrips'
  | 'labels'
  | 'annotations'
  | 'legend'
  | 'heatBar'
  | 'texts'
  | 'timeLabel';

/** What a part is drawn from: parts of the document, or the divisions' fills and offsets. */
export type Dependency = DocumentPart | 'fills' | 'offsets';

/** Frame pixels, or map space (inside the map group, under its placement transform). */
export type PartSpace = 'frame' | 'map';

/** One part of a composed frame: plain data, its nodes drawn when first read. */
export interface FramePart {
  readonly name: PartName;
  readonly deps: readonly Dependency[];
  readonly space: PartSpace;
  readonly nodes: readonly SvgNode[];
}

/** Everything a part can depend on but the country (a new country is a new frame). */
const EVERYTHING: readonly Dependency[] = [
  'frame',
  'placement',
  'style',
  'activeLevel',
  'legend',
  'title',
  'subtitle',
  'credit',
  'annotations',
  'heatMap',
  'pixelDotMap',
  'categories',
  'symbols',
  'bivariate',
  'timeSeries',
  'layers',
  'labels',
  'territories',
  'insets',
  'zoomInsets',
  'patterns',
  'heatOverlays',
  'shownDivisions',
  'projection',
  'fills',
  'offsets',
];

/**
 * Where the map stands and what it is fitted to (the levels on show, the room the titles leave, the
 * insets' boxes): every map-space part's line widths follow its scale.
 */
const FIT: readonly Dependency[] = ['frame', 'placement', 'style', 'insets', 'title', 'subtitle'];

/**
 * Each part's inputs. The labels, legend and heat bar keep clear of everything drawn (the labels'
 * obstacles, legend-placement.ts), so they depend on everything.
 */
export const PART_DEPS: Readonly<Record<PartName, readonly Dependency[]>> = {
  patterns: ['patterns', 'heatOverlays', 'heatMap', 'pixelDotMap', 'fills', 'territories', ...FIT],
  background: [],
  context: ['shownDivisions', ...FIT],
  pixelGrid: ['pixelDotMap', 'heatMap', 'style', 'offsets', 'fills', ...FIT],
  levels: [
    'fills',
    'offsets',
    'style',
    'heatMap',
    'pixelDotMap',
    'categories',
    'bivariate',
    'patterns',
    'territories',
    ...FIT,
  ],
  // With the territories' copies in the zoom insets, which their controller draws with them.
  territories: ['territories', 'style', 'heatMap', 'pixelDotMap', 'zoomInsets', ...FIT],
  heatOverlays: ['heatOverlays', 'heatMap', 'pixelDotMap', 'style', 'offsets', 'patterns', ...FIT],
  // Over whatever fills the map; coloured by the categories' or the heat map's colours, at the
  // divisions' anchors (moved with them).
  symbols: ['symbols', 'categories', 'heatMap', 'offsets', ...FIT],
  insetFrames: [...FIT],
  zoomInsets: [
    'zoomInsets',
    'fills',
    'offsets',
    'style',
    'heatMap',
    'pixelDotMap',
    'categories',
    'bivariate',
    'territories',
    'heatOverlays',
    'patterns',
    ...FIT,
  ],
  // The boxes of the territory insets (in FIT) and of the zoom insets.
  insetGrips: ['zoomInsets', ...FIT],
  labels: EVERYTHING,
  annotations: ['annotations', 'layers', ...FIT],
  legend: EVERYTHING,
  heatBar: EVERYTHING,
  texts: ['title', 'subtitle', 'credit', 'layers', 'style', 'annotations', 'frame'],
  // Drawn on a time map only (the heat map on), in the title's font.
  timeLabel: ['timeSeries', 'frame', 'heatMap', 'title', 'layers'],
};

const PART_NAMES = Object.keys(PART_DEPS) as PartName[];

const named = (ids: DocumentChanges['fills'][1]) => ids === 'all' || ids.size > 0;

/**
 * The parts a change invalidates: those with an input it touched. A new country, or the layers'
 * order, invalidates every part.
 */
export function partsInvalidatedBy(changes: DocumentChanges): ReadonlySet<PartName> {
  const { parts } = changes;
  // A new set of divisions shown, or a new projection, is a new geometry, as a new country is; a new
  // language rewrites every name and number on the map.
  if (
    parts.has('country') ||
    parts.has('layers') ||
    parts.has('shownDivisions') ||
    parts.has('projection') ||
    parts.has('mapLanguage')
  )
    return new Set(PART_NAMES);
  const touched = new Set<Dependency>(parts);
  if (named(changes.fills[1]) || named(changes.fills[2])) touched.add('fills');
  if (named(changes.offsets[1]) || named(changes.offsets[2])) touched.add('offsets');
  return new Set(PART_NAMES.filter((name) => PART_DEPS[name].some((dep) => touched.has(dep))));
}
