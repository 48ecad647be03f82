import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { touchesDivisions, type DocumentChanges } from '@mapwright/core/editor/changes';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { fmt, type MapTransform } from '@mapwright/core/render/transform';
import { cancelFrameTask, scheduleFrame } from '../../canvas/frameScheduler';
import { attachLayerSvg } from '../../canvas/mapLayers';
import { SETTLE_MS } from '../../canvas/panLayer';
import { createSvgElement, SVG_NS } from '../../canvas/svgDom';
import type { CanvasLayer } from '../../canvas/layers/canvasLayer';
import type { PlacedLabel } from '@mapwright/core/labels/place';
import { labelsOn, renderScreenLabels, type ScreenLabels } from './labelsSource';
import type { MapScene } from '../../canvas/layers/mapScene';

/** A point of map space. */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * The division labels on screen, and the territories' names placed with them. The core places them in frame pixels for one placement of the map
 * (decision "Labels in the document: per level, placed by the core, overrides by division"), so the
 * screen draws them in an svg of the pan layer, inside a copy of the map group (whose transform the
 * pan layer writes, as on every copy) around a group undoing the placement they were placed for.
 * Thus a pan or a pinch moves them with the map on the compositor, a zoom written before they are
 * placed again keeps them on their divisions (scaled meanwhile), and they are placed again:
 *
 * - in the next frame after a change of what they say or avoid (labels, territories and their names,
 *   fills, data, frame, styles, texts, legend);
 * - when a gesture ends, or SETTLE_MS after the last of a run of placement changes (a wheel zoom, an
 *   arrow nudge) or annotation drags: never once per frame of a gesture.
 */
