import { Gesture } from '@use-gesture/vanilla';
import { moveElement, type ElementRef } from '@mapwright/core/document/operations/move-element';
import { zoomAt } from '@mapwright/core/document/operations/placement';
import type { Level } from '@mapwright/core/document/schema';
import { mapScaleOf } from '@mapwright/core/render/transform';
import { scheduleFrame } from '../canvas/frameScheduler';
import { attachAnnotationInput } from './annotationInput';
import { divisionAtPoint } from './divisionAtPoint';
import { gestureStep } from './gestureStep';
import type { MapInput, MapInputTarget } from './mapInput';
import { paintTarget, paintTargetOf, revertTarget } from './paintInput';
import { frameUnitsPerPixel, heatBarDrawnOffset, movableAt } from './targets';
import { attachWheelZoom } from './wheelZoom';

/** A second tap on the same division within this long is a double-tap (it reverts). */
export const DOUBLE_TAP_MS = 350;
/** A finger held still this long shows the division's name and parent instead of painting. */
export const LONG_PRESS_MS = 500;
/** Finger travel (CSS px) before a touch stops being a tap or a long press. */
const TAP_SLOP = 8;

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
 * above the map handles pointer events; for a tap that was about 1.5 ms of script at 4x (ADR 0020).
 */
const keepInStage = (event: Event) => event.stopPropagation();

/**
 * The phone's map input, with @use-gesture: a tap paints (the first tap of a double-tap too, so the
 * fill shows at once), a double-tap undoes that paint and reverts the division (one "revert" step, as
 * a desktop double-click), a long press names the division and its parent, one finger drags what the
 * move tool grabbed (the map by default), and two fingers pan and pinch-zoom around their centre in
 * any tool; annotations are placed, selected and dragged as on the desktop (annotationInput.ts).
 * Every drag or pinch is one undo step: placement is part of the document, as on the
 * desktop (ADR 0020). Frames are batched like the desktop's drag: moves and zoom factors are summed
 * and applied once per animation frame, and while fingers move the map is only moved and scaled on the
 * compositor (MapView.setLive); it is drawn sharp when they lift. A mouse on a narrow window gets the
 * same taps and drags, and its wheel zooms.
 */
