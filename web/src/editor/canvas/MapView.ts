import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { filledLevels, showOf } from '@mapwright/core/document/show';
import { touchesDivisions, type DocumentChanges, type DocumentPart } from '@mapwright/core/editor/changes';
import type { ProjectedDivision, ProjectedLevel } from '@mapwright/core/geo/projected-level';
import { heatScaleOf } from '@mapwright/core/data/heat-scale';
import { heatLevelOf, pixelLevelOf } from '@mapwright/core/render/data-fill';
import { baseFillOf, fillOf, offsetTransformOf } from '@mapwright/core/render/fill-of';
import { pitchOf, renderPixelGrid } from '@mapwright/core/render/render-pixel-grid';
import {
  renderDivision,
  renderMap,
  type MapGeometry,
  type RenderOptions,
} from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { mapTransform, type MapTransform } from '@mapwright/core/render/transform';
import type { EditTarget } from '@mapwright/core/editor/edit-target';
import { anchorConverter, type MapProjection } from '@mapwright/core/render/anchor-frame';
import type { Annotation } from '@mapwright/core/document/annotations';
import { emojiIdsOf, usesEmoji } from '@mapwright/core/emoji/credit';
import {
  renderAnnotation,
  type AnnotationContext,
} from '@mapwright/core/render/annotations/render-annotations';
import { emojiLookup, loadEmojiGlyphs } from '../annotations/emojiGlyphs';
import { AnnotationLayer } from './annotationLayer';
import { cancelFrameTask, scheduleFrame } from './frameScheduler';
import type { DrawnText } from './inPlaceText';
import { SelectionOverlay, type FrameRect } from './selectionOverlay';
import { patchCells } from './cellsPatch';
import {
  buildLayers,
  insertTiledGroup,
  partsOf,
  removeTiledGroup,
  withoutSize,
  type MapLayers,
} from './mapLayers';
import { basePathData } from './basePaths';
import { GestureSnapshot } from './gestureSnapshot';
import { PanLayer } from './panLayer';
import { childKeys, createSvgElement, patchAttributes } from './svgDom';
import { splitByTile, tilesOf, type LevelTiles } from './tiles';

/**
 * The same levels without their path data or borders: renderMap on it yields every attribute but the
 * paths (divisions with empty path data are not drawn, nor do they have pixel cells), while what
 * depends on which divisions exist (the heat bar's no-data swatch) comes out as on the full tree.
 */
function skeletonOf(geometry: MapGeometry): MapGeometry {
  const strip = (level: ProjectedLevel | undefined) =>
    level && {
      ...level,
      divisions: level.divisions.map((division) => ({ ...division, d: '' })),
      borders: '',
    };
  return { level1: strip(geometry.level1), level2: strip(geometry.level2) };
}

/** The level whose pixel cells are drawn, if any (a pixel dot map on a level drawn filled). */
function cellsLevelOf(doc: MapDocument): Level | undefined {
  const level = pixelLevelOf(doc);
  return level !== undefined && filledLevels(doc).includes(level) ? level : undefined;
}

/** The pixel cells as drawn, and what they were drawn from (settings, offsets, pitch). */
interface DrawnCells {
  readonly node: SvgNode;
  readonly settings: unknown;
  readonly offsets: unknown;
  readonly pitch: number;
}

/**
 * When only heat-map values changed and the classes stayed the same (the same limits and colours, or
 * the same continuous range), the divisions whose values changed: only their fills can differ. Else
 * undefined (repaint the level).
 */
function heatValueEdits(before: MapDocument, after: MapDocument, level: Level): Set<string> | undefined {
  const a = before.heatMap;
  const b = after.heatMap;
  if (heatLevelOf(before) !== level || heatLevelOf(after) !== level) return undefined;
  if (a.values === b.values || !sameSettings(a, b))
    return a.values === b.values && sameSettings(a, b) ? new Set() : undefined;
  const sa = heatScaleOf(a);
  const sb = heatScaleOf(b);
  const sameClasses =
    sa.continuous === sb.continuous &&
    sa.domain[0] === sb.domain[0] &&
    sa.domain[1] === sb.domain[1] &&
    sa.classes.length === sb.classes.length &&
    sa.classes.every((c, i) => c.lower === sb.classes[i]?.lower && c.colour === sb.classes[i]?.colour);
  if (!sameClasses) return undefined;
  const ids = new Set<string>();
  for (const id of Object.keys(a.values)) if (a.values[id] !== b.values[id]) ids.add(id);
  for (const id of Object.keys(b.values)) if (!Object.hasOwn(a.values, id)) ids.add(id);
  return ids;
}

function sameSettings(a: MapDocument['heatMap'], b: MapDocument['heatMap']): boolean {
  return (
    a.active === b.active &&
    a.palette === b.palette &&
    a.classification === b.classification &&
    a.classes === b.classes &&
    a.scale === b.scale &&
    a.breaks === b.breaks &&
    a.reverse === b.reverse &&
    a.midpoint === b.midpoint &&
    a.noDataColor === b.noDataColor
  );
}

