import type { ElementRef } from '../../../../core/src/document/operations/move-element';
import type { Level, MapDocument } from '../../../../core/src/document/schema';
import { showOf } from '../../../../core/src/document/show';
import type { DocumentChanges } from '../../../../core/src/editor/changes';
import type { ProjectedLevel } from '../../../../core/src/geo/projected-level';
import { fillOf, offsetTransformOf } from '../../../../core/src/render/fill-of';
import { renderMap, type MapGeometry, type RenderOptions } from '../../../../core/src/render/render-map';
import type { SvgNode } from '../../../../core/src/render/svg-tree';
import { cancelFrameTask, scheduleFrame } from './frameScheduler';
import { childKeys, createSvgElement, patchAttributes } from './svgDom';

/** Groups whose children (thousands of division paths, the border mesh) are patched by id, not diffed. */
const GEOMETRY_GROUP = /^(level|outline):/;

/** The same levels without their divisions or borders: renderMap on it yields every attribute but the paths. */
function skeletonOf(geometry: MapGeometry): MapGeometry {
  const strip = (level: ProjectedLevel | undefined) => level && { ...level, divisions: [], borders: '' };
  return { level1: strip(geometry.level1), level2: strip(geometry.level2) };
}

/**
 * The map on screen: the core's renderMap tree mounted into an <svg> once, then patched in place.
 *
 * - A fill change sets the `fill` of exactly the changed paths (fillOf), synchronously, so a click is
 *   visible in the very next frame.
 * - Everything else (placement, level styles, legend, title, frame) is re-rendered by the same
 *   renderMap over a skeleton geometry with no paths (microseconds), and only the attributes and
 *   sub-trees that differ are patched, once per animation frame. A pan is one transform attribute.
 * - A change of which levels are drawn (show 1/2/both) or of the geometry remounts the tree.
 */
export class MapView {
  readonly #svg: SVGSVGElement;
  readonly #geometry: MapGeometry;
  readonly #skeleton: MapGeometry;
  readonly #options: RenderOptions;
  readonly #paths = new Map<string, SVGElement>();
  #doc: MapDocument;
  #tree: SvgNode | undefined;
  #selected: Element | null = null;
  #selection: ElementRef | null = null;
  #patch = () => this.#patchSkeleton();

  constructor(svg: SVGSVGElement, geometry: MapGeometry, doc: MapDocument, options: RenderOptions = {}) {
    this.#svg = svg;
    this.#geometry = geometry;
    this.#skeleton = skeletonOf(geometry);
    this.#options = options;
    this.#doc = doc;
    this.mount();
  }

  get document(): MapDocument {
    return this.#doc;
  }

