import type { HitTest } from './hitTest';
import { pointerAdapter, type PointerAdapter } from './pointerAdapter';
import type { ToolEvent } from './tools/events';

/**
 * The desktop's adapter: pointer events on the surface become the tools' events. A mouse press is
 * dispatched on its mousedown, which carries the system's click count (a pointerdown's does not),
 * so a double-click is the user's own double-click speed; other pointers on their pointerdown. Every
 * press holds the pointer (its release is heard wherever it happens); a mouse moving with no button
 * held hovers.
 */
export function attachMouseAdapter(
  surface: HTMLElement,
  hits: HitTest,
  dispatch: (event: ToolEvent) => void,
): PointerAdapter {
  return pointerAdapter(surface, dispatch, (send) => mouseListeners(surface, hits, send));
}

function mouseListeners(
  surface: HTMLElement,
  hits: HitTest,
  send: (event: Event, toolEvent: ToolEvent) => void,
) {
  /** A mouse's pointerdown, waiting for its mousedown. */
  let mouseDown: PointerEvent | null = null;
  /** `event` says where and on what; `claimed` is the event a claim prevents the default of. */
  const down = (event: PointerEvent, claimed: Event, count: number | undefined) =>
    send(claimed, {
      type: 'down',
      pointerId: event.pointerId,
      kind: 'mouse',
      point: { x: event.clientX, y: event.clientY },
      time: event.timeStamp,
      hit: hits.at(event.target, event.clientX, event.clientY),
      shift: event.shiftKey,
      count,
    });

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    surface.setPointerCapture?.(event.pointerId);
    if (event.pointerType === 'mouse') mouseDown = event;
    else down(event, event, undefined);
  };
  const onMouseDown = (event: MouseEvent) => {
    const pointer = mouseDown;
    mouseDown = null;
    // The hit is the pointerdown's target (the surface holds the pointer since); preventing the
    // mousedown's default keeps the focus and the text selection as they were.
    if (event.button === 0 && pointer) down(pointer, event, event.detail);
  };
  const onPointerMove = (event: PointerEvent) => {
    const point = { x: event.clientX, y: event.clientY };
    if (event.buttons === 0) {
      // Not while a button is held: the tooltip would chase the drag.
      const division = hits.divisionAt(event.target, event.clientX, event.clientY);
      send(event, { type: 'hover', division });
    }
    send(event, { type: 'move', pointerId: event.pointerId, point });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.button !== 0) return;
    send(event, {
      type: 'up',
      pointerId: event.pointerId,
      point: { x: event.clientX, y: event.clientY },
      time: event.timeStamp,
    });
  };
  const onCancel = (event: PointerEvent) => send(event, { type: 'cancel', pointerId: event.pointerId });
  const onLeave = (event: PointerEvent) => send(event, { type: 'hover', division: null });

  return [
    ['pointerdown', onPointerDown],
    ['mousedown', onMouseDown],
    ['pointermove', onPointerMove],
    ['pointerup', onPointerUp],
    ['pointercancel', onCancel],
    ['lostpointercapture', onCancel],
    ['pointerleave', onLeave],
  ] as const;
}