export class LabelsLayer implements CanvasLayer {
  readonly #scene: MapScene;
  /** The render tree of the last mount (the map group's attributes, the root's). */
  #tree: SvgNode | undefined;
  /** The group undoing the placement the labels were placed for. */
  #inner: SVGGElement | undefined;
  /** The labels' svg, hidden while a zoom waits for them to be placed again. */
  #svg: SVGSVGElement | undefined;
  /** The placement the drawn labels were placed for. */
  #placedFor: MapTransform | undefined;
  /** The drawn labels as the core placed them, by 'level:id'. */
  #placed = new Map<string, PlacedLabel>();
  #live = false;
  /** A re-placement waits for the gesture's end. */
  #owed = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #placeTask = () => this.#place();

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(tree: SvgNode): void {
    this.#cancel();
    this.#inner = undefined;
    this.#svg = undefined;
    this.#tree = tree;
    // No svg until a level's labels are on: a map without labels has the layers it had before.
    if (!labelsOn(this.#scene.doc)) return;
    this.#attach();
    // The mount's composition placed them already when the map was mounted: its labels part is kept.
    this.#place();
  }

  /**
   * Adds the labels' svg to the pan layer, under the keyboard's focus ring, with its copy of the map
   * group at the placement the other copies carry now.
   */
  #attach(): void {
    const dom = this.#scene.dom;
    if (!dom || !this.#tree) return;
    const inner = document.createElementNS(SVG_NS, 'g');
    inner.setAttribute('data-labels-placed', '');
    const svg = attachLayerSvg(
      dom,
      this.#tree,
      'labels',
      inner,
      dom.pan.querySelector(':scope > [data-layer="focus"]'),
    );
    if (!svg) return;
    this.#inner = inner;
    this.#svg = svg;
  }

  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): void {
    if (!labelsOn(doc) && !labelsOn(before)) return;
    if (!this.#inner) {
      // Switched on: the svg comes now, its labels in the next frame.
      this.#attach();
      if (this.#live) this.#owed = true;
      else scheduleFrame(this.#placeTask);
      return;
    }
    const parts = changes.parts;
    const movesOnly = [...parts].every((part) => part === 'placement' || part === 'annotations');
    if (parts.size > 0 && movesOnly && !touchesDivisions(changes)) {
      // A zoom written into the map (not a live one, which the compositor scales with everything
      // else) would paint the placed labels again at each new size: they are hidden until placed
      // for the new zoom, so a run of such steps paints the map alone.
      if (!this.#live && doc.placement.zoom !== before.placement.zoom)
        this.#svg?.setAttribute('visibility', 'hidden');
      if (this.#live) this.#owed = true;
      else this.#placeLater();
      return;
    }
    if (parts.size === 0 && !this.#dependsOnFills(doc, changes)) return;
    if (this.#live) this.#owed = true;
    else scheduleFrame(this.#placeTask);
  }

  setLive(live: boolean): void {
    this.#live = live;
    if (live) return this.#stopTimer();
    if (this.#owed) {
      this.#owed = false;
      scheduleFrame(this.#placeTask);
    }
  }

  destroy(): void {
    this.#cancel();
    this.#inner = undefined;
    this.#svg = undefined;
  }

  /**
   * Where a drawn label stands in map space: its box's centre, which is what a pinned position names
   * (core/src/labels/place.ts), for a drag that pins it; undefined if not drawn.
   */
  positionOf(level: Level, id: string): MapPoint | undefined {
    const at = this.#placedFor;
    const label = this.#placed.get(`${level}:${id}`);
    if (!at || !label) return undefined;
    const [x0, y0, x1, y1] = label.box;
    return { x: ((x0 + x1) / 2 - at.x) / at.scale, y: ((y0 + y1) / 2 - at.y) / at.scale };
  }

  /** A label's text element, if drawn. */
  elementOf(level: Level, id: string): Element | undefined {
    for (const el of this.#inner?.querySelectorAll('[data-label]') ?? []) {
      if (el.getAttribute('data-label') === id && el.getAttribute('data-level') === String(level)) return el;
    }
    return undefined;
  }

  /** Places the labels now (an export or a test reads them); queued work is dropped. */
  placeNow(): void {
    this.#cancel();
    this.#place();
  }

  /** Moved divisions move their labels; fills matter when what is labelled, or what wins, is the paint. */
  #dependsOnFills(doc: MapDocument, changes: DocumentChanges): boolean {
    const named = (ids: DocumentChanges['offsets'][1]) => ids === 'all' || ids.size > 0;
    if (named(changes.offsets[1]) || named(changes.offsets[2])) return true;
    if (!named(changes.fills[1]) && !named(changes.fills[2])) return false;
    return ([1, 2] as const).some((level) => {
      const labels = doc.labels[level];
      return labels.visible && (labels.which === 'painted' || labels.priority === 'painted');
    });
  }

  #placeLater(): void {
    this.#stopTimer();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      scheduleFrame(this.#placeTask);
    }, SETTLE_MS);
  }

  #place(): void {
    const scene = this.#scene;
    if (!this.#inner) return;
    this.#draw(renderScreenLabels(scene.composition()));
    // The phone's picture of the pan layer holds the labels: it is stale now.
    scene.hooks.panRepainted();
  }

  #draw({ placed, group }: ScreenLabels): void {
    const inner = this.#inner;
    if (!inner) return;
    this.#placed = new Map(placed.map((label) => [`${label.level}:${label.id}`, label]));
    const at = this.#scene.placement();
    this.#placedFor = at;
    // The inverse of the placement the labels were placed for: frame pixels back to map space.
    if (at) {
      const k = 1 / at.scale;
      inner.setAttribute('transform', `matrix(${fmt(k)} 0 0 ${fmt(k)} ${fmt(-at.x * k)} ${fmt(-at.y * k)})`);
    }
    // A label typed into stays hidden under the editor when placed again (inPlaceText.ts).
    const hidden = new Set([...inner.querySelectorAll('[data-label][visibility="hidden"]')].map(labelKey));
    inner.replaceChildren(...(group && at ? [createSvgElement(group)] : []));
    this.#svg?.removeAttribute('visibility');
    if (hidden.size === 0) return;
    for (const el of inner.querySelectorAll('[data-label]')) {
      if (hidden.has(labelKey(el))) el.setAttribute('visibility', 'hidden');
    }
  }

  /** Shows a label dragged by (dx, dy) frame pixels until the drop pins it (input/tools/labelTool.ts). */
  dragBy(level: Level, id: string, dx: number, dy: number): void {
    const el = this.elementOf(level, id);
    if (el) el.setAttribute('transform', `translate(${fmt(dx)} ${fmt(dy)})`);
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #cancel(): void {
    this.#stopTimer();
    cancelFrameTask(this.#placeTask);
    this.#owed = false;
  }
}

function labelKey(el: Element): string {
  return `${el.getAttribute('data-level')}:${el.getAttribute('data-label')}`;
}
