import type { DocAnnotation } from '../annotations/docAnnotation';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { createSvgElement, patchAttributes, SVG_NS } from './svgDom';

/** Marks a drawn annotation as out of date whatever the placement and its object. */
const STALE = Symbol('stale');
const STALE_ANNOTATION = { id: '', anchor: { kind: 'map' } } as unknown as DocAnnotation;

interface Drawn {
  readonly annotation: DocAnnotation;
  /** The placement the node was drawn at (map-bound annotations move with it). */
  readonly placement: unknown;
  readonly node: SvgNode;
  readonly el: Element;
}

/** Whether an annotation's drawing depends on where the map is (its anchor or a note's target). */
function isMapBound(annotation: DocAnnotation): boolean {
  return annotation.anchor.kind === 'map' || annotation.type === 'note';
}

/**
 * The annotations on screen: their own svg layer above the map and under the legend and titles,
 * one group per annotation (the core's node for it, with `data-annotation-id`). A change re-renders
 * only the annotations whose object changed (documents share unchanged objects), and, when the map
 * moved, those pinned to the map; each is patched in place when its structure is the same (a move is
 * one transform attribute), else replaced. Nothing else of the map is touched.
 */
export class AnnotationLayer {
  readonly svg: SVGSVGElement;
  /**
   * While annotations are dragged they are lifted into this layer of their own (its own compositor
   * layer, above the others): a frame of the drag repaints the dragged ones, not the layer of 500.
   */
  readonly dragSvg: SVGSVGElement;
  readonly #drawn = new Map<string, Drawn>();
  #lifted = new Set<string>();
  /** The drawn groups in drawing order, as of the last sync. */
  #drawingOrder: readonly Element[] = [];

  constructor(rootAttrs: SvgNode['attrs']) {
    this.svg = layerSvg(rootAttrs, 'annotations');
    this.dragSvg = layerSvg(rootAttrs, 'annotations-drag');
  }

  /** Lifts these annotations into the drag layer (a drag starts), or puts them back (null). */
  lift(ids: readonly string[] | null): void {
    const next = new Set(ids ?? []);
    this.#lifted = next;
    for (const id of next) {
      const el = this.#drawn.get(id)?.el;
      if (el) this.dragSvg.append(el);
    }
    if (next.size === 0) this.#order(this.#drawingOrder);
  }

  /** The group of an annotation on screen, if it is drawn. */
  elementOf(id: string): Element | undefined {
    return this.#drawn.get(id)?.el;
  }

  /**
   * Brings the layer to `annotations`. `placement` is any value that changes when the map moves
   * (the map transform); `render` draws one annotation (undefined: not drawn, e.g. hidden).
   */
  sync(
    annotations: readonly DocAnnotation[],
    placement: unknown,
    render: (annotation: DocAnnotation) => SvgNode | undefined,
  ): void {
    const order: Element[] = [];
    const seen = new Set<string>();
    for (const annotation of annotations) {
      seen.add(annotation.id);
      const old = this.#drawn.get(annotation.id);
      const fresh =
        old && old.annotation === annotation && (old.placement === placement || !isMapBound(annotation));
      if (fresh) {
        order.push(old.el);
        continue;
      }
      const node = render(annotation);
      if (!node) {
        old?.el.remove();
        this.#drawn.delete(annotation.id);
        continue;
      }
      const el = old && patchNode(old.el, old.node, node) ? old.el : createSvgElement(node);
      if (old && old.el !== el) old.el.replaceWith(el);
      this.#drawn.set(annotation.id, { annotation, placement, node, el });
      order.push(el);
    }
    for (const [id, drawn] of this.#drawn) {
      if (!seen.has(id)) {
        drawn.el.remove();
        this.#drawn.delete(id);
      }
    }
    this.#drawingOrder = order;
    const lifted = this.#lifted;
    for (const id of lifted) {
      const el = this.#drawn.get(id)?.el;
      if (el && el.parentNode !== this.dragSvg) this.dragSvg.append(el);
    }
    this.#order(lifted.size === 0 ? order : order.filter((el) => el.parentNode !== this.dragSvg));
  }

  /** Puts the groups in drawing order, moving only what is out of place. */
  #order(order: readonly Element[]): void {
    let cursor: ChildNode | null = this.svg.firstChild;
    for (const el of order) {
      if (el === cursor) cursor = cursor.nextSibling;
      else this.svg.insertBefore(el, cursor);
    }
  }

  /** Draws these annotations again at the next sync (e.g. an emoji whose glyph has just loaded). */
  invalidate(matches: (annotation: DocAnnotation) => boolean): void {
    for (const [id, drawn] of this.#drawn) {
      if (matches(drawn.annotation))
        this.#drawn.set(id, { ...drawn, placement: STALE, annotation: STALE_ANNOTATION });
    }
  }

  clear(): void {
    this.svg.replaceChildren();
    this.dragSvg.replaceChildren();
    this.#drawn.clear();
  }
}

function layerSvg(rootAttrs: SvgNode['attrs'], kind: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of Object.entries(rootAttrs)) svg.setAttribute(name, String(value));
  svg.setAttribute('class', 'map-layer');
  svg.setAttribute('data-layer', kind);
  return svg;
}

/**
 * Patches an element drawn from `before` into `after` when both have the same shape (tags and keys
 * all the way down): attributes and text only. Returns false, touching nothing, when they differ.
 */
function patchNode(el: Element, before: SvgNode, after: SvgNode): boolean {
  if (!sameShape(before, after)) return false;
  apply(el, before, after);
  return true;
}

function sameShape(a: SvgNode, b: SvgNode): boolean {
  if (a.tag !== b.tag || a.key !== b.key) return false;
  const ca = a.children ?? [];
  const cb = b.children ?? [];
  if (ca.length !== cb.length) return false;
  return ca.every((child, i) => {
    const other = cb[i];
    return other !== undefined && sameShape(child, other);
  });
}

function apply(el: Element, before: SvgNode, after: SvgNode): void {
  patchAttributes(el, before.attrs, after.attrs);
  if (before.text !== after.text) el.textContent = after.text ?? '';
  const children = after.children ?? [];
  children.forEach((child, i) => {
    const node = el.children[i];
    const old = before.children?.[i];
    if (node && old) apply(node, old, child);
  });
}
