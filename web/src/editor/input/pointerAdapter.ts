import type { ToolEvent } from './tools/events';

/** A device's input on the map (mouse and keyboard, or touch), as the tools' events. */
export interface PointerAdapter {
  /** Takes the press being dispatched: no focus change or text selection; the fields are left. */
  claim(): void;
  detach(): void;
}

type Listeners = readonly (readonly [string, (event: never) => void, AddEventListenerOptions?])[];

/**
 * What both adapters share: dispatching a tool event while remembering the DOM event it came from
 * (a tool's claim prevents that event's default), and the listeners they add and take away.
 */
export function pointerAdapter(
  target: HTMLElement,
  dispatch: (event: ToolEvent) => void,
  listen: (send: (event: Event, toolEvent: ToolEvent) => void) => Listeners,
): PointerAdapter {
  let current: Event | null = null;
  const send = (event: Event, toolEvent: ToolEvent) => {
    current = event;
    try {
      dispatch(toolEvent);
    } finally {
      current = null;
    }
  };
  const listeners = listen(send);
  for (const [type, listener, options] of listeners)
    target.addEventListener(type, listener as EventListener, options);
  return {
    claim() {
      current?.preventDefault();
      leaveFields(target);
    },
    detach() {
      for (const [type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
    },
  };
}

/**
 * As any press on the map, a claimed one does not take the keyboard focus; it leaves a field it was
 * in, so the keys that follow (Delete, arrows) act on the selection, not on the field's text.
 */
function leaveFields(surface: HTMLElement): void {
  const active = surface.ownerDocument.activeElement;
  if (active instanceof HTMLElement && active !== surface && !surface.contains(active)) active.blur();
}
