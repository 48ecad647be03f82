import { isAnnotationTool } from '@mapwright/core/editor/session';
import type { Editor } from '@mapwright/core/editor/editor';
import { moveNoteTarget } from '@mapwright/core/document/operations/annotations';
import { selectionOf } from '../annotations/annotationSelection';
import { converterOf, nudgeAnnotations, placeAnnotation } from '../annotations/commands';
import { cancelFrameTask, scheduleFrame } from '../canvas/frameScheduler';
import { setDragging } from '../state/idleNotify';
import type { CountryGeometry } from '../data/countryGeometry';
import { annotationAt, handleAt, isEmptyFrame } from './annotationTargets';
import { gestureStep } from './gestureStep';
import { clientToFrame, frameUnitsPerPixel } from './targets';

/** Pointer travel (CSS px) before a press becomes a drag, as for the move tool. */
const DRAG_THRESHOLD = 3;
/** How long after a press on an annotation a double-click still means that annotation. */
const DOUBLE_CLICK_MS = 800;

export interface AnnotationInputHooks {
  /** Before a press starts a gesture (ends an open wheel gesture). */
  beforeGesture(): void;
  /** A drag started moving (true) or ended (false). */
  onLive(live: boolean): void;
  /** The annotations a drag moves (drawn on a layer of their own meanwhile), or null when it ends. */
  lift(ids: readonly string[] | null): void;
  /**
   * The rectangle of a rectangle selection in frame pixels, or null when it ends. Without it (on a
   * touch screen, where a finger on the empty frame pans) there is no rectangle selection.
   */
  showMarquee?(rect: { x: number; y: number; width: number; height: number } | null): void;
}

type Gesture =
  | { kind: 'move'; ids: readonly string[] }
  | { kind: 'target'; id: string }
  | { kind: 'marquee'; additive: boolean }
  | { kind: 'place' };

/**
 * Annotations on the map, by delegation on the surface (capture phase, before the paint and move
 * inputs, which never see a press this handles):
 *
 * - a press on an annotation selects it (Shift adds or removes it) and a drag moves the selection,
 *   one undo step per drag, applied once per animation frame;
 * - a press on a note's target handle drags the target alone;
 * - with an annotation tool, a click elsewhere places a new one there and selects it;
 * - with the move tool, a drag on empty frame selects by rectangle (Shift adds);
 * - a double-click on a text or a note edits its text in place, on a chart its title (the session's
 *   `editing`: canvas/inPlaceText.ts shows the editor).
 *
 * A press on the map while a text is typed into only ends the typing (on an annotation it goes on).
 * Locked annotations are not hit: the press goes on to the map under them.
 */
