import { zoomAt } from '@mapwright/core/document/operations/placement';
import type { Editor } from '@mapwright/core/editor/editor';
import { cancelFrameTask, scheduleFrame } from '../canvas/frameScheduler';
import { gestureStep, type GestureStep } from './gestureStep';

/** A wheel gesture ends after this long without wheel events; it is one undo step. */
export const WHEEL_GESTURE_END_MS = 300;

/** Zoom factor per pixel of wheel delta: one mouse-wheel notch (100 px) is about x1.2. */
const ZOOM_PER_PIXEL = 0.0018;

export interface WheelZoom {
  /** Ends an open wheel gesture now (another action is starting). */
  end(): void;
  detach(): void;
}

/**
 * The wheel zooms around the pointer; steps are summed per frame, a burst is one undo step. A burst
 * is a live gesture like a pinch (`onLive`, MapView.setLive): while the wheel turns, the map already
 * rastered is scaled on the compositor, and it is drawn again at the new scale once, when the burst
 * ends. Writing each step's scale into the map would repaint every path and label in every frame.
 */
export function attachWheelZoom(
  surface: HTMLElement,
  editor: Editor,
  onLive: (live: boolean) => void,
): WheelZoom {
  let factor = 1;
  let at = { x: 0, y: 0 };
  let step: GestureStep | undefined;
  /**
   * The surface's box, read once per burst (it does not move while the wheel turns): read at every
   * step, it would force a style pass after each frame's new transform of the pan layer.
   */
  let box: DOMRect | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = () => {
    if (factor === 1) return;
    const f = factor;
    factor = 1;
    editor.apply(zoomAt, at, f);
  };

  const end = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    box = undefined;
    if (step) {
      const open = step;
      step = undefined;
      open.end();
    } else {
      cancelFrameTask(apply);
      apply();
    }
  };

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const pixels =
      event.deltaMode === 1 ? event.deltaY * 16 : event.deltaMode === 2 ? event.deltaY * 400 : event.deltaY;
    if (pixels === 0) return;
    if (!step) {
      step = gestureStep(editor, apply, onLive);
      step.start();
    }
    factor *= Math.exp(-pixels * ZOOM_PER_PIXEL);
    box ??= surface.getBoundingClientRect();
    const k = box.width > 0 ? editor.document.frame.width / box.width : 1;
    at = { x: (event.clientX - box.left) * k, y: (event.clientY - box.top) * k };
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