/**
 * The tree without its annotations group: the screen draws annotations itself, one by one, in their
 * own layer (annotationLayer.ts), so the map's layers never hold them.
 */
function withoutAnnotations(tree: SvgNode): SvgNode {
  const children = tree.children ?? [];
  return children.some((child) => child.key === ANNOTATIONS_KEY)
    ? { ...tree, children: children.filter((child) => child.key !== ANNOTATIONS_KEY) }
    : tree;
}

const ANNOTATIONS_KEY = 'annotations';

/** Changes after which annotations may be drawn differently (map-pinned ones move with the map). */
const ANNOTATION_PARTS: readonly DocumentPart[] = ['annotations', 'placement', 'frame', 'layers', 'style'];

/** What the screen does beyond the core's drawing. */
export interface MapViewOptions {
  /**
   * Gestures move a picture of the map instead of its paths (gestureSnapshot.ts): the phone's, whose
   * pages always have touch listeners, which make every moving path cost a frame's layerize time.
   */
  readonly gestureSnapshot?: boolean;
  /**
   * The data credit of the levels the document draws (the credit line's attribution), asked at each
   * render so it follows the shown levels as an export's does.
   */
  readonly creditOf?: (doc: MapDocument) => string;
  /**
   * Base paths (basePaths.ts): a filled level's plain divisions are one path per tile, and a division
   * gets an element of its own once it is drawn otherwise (painted, moved, selected, flashed). The
   * phone's: its input finds divisions in the geometry, so unpainted ones need no element; the desktop
   * hovers and clicks division elements.
   */
  readonly basePaths?: boolean;
}

/**
 * Whether a change can alter what the pan layer draws: a fill, an offset, any part but annotations.
 * Asked at every change, a tap's included: no allocation.
 */
function changesPanLayer(changes: DocumentChanges): boolean {
  if (touchesDivisions(changes)) return true;
  for (const part of changes.parts) if (part !== 'annotations') return true;
  return false;
}

/** After a zoom the cells are counted again at the new pitch once the wheel rests this long. */
const CELLS_AFTER_ZOOM_MS = 150;

/**
 * The map on screen: the core's renderMap tree mounted once into stacked svg layers (mapLayers.ts:
 * background, the map split into tiles on a composited pan layer, legend and texts), then patched in
 * place.
 *
 * - A fill change sets the `fill` of exactly the changed paths (fillOf), synchronously, so a click is
 *   visible in the very next frame, and only that path's tile repaints.
 * - Everything else (placement, level styles, legend, title, frame) is re-rendered by the same
 *   renderMap over a skeleton geometry with no paths (microseconds), and only the attributes and
 *   sub-trees that differ are patched, once per animation frame. A pan is a CSS translate of the pan
 *   layer until it stops (panLayer.ts).
 * - A change of which levels are drawn (show 1/2/both) or of the geometry remounts the layers.
 */
