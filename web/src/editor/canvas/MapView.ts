import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { filledLevels, showOf } from '@mapwright/core/document/show';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import type { ProjectedDivision, ProjectedLevel } from '@mapwright/core/geo/projected-level';
import { fillOf, offsetTransformOf } from '@mapwright/core/render/fill-of';
import { renderMap, type MapGeometry, type RenderOptions } from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { mapTransform, type MapTransform } from '@mapwright/core/render/transform';
import { cancelFrameTask, scheduleFrame } from './frameScheduler';
import { buildLayers, partsOf, withoutSize, type MapLayers } from './mapLayers';
import { PanLayer } from './panLayer';
import { childKeys, createSvgElement, patchAttributes } from './svgDom';
import { tilesOf, type LevelTiles } from './tiles';

/** The same levels without their divisions or borders: renderMap on it yields every attribute but the paths. */
function skeletonOf(geometry: MapGeometry): MapGeometry {
  const strip = (level: ProjectedLevel | undefined) => level && { ...level, divisions: [], borders: '' };
  return { level1: strip(geometry.level1), level2: strip(geometry.level2) };
}

/**
 * The map on screen: the core's renderMap tree mounted once into stacked svg layers (mapLayers.ts:
 * background, the map split into tiles on a composited pan layer, legend and texts), then patched in
 * place.
 *
 * - A fill change sets the `fill` of exactly the changed paths (fillOf), synchronously, so a click is
 *   visible in the very next frame, and only that path's tile repaints.
 * - Everything else (placement, level styles, legend, title, frame) is re-rendered by the same
 *   renderMap over a skeleton geometry with no paths (microseconds), and only the attributes and
 *   sub-trees that differ are patched, once per animation frame. A pan is a CSS translate of the pan
 *   layer until it stops (panLayer.ts).
 * - A change of which levels are drawn (show 1/2/both) or of the geometry remounts the layers.
 */
