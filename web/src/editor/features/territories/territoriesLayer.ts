import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import type { Composition } from '@mapwright/core/render/composition/compose-frame';
import { partsInvalidatedBy } from '@mapwright/core/render/composition/parts';
import { findNodes, type SvgNode } from '@mapwright/core/render/svg-tree';
import { cancelFrameTask, scheduleFrame } from '../../canvas/frameScheduler';
import { attachLayerSvg } from '../../canvas/mapLayers';
import { createSvgElement, SVG_NS } from '../../canvas/svgDom';
import type { CanvasLayer } from '../../canvas/layers/canvasLayer';
import type { MapScene } from '../../canvas/layers/mapScene';

/**
 * The territories on screen: the composition's territories part (each territory a group with its one
 * outline path, the union made once per set of members and cached by the core) in an svg of the pan
 * layer, under the labels, inside a copy of the map group whose transform the pan layer writes, so a
 * pan or a pinch moves them with the map on the compositor. Redrawn in the next frame after a change
 * of the territories or of the levels' visibility, and after a zoom (their border widths are in frame
 * pixels) once a gesture ends; a territory whose drawing did not change keeps its element. The zoom
 * insets' copies of the territories (drawn in each box's group of the zoom insets part, which the
 * skeleton patch leaves as they are) are redrawn with them, from that part.
 */
export class TerritoriesLayer implements CanvasLayer {
  readonly #scene: MapScene;
  #tree: SvgNode | undefined;
  #inner: SVGGElement | undefined;
  /** The drawn territories, by id: the node drawn and its element. */
  #drawn = new Map<string, { node: SvgNode; el: SVGElement }>();
  /** Each zoom inset's copies of the territories as last drawn here, by inset id. */
  #zoomDrawn = new Map<string, SvgNode>();
  #live = false;
  #owed = false;
  readonly #drawTask = () => this.#draw();

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(tree: SvgNode): void {
    cancelFrameTask(this.#drawTask);
    this.#owed = false;
    this.#inner = undefined;
    this.#drawn = new Map();
    // The mount's tree drew the zoom insets' copies of the territories for this document.
    this.#zoomDrawn =
      this.#scene.doc.zoomInsets.length > 0 ? zoomCopiesOf(this.#scene.composition()) : new Map();
    this.#tree = tree;
    // No svg until the map has a territory: a map without has the layers it had before.
    if (this.#scene.doc.territories.length === 0) return;
    this.#attach();
    this.#draw();
  }

  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): void {
    if (doc.territories.length === 0 && before.territories.length === 0) return;
    if (!partsInvalidatedBy(changes).has('territories')) return;
    if (!this.#inner) this.#attach();
    if (this.#live) this.#owed = true;
    else scheduleFrame(this.#drawTask);
  }

  setLive(live: boolean): void {
    this.#live = live;
    if (!live && this.#owed) {
      this.#owed = false;
      scheduleFrame(this.#drawTask);
    }
  }

  destroy(): void {
    cancelFrameTask(this.#drawTask);
    this.#inner = undefined;
    this.#drawn = new Map();
  }

  /** Draws now (a test or an export reads them); queued work is dropped. */
  drawNow(): void {
    cancelFrameTask(this.#drawTask);
    this.#draw();
  }

  /** The svg in the pan layer, under the labels and the focus ring, with its copy of the map group. */
  #attach(): void {
    const dom = this.#scene.dom;
    if (!dom || !this.#tree) return;
    const inner = document.createElementNS(SVG_NS, 'g');
    inner.setAttribute('data-element', 'territories');
    inner.setAttribute('pointer-events', 'none');
    inner.setAttribute('stroke-linejoin', 'round');
    // Under the patterns laid over the heat colours, which lie over a territory's heat colour too.
    const above = dom.pan.querySelector(
      ':scope > [data-layer="heat-overlays"], :scope > [data-layer="symbols"], :scope > [data-layer="labels"], :scope > [data-layer="focus"]',
    );
    if (attachLayerSvg(dom, this.#tree, 'territories', inner, above)) this.#inner = inner;
  }

  #draw(): void {
    const inner = this.#inner;
    const scene = this.#scene;
    if (!inner) return;
    const composition = scene.composition();
    const nodes = composition.part('territories').nodes[0]?.children ?? [];
    const drawn = new Map<string, { node: SvgNode; el: SVGElement }>();
    const elements: SVGElement[] = [];
    for (const node of nodes) {
      const id = String(node.attrs['data-territory']);
      const old = this.#drawn.get(id);
      const el = old && sameDrawing(old.node, node) ? old.el : createSvgElement(node);
      drawn.set(id, { node, el });
      elements.push(el);
    }
    const current = [...inner.children];
    if (current.length !== elements.length || current.some((el, i) => el !== elements[i])) {
      inner.replaceChildren(...elements);
    }
    this.#drawn = drawn;
    this.#drawZoomCopies(composition);
    // The phone's picture of the pan layer holds the territories: it is stale now.
    scene.hooks.panRepainted();
  }

  /** Each zoom inset's group of territory copies, where its drawing changed (an area, a fill, a zoom). */
  #drawZoomCopies(composition: Composition): void {
    const pan = this.#scene.dom?.pan;
    if (!pan) return;
    const drawn =
      this.#scene.doc.zoomInsets.length > 0 ? zoomCopiesOf(composition) : new Map<string, SvgNode>();
    for (const [id, node] of drawn) {
      const old = this.#zoomDrawn.get(id);
      if (old && sameDrawing(old, node)) continue;
      for (const group of pan.querySelectorAll(`g[data-zoom-territories="${CSS.escape(id)}"]`))
        group.replaceChildren(...(node.children ?? []).map((child) => createSvgElement(child)));
    }
    this.#zoomDrawn = drawn;
  }
}

/** Each zoom inset's group of territory copies in the composition's zoom insets part, by inset id. */
function zoomCopiesOf(composition: Composition): Map<string, SvgNode> {
  const copies = new Map<string, SvgNode>();
  for (const node of composition.part('zoomInsets').nodes)
    for (const group of findNodes(node, (n) => n.attrs['data-zoom-territories'] !== undefined))
      copies.set(String(group.attrs['data-zoom-territories']), group);
  return copies;
}

/** Same attributes all the way down (the outline's path text is the core's cached string). */
function sameDrawing(a: SvgNode, b: SvgNode): boolean {
  const keys = Object.keys(a.attrs);
  if (keys.length !== Object.keys(b.attrs).length) return false;
  if (keys.some((key) => a.attrs[key] !== b.attrs[key])) return false;
  const ac = a.children ?? [];
  const bc = b.children ?? [];
  return (
    ac.length === bc.length &&
    ac.every((child, i) => {
      const other = bc[i];
      return other !== undefined && sameDrawing(child, other);
    })
  );
}
