import { freeze, produceWithPatches, type Draft, type Patch } from 'immer';
import type { AnchorConverter } from '../document/anchor';
import { normaliseColour } from '../document/colour';
import { createDocument } from '../document/defaults';
import { coloursInUse } from '../document/legend-entries';
import type { ElementRef } from '../document/operations/move-element';
import { moveElement } from '../document/operations/move-element';
import { nudgeVector, type NudgeDirection } from '../document/operations/nudge';
import type { Operation } from '../document/operations/operation';
import { clearDivision, paintDivision, paintDivisions, paintWithPattern } from '../document/operations/paint';
import { overlayPattern } from '../document/operations/heat-overlays';
import { editPattern } from '../document/operations/edit-pattern';
import { heatColoursLevel } from '../document/heat-overlays';
import {
  patternFill,
  patternIdOf,
  patternOfFill,
  patternStyleSchema,
  type PatternStyle,
} from '../document/patterns';
import type { DivisionRef } from '../document/division-ref';
import type { Level, MapDocument, MapDocumentData } from '../document/schema';
import { annotationChanges, changesOfPatches, withPart, type DocumentChanges } from './changes';
import { coloursPaintedIn } from './painted-colours';
import { History, DEFAULT_HISTORY_LIMIT, type MapChange } from './history';
import { newMapKey, type MapKey } from './map-key';
import { newMap as newMapOperation } from '../document/operations/new-map';
import {
  dropIfEmpty,
  editTargetText,
  sameEditTarget,
  setEditTargetText,
  type EditTarget,
} from './edit-target';
import { colourPaintedBy, paintTargetAt, type PaintGeometry, type PaintTarget } from './paint-target';
import {
  INITIAL_SESSION,
  pushRecentColour,
  sameElement,
  withElementLast,
  type SessionPart,
  type SessionState,
  type Tool,
} from './session';

/** What caused a notification. */
export type ChangeOrigin = 'change' | 'undo' | 'redo' | 'load' | 'session';

export interface EditorChange {
  readonly origin: ChangeOrigin;
  /** What changed in the document; null when only session state changed. */
  readonly document: DocumentChanges | null;
  readonly session: ReadonlySet<SessionPart>;
}

export type EditorListener = (change: EditorChange) => void;

/** What a paint or a revert at a hit did: the divisions it was aimed at, and whether any changed. */
export interface PaintResult {
  readonly target: PaintTarget;
  readonly changed: boolean;
}

export interface EditorOptions {
  readonly historyLimit?: number;
  readonly session?: Partial<SessionState>;
  /** The key of the map the document is (a draft's, kept beside it); a new one without it. */
  readonly mapKey?: MapKey;
  /** Makes the key of each new map (tests give a predictable one). */
  readonly newMapKey?: () => MapKey;
}

const NO_SESSION_CHANGE: ReadonlySet<SessionPart> = new Set();
const MAP_CHANGE: ReadonlySet<SessionPart> = new Set(['map']);

/**
 * The headless editor: the document, its history and the session state, with change notifications
 * that name what changed. The UI calls operations through it and repaints only what it is told.
 *
 * Undo steps: `apply` and `change` are one step each. Between `beginGesture()` and `mark()` every
 * change merges into one step (a drag, a wheel gesture). `change(draft => …)` runs several
 * operations as one atomic step with one notification.
 */
export class Editor {
  #doc: MapDocument;
  #session: SessionState;
  #history: History;
  #inGesture = false;
  /** The open edit joined the step that placed its annotation (startEditing's `joinLast`). */
  #editJoined = false;
  #listeners = new Set<EditorListener>();
  /** Which map the document is: edits keep it, a replacement makes another (decision "One download covers one map"). */
  #mapKey: MapKey;
  readonly #newMapKey: () => MapKey;