export class MapView {
  readonly #surface: HTMLElement;
  readonly #geometry: MapGeometry;
  readonly #skeleton: MapGeometry;
  readonly #tiles: Readonly<Record<Level, LevelTiles | undefined>>;
  readonly #panLayer = new PanLayer(() => ({
    // The surface itself is never transformed, so its box is its size on screen.
    cssPerUnit: this.#surface.getBoundingClientRect().width / this.#doc.frame.width,
    devicePixelRatio: globalThis.devicePixelRatio || 1,
  }));
  readonly #screen: MapViewOptions;
  /** The map's picture for gestures (phone only), or undefined. */
  #snapshot: GestureSnapshot | undefined;
  /** The placement moved during the gesture under way: the picture is stale once it ends. */
  #movedLive = false;
  #endSnapshot = () => this.#snapshot?.invalidate();
  #layers: MapLayers | undefined;
  #doc: MapDocument;
  #tree: SvgNode | undefined;
  #selected: Element | null = null;
  #selection: ElementRef | null = null;
  #focusRing: { readonly level: Level; readonly id: string } | null = null;
  #divisionIndex: Map<string, ProjectedDivision> | undefined;
  /** Each province's districts (ids), made on first use. */
  #districtIndex: Map<string, string[]> | undefined;
  /** With base paths: the divisions left out of their tile's base path (moved), per level. */
  #movedOut: Record<Level, Set<string>> = { 1: new Set(), 2: new Set() };
  /** With base paths: each tile's divisions in drawing order, per level (made on first move). */
  #tileDivisions: Partial<Record<Level, ProjectedDivision[][]>> = {};
  #patch = () => this.#patchSkeleton();
  /** A drag or a pinch is under way (setLive). */
  #live = false;
  /** Placement changes seen while live, whose skeleton patch waits until the gesture ends. */
  #deferredPatch = false;
  #showPlacement = () => {
    const placement = this.#placementOf(this.#doc);
    if (placement) this.#panLayer.show(placement, this.#doc.frame);
  };
  /** The pixel cells as drawn, and what they were drawn from (settings, offsets, pitch). */
  #cells: DrawnCells | undefined;
  #cellsTimer: ReturnType<typeof setTimeout> | undefined;
  #patchCellsTask = () => this.#patchCells();
  /** The annotations' own layer and the selection's handles over everything. */
  #annotations: AnnotationLayer | undefined;
  #overlay: SelectionOverlay | undefined;
  #geo: MapProjection | undefined;
  #selectedAnnotations: readonly string[] = [];
  #dragging = false;
  #syncAnnotationsTask = () => this.#syncAnnotations();

  constructor(surface: HTMLElement, geometry: MapGeometry, doc: MapDocument, screen: MapViewOptions = {}) {
    this.#surface = surface;
    this.#screen = screen;
    this.#geometry = geometry;
    this.#skeleton = skeletonOf(geometry);
    this.#tiles = {
      1: geometry.level1 && tilesOf(geometry.level1),
      2: geometry.level2 && tilesOf(geometry.level2),
    };
    this.#doc = doc;
    this.mount();
  }

  get document(): MapDocument {
    return this.#doc;
  }

  /** Builds every layer (first draw, or the drawn levels changed). */
  mount(): void {
    cancelFrameTask(this.#patch);
    cancelFrameTask(this.#showPlacement);
    const tree = withoutAnnotations(
      renderMap(this.#doc, this.#geometry, { ...this.#renderOptions(), annotations: false }),
    );
    const doc = this.#doc;
    const layers = buildLayers(
      tree,
      (level) => (level === 1 || level === 2 ? this.#tiles[level] : undefined),
      this.#screen.basePaths
        ? { baseFill: (level) => (level === 1 || level === 2 ? baseFillOf(doc, level) : undefined) }
        : {},
    );
    // buildLayers leaves a division out of its base path when the tree draws it moved.
    for (const level of [1, 2] as const) {
      this.#movedOut[level] = new Set(
        Object.keys(doc.levels[level].offsets).filter(
          (id) => offsetTransformOf(doc, level, id) !== undefined,
        ),
      );
    }
    const rootAttrs = withoutSize(tree.attrs);
    this.#annotations = new AnnotationLayer(rootAttrs);
    this.#overlay = new SelectionOverlay(rootAttrs);
    this.#surface.replaceChildren(
      layers.under,
      layers.pan,
      this.#annotations.svg,
      layers.over,
      this.#overlay.svg,
    );
    this.#layers = layers;
    this.#snapshot?.destroy();
    this.#snapshot = this.#screen.gestureSnapshot ? new GestureSnapshot(layers.pan) : undefined;
    const placement = this.#placementOf(this.#doc);
    if (placement) this.#panLayer.attach(layers.pan, layers.mapGroups, placement, this.#doc.frame);
    else this.#panLayer.detach();
    this.#tree = withoutAnnotations(this.#renderSkeleton());
    this.#cells = this.#cellsOf(tree);
    this.#selected = null;
    this.#applySelection();
    this.#applyFocusRing();
    this.#syncAnnotations();
  }

  /** The map's projection has arrived: annotations pinned to the map can now be placed. */
  setProjection(geo: MapProjection): void {
    this.#geo = geo;
    this.#annotations?.clear();
    this.#syncAnnotations();
  }

  /** The geometry annotations are placed with (the projection once loaded). */
  anchorGeometry(): MapGeometry {
    return this.#geo ? { ...this.#geometry, geo: this.#geo } : this.#geometry;
  }

  /** The drawn group of an annotation, for in-place editing and tests. */
  annotationElement(id: string): Element | undefined {
    return this.#annotations?.elementOf(id);
  }

  /** Shows handles on the selected annotations. */
  showSelection(ids: readonly string[]): void {
    this.#selectedAnnotations = ids;
    this.#drawSelection();
  }

  /** A drag of these annotations starts (their own layer meanwhile), or ends (null). */
  liftAnnotations(ids: readonly string[] | null): void {
    this.#annotations?.lift(ids);
    // The handles hide while the drag moves (measuring the dragged drawing would force a layout in
    // every frame) and come back where it ends.
    this.#dragging = ids !== null;
    this.#overlay?.svg.setAttribute('visibility', this.#dragging ? 'hidden' : 'visible');
    if (!this.#dragging) this.#drawSelection();
  }

  showMarquee(rect: FrameRect | null): void {
    this.#overlay?.marquee(rect);
  }

  /** Where a text typed into on the map is drawn (inPlaceText.ts), or undefined when it is not. */
  drawnTextOf(target: EditTarget): DrawnText | undefined {
    const surface = this.#surface;
    switch (target.kind) {
      case 'annotation':
      case 'chartTitle': {
        const group = this.#annotations?.elementOf(target.id);
        if (!group) return undefined;
        const type = group.getAttribute('data-annotation-type');
        if (target.kind === 'chartTitle') {
          const text = group.querySelector('[data-chart-title]');
          return { text, box: text ? null : group, hide: text ? [text] : [] };
        }
        const text = group.querySelector('text');
        // A note's box stays (the editor wraps in it); a text is wholly replaced by the editor.
        if (type === 'note') return { text, box: group.querySelector('rect'), hide: text ? [text] : [] };
        return { text, hide: [group] };
      }
      case 'legendLabel': {
        const entry = [...surface.querySelectorAll('[data-legend-colour]')].find(
          (el) => el.getAttribute('data-legend-colour') === target.colour.toLowerCase(),
        );
        const text = entry?.querySelector('text') ?? null;
        return entry ? { text, box: entry, hide: text ? [text] : [] } : undefined;
      }
      case 'legendTitle': {
        const text = surface.querySelector('[data-element="legend"] [data-legend-title]');
        return text ? { text, hide: [text] } : undefined;
      }
      default: {
        const text = surface.querySelector(`[data-element="${target.kind}"]`);
        return text ? { text, hide: [text] } : undefined;
      }
    }
  }

  #syncAnnotations(): void {
    const layer = this.#annotations;
    if (!layer) return;
    const geometry = this.anchorGeometry();
    const doc = this.#doc;
    const context: AnnotationContext = {
      converter: anchorConverter(doc, geometry),
      frame: doc.frame,
      country: doc.country,
      emoji: emojiLookup,
      forExport: false,
    };
    const transform = this.#placementOf(doc);
    // Map-pinned annotations are redrawn when this changes (the map moved, the frame changed size).
    const placement = `${transform?.scale},${transform?.x},${transform?.y},${doc.frame.width},${doc.frame.height},${this.#geo ? 1 : 0}`;
    layer.sync(doc.annotations, placement, (annotation) =>
      renderAnnotation(annotation as Annotation, context),
    );
    if (!this.#dragging) this.#drawSelection();
    // Emojis whose glyph is not loaded yet are drawn again once it is.
    const missing = emojiIdsOf(doc).filter((id) => !emojiLookup(id));
    if (missing.length > 0) {
      void loadEmojiGlyphs(missing).then(
        () => {
          this.#annotations?.invalidate((a) => a.type === 'emoji');
          scheduleFrame(this.#syncAnnotationsTask);
        },
        () => undefined, // shown as the core's placeholder; the next change tries again
      );
    }
  }

  #drawSelection(): void {
    const overlay = this.#overlay;
    if (!overlay) return;
    const ids = new Set(this.#selectedAnnotations);
    const selected = this.#doc.annotations.filter((a) => ids.has(a.id));
    const converter = selected.length > 0 ? anchorConverter(this.#doc, this.anchorGeometry()) : undefined;
    overlay.show(selected, (id) => this.#annotations?.elementOf(id), converter);
  }

  /** Brings the screen to `doc`, touching only what `changes` names. */
  update(doc: MapDocument, changes: DocumentChanges): void {
    const before = this.#doc;
    this.#doc = doc;
    const placementOnly = changes.parts.size === 1 && changes.parts.has('placement');
    // While a gesture moves the map, its placement is the pan layer's transform: the picture holds.
    if (!(this.#live && placementOnly) && changesPanLayer(changes)) this.#snapshot?.invalidate();
    if (changes.parts.has('country') || showOf(before) !== showOf(doc)) {
      this.mount();
      return;
    }
    // A pixel dot map turned on or off: its cell layers come or go; the divisions stay mounted.
    if (cellsLevelOf(before) !== cellsLevelOf(doc) && !this.#toggleCells(cellsLevelOf(before))) {
      this.mount();
      return;
    }
    // A data layer's change (a value, the classes, the palette, turning it on or off) can recolour
    // every division of its level: each path's fill is recomputed and set only where it differs.
    const dataChanged = changes.parts.has('heatMap') || changes.parts.has('pixelDotMap');
    const dataLevels = new Set([
      heatLevelOf(before),
      heatLevelOf(doc),
      pixelLevelOf(before),
      pixelLevelOf(doc),
    ]);
    for (const level of [1, 2] as const) {
      const restyled =
        changes.styledLevels.has(level) &&
        before.levels[level].style.defaultFill !== doc.levels[level].style.defaultFill;
      const data = dataChanged && dataLevels.has(level) ? heatValueEdits(before, doc, level) : undefined;
      const fills =
        level === 2 ? this.#withInherited(doc, changes.fills[2], changes.fills[1]) : changes.fills[1];
      const all = restyled || fills === 'all' || (dataChanged && dataLevels.has(level) && data === undefined);
      this.#repaintFills(level, all ? 'all' : data ? new Set([...data, ...fills]) : fills);
      this.#moveDivisions(level, changes.offsets[level]);
    }
    const ring = this.#focusRing;
    const moved = ring && changes.offsets[ring.level];
    if (ring && moved && (moved === 'all' || moved.has(ring.id))) this.#applyFocusRing();
    if (cellsLevelOf(doc) !== undefined) this.#scheduleCells();
    if (ANNOTATION_PARTS.some((part) => changes.parts.has(part))) scheduleFrame(this.#syncAnnotationsTask);
    // Fills alone are done; anything else (placement, styles, legend, texts, frame) is patched per frame.
    if (changes.parts.size === 0) return;
    // Annotations are their own layer's: a change of them alone (a drag) needs no skeleton pass, unless
    // it adds or removes the emoji credit on the credit line.
    const annotationsOnly =
      changes.parts.size === 1 && changes.parts.has('annotations') && usesEmoji(before) === usesEmoji(doc);
    if (annotationsOnly) return;
    if (this.#live && placementOnly) {
      // A drag or a pinch: the pan layer moves and scales the map on the compositor, and the rest of
      // the placement (border widths follow the zoom, and an inherited attribute changed on a level
      // group restyles every path under it, 17 ms a frame on Romania) is patched when it ends.
      this.#deferredPatch = true;
      this.#movedLive = true;
      this.#snapshot?.show();
      scheduleFrame(this.#showPlacement);
      return;
    }
    scheduleFrame(this.#patch);
  }

  /** The element on screen for a path, e.g. to flash it. */
  pathOf(level: Level, id: string): SVGElement | undefined {
    return this.#layers?.paths.get(`${level}:${id}`);
  }

  /** Marks the selected element (the move tool's target) so CSS can outline it. */
  select(selection: ElementRef | null): void {
    this.#selection = selection;
    this.#applySelection();
  }

  /**
   * Outlines the division the keyboard is on (DivisionFocus): the ring's path data becomes that
   * division's, where it is drawn. CSS shows the ring only while the map has keyboard focus.
   */
  setFocusRing(focus: { readonly level: Level; readonly id: string } | null): void {
    const same =
      focus === this.#focusRing ||
      (focus && this.#focusRing && focus.level === this.#focusRing.level && focus.id === this.#focusRing.id);
    this.#focusRing = focus;
    if (!same) this.#applyFocusRing();
  }

  /** Restarts the flash animation on a division (found by search). */
  flash(level: Level, id: string): void {
    const el = this.#elementFor(level, id);
    if (!el) return;
    el.classList.remove('map-flash');
    // Reading layout restarts the CSS animation when the class comes back.
    void el.getBoundingClientRect();
    el.classList.add('map-flash');
    el.addEventListener(
      'animationend',
      () => {
        el.classList.remove('map-flash');
        this.#dropIfPlain(level, id);
      },
      { once: true },
    );
  }

  /** A drag is under way (true) or ended (false): the placement is written when it ends. */
  setLive(live: boolean): void {
    this.#live = live;
    this.#panLayer.setLive(live);
    // The tiles come back, drawn at the new placement, in the frame that writes it.
    if (!live && this.#movedLive) scheduleFrame(this.#endSnapshot);
    if (!live) this.#movedLive = false;
    if (!live && this.#deferredPatch) {
      this.#deferredPatch = false;
      scheduleFrame(this.#patch);
    }
  }

  destroy(): void {
    cancelFrameTask(this.#patch);
    cancelFrameTask(this.#showPlacement);
    cancelFrameTask(this.#patchCellsTask);
    cancelFrameTask(this.#syncAnnotationsTask);
    cancelFrameTask(this.#endSnapshot);
    clearTimeout(this.#cellsTimer);
    this.#snapshot?.destroy();
    this.#snapshot = undefined;
    this.#panLayer.detach();
    this.#surface.replaceChildren();
    this.#layers = undefined;
  }

  #repaintFills(level: Level, ids: ReadonlySet<string> | 'all'): void {
    // Once per repaint, not per division (a whole level is thousands of them).
    const base = baseFillOf(this.#doc, level);
    if (ids === 'all') {
      // The base fill changes only with what repaints a whole level (a new default, a data layer).
      if (this.#screen.basePaths) this.#setBaseFill(level, base);
      for (const division of this.#levelOf(level)?.divisions ?? []) this.#setFill(level, division.id, base);
    } else {
      for (const id of ids) this.#setFill(level, id, base);
    }
  }

  /**
   * With both levels shown a province's paint shows in its districts (fillOf): a change of level-1
   * fills repaints the districts of the provinces it names, beside level 2's own changes.
   */
  #withInherited(
    doc: MapDocument,
    districts: ReadonlySet<string> | 'all',
    provinces: ReadonlySet<string> | 'all',
  ): ReadonlySet<string> | 'all' {
    if (showOf(doc) !== 'both' || districts === 'all' || (provinces !== 'all' && provinces.size === 0))
      return districts;
    if (provinces === 'all') return 'all';
    const ids = new Set(districts);
    for (const province of provinces) for (const id of this.#districtsOf(province)) ids.add(id);
    return ids;
  }

  /** A province's districts (ids), from an index made on first use. */
  #districtsOf(province: string): readonly string[] {
    if (!this.#districtIndex) {
      this.#districtIndex = new Map();
      for (const d of this.#geometry.level2?.divisions ?? []) {
        if (d.parent === undefined) continue;
        const ids = this.#districtIndex.get(d.parent) ?? [];
        ids.push(d.id);
        this.#districtIndex.set(d.parent, ids);
      }
    }
    return this.#districtIndex.get(province) ?? [];
  }

  #fillOf(level: Level, id: string): string {
    return fillOf(this.#doc, level, id, level === 2 ? this.#divisionOf(2, id)?.parent : undefined);
  }

  #setFill(level: Level, id: string, base: string): void {
    const fill = this.#fillOf(level, id);
    const el = this.pathOf(level, id);
    if (!el) {
      // With base paths a division drawn as the base draws it has no element until it differs.
      if (this.#screen.basePaths && fill !== base) this.#elementFor(level, id);
      return;
    }
    if (el.getAttribute('fill') !== fill) el.setAttribute('fill', fill);
    this.#dropIfPlain(level, id, fill, base);
  }

  /**
   * The element of a division, made when base paths drew it as part of its tile's base: appended to
   * its tile's group, over the base, drawn as the render draws it. Undefined where the level is not
   * drawn filled.
   */
  #elementFor(level: Level, id: string): SVGElement | undefined {
    const existing = this.pathOf(level, id);
    if (existing || !this.#screen.basePaths) return existing;
    const layers = this.#layers;
    const tile = this.#tiles[level]?.tileOf.get(id);
    const group = tile === undefined ? undefined : layers?.tileGroups.get(`level:${level}`)?.get(tile);
    const division = this.#divisionOf(level, id);
    if (!layers || !group || !division || division.d === '') return undefined;
    const el = createSvgElement(renderDivision(this.#doc, level, division));
    group.appendChild(el);
    layers.paths.set(`${level}:${id}`, el);
    return el;
  }

  /**
   * With base paths, takes a division's element away once the base draws it the same (its paint
   * reverted, back in its place, not selected nor flashing), so elements do not pile up over a session.
   */
  #dropIfPlain(
    level: Level,
    id: string,
    fill = this.#fillOf(level, id),
    base = baseFillOf(this.#doc, level),
  ): void {
    const el = this.pathOf(level, id);
    if (!this.#screen.basePaths || !el || el === this.#selected || el.classList.contains('map-flash')) return;
    if (this.#movedOut[level].has(id) || fill !== base) return;
    el.remove();
    this.#layers?.paths.delete(`${level}:${id}`);
  }

  /** With base paths: the base paths take the level's base fill (a new default, a data layer on or off). */
  #setBaseFill(level: Level, fill: string): void {
    for (const base of this.#layers?.bases.get(level)?.values() ?? []) {
      if (base.getAttribute('fill') !== fill) base.setAttribute('fill', fill);
    }
  }

  /**
   * Adds or removes the pixel cells' layers in place (their first draw costs the cells alone, not a
   * remount of every division). Returns false when the layers are not as expected (then remount).
   */
  #toggleCells(previous: Level | undefined): boolean {
    const layers = this.#layers;
    const map = this.#tree && partsOf(this.#tree).map;
    if (!layers || !map) return false;
    if (previous !== undefined) removeTiledGroup(layers, `cells:${previous}`);
    this.#cells = undefined;
    const level = cellsLevelOf(this.#doc);
    const transform = this.#placementOf(this.#doc);
    const projected = level === undefined ? undefined : this.#levelOf(level);
    const tiles = level === undefined ? undefined : this.#tiles[level];
    if (level !== undefined) {
      if (!projected || !tiles || !transform) return false;
      const node = renderPixelGrid(this.#doc, projected, transform);
      const first = layers.tileGroups.get(`level:${level}`);
      const before = first ? ([...first.values()][0]?.closest('svg') ?? null) : null;
      const levelSvg = before ?? layers.groups.get(`level:${level}`)?.[0]?.closest('svg') ?? null;
      insertTiledGroup(layers, { ...map, children: [] }, node, tiles, levelSvg);
      this.#cells = {
        node,
        settings: this.#doc.pixelDotMap,
        offsets: this.#doc.levels[level].offsets,
        pitch: pitchOf(this.#doc, transform, projected),
      };
    }
    const placement = this.#placementOf(this.#doc);
    if (placement) this.#panLayer.attach(layers.pan, layers.mapGroups, placement, this.#doc.frame);
    return true;
  }

  /** The cells group of a full render tree, with what it was drawn from. */
  #cellsOf(tree: SvgNode): DrawnCells | undefined {
    const level = cellsLevelOf(this.#doc);
    const map = partsOf(tree).map;
    const node = map?.children?.find((child) => child.key === `cells:${level}`);
    const transform = this.#placementOf(this.#doc);
    const projected = level === undefined ? undefined : this.#levelOf(level);
    if (level === undefined || !node || !transform || !projected) return undefined;
    return {
      node,
      settings: this.#doc.pixelDotMap,
      offsets: this.#doc.levels[level].offsets,
      pitch: pitchOf(this.#doc, transform, projected),
    };
  }

  /**
   * Cells follow a change of their settings, values or offsets in the next frame; a new pitch alone
   * (a zoom, a new frame) waits until the wheel rests, the old cells scaling with the map meanwhile.
   */
  #scheduleCells(): void {
    const level = cellsLevelOf(this.#doc);
    const transform = this.#placementOf(this.#doc);
    const drawn = this.#cells;
    const projected = level === undefined ? undefined : this.#levelOf(level);
    if (level === undefined || !transform || !drawn || !projected) return;
    const pitch = pitchOf(this.#doc, transform, projected);
    const sameData =
      drawn.settings === this.#doc.pixelDotMap && drawn.offsets === this.#doc.levels[level].offsets;
    if (sameData && pitch === drawn.pitch) return;
    clearTimeout(this.#cellsTimer);
    if (sameData)
      this.#cellsTimer = setTimeout(() => scheduleFrame(this.#patchCellsTask), CELLS_AFTER_ZOOM_MS);
    else scheduleFrame(this.#patchCellsTask);
  }

  #patchCells(): void {
    const level = cellsLevelOf(this.#doc);
    const layers = this.#layers;
    const drawn = this.#cells;
    const transform = this.#placementOf(this.#doc);
    const projected = level === undefined ? undefined : this.#levelOf(level);
    const tiles = level === undefined ? undefined : this.#tiles[level];
    if (!layers || !drawn || !transform || !projected || !tiles || level === undefined) return;
    const node = renderPixelGrid(this.#doc, projected, transform);
    patchCells(layers, tiles, drawn.node, node);
    this.#snapshot?.invalidate();
    this.#cells = {
      node,
      settings: this.#doc.pixelDotMap,
      offsets: this.#doc.levels[level].offsets,
      pitch: pitchOf(this.#doc, transform, projected),
    };
  }

  #moveDivisions(level: Level, ids: ReadonlySet<string> | 'all'): void {
    const list = ids === 'all' ? (this.#levelOf(level)?.divisions ?? []).map((d) => d.id) : ids;
    /** Tiles whose base path gains or loses a division. */
    const rebased = new Set<number>();
    for (const id of list) {
      const transform = offsetTransformOf(this.#doc, level, id);
      const el = transform === undefined ? this.pathOf(level, id) : this.#elementFor(level, id);
      if (el) {
        if (transform === undefined) el.removeAttribute('transform');
        else el.setAttribute('transform', transform);
      }
      if (!this.#screen.basePaths || !el) continue;
      const moved = this.#movedOut[level];
      if (moved.has(id) === (transform !== undefined)) continue;
      if (transform === undefined) moved.delete(id);
      else moved.add(id);
      const tile = this.#tiles[level]?.tileOf.get(id);
      if (tile !== undefined) rebased.add(tile);
      this.#dropIfPlain(level, id);
    }
    for (const tile of rebased) this.#rebase(level, tile);
  }

  /** Writes a tile's base path again from its divisions in their place. */
  #rebase(level: Level, tile: number): void {
    const base = this.#layers?.bases.get(level)?.get(tile);
    if (!base) return;
    const tiles = this.#tiles[level];
    if (!tiles) return;
    this.#tileDivisions[level] ??= splitByTile(this.#levelOf(level)?.divisions ?? [], tiles, (d) => d.id);
    base.setAttribute('d', basePathData(this.#tileDivisions[level][tile] ?? [], this.#movedOut[level]));
  }

  #levelOf(level: Level): ProjectedLevel | undefined {
    return level === 1 ? this.#geometry.level1 : this.#geometry.level2;
  }

  #placementOf(doc: MapDocument): MapTransform | undefined {
    const geometry = this.#geometry;
    return geometry.level1 || geometry.level2 ? mapTransform(doc, geometry) : undefined;
  }

  /** What the screen's render differs in from an export's: only the data credit, asked per document. */
  #renderOptions(): RenderOptions {
    const credit = this.#screen.creditOf?.(this.#doc);
    return credit === undefined ? {} : { credit };
  }

  /**
   * The render tree without paths (what the patches compare). Pixel cells are counted on the real
   * outlines, whose count and path text are cached: counted on the stripped ones, every patch would
   * count the level again for a group that #patchMap leaves to #toggleCells and #patchCells.
   */
  #renderSkeleton(): SvgNode {
    return renderMap(this.#doc, this.#skeleton, {
      ...this.#renderOptions(),
      annotations: false,
      cellGeometry: this.#geometry,
    });
  }

  /** Re-renders the tree without paths and patches the DOM where it differs. */
  #patchSkeleton(): void {
    const next = withoutAnnotations(this.#renderSkeleton());
    const previous = this.#tree;
    const layers = this.#layers;
    if (!previous || !layers) return this.mount();
    const rootBefore = withoutSize(previous.attrs);
    const rootAfter = withoutSize(next.attrs);
    for (const root of layers.roots) patchAttributes(root, rootBefore, rootAfter);
    const before = partsOf(previous);
    const after = partsOf(next);
    if (
      !this.#patchChildren(layers.under, group('under', before.under), group('under', after.under)) ||
      !this.#patchChildren(layers.over, group('over', before.over), group('over', after.over)) ||
      !this.#patchMap(layers, before.map, after.map)
    ) {
      return this.mount();
    }
    this.#tree = next;
    this.#applySelection();
  }

  /**
   * The map group's copies: their attributes, the placement (through the pan layer) and each level
   * group's attributes. Returns false when the groups themselves changed, which needs a remount.
   */
  #patchMap(layers: MapLayers, before: SvgNode | undefined, after: SvgNode | undefined): boolean {
    if (!before || !after) return before === after;
    // The pixel cells' groups come and go through #toggleCells; the rest must match to be patched.
    const withoutCells = (node: SvgNode) => ({
      ...node,
      children: (node.children ?? []).filter((child) => !child.key.startsWith('cells:')),
    });
    if (childKeys(withoutCells(before)) !== childKeys(withoutCells(after))) return false;
    const { transform: _before, ...attrsBefore } = before.attrs;
    const { transform: _after, ...attrsAfter } = after.attrs;
    for (const el of layers.mapGroups) patchAttributes(el, attrsBefore, attrsAfter);
    const placement = this.#placementOf(this.#doc);
    if (placement) this.#panLayer.show(placement, this.#doc.frame);
    (after.children ?? []).forEach((child) => {
      const old = before.children?.find((node) => node.key === child.key);
      // The cells group's pitch must change with its paths: #patchCells sets both.
      if (!old || child.key.startsWith('cells:')) return;
      for (const el of layers.groups.get(child.key) ?? []) patchAttributes(el, old.attrs, child.attrs);
    });
    return true;
  }

  /**
   * Keyed patch of an element's children. Returns false when it cannot be patched (a structure it
   * does not know), which needs a remount.
   */
  #patchChildren(el: Element, before: SvgNode, after: SvgNode): boolean {
    const oldChildren = before.children ?? [];
    const newChildren = after.children ?? [];
    if (childKeys(before) === childKeys(after)) {
      for (let i = 0; i < newChildren.length; i++) {
        const child = el.children[i];
        const a = oldChildren[i];
        const b = newChildren[i];
        if (!child || !a || !b) return false;
        if (!this.#patchNode(child, a, b)) return false;
      }
      return true;
    }
    // Keys differ (an element appeared or went): reuse elements by key, create the rest, in order.
    const byKey = new Map<string, { node: SvgNode; el: Element }>();
    oldChildren.forEach((node, i) => {
      const child = el.children[i];
      if (child) byKey.set(node.key, { node, el: child });
    });
    const kept: Element[] = [];
    for (const node of newChildren) {
      const old = byKey.get(node.key);
      if (old && old.node.tag === node.tag) {
        if (!this.#patchNode(old.el, old.node, node)) return false;
        kept.push(old.el);
        byKey.delete(node.key);
      } else {
        kept.push(createSvgElement(node));
      }
    }
    el.replaceChildren(...kept);
    return true;
  }

  #patchNode(el: Element, before: SvgNode, after: SvgNode): boolean {
    patchAttributes(el, before.attrs, after.attrs);
    if (before.text !== after.text) el.textContent = after.text ?? '';
    return this.#patchChildren(el, before, after);
  }

  #applyFocusRing(): void {
    const ring = this.#focusRing;
    const division = ring ? this.#divisionOf(ring.level, ring.id) : undefined;
    // A level drawn as outlines (level 1 with both shown) is drawn without its divisions' offsets.
    const transform =
      ring && division && filledLevels(this.#doc).includes(ring.level)
        ? offsetTransformOf(this.#doc, ring.level, ring.id)
        : undefined;
    for (const path of this.#layers?.focusRing ?? []) {
      if (division) path.setAttribute('d', division.d);
      else path.removeAttribute('d');
      if (transform === undefined) path.removeAttribute('transform');
      else path.setAttribute('transform', transform);
    }
  }

  #divisionOf(level: Level, id: string): ProjectedDivision | undefined {
    if (!this.#divisionIndex) {
      this.#divisionIndex = new Map();
      for (const projected of [this.#geometry.level1, this.#geometry.level2]) {
        for (const d of projected?.divisions ?? []) this.#divisionIndex.set(`${projected?.level}:${d.id}`, d);
      }
    }
    return this.#divisionIndex.get(`${level}:${id}`);
  }

  #applySelection(): void {
    const next = this.#elementOf(this.#selection);
    const previous = this.#selected;
    if (next === previous) return;
    previous?.removeAttribute('data-selected');
    next?.setAttribute('data-selected', 'true');
    this.#selected = next;
    // A division selected only to be outlined goes back into its base once deselected.
    const id = previous?.getAttribute('data-division');
    const level = Number(previous?.getAttribute('data-level'));
    if (id && (level === 1 || level === 2)) this.#dropIfPlain(level, id);
  }

  #elementOf(ref: ElementRef | null): Element | null {
    if (!ref) return null;
    if (ref.kind === 'division') return this.#elementFor(ref.level, ref.id) ?? null;
    if (ref.kind === 'annotation' || ref.kind === 'map') return null;
    if (ref.kind === 'heatBar') return this.#surface.querySelector('[data-element="heatBar"]');
    return this.#surface.querySelector(`[data-element="${ref.kind}"]`);
  }
}

/** A pseudo-node around a layer's children, for the keyed patch. */
function group(key: string, children: readonly SvgNode[]): SvgNode {
  return { tag: 'g', key, attrs: {}, children };
}
