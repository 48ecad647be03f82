import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import { renderTerritories } from '@mapwright/core/render/render-territories';
import { zoomInsetTerritories } from '@mapwright/core/render/render-zoom-insets';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { cancelFrameTask, scheduleFrame } from '../frameScheduler';
import { attachLayerSvg } from '../mapLayers';
import { createSvgElement, SVG_NS } from '../svgDom';
import type { CanvasLayer } from './canvasLayer';
import type { MapScene } from './mapScene';

/**
 * The territories on screen: the core's renderTerritories (each territory a group with its one
 * outline path, the union made once per set of members and cached by the core) in an svg of the pan
 * layer, under the labels, inside a copy of the map group whose transform the pan layer writes, so a
 * pan or a pinch moves them with the map on the compositor. Redrawn in the next frame after a change
 * of the territories or of the levels' visibility, and after a zoom (their border widths are in frame
 * pixels) once a gesture ends; a territory whose drawing did not change keeps its element. The zoom
 * insets' copies of the territories (renderMap draws them in each box's group, which the skeleton
 * patch leaves as they are) are redrawn with them, from the core's zoomInsetTerritories.
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
    this.#zoomDrawn = new Map();
    for (const inset of this.#scene.doc.zoomInsets) {
      const placement = this.#scene.placement();
      const node = placement && zoomInsetTerritories(this.#scene.doc, this.#scene.geometry, inset, placement);
      if (node) this.#zoomDrawn.set(inset.id, node);
    }
    this.#tree = tree;
    // No svg until the map has a territory: a map without has the layers it had before.
    if (this.#scene.doc.territories.length === 0) return;
    this.#attach();
    this.#draw();
  }

  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): void {
    const parts = changes.parts;
    if (doc.territories.length === 0 && before.territories.length === 0) return;
    const drawnBy = [
      'territories',
      'style',
      'placement',
      'frame',
      'heatMap',
      'pixelDotMap',
      'zoomInsets',
    ] as const;
    if (!drawnBy.some((part) => parts.has(part))) return;
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
      ':scope > [data-layer="heat-overlays"], :scope > [data-layer="labels"], :scope > [data-layer="focus"]',
    );
    if (attachLayerSvg(dom, this.#tree, 'territories', inner, above)) this.#inner = inner;
  }

  #draw(): void {
    const inner = this.#inner;
    const scene = this.#scene;
    const placement = scene.placement();
    if (!inner) return;
    const group = placement ? renderTerritories(scene.doc, scene.geometry, placement) : undefined;
    const nodes = group?.children ?? [];
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
    if (placement) this.#drawZoomCopies(placement);
    // The phone's picture of the pan layer holds the territories: it is stale now.
    scene.hooks.panRepainted();
  }

  /** Each zoom inset's group of territory copies, where its drawing changed (an area, a fill, a zoom). */
  #drawZoomCopies(placement: NonNullable<ReturnType<MapScene['placement']>>): void {
    const scene = this.#scene;
    const pan = scene.dom?.pan;
    if (!pan) return;
    const drawn = new Map<string, SvgNode>();
    for (const inset of scene.doc.zoomInsets) {
      const node = zoomInsetTerritories(scene.doc, scene.geometry, inset, placement);
      if (!node) continue;
      drawn.set(inset.id, node);
      const old = this.#zoomDrawn.get(inset.id);
      if (old && sameDrawing(old, node)) continue;
      for (const group of pan.querySelectorAll(`g[data-zoom-territories="${CSS.escape(inset.id)}"]`))
        group.replaceChildren(...(node.children ?? []).map((child) => createSvgElement(child)));
    }
    this.#zoomDrawn = drawn;
  }
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