  constructor(doc: MapDocument, options: EditorOptions = {}) {
    this.#doc = freeze(doc, true);
    this.#newMapKey = options.newMapKey ?? newMapKey;
    this.#mapKey = options.mapKey ?? this.#newMapKey();
    const session = { ...INITIAL_SESSION, ...options.session };
    // One selection: a list given wins, a single element given is a list of one.
    const selected = options.session?.selected ?? (session.selection ? [session.selection] : []);
    this.#session = { ...session, selected, selection: selected.at(-1) ?? null };
    this.#history = new History(options.historyLimit ?? DEFAULT_HISTORY_LIMIT);
  }

  static forCountry(countrySlug: string, options?: EditorOptions): Editor {
    return new Editor(createDocument(countrySlug), options);
  }

  get document(): MapDocument {
    return this.#doc;
  }

  get session(): SessionState {
    return this.#session;
  }

  /**
   * The key of the map the document is: the same through every edit, undo and redo of edits; another
   * after a replacement (`load`, `replace`, `newMap`), and back again when that is undone.
   */
  get mapKey(): MapKey {
    return this.#mapKey;
  }

  /** The level that takes clicks (stored in the document: it is part of what the user set up). */
  get activeLevel(): Level {
    return this.#doc.activeLevel;
  }

  get canUndo(): boolean {
    return this.#history.canUndo;
  }

  get canRedo(): boolean {
    return this.#history.canRedo;
  }

  get inGesture(): boolean {
    return this.#inGesture;
  }

