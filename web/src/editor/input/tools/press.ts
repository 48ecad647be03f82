import type { Hit } from './hit';
import { hitKey } from './hit';

/** How the pointer is held: it sets how far a press may wander and still be a click. */
export type PointerKind = 'mouse' | 'touch';

/**
 * Pointer travel (CSS px) before a press becomes a drag, the one rule for every tool: a slightly shaky
 * click still clicks. A fingertip wanders more than a mouse in a tap, so it is allowed more.
 */
const DRAG_THRESHOLD: Readonly<Record<PointerKind, number>> = { mouse: 3, touch: 8 };

/**
 * How soon a second press makes a double-click when the device does not count clicks itself (a
 * finger). A mouse's count is the system's, which the user may have set.
 */
export const DOUBLE_TAP_MS = 350;

/** A finger held still this long shows the division's name and parent instead of painting. */
export const LONG_PRESS_MS = 500;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The one record of a press, from down to up: where and when it started, what it landed on. */
export interface PressRecord {
  readonly pointerId: number;
  readonly kind: PointerKind;
  readonly start: Point;
  readonly time: number;
  readonly hit: Hit;
  readonly shift: boolean;
  /** The device's own click count (a mouse's `detail`), when it counts. */
  readonly count: number | undefined;
}

/** Whether a pointer at `point` has travelled far enough from the press's start to make it a drag. */
export function pastThreshold(press: PressRecord, point: Point): boolean {
  return Math.hypot(point.x - press.start.x, point.y - press.start.y) >= DRAG_THRESHOLD[press.kind];
}

/** A click that ended (no drag): what a second press must match to make a double-click. */
export interface ClickRecord {
  readonly key: string;
  readonly time: number;
  /** The document the click left: anything done since (an undo) makes the next press a fresh one. */
  readonly document: unknown;
  /** Whether the click changed the document (a double-click's first click is undone, if it did). */
  readonly changed: boolean;
}

/**
 * The one double-click and double-tap rule: a press is the second of a double when it lands on what
 * the last click landed on, nothing has changed the document since that click, and it comes soon
 * after it (the device's count says so, or else within DOUBLE_TAP_MS of it).
 */
export function isDoublePress(
  last: ClickRecord | null,
  press: PressRecord,
  upTime: number,
  document: unknown,
): last is ClickRecord {
  if (!last || last.key !== hitKey(press.hit) || last.document !== document) return false;
  return press.count !== undefined ? press.count >= 2 : upTime - last.time < DOUBLE_TAP_MS;
}
