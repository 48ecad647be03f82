import type { Annotation } from '@mapwright/core/document/annotations';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges, DocumentPart } from '@mapwright/core/editor/changes';
import { emojiIdsOf } from '@mapwright/core/emoji/credit';
import { anchorConverter, type MapProjection } from '@mapwright/core/render/anchor-frame';
import {
  renderAnnotation,
  type AnnotationContext,
} from '@mapwright/core/render/annotations/render-annotations';
import type { MapGeometry } from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { emojiLookup, loadEmojiGlyphs } from '../../annotations/emojiGlyphs';
import { AnnotationLayer } from '../../canvas/annotationLayer';
import { cancelFrameTask, scheduleFrame } from '../../canvas/frameScheduler';
import { withoutSize } from '../../canvas/mapLayers';
import { SelectionOverlay, type FrameRect } from '../../canvas/selectionOverlay';
import type { CanvasLayer, LayerRoot } from '../../canvas/layers/canvasLayer';
import type { MapScene } from '../../canvas/layers/mapScene';

/** Changes after which annotations may be drawn differently (map-pinned ones move with the map). */
const ANNOTATION_PARTS: readonly DocumentPart[] = ['annotations', 'placement', 'frame', 'layers', 'style'];

/**
 * The annotations (annotationLayer.ts: their own svg above the map, under the legend and texts) and
 * the selection's handles over everything (selectionOverlay.ts). Annotations pinned to the map wait
 * for the map's projection; emojis whose glyph is not loaded are drawn again once it is.
 */
export class AnnotationController implements CanvasLayer {
  readonly #scene: MapScene;
  #layer: AnnotationLayer | undefined;
  #overlay: SelectionOverlay | undefined;
  #geo: MapProjection | undefined;
  #selected: readonly string[] = [];
  #dragging = false;
  readonly #syncTask = () => this.#sync();

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(tree: SvgNode): readonly LayerRoot[] {
    const rootAttrs = withoutSize(tree.attrs);
    this.#layer = new AnnotationLayer(rootAttrs);
    this.#overlay = new SelectionOverlay(rootAttrs);
    // The drag layer over the others, so what a drag lifts into it stays on screen while it moves.
    return [
      { slot: 'overMap', svg: this.#layer.svg },
      { slot: 'overMap', svg: this.#layer.dragSvg },
      { slot: 'top', svg: this.#overlay.svg },
    ];
  }

  mounted(): void {
    this.#sync();
  }

  update(_doc: MapDocument, changes: DocumentChanges): void {
    if (ANNOTATION_PARTS.some((part) => changes.parts.has(part))) scheduleFrame(this.#syncTask);
  }

  destroy(): void {
    cancelFrameTask(this.#syncTask);
  }

  /** The map's projection has arrived: annotations pinned to the map can now be placed. */
  setProjection(geo: MapProjection): void {
    this.#geo = geo;
    this.#layer?.clear();
    this.#sync();
  }

  /** The geometry annotations are placed with (the projection once loaded). */
  anchorGeometry(): MapGeometry {
    const geometry = this.#scene.geometry;
    return this.#geo ? { ...geometry, geo: this.#geo } : geometry;
  }

  elementOf(id: string): Element | undefined {
    return this.#layer?.elementOf(id);
  }

  /** Shows handles on the selected annotations. */
  showSelection(ids: readonly string[]): void {
    this.#selected = ids;
    this.#drawSelection();
  }

  /** A drag of these annotations starts (their own layer meanwhile), or ends (null). */
  lift(ids: readonly string[] | null): void {
    this.#layer?.lift(ids);
    // The handles hide while the drag moves (measuring the dragged drawing would force a layout in
    // every frame) and come back where it ends.
    this.#dragging = ids !== null;
    this.#overlay?.svg.setAttribute('visibility', this.#dragging ? 'hidden' : 'visible');
    if (!this.#dragging) this.#drawSelection();
  }

  showMarquee(rect: FrameRect | null): void {
    this.#overlay?.marquee(rect);
  }

  showLasso(points: readonly { x: number; y: number }[] | null): void {
    this.#overlay?.lasso(points);
  }

  #sync(): void {
    const layer = this.#layer;
    if (!layer) return;
    const geometry = this.anchorGeometry();
    const doc = this.#scene.doc;
    const context: AnnotationContext = {
      converter: anchorConverter(doc, geometry),
      frame: doc.frame,
      country: doc.country,
      language: doc.mapLanguage,
      emoji: emojiLookup,
      forExport: false,
    };
    const transform = this.#scene.placement(doc);
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
          this.#layer?.invalidate((a) => a.type === 'emoji');
          scheduleFrame(this.#syncTask);
        },
        () => undefined, // shown as the core's placeholder; the next change tries again
      );
    }
  }

  #drawSelection(): void {
    const overlay = this.#overlay;
    if (!overlay) return;
    const doc = this.#scene.doc;
    const ids = new Set(this.#selected);
    const selected = doc.annotations.filter((a) => ids.has(a.id));
    const converter = selected.length > 0 ? anchorConverter(doc, this.anchorGeometry()) : undefined;
    overlay.show(selected, (id) => this.#layer?.elementOf(id), converter);
  }
}
