import type { DivisionRef } from '@mapwright/core/document/division-ref';
import { legendEntries } from '@mapwright/core/document/legend-entries';
import { moveElement } from '@mapwright/core/document/operations/move-element';
import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { filledLevels, showOf } from '@mapwright/core/document/show';
import type { Editor } from '@mapwright/core/editor/editor';
import { nearestInDirection, nearestTo, type Direction } from '@mapwright/core/geo/nearest-in-direction';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import { mapTransform } from '@mapwright/core/render/transform';
import type { CountryGeometry } from '../data/countryGeometry';
import { paintTarget, revertTarget, type PaintTarget } from '../features/paint/paintInput';

export type FocusDirection = Direction;

/** The keyboard's place on the map, for the map's actions (features/paint/mapKeys.ts) and the search box. */
export interface MapFocus {
  readonly current: DivisionRef | null;
  /** Arrow keys: to the nearest division in that direction (from the one at the centre at first). */
  move(direction: FocusDirection): void;
  /** Enter: paints the focused division (or state) with the current colour. */
  paint(): void;
  /** Delete: reverts it to the level's default fill. */
  revert(): void;
  /** Puts the keyboard on a division (a search result) and the focus on the map. */
  focusDivision(level: Level, id: string): void;
}

/**
 * The level arrow keys move on: the one clicks colour. With both levels shown and clicks colouring
 * whole states, that is the states (level 1, drawn as outlines), and Enter paints a state's districts.
 */
function navigationLevel(doc: MapDocument): Level {
  const show = showOf(doc);
  if (show === '1') return 1;
  if (show === '2') return 2;
  return doc.activeLevel;
}

/**
 * What Enter and Delete change for a focused division: itself (with both levels shown and clicks
 * painting provinces, the keys move between provinces and Enter paints one, as a click does).
 */
function focusTarget(focus: DivisionRef): PaintTarget {
  return { level: focus.level, ids: [focus.id] };
}

/** The divisions' colour state, in words: 'not painted', 'painted #e69f00 (Won)', '3 of 7 painted'. */
function paintStateOf(doc: MapDocument, target: PaintTarget): string {
  const fills = doc.levels[target.level].fills;
  const colours = target.ids.filter((id) => Object.hasOwn(fills, id)).map((id) => fills[id] ?? '');
  if (colours.length === 0) return 'not painted';
  const [first] = colours;
  if (colours.length < target.ids.length || colours.some((c) => c !== first)) {
    return `${colours.length} of ${target.ids.length} painted`;
  }
  const label = legendEntries(doc).find((entry) => entry.colour === first)?.label;
  return label ? `painted ${first} (${label})` : `painted ${first}`;
}

/** How the focus ring is drawn (MapView.setFocusRing). */
export interface FocusRingView {
  setFocusRing(focus: DivisionRef | null): void;
}

/**
 * Painting without a pointer. The map surface is one tab stop (never one per path: a map has up to
 * thousands); while it has focus, the division the keyboard is on is outlined by one ring path above
 * the map (MapView) and its name and colour state are announced through a live region. Moving,
 * painting and reverting set one attribute of the ring and the painted paths' fills, as a click
 * does; nothing here re-renders React.
 */
export class DivisionFocus implements MapFocus {
  readonly #surface: HTMLElement;
  readonly #editor: Editor;
  readonly #geometry: CountryGeometry;
  readonly #view: FocusRingView;
  readonly #announce: (text: string) => void;
  readonly #index = new Map<string, ProjectedDivision>();
  #current: DivisionRef | null = null;
  #pointerPressed = false;
  #unsubscribe: () => void;

