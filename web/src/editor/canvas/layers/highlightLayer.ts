import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { filledLevels } from '@mapwright/core/document/show';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import { offsetTransformOf } from '@mapwright/core/render/fill-of';
import type { CanvasLayer } from './canvasLayer';
import type { MapScene } from './mapScene';

export interface FocusedDivision {
  readonly level: Level;
  readonly id: string;
}

/**
 * What the screen marks on the map beyond the document: the selected element (the move tool's
 * target, `data-selected` for CSS), the keyboard's focus ring (mapLayers.ts draws its paths) and the
 * flash of a division found by search. A division highlighted while drawn as part of a base gets an
 * element of its own (the fill strategy's), which goes back into the base when the highlight ends.
 */
export class HighlightLayer implements CanvasLayer {
  readonly #scene: MapScene;
  #selection: readonly ElementRef[] = [];
  #selected: readonly Element[] = [];
  #focus: FocusedDivision | null = null;

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(): void {
    this.#selected = [];
  }

  mounted(): void {
    this.#applySelection();
    this.#applyFocusRing();
  }

  update(_doc: MapDocument, changes: DocumentChanges): void {
    const ring = this.#focus;
    const moved = ring && changes.offsets[ring.level];
    if (ring && moved && (moved === 'all' || moved.has(ring.id))) this.#applyFocusRing();
  }

  patched(): void {
    this.#applySelection();
  }

  destroy(): void {}

  /** Marks the selected element, or several (divisions Shift+clicked to be grouped into a territory). */
  select(selection: ElementRef | null | readonly ElementRef[]): void {
    this.#selection =
      selection === null ? [] : Array.isArray(selection) ? selection : [selection as ElementRef];
    this.#applySelection();
  }

  setFocusRing(focus: FocusedDivision | null): void {
    const current = this.#focus;
    const same =
      focus === current || (focus && current && focus.level === current.level && focus.id === current.id);
    this.#focus = focus;
    if (!same) this.#applyFocusRing();
  }

  /** Restarts the flash animation on a division. */
  flash(level: Level, id: string): void {
    const elements = this.#scene.fills;
    const el = elements.elementFor(level, id);
    if (!el) return;
    el.classList.remove('map-flash');
    // Reading layout restarts the CSS animation when the class comes back.
    void el.getBoundingClientRect();
    el.classList.add('map-flash');
    el.addEventListener(
      'animationend',
      () => {
        el.classList.remove('map-flash');
        elements.release(level, id);
      },
      { once: true },
    );
  }

  #applySelection(): void {
    const next = this.#selection
      .map((ref) => this.#elementOf(ref))
      .filter((el): el is Element => el !== null);
    const previous = this.#selected;
    if (next.length === previous.length && next.every((el, i) => el === previous[i])) return;
    for (const el of previous) {
      if (next.includes(el)) continue;
      el.removeAttribute('data-selected');
      // A division selected only to be outlined goes back into its base once deselected.
      const id = el.getAttribute('data-division');
      const level = Number(el.getAttribute('data-level'));
      if (id && (level === 1 || level === 2)) this.#scene.fills.release(level, id);
    }
    for (const el of next) el.setAttribute('data-selected', 'true');
    this.#selected = next;
  }

  #elementOf(ref: ElementRef | null): Element | null {
    if (!ref) return null;
    if (ref.kind === 'division') return this.#scene.fills.elementFor(ref.level, ref.id) ?? null;
    if (ref.kind === 'annotation' || ref.kind === 'map') return null;
    const element = ref.kind === 'timeLabel' ? 'time-label' : ref.kind;
    return this.#scene.surface.querySelector(`[data-element="${element}"]`);
  }

  /**
   * The ring's path data becomes the focused division's, where it is drawn. CSS shows the ring only
   * while the map has keyboard focus.
   */
  #applyFocusRing(): void {
    const { doc } = this.#scene;
    const ring = this.#focus;
    const division = ring ? this.#scene.divisionOf(ring.level, ring.id) : undefined;
    // A level drawn as outlines (level 1 with both shown) is drawn without its divisions' offsets.
    const transform =
      ring && division && filledLevels(doc).includes(ring.level)
        ? offsetTransformOf(doc, ring.level, ring.id)
        : undefined;
    for (const path of this.#scene.dom?.focusRing ?? []) {
      if (division) path.setAttribute('d', division.d);
      else path.removeAttribute('d');
      if (transform === undefined) path.removeAttribute('transform');
      else path.setAttribute('transform', transform);
    }
  }
}
