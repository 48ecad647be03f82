import { setHeatBar } from '@mapwright/core/document/operations/data-layers';
import { moveElement, type ElementRef } from '@mapwright/core/document/operations/move-element';
import type { Editor } from '@mapwright/core/editor/editor';
import { scheduleFrame } from '../canvas/frameScheduler';
import { gestureStep } from './gestureStep';
import { frameUnitsPerPixel, heatBarDrawnOffset, movableAt } from './targets';

/** Pointer travel (CSS px) before a press becomes a drag, so a slightly shaky click still paints. */
const DRAG_THRESHOLD = 3;

export interface DragInput {
  /** True while a drag is under way or has just ended (its click must not paint). */
  isDragging(): boolean;
  detach(): void;
}

/**
 * Dragging, by delegation on the map surface: Shift+drag pans the map with any tool; with the move tool a
 * drag moves what was pressed (legend, title, subtitle, credit, a division; else the map). Moves are
 * summed per animation frame and applied as one operation per frame; the whole drag is one undo step
 * (gestureStep: started on the first move, ended on release).
 */
export function attachDragInput(
  surface: HTMLElement,
  editor: Editor,
  mapScale: () => number,
  hooks: {
    /** Before a press starts a gesture (ends an open wheel gesture). */
    beforeGesture: () => void;
    /** A drag started moving (true) or ended (false). */
    onLive: (live: boolean) => void;
  },
): DragInput {
  let drag: {
    pointerId: number;
    ref: ElementRef;
    startX: number;
    startY: number;
    lastX: number;
    lastY: number;
    moved: boolean;
    k: number;
    /** Dragging the heat bar's grip: the drag resizes the bar instead of moving it. */
    resize: boolean;
  } | null = null;
  let pending = { dx: 0, dy: 0 };
  let suppressClick = false;
  const shield = dragShield(surface);

  const apply = () => {
    if (!drag || (pending.dx === 0 && pending.dy === 0)) return;
    const { dx, dy } = pending;
    pending = { dx: 0, dy: 0 };
    if (drag.resize) {
      const bar = editor.document.heatMap.bar;
      const along = bar.orientation === 'vertical' ? dy : dx;
      editor.apply(setHeatBar, { length: Math.min(5000, Math.max(20, Math.round(bar.length + along))) });
      return;
    }
    editor.apply(moveElement, drag.ref, dx, dy, mapScale());
  };

  const step = gestureStep(editor, apply, hooks.onLive);

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const tool = editor.session.tool;
    if (!event.shiftKey && tool !== 'move') return;
    const ref: ElementRef = event.shiftKey ? { kind: 'map' } : movableAt(event.target);
    if (!event.shiftKey) editor.select(ref.kind === 'map' ? null : ref);
    hooks.beforeGesture();
    drag = {
      pointerId: event.pointerId,
      ref,
      startX: event.clientX,
      startY: event.clientY,
      lastX: event.clientX,
      lastY: event.clientY,
      moved: false,
      k: frameUnitsPerPixel(surface, editor.document.frame),
      resize:
        !event.shiftKey &&
        event.target instanceof Element &&
        event.target.closest('[data-resize="heatBar"]') !== null,
    };
    // The heat bar is drawn pulled inside the frame when its place would let it leave (ADR 0034): a
    // drag starts from where it is drawn, so the first move does not spend itself on the difference.
    if (ref.kind === 'heatBar' && !drag.resize) pending = heatBarDrawnOffset(surface, editor);
    surface.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (!drag.moved) {
      if (Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < DRAG_THRESHOLD) return;
      drag.moved = true;
      step.start();
      shield.raise();
    }
    pending.dx += (event.clientX - drag.lastX) * drag.k;
    pending.dy += (event.clientY - drag.lastY) * drag.k;
    drag.lastX = event.clientX;
    drag.lastY = event.clientY;
    scheduleFrame(apply);
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (drag.moved) {
      step.end();
      suppressClick = true;
      setTimeout(() => (suppressClick = false), 0);
    }
    shield.lower();
    drag = null;
    pending = { dx: 0, dy: 0 };
  };

  surface.addEventListener('pointerdown', onPointerDown);
  surface.addEventListener('pointermove', onPointerMove);
  surface.addEventListener('pointerup', onPointerUp);
  surface.addEventListener('pointercancel', onPointerUp);
  return {
    isDragging: () => suppressClick || (drag?.moved ?? false),
    detach: () => {
      // A drag cut short (the editor swapped at the breakpoint) still closes its undo step and lets
      // the panels hear of it.
      if (drag?.moved) step.end();
      drag = null;
      shield.lower();
      surface.removeEventListener('pointerdown', onPointerDown);
      surface.removeEventListener('pointermove', onPointerMove);
      surface.removeEventListener('pointerup', onPointerUp);
      surface.removeEventListener('pointercancel', onPointerUp);
    },
  };
}

/**
 * While a drag moves, a transparent element over the whole map takes the pointer: its cursor is the
 * grabbing hand, and nothing under it hovers. Saying the same with a class on the surface and a
 * descendant rule (`.is-dragging [data-division]`) restyles every division when the drag starts and
 * again when it ends, 25-40 ms each on Romania's 3,186 paths; this is one element (ADR 0010).
 */
function dragShield(surface: HTMLElement): { raise(): void; lower(): void } {
  let element: HTMLElement | undefined;
  return {
    raise() {
      element ??= Object.assign(surface.ownerDocument.createElement('div'), { className: 'map-drag-shield' });
      surface.append(element);
    },
    lower() {
      element?.remove();
    },
  };
}
