import type { Patch } from 'immer';
import type { Level } from '../document/schema';

/** Parts of the document a listener can react to, besides per-division fills and offsets. */
export type DocumentPart =
  | 'country'
  | 'frame'
  | 'placement'
  | 'style'
  | 'activeLevel'
  | 'legend'
  | 'title'
  | 'subtitle'
  | 'credit'
  | 'annotations'
  | 'heatMap'
  | 'pixelDotMap'
  | 'categories'
  | 'symbols'
  | 'bivariate'
  | 'timeSeries'
  | 'liveData'
  | 'layers'
  | 'labels'
  | 'territories'
  | 'insets'
  | 'zoomInsets'
  | 'patterns'
  | 'heatOverlays'
  | 'shownDivisions'
  | 'projection'
  | 'mapLanguage';

/** Division ids whose fill (or offset) changed, or 'all' when the whole record was replaced. */
export type DivisionChanges = ReadonlySet<string> | 'all';

/**
 * What a change touched, derived from patch paths. The UI repaints one path per id in `fills`
 * instead of re-rendering the map; `parts` name everything else that needs redrawing.
 */
export interface DocumentChanges {
  readonly parts: ReadonlySet<DocumentPart>;
  readonly fills: Readonly<Record<Level, DivisionChanges>>;
  readonly offsets: Readonly<Record<Level, DivisionChanges>>;
  /** Levels whose style changed (a subset of `parts` having 'style'). */
  readonly styledLevels: ReadonlySet<Level>;
  /**
   * Ids of the annotations whose properties changed, so the screen redraws just those; 'all' when
   * the list itself changed (an annotation added, removed or reordered) or the document was replaced.
   * Empty when no annotation changed. Filled in by the editor, which knows which id is at an index.
   */
  readonly annotations: ReadonlySet<string> | 'all';
}

/**
 * The annotations a change touched: a patch inside one annotation (['annotations', i, field, …])
 * names the annotation at index i in the document after it (and before, should they differ); any
 * other patch of the list means 'all'.
 */
export function annotationChanges(
  patches: readonly Patch[],
  before: { readonly annotations: readonly { readonly id: string }[] },
  after: { readonly annotations: readonly { readonly id: string }[] },
): ReadonlySet<string> | 'all' {
  const ids = new Set<string>();
  for (const { path } of patches) {
    if (path.length === 0) return 'all';
    if (path[0] !== 'annotations') continue;
    const index = path[1];
    if (path.length < 3 || typeof index !== 'number') return 'all';
    const was = before.annotations[index]?.id;
    const is = after.annotations[index]?.id;
    if (was !== is || is === undefined) return 'all';
    ids.add(is);
  }
  return ids;
}

const TOP_LEVEL_PARTS: Readonly<Record<string, DocumentPart>> = {
  country: 'country',
  frame: 'frame',
  placement: 'placement',
  activeLevel: 'activeLevel',
  legend: 'legend',
  title: 'title',
  subtitle: 'subtitle',
  credit: 'credit',
  annotations: 'annotations',
  heatMap: 'heatMap',
  pixelDotMap: 'pixelDotMap',
  categories: 'categories',
  symbols: 'symbols',
  bivariate: 'bivariate',
  timeSeries: 'timeSeries',
  liveData: 'liveData',
  layers: 'layers',
  labels: 'labels',
  // The margins move the fitted map, as a new frame size does.
  margins: 'frame',
  territories: 'territories',
  // Drawing the heat map by territory recolours what the heat map colours.
  territoryHeat: 'heatMap',
  // Territory names are placed with the division labels, which make way for them.
  territoryLabels: 'labels',
  insets: 'insets',
  zoomInsets: 'zoomInsets',
  patterns: 'patterns',
  heatOverlays: 'heatOverlays',
  // Who places the legend and heat bar moves them, as their own positions do.
  handPlaced: 'legend',
  shownDivisions: 'shownDivisions',
  projection: 'projection',
  mapLanguage: 'mapLanguage',
};

const ALL_PARTS: readonly DocumentPart[] = [...Object.values(TOP_LEVEL_PARTS), 'style'];

interface MutableDivisionChanges {
  1: Set<string> | 'all';
  2: Set<string> | 'all';
}

/** Reads the patch paths of one change (or one undo/redo) into the set of things it touched. */
export function changesOfPatches(patches: readonly Patch[]): DocumentChanges {
  const parts = new Set<DocumentPart>();
  const fills: MutableDivisionChanges = { 1: new Set(), 2: new Set() };
  const offsets: MutableDivisionChanges = { 1: new Set(), 2: new Set() };
  const styledLevels = new Set<Level>();

  const touchLevel = (level: Level, path: readonly (string | number)[]) => {
    const [field, id] = path;
    if (field === undefined) {
      fills[level] = 'all';
      offsets[level] = 'all';
      styledLevels.add(level);
      parts.add('style');
    } else if (field === 'style') {
      styledLevels.add(level);
      parts.add('style');
    } else if (field === 'fills' || field === 'offsets') {
      const target = field === 'fills' ? fills : offsets;
      const ids = target[level];
      if (id === undefined) target[level] = 'all';
      else if (ids !== 'all') ids.add(String(id));
    }
  };

  for (const { path } of patches) {
    const [top, levelKey, ...rest] = path.map(String);
    if (top === undefined) {
      // The whole document was replaced.
      for (const part of ALL_PARTS) parts.add(part);
      for (const level of [1, 2] as const) touchLevel(level, []);
    } else if (top === 'levels') {
      if (levelKey === undefined) for (const level of [1, 2] as const) touchLevel(level, []);
      else if (levelKey === '1' || levelKey === '2') touchLevel(Number(levelKey) as Level, rest);
    } else {
      const part = TOP_LEVEL_PARTS[top];
      if (part) parts.add(part);
    }
  }
  const annotations = parts.has('annotations') ? 'all' : new Set<string>();
  return { parts, fills, offsets, styledLevels, annotations };
}

/** No division named (and not 'all'). */
function none(ids: DivisionChanges): boolean {
  return ids !== 'all' && ids.size === 0;
}

/** Whether a change recoloured or moved any division (of either level). */
export function touchesDivisions(changes: DocumentChanges): boolean {
  return !(
    none(changes.fills[1]) &&
    none(changes.fills[2]) &&
    none(changes.offsets[1]) &&
    none(changes.offsets[2])
  );
}

/** Adds a part (e.g. 'legend' when fills changed the colours in use). */
export function withPart(changes: DocumentChanges, part: DocumentPart): DocumentChanges {
  if (changes.parts.has(part)) return changes;
  return { ...changes, parts: new Set([...changes.parts, part]) };
}

/**
 * Whether a change only recoloured divisions (a paint, a revert, their undo): nothing but the fills of
 * some paths, which the map patches at once. Views of anything else (panels, the legend, which a new
 * colour changes and names as its own part) can then be brought up to date when the browser is idle.
 */
export function isFillsOnly(changes: DocumentChanges): boolean {
  return (
    changes.parts.size === 0 &&
    changes.styledLevels.size === 0 &&
    none(changes.offsets[1]) &&
    none(changes.offsets[2]) &&
    !(none(changes.fills[1]) && none(changes.fills[2]))
  );
}