  subscribe(listener: EditorListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Applies one operation. Returns false (and records nothing) when it changed nothing. A paint
   * operation's colour joins the recent colours even then (painting with a colour is using it),
   * whether one division or many were painted.
   */
  apply<Args extends readonly unknown[]>(operation: Operation<Args>, ...args: Args): boolean {
    const changed = this.change((draft) => operation(draft, ...args));
    const colour = colourPaintedBy(operation as Operation<never>, args);
    if (colour !== undefined) this.#useColour(normaliseColour(colour));
    return changed;
  }

  /**
   * Runs several operations on one draft: one atomic change (if any throws, nothing changes), one
   * undo step (or part of the open gesture), one notification.
   */
  change(recipe: (draft: MapDocumentData) => void): boolean {
    return this.#commit(recipe);
  }

  /**
   * Makes the document another map (New map, a file, a published copy, a saved map opened): one undo
   * step of its own, after which the map has `mapKey` (a new key by default). Undoing it returns to the
   * map you had, its key included. A replacement that changes nothing in the document keeps the map it
   * is, unless a key is given (a saved map opened whose content you have): then only the key changes, as
   * a session change, not an undo step.
   */
  replace(recipe: (draft: MapDocumentData) => void, options: { mapKey?: MapKey } = {}): boolean {
    this.mark();
    const before = this.#mapKey;
    let after = options.mapKey;
    const changed = this.#commit(recipe, () => (after ??= this.#newMapKey()), before);
    if (!changed && after !== undefined && after !== before) {
      this.#mapKey = after;
      this.#emit('session', null, MAP_CHANGE);
    }
    return changed;
  }

  /** Starts a new map on the same country (the operation newMap): a replacement, so another map. */
  newMap(): boolean {
    return this.replace((draft) => newMapOperation(draft));
  }

  /**
   * One change; with `nextKey` (a replacement) it makes the map the one nextKey names, asked only once the
   * change is known to change something.
   */
  #commit(recipe: (draft: MapDocumentData) => void, nextKey?: () => MapKey, keyBefore?: MapKey): boolean {
    const before = this.#doc;
    const [next, patches, inversePatches] = produceWithPatches(before, (draft: Draft<MapDocument>) => {
      recipe(draft as MapDocumentData);
    });
    if (patches.length === 0) return false;
    const map: MapChange | undefined =
      nextKey && keyBefore !== undefined ? { before: keyBefore, after: nextKey() } : undefined;
    this.#doc = next;
    if (!this.#inGesture) this.#history.mark();
    this.#history.record(patches, inversePatches, map);
    if (!this.#inGesture) this.#history.mark();
    if (map) this.#mapKey = map.after;
    // A deleted annotation leaves the selection in the same notification, and whatever painted (an
    // operation, a recipe of several) makes its colours recent in it too.
    const selection = this.#session.selected.length === 0 ? NO_SESSION_CHANGE : this.#dropStaleSelection();
    const recent = this.#recentAfter(coloursPaintedIn(patches));
    if (recent) this.#session = { ...this.#session, recentColours: recent };
    const parts = new Set(selection);
    if (recent) parts.add('recentColours');
    if (map && map.after !== map.before) parts.add('map');
    this.#emit('change', describeChange(before, next, patches), parts.size === 0 ? NO_SESSION_CHANGE : parts);
    return true;
  }

  /** Starts a gesture: changes until `mark()` form one undo step. */
  beginGesture(): void {
    this.#history.mark();
    this.#inGesture = true;
  }

  /** A stopping point: ends the open gesture, the next change starts a new undo step. */
  mark(): void {
    this.#history.mark();
    this.#inGesture = false;
  }

  undo(): boolean {
    return this.#travel('undo');
  }

  redo(): boolean {
    return this.#travel('redo');
  }

  #travel(direction: 'undo' | 'redo'): boolean {
    if (this.#session.editing) this.endEditing();
    this.#inGesture = false;
    const before = this.#doc;
    const result = direction === 'undo' ? this.#history.undo(before) : this.#history.redo(before);
    if (!result) return false;
    this.#doc = result.doc;
    const selection = this.#dropStaleSelection();
    const mapChanged = result.mapKey !== undefined && result.mapKey !== this.#mapKey;
    if (result.mapKey !== undefined) this.#mapKey = result.mapKey;
    const session = mapChanged ? new Set([...selection, 'map' as const]) : selection;
    this.#emit(direction, describeChange(before, result.doc, result.applied), session);
    return true;
  }

  /**
   * Replaces the document (a file, a saved map, a draft): another map, whose key is `mapKey` (a saved
   * map's or a draft's) or a new one. By default the history starts over; with `undoable` the
   * replacement is one undo step (as for a new map), see `replace`.
   */
  load(doc: MapDocument, options: { undoable?: boolean; mapKey?: MapKey } = {}): void {
    if (options.undoable) {
      this.replace(
        (draft) => {
          Object.assign(draft, doc);
        },
        { mapKey: options.mapKey },
      );
      return;
    }
    if (this.#session.editing) this.endEditing();
    this.#doc = freeze(doc, true);
    this.#history.clear();
    this.#inGesture = false;
    const mapKey = options.mapKey ?? this.#newMapKey();
    const selection = this.#dropStaleSelection(true);
    const session = mapKey === this.#mapKey ? selection : new Set([...selection, 'map' as const]);
    this.#mapKey = mapKey;
    this.#emit('load', changesOfPatches([{ op: 'replace', path: [], value: doc }]), session);
  }

  /** A fresh default document for a country (this one's by default), history cleared. */
  reset(countrySlug: string = this.#doc.country): void {
    this.load(createDocument(countrySlug));
  }

  // Session state -------------------------------------------------------------------------------

  setTool(tool: Tool): void {
    this.#setSession({ tool }, 'tool');
  }

  setColour(colour: string): void {
    const next = normaliseColour(colour);
    // With a pattern on, the colour picked is its lines' colour, as it is the paint's without one.
    const pattern = this.#session.pattern;
    if (pattern && pattern.foreground !== next) this.setPattern({ ...pattern, foreground: next });
    this.#setSession({ colour: next }, 'colour');
  }

  /** Paints with this pattern from now on, or with the colour again (null). Throws on a bad pattern. */
  setPattern(pattern: PatternStyle | null): void {
    this.#setSession({ pattern: pattern && patternStyleSchema.parse(pattern) }, 'pattern');
  }

  /**
   * Paints from now on with a fill as the document stores it (a legend entry's): a colour, or the
   * pattern it names, whose lines' colour becomes the current colour.
   */
  pickFill(fill: string): void {
    const pattern = patternOfFill(this.#doc.patterns, fill);
    if (pattern) {
      const { id: _id, ...style } = pattern;
      this.setPattern(style);
      this.#setSession({ colour: style.foreground }, 'colour');
    } else if (patternIdOf(fill) === undefined) {
      this.setPattern(null);
      this.setColour(fill);
    }
  }

  /**
   * Opens a pattern of the map for editing (its legend entry, or the picker's list of the map's
   * patterns), and paints with it from now on; null closes the edit.
   */
  openPatternEdit(id: string | null): void {
    if (id !== null) {
      if (!this.#doc.patterns.some((p) => p.id === id))
        throw new RangeError(`No pattern ${JSON.stringify(id)} in this map`);
      this.pickFill(patternFill(id));
    }
    if (this.#session.editedPattern !== id) this.#setSession({ editedPattern: id }, 'pattern');
  }

  /**
   * Changes the look of the pattern open for editing: every division, territory and overlay painted
   * with it follows; one undo step (or part of the open gesture, a field being typed into or a slider
   * dragged). The pattern being painted with follows too, so the next click paints with the same one.
   */
  editOpenPattern(change: Partial<PatternStyle>): boolean {
    const id = this.#session.editedPattern;
    if (id === null || !this.#doc.patterns.some((p) => p.id === id)) return false;
    const changed = this.apply(editPattern, id, change);
    const pattern = this.#doc.patterns.find((p) => p.id === id);
    if (pattern) {
      const { id: _id, ...style } = pattern;
      this.setPattern(style);
      if (this.#session.colour !== style.foreground) this.#setSession({ colour: style.foreground }, 'colour');
    }
    return changed;
  }

  /**
   * Selects one element, or nothing. An element already among several selected stays with them and
   * becomes the one the session names (a press on one of the selected annotations drags them all).
   */
  select(selection: ElementRef | null): void {
    if (selection === null) return this.selectAll([]);
    const { selected } = this.#session;
    this.selectAll(
      selected.some((e) => sameElement(e, selection)) ? withElementLast(selected, selection) : [selection],
    );
  }

  /**
   * Selects several elements at once (Shift+click, the rectangle, what was pasted), in the order they
   * were selected; the last one is the session's `selection`, the one the arrow keys, the move tool
   * and the properties act on. Repeats are dropped; the same selection again notifies nothing.
   */
  selectAll(elements: readonly ElementRef[]): void {
    const unique = elements.filter((e, i) => elements.findIndex((other) => sameElement(other, e)) === i);
    const { selected } = this.#session;
    if (unique.length === selected.length && unique.every((e, i) => sameElement(e, selected[i] ?? null)))
      return;
    this.#setSession({ selected: unique, selection: unique.at(-1) ?? null }, 'selection');
  }

  /**
   * Marks a drag on the map under way (true) or ended (false): its changes come many a second, so
   * views other than the map (the panels) may take them once, when it ends (the `dragging` part).
   */
  setDragging(dragging: boolean): void {
    if (this.#session.dragging === dragging) return;
    this.#setSession({ dragging }, 'dragging');
  }

  hover(hover: DivisionRef | null): void {
    const current = this.#session.hover;
    if (current === hover || (current && hover && current.level === hover.level && current.id === hover.id))
      return;
    this.#setSession({ hover }, 'hover');
  }

  // Typing into a text where it is drawn (issue 31, decision "Typing into a text on the map") -----------------------------------

  /**
   * Opens an edit of a text on the map: the session's `editing` names it, and every change until
   * `endEditing` is one undo step. With `joinLast` the edit joins the newest step instead (the one
   * that placed the annotation), so one undo removes a text placed and typed, as in tldraw and Figma.
   * Another open edit ends first. Returns false when the target has no text to edit.
   */
  startEditing(target: EditTarget, { joinLast = false }: { joinLast?: boolean } = {}): boolean {
    if (sameEditTarget(target, this.#session.editing)) return true;
    if (this.#session.editing) this.endEditing();
    if (editTargetText(this.#doc, target) === undefined) return false;
    if (joinLast) {
      this.#history.reopen();
      this.#inGesture = true;
    } else {
      this.beginGesture();
    }
    this.#editJoined = joinLast;
    this.#setSession({ editing: target }, 'editing');
    return true;
  }

  /** Sets the edited text (each keystroke); part of the edit's undo step. */
  editText(text: string): boolean {
    const target = this.#session.editing;
    if (!target) return false;
    // Another gesture (a wheel zoom while typing) closed the edit's step: the typing after it is one
    // more step, not one per keystroke.
    if (!this.#inGesture) {
      this.beginGesture();
      this.#editJoined = false;
    }
    return this.change((draft) => setEditTargetText(draft, target, text));
  }

  /**
   * Ends the open edit (Escape, a click elsewhere): a text typed empty is removed with it, and a text
   * placed and then emptied leaves no undo step at all.
   */
  endEditing(): void {
    const target = this.#session.editing;
    if (!target) return;
    const placed = this.#editJoined && target.kind === 'annotation';
    const removed = this.change((draft) => dropIfEmpty(draft, target));
    if (placed && removed && !this.#doc.annotations.some((a) => a.id === target.id)) {
      this.#history.discardLast();
    }
    this.mark();
    this.#editJoined = false;
    this.#setSession({ editing: null }, 'editing');
  }

  /** Paints a division of the active level (or `level`) with the current colour; one undo step. */
  paint(id: string, level: Level = this.#doc.activeLevel): boolean {
    const pattern = this.#session.pattern;
    // With a heat map there, a pattern goes over its colours (decision "A pattern over a heat map's colour is a second channel").
    if (pattern && heatColoursLevel(this.#doc, level))
      return this.apply(overlayPattern, level, [id], pattern);
    if (pattern) return this.apply(paintWithPattern, level, [id], pattern);
    return this.apply(paintDivision, level, id, this.#session.colour);
  }

  /** Reverts a division to its level's default fill (double-click). */
  clear(id: string, level: Level = this.#doc.activeLevel): boolean {
    return this.apply(clearDivision, level, id);
  }

  /** Paints a target's divisions with the current colour: one undo step, the colour made recent. */
  paintTarget(target: PaintTarget): boolean {
    const [first] = target.ids;
    if (first === undefined) return false;
    const pattern = this.#session.pattern;
    if (pattern && heatColoursLevel(this.#doc, target.level))
      return this.apply(overlayPattern, target.level, target.ids, pattern);
    if (pattern) return this.apply(paintWithPattern, target.level, target.ids, pattern);
    return target.ids.length === 1
      ? this.apply(paintDivision, target.level, first, this.#session.colour)
      : this.apply(paintDivisions, target.level, target.ids, this.#session.colour);
  }

  /** Reverts a target's divisions to their level's default fill; one undo step. */
  revertTarget(target: PaintTarget): boolean {
    return this.change((draft) => {
      for (const id of target.ids) clearDivision(draft, target.level, id);
    });
  }

  /**
   * A click, a tap or Enter on a drawn division: paints what the paint rules aim it at (with both
   * levels shown and level 1 taking clicks, a district paints its province: paintTargetOf).
   */
  paintAt(hit: DivisionRef, geometry: PaintGeometry): PaintResult {
    const target = paintTargetAt(this.#doc, hit, geometry);
    return { target, changed: this.paintTarget(target) };
  }

  /** A double-click, a double tap or Delete on a drawn division: reverts what a paint there would paint. */
  revertAt(hit: DivisionRef, geometry: PaintGeometry): PaintResult {
    const target = paintTargetAt(this.#doc, hit, geometry);
    return { target, changed: this.revertTarget(target) };
  }

  /**
   * Nudges the selection (arrow keys), one undo step per press. Divisions need `mapScale`, the
   * frame pixels per map unit (render/transform.ts); map-anchored annotations need `converter`
   * (render/anchor-frame.ts). `from` is how far the selection is drawn from its stored place (a legend
   * or heat bar the editor placed: render/legend-placement.ts `drawnKeyOffset`): the nudge starts there.
   */
  nudgeSelection(
    direction: NudgeDirection,
    options: {
      large?: boolean;
      mapScale?: number;
      converter?: AnchorConverter;
      from?: { readonly dx: number; readonly dy: number };
    } = {},
  ): boolean {
    const selection = this.#session.selection;
    if (!selection) return false;
    const { dx, dy } = nudgeVector(direction, options.large);
    const ox = options.from?.dx ?? 0;
    const oy = options.from?.dy ?? 0;
    return this.apply(moveElement, selection, dx + ox, dy + oy, options.mapScale ?? 1, options.converter);
  }

  #useColour(colour: string): void {
    const recentColours = this.#recentAfter([colour]);
    if (recentColours) this.#setSession({ recentColours }, 'recentColours');
  }

  /** The recent colours after using `colours` in turn; undefined when the list stays the same. */
  #recentAfter(colours: readonly string[]): readonly string[] | undefined {
    const before = this.#session.recentColours;
    const after = colours.reduce<readonly string[]>((list, colour) => pushRecentColour(list, colour), before);
    const same = after.length === before.length && after.every((c, i) => c === before[i]);
    return same ? undefined : after;
  }

  #setSession(change: Partial<SessionState>, part: SessionPart): void {
    this.#session = { ...this.#session, ...change };
    this.#emit('session', null, new Set([part]));
  }

  /**
   * Selected annotations (or notes' targets) that are gone (after a delete, an undo or a load) leave
   * the selection; the last one left becomes the session's `selection`. A load clears it all.
   */
  #dropStaleSelection(all = false): ReadonlySet<SessionPart> {
    const { selected, hover } = this.#session;
    const parts = new Set<SessionPart>();
    const present = (e: ElementRef) =>
      (e.kind !== 'annotation' && e.kind !== 'noteTarget') ||
      this.#doc.annotations.some((a) => a.id === e.id);
    const kept = all ? [] : selected.filter(present);
    if (kept.length !== selected.length) {
      this.#session = { ...this.#session, selected: kept, selection: kept.at(-1) ?? null };
      parts.add('selection');
    }
    if (all && hover) {
      this.#session = { ...this.#session, hover: null };
      parts.add('hover');
    }
    return parts;
  }

  #emit(origin: ChangeOrigin, document: DocumentChanges | null, session: ReadonlySet<SessionPart>): void {
    const change: EditorChange = { origin, document, session };
    const errors: unknown[] = [];
    for (const listener of [...this.#listeners]) {
      try {
        listener(change);
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, 'Editor listeners failed');
  }
}

/**
 * The change as named by the patches, plus 'legend' when the colours in use changed: the legend is
 * derived from the fills, so a recolour can change it without touching `legend`.
 */
function describeChange(before: MapDocument, after: MapDocument, patches: readonly Patch[]): DocumentChanges {
  const changes = {
    ...changesOfPatches(patches),
    annotations: annotationChanges(patches, before, after),
  };
  const fillsTouched =
    changes.fills[1] === 'all' ||
    changes.fills[2] === 'all' ||
    changes.fills[1].size > 0 ||
    changes.fills[2].size > 0 ||
    changes.styledLevels.size > 0;
  if (fillsTouched && !changes.parts.has('legend') && !sameList(coloursInUse(before), coloursInUse(after))) {
    return withPart(changes, 'legend');
  }
  return changes;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
