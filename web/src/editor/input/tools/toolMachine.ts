import { annotationPlan } from '../../features/annotations/annotationLayer';
import type { ToolEvent } from './events';
import { hitKey } from './hit';
import { labelPlan } from '../../features/labels/labelTool';
import { lassoPlan } from '../../features/paint/lassoTool';
import type { ToolHost } from './host';
import { movePlan, panDrag, panPlan } from './moveTool';
import { fingerPans, paintPlan } from '../../features/paint/paintTool';
import { startPinch, type Pinch } from './pinch';
import type { Drag, PressPlan } from './plan';
import {
  isDoublePress,
  LONG_PRESS_MS,
  pastThreshold,
  type ClickRecord,
  type Point,
  type PressRecord,
} from './press';
import { withTextEditing } from '../../features/texts/textEditLayer';
import { zoomInsetPlan } from '../../features/insets/zoomInsetTool';

/** Where the machine is: between presses, in one, in a drag, in a long press, in a pinch. */
export type ToolState =
  | { readonly name: 'idle' }
  | { readonly name: 'pressing'; readonly press: PressRecord; readonly plan: PressPlan }
  | { readonly name: 'dragging'; readonly press: PressRecord; readonly drag: Drag; readonly at: Point }
  /** Past the drag threshold with nothing to drag: nothing comes of the press. */
  | { readonly name: 'wandered'; readonly press: PressRecord }
  /** A finger held still: the division was named; nothing else comes of the press. */
  | { readonly name: 'held'; readonly press: PressRecord }
  | { readonly name: 'pinching'; readonly pinch: Pinch };

/**
 * What a press will do, asked of each layer in turn (the first to answer takes it):
 *
 * 1. a press while a text is typed into ends the typing; on anything but an annotation it does nothing else;
 * 2. the annotations (select, drag, place with an annotation tool, the rectangle);
 * 3. a division's label (select, type into, drag to pin: labelTool.ts), but not with the select-area tool;
 *    a finger's drag on one in the paint tool pans the map instead (labels are dragged with the move tool);
 * 4. the map's texts typed into (around whatever comes next);
 * 5. Shift+drag pans (except with the select-area tool, where Shift adds to the selection);
 * 6. the tool in use: paint, move, select area or the zoom inset's rectangle.
 */
function planPress(host: ToolHost, press: PressRecord): PressPlan {
  const { editor } = host;
  if (editor.session.editing) {
    editor.endEditing();
    if (press.hit.handle === null && press.hit.annotation === null) return { claim: true };
  }
  // A press anywhere but on a label ends the label's selection, as a press elsewhere ends any.
  if (!press.hit.label) host.labels.select(null);
  const annotations = annotationPlan(host, press);
  if (annotations) return annotations;
  // A lasso may start on a division's label: the select-area tool leaves labels where they are.
  const label = editor.session.tool === 'select' ? null : labelPlan(host, press);
  if (label) return fingerPans(host, press) ? { ...label, drag: () => panDrag(host) } : label;
  // Shift+drag pans, but with the select-area tool Shift adds to the selection.
  const pans = press.shift && editor.session.tool !== 'select';
  const tool = pans ? panPlan(host, press) : toolPlan(host, press);
  return withTextEditing(host, press, tool) ?? {};
}

/** A drag cut short: one that makes something only when dropped makes nothing. */
const stopDrag = (drag: Drag) => (drag.cancel ? drag.cancel() : drag.end());

function toolPlan(host: ToolHost, press: PressRecord): PressPlan | null {
  const tool = host.editor.session.tool;
  if (tool === 'paint') return paintPlan(host, press);
  if (tool === 'move') return movePlan(host, press);
  if (tool === 'select') return lassoPlan(host, press);
  if (tool === 'zoomInset') return zoomInsetPlan(host, press);
  return null; // an annotation tool: the annotations' layer placed one
}

/**
 * The tools as one state machine fed by either adapter: idle → pressing → (a click | a double-click
 * | past the drag threshold, a drag or nothing | a long press) → idle; a second finger cancels a
 * press (or ends its drag as a step of its own) and pinches until the fingers lift.
 */
export class ToolMachine {
  #state: ToolState = { name: 'idle' };
  /** The last press that ended as a click: half of a double-click, perhaps. */
  #lastClick: ClickRecord | null = null;
  #cancelHold: (() => void) | null = null;

