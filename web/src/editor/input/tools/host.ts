import type { AnnotationType } from '@mapwright/core/document/annotations';
import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';
import type { BBox } from '@mapwright/core/geo/projected-level';
import type { DivisionHit, LabelHit } from './hit';
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
  position(label: LabelHit): Point | undefined;
  /** Shows a label dragged by (dx, dy) frame pixels until the drop pins it. */
  dragBy(label: LabelHit, dx: number, dy: number): void;
  /** The label the Labels section edits (its text, hidden, reset). */
  select(label: LabelHit | null): void;
  /** Whether clicks pick divisions for a level's labels (the Labels section's toggle). */
  picking(): boolean;
}

/** A change that lasts as long as a gesture: one undo step, the panels told once, when it ends. */
interface GestureStep {
  start(): void;
  end(): void;
}

/**
 * What the tools may do beyond the editor: everything that needs the page (the surface's size on
 * screen, the drawn annotations, pointer capture, the view's live drawing, animation frames, timers).
 * input/domToolHost.ts gives the real one; the tools' unit tests a plain one.
 */
export interface ToolHost {
  readonly editor: Editor;
  readonly picks: AnnotationPicks;
  readonly labels: LabelHost;
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
  /** Paints what a click on a division paints; false when nothing changed. */
  paintAt(hit: DivisionHit): boolean;
  /** Reverts what a double-click on a division reverts. */
  revertAt(hit: DivisionHit): void;
  placeAnnotation(type: AnnotationType, at: Point): void;
  nudgeAnnotations(ids: readonly string[], dx: number, dy: number): void;
  moveNoteTarget(id: string, dx: number, dy: number): void;
  /** A gesture step around `apply` (the moves summed since the last frame), telling the view `onLive`. */
  gestureStep(apply: () => void, onLive: (live: boolean) => void): GestureStep;
  /** Runs `task` at the next animation frame (once, however often asked before). */
  schedule(task: () => void): void;
  /** The map is moving (true) or at rest (false): drawn on the compositor meanwhile. */
  setLive(live: boolean): void;
  /** The annotations a drag moves, drawn on a layer of their own meanwhile; null when it ends. */
  lift(ids: readonly string[] | null): void;
  /** The divisions of the level that takes clicks whose visual centre a lasso (frame pixels) encloses. */
  divisionsInLasso(points: readonly Point[]): { level: Level; ids: readonly string[] };
  /** The lasso's path while it is drawn (frame pixels), or null to hide it. */
  showLasso(points: readonly Point[] | null): void;
  /** The rectangle selection's outline; absent where a drag on empty frame pans (a touch screen). */
  readonly showMarquee: ((rect: FrameRect | null) => void) | undefined;
  /**
   * A rectangle drawn over the map while a drag lasts: the zoom inset's area, a territory inset's box
   * being moved or resized (or none).
   */
  showOutline(rect: FrameRect | null): void;
  /** Where an inset's box is now, in map units; undefined when it is not drawn. */
  insetBox(ref: { readonly kind: 'inset' | 'zoomInset'; readonly id: string }): BBox | undefined;
  /** A box of map space, in frame pixels now. */
  boxOnFrame(box: BBox): FrameRect;
  /**
   * Makes a zoom inset of the map under a frame rectangle, one undo step (decision "A drawn zoom inset
   * is placed in the nearest free corner"); false when the rectangle was too small or there is no room.
   */
  addZoomInset(rect: FrameRect): boolean;
  /** Shows the grabbing hand over the whole map while a drag moves (or hides it). */
  shield(raised: boolean): void;
  /** Takes the press being handled: no focus change or text selection, the fields left. */
  claim(): void;
  /** Ends an open wheel gesture (another one is starting). */
  endWheel(): void;
  /** Runs `task` after `ms` unless the returned function is called first. */
  later(ms: number, task: () => void): () => void;
}
