import type { AnnotationType } from '../document/annotations';
import type { Colour } from '../document/colour';
import type { ElementRef } from '../document/operations/move-element';
import type { PatternStyle } from '../document/patterns';
import type { DivisionRef } from '../document/division-ref';
import type { EditTarget } from './edit-target';

/**
 * Session state: what the user is doing, beside the document and never saved in it. The annotation
 * tools are named after the annotation a click places (issue 16); `zoomInset` draws a zoom inset's area
 * (decision "A drawn zoom inset is placed in the nearest free corner").
 */
export type Tool = 'paint' | 'move' | 'select' | 'zoomInset' | AnnotationType;

export function isAnnotationTool(tool: Tool): tool is AnnotationType {
  return tool !== 'paint' && tool !== 'move' && tool !== 'select' && tool !== 'zoomInset';
}

export interface SessionState {
  /**
   * The selected elements (divisions, annotations, the legend, the title…) in the order they were
   * selected: one selection for the map, the panels and the keys. Several only by Shift+click, the
   * rectangle or a paste (annotations today). Set with `select`/`selectAll`.
   */
  readonly selected: readonly ElementRef[];
  /** The last of `selected`, or null: the element the move tool, the arrow keys and the properties act on. */
  readonly selection: ElementRef | null;
  /** The division under the pointer (its name is shown). */
  readonly hover: DivisionRef | null;
  readonly tool: Tool;
  /** The colour a click paints with (unless `pattern` is set). */
  readonly colour: Colour;
  /** The pattern a click paints with, or null to paint with `colour` (patterns.ts). */
  readonly pattern: PatternStyle | null;
  /**
   * The id of the map's pattern whose look the pattern picker edits (decision "A painted pattern is
   * edited in place"), or null; one that is no longer in the document edits nothing.
   */
  readonly editedPattern: string | null;
  /** Colours used for painting, most recent first, without repeats. */
  readonly recentColours: readonly Colour[];
  /**
   * The text being typed into where it is drawn, or null. While it is set, keys belong to that text:
   * the editor's shortcuts do not fire (issue 31). Set and cleared by `startEditing`/`endEditing`.
   */
  readonly editing: EditTarget | null;
  /** A drag on the map is under way (`setDragging`): views other than the map may wait for its end. */
  readonly dragging: boolean;
}

export type SessionPart =
  | 'selection'
  | 'hover'
  | 'tool'
  | 'colour'
  | 'pattern'
  | 'recentColours'
  | 'editing'
  | 'dragging'
  /** The editor holds another map (its key changed: Editor.mapKey). */
  | 'map';

export const MAX_RECENT_COLOURS = 10;

/** The first Okabe-Ito colour: colour-blind safe and distinct from the default grey fill. */
export const DEFAULT_PAINT_COLOUR: Colour = '#e69f00';

export const INITIAL_SESSION: SessionState = {
  selected: [],
  selection: null,
  hover: null,
  tool: 'paint',
  colour: DEFAULT_PAINT_COLOUR,
  pattern: null,
  editedPattern: null,
  recentColours: [],
  editing: null,
  dragging: false,
};

/** Puts a colour at the front of the recent list, dropping a repeat and the oldest beyond the cap. */
export function pushRecentColour(recent: readonly Colour[], colour: Colour): readonly Colour[] {
  return [colour, ...recent.filter((c) => c !== colour)].slice(0, MAX_RECENT_COLOURS);
}

export function sameElement(a: ElementRef | null, b: ElementRef | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'annotation' && b.kind === 'annotation') return a.id === b.id;
  if (a.kind === 'noteTarget' && b.kind === 'noteTarget') return a.id === b.id;
  if (a.kind === 'division' && b.kind === 'division') return a.level === b.level && a.id === b.id;
  return true;
}

/** The list with `element` moved to its end (it is in the list). */
export function withElementLast(list: readonly ElementRef[], element: ElementRef): readonly ElementRef[] {
  return [...list.filter((e) => !sameElement(e, element)), element];
}

/**
 * The ids of the selected annotations, in selection order: the same array for the same selection, so
 * a view can compare it by identity (React's useSyncExternalStore).
 */
export function selectedAnnotationIds(session: SessionState): readonly string[] {
  let ids = annotationIds.get(session.selected);
  if (!ids) {
    const found = session.selected.flatMap((e) => (e.kind === 'annotation' ? [e.id] : []));
    ids = found.length === 0 ? NO_IDS : found;
    annotationIds.set(session.selected, ids);
  }
  return ids;
}

const NO_IDS: readonly string[] = Object.freeze([]);

/** Derived per selection list (immutable, replaced on every change), not per editor. */
const annotationIds = new WeakMap<readonly ElementRef[], readonly string[]>();
