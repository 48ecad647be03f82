import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import { partsInvalidatedBy } from '@mapwright/core/render/composition/parts';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { attachLayerSvg } from '../../canvas/mapLayers';
import { createSvgElement, patchAttributes, SVG_NS } from '../../canvas/svgDom';
import type { CanvasLayer } from '../../canvas/layers/canvasLayer';
import type { MapScene } from '../../canvas/layers/mapScene';

/**
 * The proportional symbols on screen (decision "Proportional symbols are an overlay over any fill"):
 * the composition's symbols part, one circle or square per symbol, largest first, in an svg of the
 * pan layer over the fills, territories and heat overlays, under the labels, inside a copy of the map
 * group whose transform the pan layer writes. A change patches the symbols' own attributes (a recolour,
 * a new size) and never touches the map's paths; only a new order or a new set of symbols re-appends
 * their elements (each kept where its key stays).
 */
export class SymbolsLayer implements CanvasLayer {
  readonly #scene: MapScene;
  #tree: SvgNode | undefined;
  #inner: SVGGElement | undefined;
  #innerAttrs: SvgNode['attrs'] = {};
  /** The drawn symbols in drawing order: the node drawn and its element. */
  #drawn: { node: SvgNode; el: SVGElement }[] = [];
  #live = false;
  /** A move of the map seen while live, drawn when the gesture ends. */
  #deferred = false;

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(tree: SvgNode): void {
    this.#inner = undefined;
    this.#drawn = [];
    this.#tree = tree;
    this.#sync();
  }

  update(_doc: MapDocument, changes: DocumentChanges): void {
    if (!partsInvalidatedBy(changes).has('symbols')) return;
    // While a pan or pinch moves the map, the pan layer moves the symbols with it; their halo's width
    // follows the zoom when the gesture ends, as the borders' do.
    if (this.#live && changes.parts.size === 1 && changes.parts.has('placement')) {
      this.#deferred = true;
      return;
    }
    this.#sync();
  }

  /** The map's projection has arrived: the places of a table of places can now be drawn. */
  projectionReady(): void {
    this.#sync();
  }

  setLive(live: boolean): void {
    this.#live = live;
    if (!live && this.#deferred) {
      this.#deferred = false;
      this.#sync();
    }
  }

  destroy(): void {
    this.#inner = undefined;
    this.#drawn = [];
  }

  #sync(): void {
    const scene = this.#scene;
    const group = scene.composition().part('symbols').nodes[0];
    const nodes = group?.children ?? [];
    if (nodes.length === 0 && this.#drawn.length === 0) return;
    const inner = this.#inner ?? this.#attach(group);
    if (!inner) return;
    if (group) {
      patchAttributes(inner, this.#innerAttrs, group.attrs);
      this.#innerAttrs = group.attrs;
    }
    const sameOrder =
      nodes.length === this.#drawn.length &&
      nodes.every((node, i) => {
        const old = this.#drawn[i];
        return old !== undefined && old.node.key === node.key && old.node.tag === node.tag;
      });
    if (sameOrder) {
      nodes.forEach((node, i) => {
        const old = this.#drawn[i] as { node: SvgNode; el: SVGElement };
        if (old.node !== node) patchAttributes(old.el, old.node.attrs, node.attrs);
        old.node = node;
      });
    } else {
      const byKey = new Map(this.#drawn.map((drawn) => [drawn.node.key, drawn]));
      const next = nodes.map((node) => {
        const old = byKey.get(node.key);
        if (!old || old.node.tag !== node.tag) return { node, el: createSvgElement(node) };
        byKey.delete(node.key);
        patchAttributes(old.el, old.node.attrs, node.attrs);
        return { node, el: old.el };
      });
      for (const gone of byKey.values()) gone.el.remove();
      // Appended in drawing order, largest first: an element already in place is moved, not redrawn.
      inner.append(...next.map((drawn) => drawn.el));
      this.#drawn = next;
    }
    // The phone's picture of the pan layer holds the symbols: it is stale now.
    scene.hooks.panRepainted();
  }

  /** The svg in the pan layer, under the labels and the focus ring, with its copy of the map group. */
  #attach(group: SvgNode | undefined): SVGGElement | undefined {
    const dom = this.#scene.dom;
    if (!dom || !this.#tree || !group) return undefined;
    const inner = document.createElementNS(SVG_NS, 'g');
    for (const [name, value] of Object.entries(group.attrs)) inner.setAttribute(name, String(value));
    const above = dom.pan.querySelector(':scope > [data-layer="labels"], :scope > [data-layer="focus"]');
    if (!attachLayerSvg(dom, this.#tree, 'symbols', inner, above)) return undefined;
    this.#inner = inner;
    this.#innerAttrs = group.attrs;
    return inner;
  }
}
