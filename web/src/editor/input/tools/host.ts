import type { DivisionRef } from '@mapwright/core/document/division-ref';
import type { AnnotationType } from '@mapwright/core/document/annotations';
import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';
import type { BBox } from '@mapwright/core/geo/projected-level';
import type { GestureStep } from '../gestureStep';
import type { Point } from './press';

export interface Screen {
  readonly left: number;
  readonly top: number;
  /** Frame pixels per client pixel. */
  readonly k: number;
}

/** A client point in frame pixels. */
export function toFrame(screen: Screen, point: Point): Point {
  return { x: (point.x - screen.left) * screen.k, y: (point.y - screen.top) * screen.k };
}

/** A rectangle in frame pixels. */
export interface FrameRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The annotations selected on the map (several at once: Shift+click, the rectangle). */
interface AnnotationPicks {
  readonly ids: readonly string[];
  has(id: string): boolean;
  set(ids: readonly string[]): void;
  toggle(id: string): void;
  clear(): void;
}

/** The division labels on the map, for the label tool (labelTool.ts). */
interface LabelHost {
  /** Where a drawn label stands, in map space; undefined when it is not drawn. */
  position(label: DivisionRef): Point | undefined;
  /** Shows a label dragged by (dx, dy) frame pixels until the drop pins it. */
  dragBy(label: DivisionRef, dx: number, dy: number): void;
  /** The label the Labels section edits (its text, hidden, reset). */
  select(label: DivisionRef | null): void;
  /** Whether clicks pick divisions for a level's labels (the Labels section's toggle). */
  picking(): boolean;
}

/** The document: the editor and the edits a press or a drag makes (input/toolHostParts.ts gives them). */
export interface EditHost {
  readonly editor: Editor;
  /** Paints what a click on a division paints (or picks its label); false when nothing changed. */
  paintAt(hit: DivisionRef): boolean;
  /** Reverts what a double-click on a division reverts. */
  revertAt(hit: DivisionRef): void;
  placeAnnotation(type: AnnotationType, at: Point): void;
  nudgeAnnotations(ids: readonly string[], dx: number, dy: number): void;
  moveNoteTarget(id: string, dx: number, dy: number): void;
  /**
   * Makes a zoom inset of the map under a frame rectangle, one undo step (decision "A drawn zoom inset
   * is placed in the nearest free corner"); false when the rectangle was too small or there is no room.
   */
  addZoomInset(rect: FrameRect): boolean;
  /** A gesture step around `apply` (the moves summed since the last frame), telling the view `onLive`. */
  gestureStep(apply: () => void, onLive: (live: boolean) => void): GestureStep;
}

/** What is selected beside the session's elements: the annotations picked on the map, the label pressed. */
export interface SelectionHost {
  readonly picks: AnnotationPicks;
  readonly labels: LabelHost;
}

/** Where things are drawn: the surface on screen, the map's scale, the drawn annotations and boxes. */
export interface ViewHost {
  /**
   * Where the surface is on screen and its frame pixels per client pixel (the frame is scaled to fit
   * the window), read once per gesture: the surface itself does not move while the map in it does.
   */
  screen(): Screen;
  /** The map's scale, for moves of the map and of divisions. */
  mapScale(): number;
  /** How far the legend or heat bar is drawn from its stored place (frame px): its drag starts from there. */
  keyOffset(key: 'legend' | 'heatBar'): { dx: number; dy: number };
  /** The unlocked, visible annotations whose drawing meets a frame rectangle. */
  annotationsIn(rect: FrameRect): string[];
  /** The divisions of the level that takes clicks whose visual centre a lasso (frame pixels) encloses. */
  divisionsInLasso(points: readonly Point[]): { level: Level; ids: readonly string[] };
  /** Where an inset's box is now, in map units; undefined when it is not drawn. */
  insetBox(ref: { readonly kind: 'inset' | 'zoomInset'; readonly id: string }): BBox | undefined;
  /** A box of map space, in frame pixels now. */
  boxOnFrame(box: BBox): FrameRect;
}

/** What the view draws while a gesture lasts. */
export interface FeedbackHost {
  /** The map is moving (true) or at rest (false): drawn on the compositor meanwhile. */
  setLive(live: boolean): void;
  /** The annotations a drag moves, drawn on a layer of their own meanwhile; null when it ends. */
  lift(ids: readonly string[] | null): void;
  /** The lasso's path while it is drawn (frame pixels), or null to hide it. */
  showLasso(points: readonly Point[] | null): void;
  /** The rectangle selection's outline; absent where a drag on empty frame pans (a touch screen). */
  readonly showMarquee: ((rect: FrameRect | null) => void) | undefined;
  /**
   * A rectangle drawn over the map while a drag lasts: the zoom inset's area, a territory inset's box
   * being moved or resized (or none).
   */
  showOutline(rect: FrameRect | null): void;
  /** Shows the grabbing hand over the whole map while a drag moves (or hides it). */
  shield(raised: boolean): void;
}

/** Time and the input device: animation frames, timers, the press being handled, the wheel. */
export interface TimeHost {
  /** Runs `task` at the next animation frame (once, however often asked before). */
  schedule(task: () => void): void;
  /** Runs `task` after `ms` unless the returned function is called first. */
  later(ms: number, task: () => void): () => void;
  /** Takes the press being handled: no focus change or text selection, the fields left. */
  claim(): void;
  /** Ends an open wheel gesture (another one is starting). */
  endWheel(): void;
}

/**
 * What the tools may do beyond the editor, by capability: a tool plan names only the capabilities it
 * uses (lassoPlan a view, feedback and time), the tool machine the whole. input/domToolHost.ts
 * composes the page's (desktop and phone), input/tools/testHost.ts the tools' unit tests', both from
 * the shared parts in input/toolHostParts.ts.
 */
export interface ToolHost extends EditHost, SelectionHost, ViewHost, FeedbackHost, TimeHost {}

/** What a drag of the document needs (frameDrag.ts): its edits, the view, what it draws meanwhile, frames. */
export type DragHost = EditHost & ViewHost & FeedbackHost & TimeHost;