  /** Builds the whole tree into the svg (first draw, or the drawn levels changed). */
  mount(): void {
    cancelFrameTask(this.#patch);
    const tree = renderMap(this.#doc, this.#geometry, this.#options);
    this.#paths.clear();
    const fragment = document.createDocumentFragment();
    for (const child of tree.children ?? []) {
      fragment.appendChild(
        createSvgElement(child, (node, el) => {
          if (node.tag === 'path' && node.attrs['data-division'] !== undefined) {
            this.#paths.set(`${node.attrs['data-level']}:${node.attrs['data-division']}`, el);
          }
        }),
      );
    }
    this.#svg.replaceChildren(fragment);
    for (const [name, value] of Object.entries(tree.attrs)) {
      if (name !== 'width' && name !== 'height') this.#svg.setAttribute(name, String(value));
    }
    this.#tree = renderMap(this.#doc, this.#skeleton, this.#options);
    this.#applySelection();
  }

  /** Brings the screen to `doc`, touching only what `changes` names. */
  update(doc: MapDocument, changes: DocumentChanges): void {
    const before = this.#doc;
    this.#doc = doc;
    if (changes.parts.has('country') || showOf(before) !== showOf(doc)) {
      this.mount();
      return;
    }
    for (const level of [1, 2] as const) {
      const restyled =
        changes.styledLevels.has(level) &&
        before.levels[level].style.defaultFill !== doc.levels[level].style.defaultFill;
      this.#repaintFills(level, restyled ? 'all' : changes.fills[level]);
      this.#moveDivisions(level, changes.offsets[level]);
    }
    // Fills alone are done; anything else (placement, styles, legend, texts, frame) is patched per frame.
    if (changes.parts.size > 0) scheduleFrame(this.#patch);
  }

  /** The element on screen for a path, e.g. to flash it. */
  pathOf(level: Level, id: string): SVGElement | undefined {
    return this.#paths.get(`${level}:${id}`);
  }

  /** Marks the selected element (the move tool's target) so CSS can outline it. */
  select(selection: ElementRef | null): void {
    this.#selection = selection;
    this.#applySelection();
  }

  /** Restarts the flash animation on a division (found by search). */
  flash(level: Level, id: string): void {
    const el = this.pathOf(level, id);
    if (!el) return;
    el.classList.remove('map-flash');
    // Reading layout restarts the CSS animation when the class comes back.
    void el.getBoundingClientRect();
    el.classList.add('map-flash');
    el.addEventListener('animationend', () => el.classList.remove('map-flash'), { once: true });
  }

  destroy(): void {
    cancelFrameTask(this.#patch);
    this.#svg.replaceChildren();
    this.#paths.clear();
  }

  #repaintFills(level: Level, ids: ReadonlySet<string> | 'all'): void {
    if (ids === 'all') {
      for (const division of this.#levelOf(level)?.divisions ?? []) this.#setFill(level, division.id);
    } else {
      for (const id of ids) this.#setFill(level, id);
    }
  }

  #setFill(level: Level, id: string): void {
    this.#paths.get(`${level}:${id}`)?.setAttribute('fill', fillOf(this.#doc, level, id));
  }

  #moveDivisions(level: Level, ids: ReadonlySet<string> | 'all'): void {
    const list = ids === 'all' ? (this.#levelOf(level)?.divisions ?? []).map((d) => d.id) : ids;
    for (const id of list) {
      const el = this.#paths.get(`${level}:${id}`);
      if (!el) continue;
      const transform = offsetTransformOf(this.#doc, level, id);
      if (transform === undefined) el.removeAttribute('transform');
      else el.setAttribute('transform', transform);
    }
  }

  #levelOf(level: Level): ProjectedLevel | undefined {
    return level === 1 ? this.#geometry.level1 : this.#geometry.level2;
  }

  /** Re-renders the tree without paths and patches the DOM where it differs. */
  #patchSkeleton(): void {
    const next = renderMap(this.#doc, this.#skeleton, this.#options);
    const previous = this.#tree;
    if (!previous) return this.mount();
    patchAttributes(this.#svg, withoutSize(previous.attrs), withoutSize(next.attrs));
    if (!this.#patchChildren(this.#svg, previous, next)) return this.mount();
    this.#tree = next;
    this.#applySelection();
  }

  /**
   * Keyed patch of an element's children. Returns false when the map group's levels changed, which
   * needs a remount (the paths live under them).
   */
  #patchChildren(el: Element, before: SvgNode, after: SvgNode): boolean {
    if (GEOMETRY_GROUP.test(after.key)) return true;
    const oldChildren = before.children ?? [];
    const newChildren = after.children ?? [];
    if (childKeys(before) === childKeys(after)) {
      for (let i = 0; i < newChildren.length; i++) {
        const child = el.children[i];
        const a = oldChildren[i];
        const b = newChildren[i];
        if (!child || !a || !b) return false;
        if (!this.#patchNode(child, a, b)) return false;
      }
      return true;
    }
    if (after.key === 'map') return false;
    // Keys differ (an element appeared or went): reuse elements by key, create the rest, in order.
    const byKey = new Map<string, { node: SvgNode; el: Element }>();
    oldChildren.forEach((node, i) => {
      const child = el.children[i];
      if (child) byKey.set(node.key, { node, el: child });
    });
    const kept: Element[] = [];
    for (const node of newChildren) {
      const old = byKey.get(node.key);
      if (old && old.node.tag === node.tag) {
        if (!this.#patchNode(old.el, old.node, node)) return false;
        kept.push(old.el);
        byKey.delete(node.key);
      } else {
        kept.push(createSvgElement(node));
      }
    }
    el.replaceChildren(...kept);
    return true;
  }

  #patchNode(el: Element, before: SvgNode, after: SvgNode): boolean {
    patchAttributes(el, before.attrs, after.attrs);
    if (before.text !== after.text) el.textContent = after.text ?? '';
    return this.#patchChildren(el, before, after);
  }

  #applySelection(): void {
    const next = this.#elementOf(this.#selection);
    if (next === this.#selected) return;
    this.#selected?.removeAttribute('data-selected');
    next?.setAttribute('data-selected', 'true');
    this.#selected = next;
  }

  #elementOf(ref: ElementRef | null): Element | null {
    if (!ref) return null;
    if (ref.kind === 'division') return this.pathOf(ref.level, ref.id) ?? null;
    if (ref.kind === 'annotation' || ref.kind === 'map' || ref.kind === 'heatBar') return null;
    return this.#svg.querySelector(`[data-element="${ref.kind}"]`);
  }
}

function withoutSize(attrs: SvgNode['attrs']): SvgNode['attrs'] {
  const { width: _w, height: _h, ...rest } = attrs;
  return rest;
}