export function attachTouchInput({ surface, editor, geometry, view }: MapInputTarget): MapInput {
  const mapScale = () => mapScaleOf(editor.document, geometry.projected);
  const wheel = attachWheelZoom(surface, editor);
  // Annotations first (capture on the surface), as on the desktop: a tap with an annotation tool
  // places one, a finger on one selects and drags it, and neither reaches the gestures below. No
  // rectangle selection: a finger on the empty frame pans.
  const detachAnnotations = attachAnnotationInput(surface, editor, geometry, {
    beforeGesture: () => wheel.end(),
    onLive: (live) => view.setLive(live),
    lift: (ids) => view.liftAnnotations(ids),
  });

  /** The last painting tap, and the document it left (a double-tap must follow it directly). */
  let lastTap: { key: string; at: number; changed: boolean; doc: unknown } | null = null;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  let longPressed = false;
  /** What the finger first touched (a mouse's later events are retargeted to the capturing surface). */
  let pressed: EventTarget | null = null;
  /** The division under the finger when it came down (divisions take no pointer events: mobile.css). */
  let pressedDivision: { level: Level; id: string } | null = null;
  const divisionUnder = divisionAtPoint(surface, editor, geometry.projected);
  /** What the move tool grabs: the element touched, or else the division under the finger. */
  const movableOf = (target: EventTarget | null): ElementRef => {
    const ref = movableAt(target);
    return ref.kind === 'map' && pressedDivision ? { kind: 'division', ...pressedDivision } : ref;
  };
  /** The one-finger drag of the move tool, once it has moved past the slop. */
  let move: { ref: ElementRef; k: number } | null = null;
  /**
   * The two-finger gesture under way: where its centre and spread were at the last event, and the
   * surface's box and frame units per pixel at its start (the surface itself does not move while the
   * map in it does; reading its box at every touch move would force a style pass each time).
   */
  let pinch: { x: number; y: number; d: number; box: DOMRect; k: number } | null = null;
  let pending = { dx: 0, dy: 0, factor: 1, at: { x: 0, y: 0 } };

  const clearPress = () => {
    if (pressTimer !== undefined) clearTimeout(pressTimer);
    pressTimer = undefined;
  };

  /** Applies the summed moves of this frame as one operation each (the history keeps one step). */
  const apply = () => {
    const { dx, dy, factor, at } = pending;
    pending = { ...pending, dx: 0, dy: 0, factor: 1 };
    if (move && (dx !== 0 || dy !== 0)) editor.apply(moveElement, move.ref, dx, dy, mapScale());
    if (pinch && (dx !== 0 || dy !== 0 || factor !== 1)) {
      // One change per frame: one document, one notification, one repaint of the placement.
      const scale = mapScale();
      editor.change((draft) => {
        if (dx !== 0 || dy !== 0) moveElement(draft, { kind: 'map' }, dx, dy, scale);
        if (factor !== 1) zoomAt(draft, at, factor);
      });
    }
  };

  // The panels (sheets, top bar) hear of a drag or pinch once, when it ends, as of an annotation's
  // drag: a frame of the gesture is the map's placement, not fifty React subscriptions as well.
  const step = gestureStep(editor, apply, (live) => view.setLive(live));
  const startGesture = () => {
    wheel.end();
    step.start();
  };
  const endGesture = () => step.end();

  const tap = (target: EventTarget | null) => {
    if (editor.session.tool === 'move') {
      const ref = movableOf(target);
      editor.select(ref.kind === 'map' ? null : ref);
      return;
    }
    if (editor.session.tool !== 'paint') return; // an annotation tool: its input placed one
    const legendColour =
      target instanceof Element
        ? target.closest('[data-legend-colour]')?.getAttribute('data-legend-colour')
        : null;
    if (legendColour) return editor.setColour(legendColour); // a legend entry picks its colour
    const hit = pressedDivision;
    if (!hit) return;
    const paint = paintTargetOf(editor, geometry, hit);
    if (paint.ids.length === 0) return;
    const key = `${paint.level}:${paint.ids.join(',')}`;
    const now = performance.now();
    // The same division again, soon, with nothing done in between (an undo tapped meanwhile is not
    // half of a double-tap).
    if (
      lastTap &&
      lastTap.key === key &&
      now - lastTap.at < DOUBLE_TAP_MS &&
      lastTap.doc === editor.document
    ) {
      // The second tap: the first one painted, so it is undone before the revert (one step in all).
      if (lastTap.changed) editor.undo();
      lastTap = null;
      revertTarget(editor, paint);
      return;
    }
    const changed = paintTarget(editor, paint);
    lastTap = { key, at: now, changed, doc: editor.document };
  };

  // The whole stage takes the fingers, not only the page: on a phone the grey around it is most of
  // the screen, and a pinch started there must zoom the map rather than the browser.
  const area = surface.closest<HTMLElement>('.map-stage') ?? surface;
  const gesture = new Gesture(
    area,
    {
      onDrag: (state) => {
        const { first, last, event, touches, movement, delta } = state;
        if (first) {
          longPressed = false;
          pressed = event.target;
          pressedDivision = 'clientX' in event ? divisionUnder(event.clientX, event.clientY) : null;
          editor.hover(null);
          clearPress();
          pressTimer = setTimeout(() => {
            pressTimer = undefined;
            longPressed = true;
            editor.hover(pressedDivision);
          }, LONG_PRESS_MS);
        }
        // A second finger: the pinch takes over until every finger has lifted.
        if (touches > 1 || pinch) {
          clearPress();
          if (move) {
            endGesture();
            move = null;
          }
          state.cancel();
          return;
        }
        const travelled = Math.hypot(movement[0], movement[1]) >= TAP_SLOP;
        if (travelled) clearPress();
        if (!move && travelled && !longPressed && editor.session.tool === 'move') {
          const ref = movableOf(pressed);
          editor.select(ref.kind === 'map' ? null : ref);
          move = { ref, k: frameUnitsPerPixel(surface, editor.document.frame) };
          startGesture();
          if (ref.kind === 'heatBar') {
            const offset = heatBarDrawnOffset(surface, editor);
            pending.dx += offset.dx;
            pending.dy += offset.dy;
          }
          // The slop already travelled counts: the element stays under the finger.
          pending.dx += movement[0] * move.k;
          pending.dy += movement[1] * move.k;
        } else if (move) {
          pending.dx += delta[0] * move.k;
          pending.dy += delta[1] * move.k;
        }
        if (move) scheduleFrame(apply);
        if (!last) return;
        clearPress();
        if (move) {
          endGesture();
          move = null;
        } else if (!travelled && !longPressed) {
          tap(pressed);
        }
      },
      onPinch: (state) => {
        const { first, last, origin, da } = state;
        const [x, y] = origin;
        const [d] = da;
        if (first || !pinch) {
          clearPress();
          lastTap = null;
          // A one-finger move already under way ends as its own step; the pinch is the next one.
          if (move) {
            endGesture();
            move = null;
          }
          const box = surface.getBoundingClientRect();
          const k = frameUnitsPerPixel(surface, editor.document.frame);
          pinch = { x, y, d, box, k };
          startGesture();
          pending = { dx: 0, dy: 0, factor: 1, at: { x: (x - box.left) * k, y: (y - box.top) * k } };
        } else {
          const { box, k } = pinch;
          pending.dx += (x - pinch.x) * k;
          pending.dy += (y - pinch.y) * k;
          if (pinch.d > 0 && d > 0) pending.factor *= d / pinch.d;
          pending.at = { x: (x - box.left) * k, y: (y - box.top) * k };
          pinch = { x, y, d, box, k };
          scheduleFrame(apply);
        }
        if (last) {
          endGesture();
          pinch = null;
        }
      },
    },
    {
      drag: { filterTaps: false, pointer: { keys: false } },
      pinch: { pinchOnWheel: false },
    },
  );

  // The browser's own handling of a touch on the map is not wanted: its tap, double-tap and long-press
  // gestures would each hit-test the thousands of paths again (with touch adjustment, 14 ms a time on
  // Romania's districts), synthesise mouse events and a click, and focus the map. Pointer events,
  // which the gestures above read, are dispatched before touch events and are not affected.
  const cancelTouch = (event: TouchEvent) => {
    if (event.cancelable) event.preventDefault();
  };
  area.addEventListener('touchstart', cancelTouch, { passive: false });
  for (const type of STAGE_POINTER_EVENTS) area.addEventListener(type, keepInStage);

  return {
    endGestures: () => {
      wheel.end();
      if (move || pinch) endGesture();
      move = null;
      pinch = null;
    },
    detach: () => {
      clearPress();
      if (move || pinch) endGesture();
      move = null;
      pinch = null;
      area.removeEventListener('touchstart', cancelTouch);
      for (const type of STAGE_POINTER_EVENTS) area.removeEventListener(type, keepInStage);
      detachAnnotations();
      gesture.destroy();
      wheel.detach();
    },
  };
}
