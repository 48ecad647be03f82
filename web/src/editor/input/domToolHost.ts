import { divisionsInLasso } from '@mapwright/core/editor/divisions-in-lasso';
import { mapScaleOf } from '@mapwright/core/render/transform';
import { selectionOf } from '../annotations/annotationSelection';
import { labelUiOf } from '../features/labels/labelUi';
import type { MapInputTarget } from './mapInput';
import { addDrawnZoomInset, boxOnFrame, insetBoxOf } from '../features/insets/insetTargets';
import { keyDrawnOffset } from './targets';
import { editsOf, pageClock } from './toolHostParts';
import type { FeedbackHost, FrameRect, SelectionHost, ToolHost, ViewHost } from './tools/host';
import type { WheelZoom } from './wheelZoom';

/** What differs between the desktop's host and the phone's. */
export interface HostOptions {
  readonly wheel: WheelZoom;
  /** Takes the press being handled (the adapter knows which event that is). */
  readonly claim: () => void;
  /** A drag on empty frame draws a selection rectangle (the desktop; on a phone it pans). */
  readonly marquee: boolean;
  /** A drag of the map or an element shows the grabbing hand over the map (the desktop's cursor). */
  readonly shield: boolean;
}

/**
 * The tools' host on the page, composed of its capabilities (tools/host.ts): the shared edits and
 * clock (toolHostParts.ts), and what the surface, the geometry and the view know.
 */
export function domToolHost(target: MapInputTarget, options: HostOptions): ToolHost {
  const { surface, editor, geometry } = target;
  return {
    ...editsOf(editor, geometry),
    addZoomInset: (rect) => addDrawnZoomInset(surface, editor, geometry.projected, rect),
    ...domSelection(target),
    ...domView(target),
    ...domFeedback(target, options),
    ...pageClock,
    claim: options.claim,
    endWheel: () => options.wheel.end(),
  };
}

function domSelection({ editor, view }: MapInputTarget): SelectionHost {
  return {
    picks: selectionOf(editor),
    labels: {
      position: (label) => view.labelPosition(label.level, label.id),
      dragBy: (label, dx, dy) => view.dragLabel(label.level, label.id, dx, dy),
      select: (label) => labelUiOf(editor).select(label),
      picking: () => labelUiOf(editor).state.picking !== null,
    },
  };
}

function domView({ surface, editor, geometry }: MapInputTarget): ViewHost {
  return {
    screen() {
      const rect = surface.getBoundingClientRect();
      const k = rect.width > 0 ? editor.document.frame.width / rect.width : 1;
      return { left: rect.left, top: rect.top, k };
    },
    mapScale: () => mapScaleOf(editor.document, geometry.projected),
    keyOffset: (key) => keyDrawnOffset(surface, editor, key),
    annotationsIn: (rect) => annotationsIn(surface, editor, rect),
    divisionsInLasso: (points) => divisionsInLasso(editor.document, geometry.projected, points),
    insetBox: (ref) => insetBoxOf(editor, geometry.projected, ref),
    boxOnFrame: (box) => boxOnFrame(editor, geometry.projected, box),
  };
}

function domFeedback({ surface, view }: MapInputTarget, options: HostOptions): FeedbackHost {
  const shield = options.shield ? dragShield(surface) : null;
  return {
    setLive: (live) => view.setLive(live),
    lift: (ids) => view.liftAnnotations(ids),
    showLasso: (points) => view.showLasso(points),
    showMarquee: options.marquee ? (rect) => view.showMarquee(rect) : undefined,
    showOutline: (rect) => view.showMarquee(rect),
    shield: (raised) => (raised ? shield?.raise() : shield?.lower()),
  };
}

/** The unlocked, visible annotations whose drawing meets a rectangle of the frame. */
function annotationsIn(surface: HTMLElement, editor: MapInputTarget['editor'], rect: FrameRect): string[] {
  const box = surface.getBoundingClientRect();
  const k = box.width > 0 ? editor.document.frame.width / box.width : 1;
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
  return hits;
}

/**
 * While a drag moves, a transparent element over the whole map takes the pointer: its cursor is the
 * grabbing hand, and nothing under it hovers. Saying the same with a class on the surface and a
 * descendant rule (`.is-dragging [data-division]`) restyles every division when the drag starts and
 * again when it ends on the largest maps; this is one element (Editor performance).
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
