import { zoomAt } from '@mapwright/core/document/operations/placement';
import type { Editor } from '@mapwright/core/editor/editor';
import { cancelFrameTask, scheduleFrame } from '../canvas/frameScheduler';
import { clientToFrame } from './targets';

/** A wheel gesture ends after this long without wheel events; it is one undo step. */
export const WHEEL_GESTURE_END_MS = 300;

/** Zoom factor per pixel of wheel delta: one mouse-wheel notch (100 px) is about x1.2. */
const ZOOM_PER_PIXEL = 0.0018;

export interface WheelZoom {
  /** Ends an open wheel gesture now (another action is starting). */
  end(): void;
  detach(): void;
}

/** The wheel zooms around the pointer; steps are summed per frame, a burst is one undo step. */
export function attachWheelZoom(surface: HTMLElement, editor: Editor): WheelZoom {
  let factor = 1;
  let at = { x: 0, y: 0 };
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = () => {
    if (factor === 1) return;
    if (!open) {
      editor.beginGesture();
      open = true;
    }
    const f = factor;
    factor = 1;
    editor.apply(zoomAt, at, f);
  };

  const end = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    cancelFrameTask(apply);
    apply();
    if (open) editor.mark();
    open = false;
  };

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const pixels =
      event.deltaMode === 1 ? event.deltaY * 16 : event.deltaMode === 2 ? event.deltaY * 400 : event.deltaY;
    factor *= Math.exp(-pixels * ZOOM_PER_PIXEL);
    at = clientToFrame(surface, editor.document.frame, event.clientX, event.clientY);
    scheduleFrame(apply);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(end, WHEEL_GESTURE_END_MS);
  };

  surface.addEventListener('wheel', onWheel, { passive: false });
  return {
    end,
    detach: () => {
      end();
      surface.removeEventListener('wheel', onWheel);
    },
  };
}
