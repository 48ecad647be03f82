import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import type { Composition } from '@mapwright/core/render/composition/compose-frame';
import { partsInvalidatedBy } from '@mapwright/core/render/composition/parts';
import { findNodes, type SvgNode } from '@mapwright/core/render/svg-tree';
import { attachLayerSvg } from '../../canvas/mapLayers';
import { createSvgElement, patchAttributes, SVG_NS } from '../../canvas/svgDom';
import type { CanvasLayer } from '../../canvas/layers/canvasLayer';
import type { MapScene } from '../../canvas/layers/mapScene';

/**
 * The patterns laid over the heat map's colours on screen (decision "A pattern over a heat map's
 * colour is a second channel"): the composition's heat overlays part, one path per overlaid division, in an
 * svg of the pan layer over the level's tiles, the other level's borders and the territories, under
 * the labels, inside a copy of the map group whose transform the pan layer writes.
 * A change sets, adds or removes exactly the paths of the divisions it names, synchronously, as the
 * fill layer recolours one path per paint; the zoom insets' copies follow.
 */
export class HeatOverlaysLayer implements CanvasLayer {
  readonly #scene: MapScene;
  #tree: SvgNode | undefined;
  #inner: SVGGElement | undefined;
  /** The drawn overlays, by division id: the node drawn and its element. */
  #drawn = new Map<string, { node: SvgNode; el: SVGElement }>();
  /** The attributes of the part's group as set on `#inner`. */
  #innerAttrs: SvgNode['attrs'] = {};
  /** Each zoom inset's overlay group as last drawn, by inset id (the mount's tree drew the first). */
  #zoomDrawn = new Map<string, SvgNode>();

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(tree: SvgNode): void {
    this.#inner = undefined;
    this.#drawn = new Map();
    this.#zoomDrawn = new Map();
    for (const group of findNodes(tree, (n) => n.attrs['data-zoom-overlays'] !== undefined))
      this.#zoomDrawn.set(String(group.attrs['data-zoom-overlays']), group);
    this.#tree = tree;
    this.#sync('all');
  }

  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): void {
    if (!partsInvalidatedBy(changes).has('heatOverlays')) return;
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

  /** Brings the paths of `ids` (or of every overlay drawn or to draw) to the composition's part. */
  #sync(ids: ReadonlySet<string> | 'all'): void {
    const scene = this.#scene;
    const composition = scene.composition();
    const group = composition.part('heatOverlays').nodes[0];
    const shown = new Map<string, SvgNode>();
    for (const node of group?.children ?? []) shown.set(String(node.attrs['data-heat-overlay']), node);
    const names = ids === 'all' ? new Set([...this.#drawn.keys(), ...shown.keys()]) : ids;
    let changed = false;
    for (const id of names) {
      const node = shown.get(id);
      const old = this.#drawn.get(id);
      if (!node) {
        if (!old) continue;
        old.el.remove();
        this.#drawn.delete(id);
      } else if (old && old.node.attrs.d === node.attrs.d) {
        patchAttributes(old.el, old.node.attrs, node.attrs);
        this.#drawn.set(id, { node, el: old.el });
      } else {
        const inner = this.#inner ?? this.#attach(group);
        if (!inner) continue;
        const el = createSvgElement(node);
        if (old) old.el.replaceWith(el);
        else inner.append(el);
        this.#drawn.set(id, { node, el });
      }
      changed = true;
    }
    if (group && this.#inner) patchAttributes(this.#inner, this.#innerAttrs, group.attrs);
    if (group) this.#innerAttrs = group.attrs;
    if (scene.doc.zoomInsets.length > 0 && this.#syncZoomCopies(composition)) changed = true;
    // The phone's picture of the pan layer holds the overlays: it is stale now.
    if (changed) scene.hooks.panRepainted();
  }

  /**
   * The zoom insets' copies of the overlaid divisions (the box's overlay group in the zoom insets
   * part, over its territories): each group whose patterns changed is drawn again. Returns whether any changed.
   */
  #syncZoomCopies(composition: Composition): boolean {
    const pan = this.#scene.dom?.pan;
    if (!pan) return false;
    const drawn = new Map<string, SvgNode>();
    for (const node of composition.part('zoomInsets').nodes)
      for (const group of findNodes(node, (n) => n.attrs['data-zoom-overlays'] !== undefined))
        drawn.set(String(group.attrs['data-zoom-overlays']), group);
    let changed = false;
    for (const [inset, group] of drawn) {
      const old = this.#zoomDrawn.get(inset);
      if (old && sameOverlays(old, group)) continue;
      for (const el of pan.querySelectorAll(`g[data-zoom-overlays="${CSS.escape(inset)}"]`)) {
        el.replaceChildren(...(group.children ?? []).map((child) => createSvgElement(child)));
        changed = true;
      }
    }
    this.#zoomDrawn = drawn;
    return changed;
  }

  /** The svg in the pan layer, under the labels and the focus ring, with its copy of the map group. */
  #attach(group: SvgNode | undefined): SVGGElement | undefined {
    const dom = this.#scene.dom;
    if (!dom || !this.#tree || !group) return undefined;
    const inner = document.createElementNS(SVG_NS, 'g');
    for (const [name, value] of Object.entries(group.attrs)) inner.setAttribute(name, String(value));
    if (!attachLayerSvg(dom, this.#tree, 'heat-overlays', inner, firstAbove(dom.pan))) return undefined;
    this.#inner = inner;
    this.#innerAttrs = group.attrs;
    return inner;
  }
}

/** The same overlay paths (keys, outlines and patterns) in a zoom inset's overlay group. */
function sameOverlays(a: SvgNode, b: SvgNode): boolean {
  const ac = a.children ?? [];
  const bc = b.children ?? [];
  return (
    ac.length === bc.length &&
    ac.every((child, i) => {
      const other = bc[i];
      return (
        other !== undefined &&
        child.key === other.key &&
        child.attrs.d === other.attrs.d &&
        child.attrs.fill === other.attrs.fill
      );
    })
  );
}

/** The first svg of the pan layer drawn over the overlays: the symbols', the labels' or the focus ring. */
function firstAbove(pan: Element): Element | null {
  return pan.querySelector(
    ':scope > [data-layer="symbols"], :scope > [data-layer="labels"], :scope > [data-layer="focus"]',
  );
}
