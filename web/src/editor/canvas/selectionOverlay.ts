import type { DocAnnotation } from '../annotations/docAnnotation';
import type { AnchorConverter } from '@mapwright/core/document/anchor';
import { SVG_NS } from './svgDom';

export interface FrameRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Room between an annotation and its selection box, and the handles' size, in CSS pixels on screen. */
const PAD = 4;
const HANDLE = 8;
const TARGET_RADIUS = 7;

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/**
 * The selection's handles over the map: a box with corner handles around each selected annotation,
 * a round handle on a selected note's target (dragged on its own), the rectangle of a rectangle
 * selection and the select-area tool's lasso. A screen helper in its own svg layer, like the keyboard's focus ring: exports never draw it.
 * Boxes come from the annotation's drawn bounds, so they fit whatever the core drew.
 */
export class SelectionOverlay {
  readonly svg: SVGSVGElement;
  readonly #boxes: SVGGElement;
  readonly #marquee: SVGRectElement;
  readonly #lasso: SVGPolygonElement;

  constructor(rootAttrs: Record<string, string | number>) {
    this.svg = el('svg', { ...rootAttrs, class: 'map-layer map-selection', 'data-layer': 'selection' });
    this.#boxes = el('g', {});
    this.#marquee = el('rect', { class: 'map-selection__marquee', visibility: 'hidden' });
    this.#lasso = el('polygon', { class: 'map-selection__lasso', visibility: 'hidden' });
    this.svg.append(this.#boxes, this.#marquee, this.#lasso);
  }

  /** Draws the boxes of `selected` (their drawn elements) and a note's target handle. */
  show(
    selected: readonly DocAnnotation[],
    elementOf: (id: string) => Element | undefined,
    converter: AnchorConverter | undefined,
  ): void {
    // Nothing selected and nothing drawn: no layout read (getScreenCTM forces one), which a pinch or
    // a pan would otherwise pay in every frame, the placement change redrawing the annotations.
    if (selected.length === 0 && this.#boxes.childElementCount === 0) return;
    const toFrame = this.svg.getScreenCTM()?.inverse();
    const children: SVGElement[] = [];
    // Frame units per CSS pixel: handles keep their size on screen whatever the frame's scale.
    const k = toFrame?.a ?? 1;
    const pad = PAD * k;
    const handle = HANDLE * k;
    for (const annotation of selected) {
      const drawn = elementOf(annotation.id);
      if (!drawn || !toFrame) continue;
      const r = drawn.getBoundingClientRect();
      const a = new DOMPoint(r.left, r.top).matrixTransform(toFrame);
      const b = new DOMPoint(r.right, r.bottom).matrixTransform(toFrame);
      const box = { x: a.x - pad, y: a.y - pad, width: b.x - a.x + 2 * pad, height: b.y - a.y + 2 * pad };
      const group = el('g', { 'data-selection-box': annotation.id });
      group.append(el('rect', { class: 'map-selection__box', ...box }));
      for (const [x, y] of [
        [box.x, box.y],
        [box.x + box.width, box.y],
        [box.x, box.y + box.height],
        [box.x + box.width, box.y + box.height],
      ] as const) {
        group.append(
          el('rect', {
            class: 'map-selection__corner',
            x: x - handle / 2,
            y: y - handle / 2,
            width: handle,
            height: handle,
          }),
        );
      }
      if (annotation.type === 'note' && converter) {
        const target = converter.toFrame(annotation.target);
        if (target) {
          group.append(
            el('circle', {
              class: 'map-selection__target',
              cx: target.x,
              cy: target.y,
              r: TARGET_RADIUS * k,
              'data-handle': 'target',
              'data-handle-for': annotation.id,
            }),
          );
        }
      }
      children.push(group);
    }
    this.#boxes.replaceChildren(...children);
  }

  marquee(rect: FrameRect | null): void {
    if (!rect) return void this.#marquee.setAttribute('visibility', 'hidden');
    this.#marquee.setAttribute('visibility', 'visible');
    for (const [name, value] of Object.entries(rect)) this.#marquee.setAttribute(name, String(value));
  }

  /** The select-area tool's lasso, closed back to its start: one attribute written per frame. */
  lasso(points: readonly { x: number; y: number }[] | null): void {
    if (!points) return void this.#lasso.setAttribute('visibility', 'hidden');
    this.#lasso.setAttribute('points', points.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' '));
    this.#lasso.setAttribute('visibility', 'visible');
  }
}
