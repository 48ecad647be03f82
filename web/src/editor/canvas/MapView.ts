import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { showOf } from '@mapwright/core/document/show';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import type { EditTarget } from '@mapwright/core/editor/edit-target';
import type { MapProjection } from '@mapwright/core/render/anchor-frame';
import { serialiseFrame } from '@mapwright/core/render/composition/serialise-frame';
import type { MapGeometry } from '@mapwright/core/render/render-map';
import { drawnTextOf } from './drawnText';
import type { DrawnText } from './inPlaceText';
import { AnnotationController } from '../features/annotations/annotationController';
import type { CanvasLayer, LayerRoot } from './layers/canvasLayer';
import { CellsLayer } from '../features/data/cellsLayer';
import { HeatOverlaysLayer } from '../features/data/heatOverlaysLayer';
import { SymbolsLayer } from '../features/data/symbolsLayer';
import { FillLayer } from './layers/fillLayer';
import { ownPaths, type FillStrategyFactory } from './layers/fillStrategy';
import type { GestureStrategy } from './layers/gesturePicture';
import { HighlightLayer, type FocusedDivision } from './layers/highlightLayer';
import { LabelsLayer, type MapPoint } from '../features/labels/labelsLayer';
import { MapScene } from './layers/mapScene';
import { OWN_LAYER_PARTS, SkeletonLayer } from './layers/skeletonLayer';
import { TerritoriesLayer } from '../features/territories/territoriesLayer';
import { buildLayers } from './mapLayers';
import type { FrameRect } from './selectionOverlay';

/** How a screen draws the map beyond the core's render: the device's strategies. */
export interface MapViewOptions {
  /** How the filled levels' divisions are drawn: a path each (the default, the desktop's) or base paths. */
  readonly fills?: FillStrategyFactory;
  /** A layer for gestures (the phone's picture of the map, gesturePicture.ts); none by default. */
  readonly gesture?: GestureStrategy;
  /**
   * The data credit of the levels the document draws (the credit line's attribution), asked at each
   * render so it follows the shown levels as an export's does.
   */
  readonly creditOf?: (doc: MapDocument) => string;
}

/**
 * The map on screen: the core's composition of the frame (core/src/render/composition), serialised
 * without the parts layers of their own draw and mounted once into stacked svg layers (mapLayers.ts:
 * background, the map split into tiles on a composited pan layer, legend and texts), then kept in
 * step by a list of layer controllers (layers/), each one concept: the gesture picture (phone),
 * pixel cells, fills, heat overlays, symbols, highlights, annotations, territories, labels, and the skeleton
 * patch of everything else; each draws from the scene's composition, never on its own. A change
 * of the country or of which levels are drawn, or one a layer cannot follow in place, mounts every
 * layer again.
 */
export class MapView {
  readonly #scene: MapScene;
  readonly #highlights: HighlightLayer;
  readonly #annotations: AnnotationController;
  readonly #labels: LabelsLayer;
  readonly #symbols: SymbolsLayer;
  /** In update order: the picture goes stale first, the skeleton patch is queued last. */
  readonly #layers: readonly CanvasLayer[];

