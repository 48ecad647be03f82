import type { HitTest } from './hitTest';
import { pointerAdapter, type PointerAdapter } from './pointerAdapter';
import type { ToolEvent } from './tools/events';
import type { Point } from './tools/press';

/** The pointer events a finger on the map fires (keepInStage). */
const STAGE_POINTER_EVENTS = [
  'pointerover',
  'pointerdown',
  'pointermove',
  'pointerup',
  'pointercancel',
  'pointerout',
  'gotpointercapture',
  'lostpointercapture',
] as const;

/**
 * Ends a pointer event's bubbling at the stage, after the map's own listeners (on the stage and
 * below). React listens for every event type at its root and dispatches each one through its
 * plugins (the enter/leave pair it builds from pointerover/out included) though no component on or
 * above the map handles pointer events; for a tap that was a good part of its script (The mobile
 * editor, "Own hit test").
 */
const keepInStage = (event: Event) => event.stopPropagation();

const centreOf = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distanceOf = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The phone's adapter: the fingers on the map's stage become the tools' events. One finger presses,
 * moves and lifts; a second one turns the gesture into a pinch (its centre and spread), which lasts
 * until every finger has lifted. A mouse on a narrow window is a finger here.
 */
export function attachTouchAdapter(
  area: HTMLElement,
  hits: HitTest,
  dispatch: (event: ToolEvent) => void,
): PointerAdapter {
  return pointerAdapter(area, dispatch, (send) => touchListeners(hits, send));
}

function touchListeners(hits: HitTest, send: (event: Event, toolEvent: ToolEvent) => void) {
  /** Where each finger on the stage is. */
  const fingers = new Map<number, Point>();
  /** The two fingers of a pinch, until every finger has lifted. */
  let pinch: { a: number; b: number; over: boolean } | null = null;
  const pinchEvent = (phase: 'start' | 'move' | 'end'): ToolEvent | null => {
    const a = pinch && fingers.get(pinch.a);
    const b = pinch && fingers.get(pinch.b);
    if (!a || !b) return null;
    return { type: 'pinch', phase, centre: centreOf(a, b), distance: distanceOf(a, b) };
  };

  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const point = { x: event.clientX, y: event.clientY };
    fingers.set(event.pointerId, point);
    if (event.pointerType === 'mouse') (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    if (pinch) return;
    const [first, second] = [...fingers.keys()];
    if (second !== undefined && first !== undefined) {
      pinch = { a: first, b: second, over: false };
      const start = pinchEvent('start');
      if (start) send(event, start);
      return;
    }
    const hit = hits.at(event.target, event.clientX, event.clientY);
    const down = { pointerId: event.pointerId, kind: 'touch', point, time: event.timeStamp, hit } as const;
    send(event, { type: 'down', ...down, shift: event.shiftKey });
  };
  const onMove = (event: PointerEvent) => {
    if (!fingers.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    fingers.set(event.pointerId, point);
    if (!pinch) return send(event, { type: 'move', pointerId: event.pointerId, point });
    const move = pinch.over ? null : pinchEvent('move');
    if (move) send(event, move);
  };
  const onLift = (event: PointerEvent) => {
    if (!fingers.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    if (pinch) {
      if (!pinch.over && (event.pointerId === pinch.a || event.pointerId === pinch.b)) {
        const end = pinchEvent('end');
        pinch.over = true;
        if (end) send(event, end);
      }
    } else if (event.type === 'pointerup') {
      send(event, { type: 'up', pointerId: event.pointerId, point, time: event.timeStamp });
    } else {
      send(event, { type: 'cancel', pointerId: event.pointerId });
    }
    fingers.delete(event.pointerId);
    if (fingers.size === 0) pinch = null;
  };

  // The browser's own handling of a touch on the map is not wanted: its tap, double-tap and long-press
  // gestures would each hit-test the thousands of paths again (with touch adjustment), synthesise
  // mouse events and a click, and focus the map. Pointer events, which the adapter reads, are
  // dispatched before touch events and are not affected.
  const cancelTouch = (event: TouchEvent) => {
    if (event.cancelable) event.preventDefault();
  };
  return [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onLift],
    ['pointercancel', onLift],
    ['touchstart', cancelTouch, { passive: false }],
    ...STAGE_POINTER_EVENTS.map((type) => [type, keepInStage] as const),
  ] as const;
}