  readonly host: ToolHost;

  constructor(host: ToolHost) {
    this.host = host;
  }

  get state(): ToolState {
    return this.#state;
  }

  handle(event: ToolEvent): void {
    const state = this.#state;
    switch (event.type) {
      case 'hover':
        if (state.name === 'idle') this.host.editor.hover(event.division);
        return;
      case 'down':
        if (state.name !== 'idle') return;
        return this.#down({
          pointerId: event.pointerId,
          kind: event.kind,
          start: event.point,
          time: event.time,
          hit: event.hit,
          shift: event.shift,
          count: event.count,
        });
      case 'move':
        return this.#move(event.pointerId, event.point);
      case 'up':
        return this.#up(event.pointerId, event.time);
      case 'cancel':
        if (state.name === 'pinching' || !('press' in state) || state.press.pointerId !== event.pointerId)
          return;
        if (state.name === 'dragging') stopDrag(state.drag);
        return this.#rest();
      case 'pinch':
        return this.#pinch(event.phase, event.centre, event.distance);
    }
  }

  /** Ends a drag or pinch under way now (before undo or another action); its step is kept. */
  endGestures(): void {
    const state = this.#state;
    if (state.name === 'dragging') stopDrag(state.drag);
    if (state.name === 'pinching') state.pinch.end();
    this.#rest();
  }

  #down(press: PressRecord): void {
    const { host } = this;
    if (press.kind === 'touch') host.editor.hover(null);
    const plan = planPress(host, press);
    if (plan.claim) {
      host.endWheel();
      host.claim();
    }
    this.#state = { name: 'pressing', press, plan };
    if (press.kind === 'touch') {
      this.#cancelHold = host.later(LONG_PRESS_MS, () => {
        this.#cancelHold = null;
        if (this.#state.name !== 'pressing') return;
        this.#state = { name: 'held', press };
        host.editor.hover(press.hit.division);
      });
    }
  }

  #move(pointerId: number, point: Point): void {
    const state = this.#state;
    if (state.name === 'dragging' && state.press.pointerId === pointerId) {
      state.drag.move(point.x - state.at.x, point.y - state.at.y);
      this.#state = { ...state, at: point };
      return;
    }
    if (state.name !== 'pressing' || state.press.pointerId !== pointerId) return;
    if (!pastThreshold(state.press, point)) return;
    this.#stopHold();
    const { press, plan } = state;
    if (!plan.drag) {
      this.#state = { name: 'wandered', press };
      return;
    }
    const drag = plan.drag();
    // The travel up to the threshold counts: what is dragged stays under the pointer.
    drag.move(point.x - press.start.x, point.y - press.start.y);
    this.#state = { name: 'dragging', press, drag, at: point };
  }

  #up(pointerId: number, time: number): void {
    const state = this.#state;
    if (state.name === 'pinching' || state.name === 'idle' || state.press.pointerId !== pointerId) return;
    if (state.name === 'dragging') state.drag.end();
    this.#rest();
    if (state.name !== 'pressing') return;
    const { press, plan } = state;
    const { editor } = this.host;
    const last = this.#lastClick;
    if (isDoublePress(last, press, time, editor.document) && plan.double?.(last)) {
      this.#lastClick = null;
      return;
    }
    const changed = plan.click?.() ?? false;
    this.#lastClick = { key: hitKey(press.hit), time, document: editor.document, changed };
  }

  #pinch(phase: 'start' | 'move' | 'end', centre: Point, distance: number): void {
    const state = this.#state;
    if (phase === 'end') {
      if (state.name === 'pinching') state.pinch.end();
      if (state.name === 'pinching') this.#rest();
      return;
    }
    if (state.name === 'pinching') {
      state.pinch.move(centre, distance);
      return;
    }
    // A second finger: the press is no tap; a one-finger drag under way ends as its own step.
    if (state.name === 'dragging') stopDrag(state.drag);
    this.#rest();
    this.#lastClick = null;
    this.#state = { name: 'pinching', pinch: startPinch(this.host, centre, distance) };
  }

  #stopHold(): void {
    this.#cancelHold?.();
    this.#cancelHold = null;
  }

  #rest(): void {
    this.#stopHold();
    this.#state = { name: 'idle' };
  }
}
