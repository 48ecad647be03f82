import { shownHeatOverlays } from '@mapwright/core/document/heat-overlays';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import { heatOverlaysAttributes, renderHeatOverlay } from '@mapwright/core/render/render-heat-overlays';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { zoomOverlayCopy } from '@mapwright/core/render/render-zoom-insets';
import { attachLayerSvg } from '../mapLayers';
import { createSvgElement, patchAttributes, SVG_NS } from '../svgDom';
import type { CanvasLayer } from './canvasLayer';
import type { MapScene } from './mapScene';

/**
 * The patterns laid over the heat map's colours on screen (decision "A pattern over a heat map's
 * colour is a second channel"): the core's renderHeatOverlay, one path per overlaid division, in an
 * svg of the pan layer over the level's tiles, the other level's borders and the territories, under
 * the labels, inside a copy of the map group whose transform the pan layer writes.
 * A change sets, adds or removes exactly the paths of the divisions it names, synchronously, as the
 * fill layer recolours one path per paint.
 */
export class HeatOverlaysLayer implements CanvasLayer {
  readonly #scene: MapScene;
  #tree: SvgNode | undefined;
  #inner: SVGGElement | undefined;
  /** The drawn overlays, by division id: the node drawn and its element. */
  #drawn = new Map<string, { node: SvgNode; el: SVGElement }>();

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(tree: SvgNode): void {
    this.#inner = undefined;
    this.#drawn = new Map();
    this.#tree = tree;
    this.#sync('all');
  }

  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): void {
    const parts = changes.parts;
    // What shows them: the heat map's level and state, the pixel dot map, the levels' visibility.
    if (['heatMap', 'pixelDotMap', 'style'].some((part) => parts.has(part as never)))
      return this.#sync('all');
    const ids = new Set<string>();
    if (parts.has('heatOverlays')) {
      const level = doc.heatMap.level;
      const [a, b] = [before.heatOverlays[level], doc.heatOverlays[level]];
      for (const id of Object.keys(a)) if (a[id] !== b[id]) ids.add(id);
      for (const id of Object.keys(b)) if (a[id] !== b[id]) ids.add(id);
    }
    // A moved division takes its overlay with it.
    const moved = changes.offsets[doc.heatMap.level];
    if (moved === 'all') return this.#sync('all');
    for (const id of moved) if (Object.hasOwn(doc.heatOverlays[doc.heatMap.level], id)) ids.add(id);
    if (ids.size > 0) this.#sync(ids);
  }

  destroy(): void {
    this.#inner = undefined;
    this.#drawn = new Map();
  }

  /** Brings the paths of `ids` (or of every overlay drawn or to draw) to the document. */
  #sync(ids: ReadonlySet<string> | 'all'): void {
    const scene = this.#scene;
    const doc = scene.doc;
    const shown = shownHeatOverlays(doc);
    const level = doc.heatMap.level;
    const names = ids === 'all' ? new Set([...this.#drawn.keys(), ...Object.keys(shown)]) : ids;
    let changed = false;
    for (const id of names) {
      const division = Object.hasOwn(shown, id) ? scene.divisionOf(level, id) : undefined;
      const node =
        division && division.d !== ''
          ? renderHeatOverlay(doc, level, division, shown[id] as string)
          : undefined;
      const old = this.#drawn.get(id);
      if (!node) {
        if (!old) continue;
        old.el.remove();
        this.#drawn.delete(id);
      } else if (
        old &&
        old.node.attrs['data-level'] === node.attrs['data-level'] &&
        old.node.attrs.d === node.attrs.d
      ) {
        patchAttributes(old.el, old.node.attrs, node.attrs);
        this.#drawn.set(id, { node, el: old.el });
      } else {
        const inner = this.#inner ?? this.#attach();
        if (!inner) continue;
        const el = createSvgElement(node);
        if (old) old.el.replaceWith(el);
        else inner.append(el);
        this.#drawn.set(id, { node, el });
      }
      changed = true;
    }
    if (doc.zoomInsets.length > 0)
      for (const id of names) if (this.#syncZoomCopies(id, shown[id])) changed = true;
    // The phone's picture of the pan layer holds the overlays: it is stale now.
    if (changed) scene.hooks.panRepainted();
  }

  /**
   * The zoom insets' copies of a division (drawn by renderMap with the map) take its overlay: a path
   * in the box's overlay group, over its territories, added, set or removed. Returns whether any changed.
   */
  #syncZoomCopies(id: string, pattern: string | undefined): boolean {
    const dom = this.#scene.dom;
    if (!dom) return false;
    const level = this.#scene.doc.heatMap.level;
    let changed = false;
    const copies = dom.pan.querySelectorAll(
      `[data-zoom-division="${CSS.escape(id)}"][data-level="${level}"]`,
    );
    for (const copy of copies) {
      const group = copy.closest('[data-zoom-inset]')?.querySelector(':scope [data-zoom-overlays]');
      if (!group) continue;
      const own = group.querySelector(`:scope > [data-zoom-overlay="${CSS.escape(id)}"]`);
      if (pattern === undefined) {
        if (own) own.remove();
        changed ||= own !== null;
        continue;
      }
      const node = zoomOverlayCopy('', { id, d: copy.getAttribute('d') ?? '' }, pattern);
      if (own)
        patchAttributes(own, { fill: own.getAttribute('fill') ?? '' }, { fill: String(node.attrs.fill) });
      else group.append(createSvgElement(node));
      changed = true;
    }
    return changed;
  }

  /** The svg in the pan layer, under the labels and the focus ring, with its copy of the map group. */
  #attach(): SVGGElement | undefined {
    const dom = this.#scene.dom;
    if (!dom || !this.#tree) return undefined;
    const inner = document.createElementNS(SVG_NS, 'g');
    for (const [name, value] of Object.entries(heatOverlaysAttributes(this.#scene.doc.heatMap.level)))
      if (value !== undefined) inner.setAttribute(name, String(value));
    if (!attachLayerSvg(dom, this.#tree, 'heat-overlays', inner, firstAbove(dom.pan))) return undefined;
    this.#inner = inner;
    return inner;
  }
}

/** The first svg of the pan layer drawn over the overlays: the labels' or the keyboard's focus ring. */
function firstAbove(pan: Element): Element | null {
  return pan.querySelector(':scope > [data-layer="labels"], :scope > [data-layer="focus"]');
}