  constructor(options: {
    surface: HTMLElement;
    editor: Editor;
    geometry: CountryGeometry;
    view: FocusRingView;
    announce: (text: string) => void;
  }) {
    this.#surface = options.surface;
    this.#editor = options.editor;
    this.#geometry = options.geometry;
    this.#view = options.view;
    this.#announce = options.announce;
    for (const level of [options.geometry.projected.level1, options.geometry.projected.level2]) {
      for (const d of level?.divisions ?? []) if (d.d !== '') this.#index.set(`${level?.level}:${d.id}`, d);
    }
    this.#surface.addEventListener('focus', this.#onFocus);
    this.#surface.addEventListener('pointerdown', this.#onPointerDown);
    // The level switched (1, 2, both, or what clicks colour): the keyboard moves to the new level.
    this.#unsubscribe = this.#editor.subscribe((change) => {
      const parts = change.document?.parts;
      if (this.#current && (parts?.has('style') || parts?.has('activeLevel') || change.origin === 'load')) {
        this.#set(this.#onLevel(this.#current), false);
      }
    });
  }

  get current(): DivisionRef | null {
    return this.#current;
  }

  move(direction: FocusDirection): void {
    const from = this.#current && this.#onLevel(this.#current);
    if (!from) return this.#set(this.#start(), true);
    const level = from.level;
    const here = this.#index.get(`${level}:${from.id}`);
    if (!here) return this.#set(this.#start(), true);
    const next = nearestInDirection(
      this.#divisions(level),
      this.#pointOf(level, here),
      direction,
      (d) => this.#pointOf(level, d),
      (d) => d.id === here.id,
    );
    // At the edge of the map: stay, and say where the keyboard is.
    this.#set(next ? { level, id: next.id } : from, true);
    if (next) this.#reveal(level, next);
  }

  paint(): void {
    this.#change(paintTarget);
  }

  revert(): void {
    this.#change(revertTarget);
  }

  focusDivision(level: Level, id: string): void {
    this.#set(this.#onLevel({ level, id }), false);
    this.#surface.focus({ preventScroll: true });
    this.#say();
  }

  destroy(): void {
    this.#surface.removeEventListener('focus', this.#onFocus);
    this.#surface.removeEventListener('pointerdown', this.#onPointerDown);
    this.#unsubscribe();
  }

  #change(apply: (editor: Editor, target: PaintTarget) => boolean): void {
    const focus = this.#current ? this.#onLevel(this.#current) : this.#start();
    if (!focus) return;
    this.#set(focus, false);
    const target = focusTarget(focus);
    if (target.ids.length > 0) apply(this.#editor, target);
    this.#say();
  }

  readonly #onFocus = () => {
    if (this.#pointerPressed) {
      this.#surface.blur();
      return;
    }
    if (!this.#current) this.#set(this.#start(), false);
    this.#say();
  };

  /**
   * The mouse does not focus the map: a press leaves the focus on the page, as before the map was
   * focusable. So a click changes nothing but what it paints, and after selecting a division with
   * the move tool the arrow keys still nudge it. (A press that prevents its default, as a drag
   * does, still moves the focus, hence the flag rather than preventing the mousedown.)
   */
  readonly #onPointerDown = () => {
    if (document.activeElement === this.#surface) this.#surface.blur();
    this.#pointerPressed = true;
    setTimeout(() => (this.#pointerPressed = false));
  };

  #set(focus: DivisionRef | null, say: boolean): void {
    this.#current = focus;
    this.#view.setFocusRing(focus);
    if (say) this.#say();
  }

  #say(): void {
    const focus = this.#current;
    if (!focus) return this.#announce('No division to focus on this map.');
    const division = this.#index.get(`${focus.level}:${focus.id}`);
    if (!division) return;
    const local =
      division.nameLocal && division.nameLocal !== division.name ? ` (${division.nameLocal})` : '';
    const parent = division.parent ? this.#index.get(`1:${division.parent}`)?.name : undefined;
    const doc = this.#editor.document;
    const state = paintStateOf(doc, focusTarget(focus));
    this.#announce(`${division.name}${local}${parent ? `, ${parent}` : ''}: ${state}`);
  }

  /** The same place on the level the keys move on now: a district's state, or a state's central district. */
  #onLevel(focus: DivisionRef): DivisionRef | null {
    const level = navigationLevel(this.#editor.document);
    if (focus.level === level) return this.#index.has(`${level}:${focus.id}`) ? focus : null;
    const division = this.#index.get(`${focus.level}:${focus.id}`);
    if (!division) return null;
    if (level === 1) return division.parent ? { level: 1, id: division.parent } : null;
    const districts = this.#divisions(2).filter((d) => d.parent === division.id);
    const [cx, cy] = division.centroid;
    const nearest = nearestTo(districts, { x: cx, y: cy }, (d) => ({ x: d.centroid[0], y: d.centroid[1] }));
    return nearest ? { level: 2, id: nearest.id } : null;
  }

  /** Where the keyboard starts: the division nearest the centre of the frame. */
  #start(): DivisionRef | null {
    const level = navigationLevel(this.#editor.document);
    const { width, height } = this.#editor.document.frame;
    const start = nearestTo(this.#divisions(level), { x: width / 2, y: height / 2 }, (d) =>
      this.#framePointOf(level, d),
    );
    return start ? { level, id: start.id } : null;
  }

  #divisions(level: Level): readonly ProjectedDivision[] {
    const projected = level === 1 ? this.#geometry.projected.level1 : this.#geometry.projected.level2;
    return (projected?.divisions ?? []).filter((d) => d.d !== '');
  }

  /** A division's centre in map units, where it is drawn (moved divisions included). */
  #pointOf(level: Level, division: ProjectedDivision): { x: number; y: number } {
    const doc = this.#editor.document;
    const moved = filledLevels(doc).includes(level) ? doc.levels[level].offsets[division.id] : undefined;
    return { x: division.centroid[0] + (moved?.dx ?? 0), y: division.centroid[1] + (moved?.dy ?? 0) };
  }

  #framePointOf(level: Level, division: ProjectedDivision): { x: number; y: number } {
    const t = mapTransform(this.#editor.document, this.#geometry.projected);
    const p = this.#pointOf(level, division);
    return { x: p.x * t.scale + t.x, y: p.y * t.scale + t.y };
  }

  /** A division the keys moved to outside the frame (the map is zoomed in) is brought to its centre. */
  #reveal(level: Level, division: ProjectedDivision): void {
    const { width, height } = this.#editor.document.frame;
    const p = this.#framePointOf(level, division);
    if (p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height) return;
    this.#editor.apply(moveElement, { kind: 'map' }, width / 2 - p.x, height / 2 - p.y);
  }
}