export function attachAnnotationInput(
  surface: HTMLElement,
  editor: Editor,
  geometry: CountryGeometry,
  hooks: AnnotationInputHooks,
): () => void {
  const selection = selectionOf(editor);
  let press: {
    pointerId: number;
    gesture: Gesture;
    startX: number;
    startY: number;
    lastX: number;
    lastY: number;
    moved: boolean;
    k: number;
  } | null = null;
  let pending = { dx: 0, dy: 0 };
  /** The annotation last pressed: a double-click's target is the surface (the press captured the pointer). */
  let lastPressed: { id: string; at: number; target: EventTarget | null } | null = null;

  const unlockedAt = (target: EventTarget | null): string | null => {
    const id = annotationAt(target);
    const annotation = id === null ? undefined : editor.document.annotations.find((a) => a.id === id);
    return annotation && !annotation.locked ? annotation.id : null;
  };

  const apply = () => {
    if (!press || (pending.dx === 0 && pending.dy === 0)) return;
    const { dx, dy } = pending;
    pending = { dx: 0, dy: 0 };
    const gesture = press.gesture;
    if (gesture.kind === 'move') nudgeAnnotations(editor, geometry, gesture.ids, dx, dy);
    else if (gesture.kind === 'target')
      editor.apply(moveNoteTarget, gesture.id, dx, dy, converterOf(editor, geometry));
  };
  const step = gestureStep(editor, apply, hooks.onLive);

  const frameRect = (event: PointerEvent) => {
    if (!press) return null;
    const frame = editor.document.frame;
    const a = clientToFrame(surface, frame, press.startX, press.startY);
    const b = clientToFrame(surface, frame, event.clientX, event.clientY);
    return {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(a.x - b.x),
      height: Math.abs(a.y - b.y),
    };
  };

  const begin = (event: PointerEvent, gesture: Gesture) => {
    hooks.beforeGesture();
    press = {
      pointerId: event.pointerId,
      gesture,
      startX: event.clientX,
      startY: event.clientY,
      lastX: event.clientX,
      lastY: event.clientY,
      moved: false,
      k: frameUnitsPerPixel(surface, editor.document.frame),
    };
    surface.setPointerCapture?.(event.pointerId);
    event.stopImmediatePropagation();
    event.preventDefault();
    // As any click on the map, it does not take the keyboard focus; it leaves a field it was in, so
    // the keys that follow (Delete, arrows) act on the selection, not on the field's text.
    const active = surface.ownerDocument.activeElement;
    if (active instanceof HTMLElement && active !== surface && !surface.contains(active)) active.blur();
  };

  /** The press that ended an edit: its click must not paint or place either. */
  let endedEdit = false;

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    endedEdit = false;
    if (editor.session.editing) {
      // A press while typing ends the typing. On an annotation it goes on (selects, drags it); on the
      // map it does nothing else, as a click outside a text box in Figma and Slides: with the text
      // tool still chosen it would otherwise place another text at once, or paint.
      editor.endEditing();
      if (handleAt(event.target) === null && unlockedAt(event.target) === null) {
        endedEdit = true;
        event.stopImmediatePropagation();
        event.preventDefault();
        return;
      }
    }
    const tool = editor.session.tool;
    const handle = handleAt(event.target);
    if (handle?.kind === 'target') return begin(event, { kind: 'target', id: handle.id });
    const id = unlockedAt(event.target);
    if (id !== null) {
      lastPressed = { id, at: performance.now(), target: event.target };
      if (event.shiftKey) selection.toggle(id);
      else if (!selection.has(id)) selection.set([id]);
      if (!selection.has(id)) return begin(event, { kind: 'move', ids: [] });
      return begin(event, { kind: 'move', ids: selection.ids });
    }
    if (isAnnotationTool(tool) && !event.shiftKey) return begin(event, { kind: 'place' });
    if (tool === 'move' && hooks.showMarquee && isEmptyFrame(event.target))
      return begin(event, { kind: 'marquee', additive: event.shiftKey });
    // Anything else (painting, moving the legend or a division, a Shift+drag pan) goes on as before;
    // a plain press off the annotations leaves them.
    if (!event.shiftKey) selection.clear();
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.moved) {
      if (Math.hypot(event.clientX - press.startX, event.clientY - press.startY) < DRAG_THRESHOLD) return;
      press.moved = true;
      if (press.gesture.kind === 'move' || press.gesture.kind === 'target') {
        step.start();
        hooks.lift(press.gesture.kind === 'move' ? press.gesture.ids : [press.gesture.id]);
      }
    }
    if (press.gesture.kind === 'marquee') {
      hooks.showMarquee?.(frameRect(event));
      return;
    }
    if (press.gesture.kind === 'place') return;
    pending.dx += (event.clientX - press.lastX) * press.k;
    pending.dy += (event.clientY - press.lastY) * press.k;
    press.lastX = event.clientX;
    press.lastY = event.clientY;
    scheduleFrame(apply);
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointerId) return;
    const { gesture, moved } = press;
    if (gesture.kind === 'move' || gesture.kind === 'target') {
      if (moved) {
        step.end();
        hooks.lift(null);
      }
    } else if (gesture.kind === 'marquee') {
      const rect = moved ? frameRect(event) : null;
      hooks.showMarquee?.(null);
      if (rect) selectInRect(rect, gesture.additive);
      else if (!gesture.additive) selection.clear();
    } else if (gesture.kind === 'place' && !moved && event.type === 'pointerup') {
      const tool = editor.session.tool;
      const at = clientToFrame(surface, editor.document.frame, event.clientX, event.clientY);
      if (isAnnotationTool(tool)) void placeAnnotation(editor, geometry, tool, at);
    }
    press = null;
    pending = { dx: 0, dy: 0 };
  };

  /** Selects the unlocked, visible annotations whose drawing meets the rectangle. */
  const selectInRect = (rect: { x: number; y: number; width: number; height: number }, additive: boolean) => {
    const k = frameUnitsPerPixel(surface, editor.document.frame);
    const box = surface.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of surface.querySelectorAll('[data-layer="annotations"] [data-annotation-id]')) {
      const id = el.getAttribute('data-annotation-id');
      const annotation = editor.document.annotations.find((a) => a.id === id);
      if (!id || !annotation || annotation.locked || annotation.hidden) continue;
      const r = el.getBoundingClientRect();
      const x = (r.left - box.left) * k;
      const y = (r.top - box.top) * k;
      const meets =
        x <= rect.x + rect.width &&
        x + r.width * k >= rect.x &&
        y <= rect.y + rect.height &&
        y + r.height * k >= rect.y;
      if (meets) hits.push(id);
    }
    selection.set(additive ? [...selection.ids, ...hits] : hits);
  };

  const onClick = (event: MouseEvent) => {
    if (!endedEdit) return;
    endedEdit = false;
    event.stopImmediatePropagation();
  };

  const onDoubleClick = (event: MouseEvent) => {
    const recent = lastPressed && performance.now() - lastPressed.at < DOUBLE_CLICK_MS ? lastPressed : null;
    const direct = unlockedAt(event.target);
    const id = direct ?? recent?.id ?? null;
    // What was pressed: the surface holds the pointer, so the double-click's own target is the surface.
    const pressed = direct !== null ? event.target : recent?.target;
    const annotation = id === null ? undefined : editor.document.annotations.find((a) => a.id === id);
    if (!annotation) return;
    // A text's or a note's text, or a chart's title (the title itself, or anywhere when it has none).
    const onTitle = pressed instanceof Element && pressed.closest('[data-chart-title]') !== null;
    const target =
      annotation.type === 'text' || annotation.type === 'note'
        ? ({ kind: 'annotation', id: annotation.id } as const)
        : annotation.type === 'chart' && (onTitle || annotation.title.trim() === '')
          ? ({ kind: 'chartTitle', id: annotation.id } as const)
          : null;
    if (!target) return;
    event.stopImmediatePropagation();
    editor.startEditing(target);
  };

  surface.addEventListener('pointerdown', onPointerDown, true);
  surface.addEventListener('pointermove', onPointerMove, true);
  surface.addEventListener('pointerup', onPointerUp, true);
  surface.addEventListener('pointercancel', onPointerUp, true);
  surface.addEventListener('dblclick', onDoubleClick, true);
  surface.addEventListener('click', onClick, true);
  return () => {
    // A drag cut short (the editor swapped at the breakpoint) still closes its undo step.
    const dragged = press?.moved && (press.gesture.kind === 'move' || press.gesture.kind === 'target');
    if (dragged) step.end();
    else cancelFrameTask(apply);
    press = null;
    setDragging(editor, false);
    surface.removeEventListener('pointerdown', onPointerDown, true);
    surface.removeEventListener('pointermove', onPointerMove, true);
    surface.removeEventListener('pointerup', onPointerUp, true);
    surface.removeEventListener('pointercancel', onPointerUp, true);
    surface.removeEventListener('dblclick', onDoubleClick, true);
    surface.removeEventListener('click', onClick, true);
  };
}
