import type { DivisionRef } from '@mapwright/core/document/division-ref';
import type { Editor } from '@mapwright/core/editor/editor';
import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import type { Frame } from '@mapwright/core/document/frame';

const MOVABLE_TEXT = ['title', 'subtitle', 'credit'] as const;

/**
 * What the move tool grabs under the pointer: the legend, the heat bar, a text block, a time map's step
 * label, an inset's box,
 * the division under it (found by the hit test); else the map.
 */
export function movableAt(
  target: EventTarget | null,
  division: DivisionRef | null,
  inset?: { readonly kind: 'inset' | 'zoomInset'; readonly id: string },
): ElementRef {
  if (target instanceof Element) {
    const element = target.closest('[data-element]')?.getAttribute('data-element');
    if (element === 'legend') return { kind: 'legend' };
    if (element === 'heatBar') return { kind: 'heatBar' };
    if (element === 'time-label') return { kind: 'timeLabel' };
    const text = MOVABLE_TEXT.find((kind) => kind === element);
    if (text) return { kind: text };
  }
  // An inset's box before the division pressed in it (decision "Insets are moved and resized on the map").
  if (inset) return { kind: inset.kind, id: inset.id };
  return division ? { kind: 'division', ...division } : { kind: 'map' };
}

/** A pointer position in frame pixels. */
export function clientToFrame(surface: HTMLElement, frame: Frame, clientX: number, clientY: number) {
  const rect = surface.getBoundingClientRect();
  const k = rect.width > 0 ? frame.width / rect.width : 1;
  return { x: (clientX - rect.left) * k, y: (clientY - rect.top) * k };
}

/**
 * How far the legend or the heat bar is drawn from its stored place (frame px), read from its
 * transform: the editor places a key the user has not moved clear of the rest (decision "The editor
 * places the legend and the heat bar until the user does"), and the heat bar is drawn pulled inside
 * the frame (decision "The heat bar is drawn inside the frame"); a drag starts from where it is drawn.
 */
export function keyDrawnOffset(
  surface: HTMLElement,
  editor: Editor,
  key: 'legend' | 'heatBar',
): { dx: number; dy: number } {
  const transform = surface.querySelector(`[data-element="${key}"]`)?.getAttribute('transform') ?? '';
  const match = /translate\((-?[\d.]+)[ ,]+(-?[\d.]+)\)/.exec(transform);
  if (!match) return { dx: 0, dy: 0 };
  const doc = editor.document;
  const { x, y } = key === 'legend' ? doc.legend.position : doc.heatMap.bar.position;
  return { dx: Number(match[1]) - x, dy: Number(match[2]) - y };
}