  constructor(surface: HTMLElement, geometry: MapGeometry, doc: MapDocument, options: MapViewOptions = {}) {
    const scene = new MapScene(
      surface,
      geometry,
      doc,
      {
        creditOf: options.creditOf,
        remount: () => this.mount(),
        patched: () => this.#layers.forEach((layer) => layer.patched?.()),
        panRepainted: () => this.#layers.forEach((layer) => layer.panRepainted?.()),
      },
      options.fills ?? ownPaths,
    );
    this.#scene = scene;
    this.#highlights = new HighlightLayer(scene);
    this.#annotations = new AnnotationController(scene);
    this.#labels = new LabelsLayer(scene);
    this.#symbols = new SymbolsLayer(scene);
    this.#layers = [
      ...(options.gesture ? [options.gesture(scene)] : []),
      new CellsLayer(scene),
      new FillLayer(scene),
      new HeatOverlaysLayer(scene),
      this.#symbols,
      this.#highlights,
      this.#annotations,
      new TerritoriesLayer(scene),
      this.#labels,
      new SkeletonLayer(scene),
    ];
    this.mount();
  }

  get document(): MapDocument {
    return this.#scene.doc;
  }

  /** Builds every layer (first draw, or the drawn levels changed). */
  mount(): void {
    const scene = this.#scene;
    // The parts drawn by layers of their own (annotations, territories, heat overlays, symbols, labels) are
    // left out of the mount's tree: each controller draws its part from the same composition.
    const tree = serialiseFrame(scene.composition(), OWN_LAYER_PARTS);
    scene.dom = buildLayers(
      tree,
      (level) => (level === 1 || level === 2 ? scene.tiles[level] : undefined),
      scene.fills.layerOptions(scene.doc),
    );
    const roots: LayerRoot[] = [];
    for (const layer of this.#layers) roots.push(...(layer.mount(tree) ?? []));
    const slot = (name: LayerRoot['slot']) => roots.filter((root) => root.slot === name).map((r) => r.svg);
    const { under, pan, over } = scene.dom;
    scene.surface.replaceChildren(under, pan, ...slot('overMap'), over, ...slot('top'));
    scene.attachPan();
    for (const layer of this.#layers) layer.mounted?.();
  }

  /** Brings the screen to `doc`, touching only what `changes` names. */
  update(doc: MapDocument, changes: DocumentChanges): void {
    const before = this.#scene.doc;
    this.#scene.setDocument(doc, changes);
    // A stale picture or a pending patch of the old layers is dropped by the mount.
    // A territory inset hidden, moved or resized changes the geometry: the editor mounts a new view on it.
    if (
      changes.parts.has('country') ||
      changes.parts.has('insets') ||
      changes.parts.has('shownDivisions') ||
      changes.parts.has('projection') ||
      // A new language rewrites every name and number drawn (decision "A map has a language of its own").
      changes.parts.has('mapLanguage') ||
      showOf(before) !== showOf(doc)
    )
      return this.mount();
    for (const layer of this.#layers) {
      if (layer.update(doc, changes, before) === 'remount') return this.mount();
    }
  }

  /** The map's projection has arrived: annotations pinned to the map can now be placed. */
  setProjection(geo: MapProjection): void {
    this.#scene.setProjection(geo);
    this.#annotations.setProjection(geo);
    this.#symbols.projectionReady();
  }

  /** The geometry annotations are placed with (the projection once loaded). */
  anchorGeometry(): MapGeometry {
    return this.#annotations.anchorGeometry();
  }

  /** The drawn group of an annotation, for in-place editing and tests. */
  annotationElement(id: string): Element | undefined {
    return this.#annotations.elementOf(id);
  }

  /** Where a division's label is drawn, in map space (a drag pins it from there). */
  labelPosition(level: Level, id: string): MapPoint | undefined {
    return this.#labels.positionOf(level, id);
  }

  /** Shows a label dragged by (dx, dy) frame pixels, until the drop pins it and it is placed again. */
  dragLabel(level: Level, id: string, dx: number, dy: number): void {
    this.#labels.dragBy(level, id, dx, dy);
  }

  /** A division's drawn label, for in-place editing and tests. */
  labelElement(level: Level, id: string): Element | undefined {
    return this.#labels.elementOf(level, id);
  }

  /** Shows handles on the selected annotations. */
  showSelection(ids: readonly string[]): void {
    this.#annotations.showSelection(ids);
  }

  /** A drag of these annotations starts (their own layer meanwhile), or ends (null). */
  liftAnnotations(ids: readonly string[] | null): void {
    this.#annotations.lift(ids);
  }

  showMarquee(rect: FrameRect | null): void {
    this.#annotations.showMarquee(rect);
  }

  /** The select-area tool's lasso (frame pixels), or null to hide it. */
  showLasso(points: readonly { x: number; y: number }[] | null): void {
    this.#annotations.showLasso(points);
  }

  /** Where a text typed into on the map is drawn (inPlaceText.ts), or undefined when it is not. */
  drawnTextOf(target: EditTarget): DrawnText | undefined {
    return drawnTextOf(
      this.#scene.surface,
      (id) => this.#annotations.elementOf(id),
      target,
      (level, id) => this.#labels.elementOf(level, id),
    );
  }

  /** The element on screen for a path, e.g. to flash it. */
  pathOf(level: Level, id: string): SVGElement | undefined {
    return this.#scene.fills.pathOf(level, id);
  }

  /** Marks the selected element (the move tool's target) so CSS can outline it. */
  select(selection: ElementRef | null | readonly ElementRef[]): void {
    this.#highlights.select(selection);
  }

  /** Outlines the division the keyboard is on (DivisionFocus). */
  setFocusRing(focus: FocusedDivision | null): void {
    this.#highlights.setFocusRing(focus);
  }

  /** Restarts the flash animation on a division (found by search). */
  flash(level: Level, id: string): void {
    this.#highlights.flash(level, id);
  }

  /** A drag is under way (true) or ended (false): the placement is written when it ends. */
  setLive(live: boolean): void {
    this.#scene.pan.setLive(live);
    for (const layer of this.#layers) layer.setLive?.(live);
  }

  destroy(): void {
    for (const layer of this.#layers) layer.destroy();
    this.#scene.pan.detach();
    this.#scene.surface.replaceChildren();
    this.#scene.dom = undefined;
  }
}