export class MapView {
  readonly #surface: HTMLElement;
  readonly #geometry: MapGeometry;
  readonly #skeleton: MapGeometry;
  readonly #options: RenderOptions;
  readonly #tiles: Readonly<Record<Level, LevelTiles | undefined>>;
  readonly #panLayer = new PanLayer(() => ({
    // The surface itself is never transformed, so its box is its size on screen.
    cssPerUnit: this.#surface.getBoundingClientRect().width / this.#doc.frame.width,
    devicePixelRatio: globalThis.devicePixelRatio || 1,
  }));
  #layers: MapLayers | undefined;
  #doc: MapDocument;
  #tree: SvgNode | undefined;
  #selected: Element | null = null;
  #selection: ElementRef | null = null;
  #focusRing: { readonly level: Level; readonly id: string } | null = null;
  #divisionIndex: Map<string, ProjectedDivision> | undefined;
  #patch = () => this.#patchSkeleton();

  constructor(surface: HTMLElement, geometry: MapGeometry, doc: MapDocument, options: RenderOptions = {}) {
    this.#surface = surface;
    this.#geometry = geometry;
    this.#skeleton = skeletonOf(geometry);
    this.#options = options;
    this.#tiles = {
      1: geometry.level1 && tilesOf(geometry.level1),
      2: geometry.level2 && tilesOf(geometry.level2),
    };
    this.#doc = doc;
    this.mount();
  }

  get document(): MapDocument {
    return this.#doc;
  }

  /** Builds every layer (first draw, or the drawn levels changed). */
  mount(): void {
    cancelFrameTask(this.#patch);
    const tree = renderMap(this.#doc, this.#geometry, this.#options);
    const layers = buildLayers(tree, (level) =>
      level === 1 || level === 2 ? this.#tiles[level] : undefined,
    );
    this.#surface.replaceChildren(layers.under, layers.pan, layers.over);
    this.#layers = layers;
    const placement = this.#placementOf(this.#doc);
    if (placement) this.#panLayer.attach(layers.pan, layers.mapGroups, placement, this.#doc.frame);
    else this.#panLayer.detach();
    this.#tree = renderMap(this.#doc, this.#skeleton, this.#options);
    this.#selected = null;
    this.#applySelection();
    this.#applyFocusRing();
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
    const ring = this.#focusRing;
    const moved = ring && changes.offsets[ring.level];
    if (ring && moved && (moved === 'all' || moved.has(ring.id))) this.#applyFocusRing();
    // Fills alone are done; anything else (placement, styles, legend, texts, frame) is patched per frame.
    if (changes.parts.size > 0) scheduleFrame(this.#patch);
  }

  /** The element on screen for a path, e.g. to flash it. */
  pathOf(level: Level, id: string): SVGElement | undefined {
    return this.#layers?.paths.get(`${level}:${id}`);
  }

  /** Marks the selected element (the move tool's target) so CSS can outline it. */
  select(selection: ElementRef | null): void {
    this.#selection = selection;
    this.#applySelection();
  }

  /**
   * Outlines the division the keyboard is on (DivisionFocus): the ring's path data becomes that
   * division's, where it is drawn. CSS shows the ring only while the map has keyboard focus.
   */
  setFocusRing(focus: { readonly level: Level; readonly id: string } | null): void {
    const same =
      focus === this.#focusRing ||
      (focus && this.#focusRing && focus.level === this.#focusRing.level && focus.id === this.#focusRing.id);
    this.#focusRing = focus;
    if (!same) this.#applyFocusRing();
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

  /** A drag is under way (true) or ended (false): the placement is written when it ends. */
  setLive(live: boolean): void {
    this.#panLayer.setLive(live);
  }

  destroy(): void {
    cancelFrameTask(this.#patch);
    this.#panLayer.detach();
    this.#surface.replaceChildren();
    this.#layers = undefined;
  }

  #repaintFills(level: Level, ids: ReadonlySet<string> | 'all'): void {
    if (ids === 'all') {
      for (const division of this.#levelOf(level)?.divisions ?? []) this.#setFill(level, division.id);
    } else {
      for (const id of ids) this.#setFill(level, id);
    }
  }

  #setFill(level: Level, id: string): void {
    this.pathOf(level, id)?.setAttribute('fill', fillOf(this.#doc, level, id));
  }

  #moveDivisions(level: Level, ids: ReadonlySet<string> | 'all'): void {
    const list = ids === 'all' ? (this.#levelOf(level)?.divisions ?? []).map((d) => d.id) : ids;
    for (const id of list) {
      const el = this.pathOf(level, id);
      if (!el) continue;
      const transform = offsetTransformOf(this.#doc, level, id);
      if (transform === undefined) el.removeAttribute('transform');
      else el.setAttribute('transform', transform);
    }
  }

  #levelOf(level: Level): ProjectedLevel | undefined {
    return level === 1 ? this.#geometry.level1 : this.#geometry.level2;
  }

  #placementOf(doc: MapDocument): MapTransform | undefined {
    const geometry = this.#geometry;
    return geometry.level1 || geometry.level2 ? mapTransform(doc, geometry) : undefined;
  }

  /** Re-renders the tree without paths and patches the DOM where it differs. */
  #patchSkeleton(): void {
    const next = renderMap(this.#doc, this.#skeleton, this.#options);
    const previous = this.#tree;
    const layers = this.#layers;
    if (!previous || !layers) return this.mount();
    const rootBefore = withoutSize(previous.attrs);
    const rootAfter = withoutSize(next.attrs);
    for (const root of layers.roots) patchAttributes(root, rootBefore, rootAfter);
    const before = partsOf(previous);
    const after = partsOf(next);
    if (
      !this.#patchChildren(layers.under, group('under', before.under), group('under', after.under)) ||
      !this.#patchChildren(layers.over, group('over', before.over), group('over', after.over)) ||
      !this.#patchMap(layers, before.map, after.map)
    ) {
      return this.mount();
    }
    this.#tree = next;
    this.#applySelection();
  }

  /**
   * The map group's copies: their attributes, the placement (through the pan layer) and each level
   * group's attributes. Returns false when the groups themselves changed, which needs a remount.
   */
  #patchMap(layers: MapLayers, before: SvgNode | undefined, after: SvgNode | undefined): boolean {
    if (!before || !after) return before === after;
    if (childKeys(before) !== childKeys(after)) return false;
    const { transform: _before, ...attrsBefore } = before.attrs;
    const { transform: _after, ...attrsAfter } = after.attrs;
    for (const el of layers.mapGroups) patchAttributes(el, attrsBefore, attrsAfter);
    const placement = this.#placementOf(this.#doc);
    if (placement) this.#panLayer.show(placement, this.#doc.frame);
    (after.children ?? []).forEach((child, i) => {
      const old = before.children?.[i];
      if (!old) return;
      for (const el of layers.groups.get(child.key) ?? []) patchAttributes(el, old.attrs, child.attrs);
    });
    return true;
  }

  /**
   * Keyed patch of an element's children. Returns false when it cannot be patched (a structure it
   * does not know), which needs a remount.
   */
  #patchChildren(el: Element, before: SvgNode, after: SvgNode): boolean {
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

  #applyFocusRing(): void {
    const ring = this.#focusRing;
    const division = ring ? this.#divisionOf(ring.level, ring.id) : undefined;
    // A level drawn as outlines (level 1 with both shown) is drawn without its divisions' offsets.
    const transform =
      ring && division && filledLevels(this.#doc).includes(ring.level)
        ? offsetTransformOf(this.#doc, ring.level, ring.id)
        : undefined;
    for (const path of this.#layers?.focusRing ?? []) {
      if (division) path.setAttribute('d', division.d);
      else path.removeAttribute('d');
      if (transform === undefined) path.removeAttribute('transform');
      else path.setAttribute('transform', transform);
    }
  }

  #divisionOf(level: Level, id: string): ProjectedDivision | undefined {
    if (!this.#divisionIndex) {
      this.#divisionIndex = new Map();
      for (const projected of [this.#geometry.level1, this.#geometry.level2]) {
        for (const d of projected?.divisions ?? []) this.#divisionIndex.set(`${projected?.level}:${d.id}`, d);
      }
    }
    return this.#divisionIndex.get(`${level}:${id}`);
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
    return this.#surface.querySelector(`[data-element="${ref.kind}"]`);
  }
}

/** A pseudo-node around a layer's children, for the keyed patch. */
function group(key: string, children: readonly SvgNode[]): SvgNode {
  return { tag: 'g', key, attrs: {}, children };
}
