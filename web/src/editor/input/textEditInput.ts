import type { EditTarget } from '@mapwright/core/editor/edit-target';
import type { Editor } from '@mapwright/core/editor/editor';

/** Pointer travel (CSS px) past which a press was a drag, as the move tool's. */
const DRAG_THRESHOLD = 3;

/**
 * The map's own texts typed into where they are drawn (issue 31): a double-click on the title, the
 * subtitle, the legend's title or a legend label edits it, whatever the tool; a click on a legend
 * row's "Add a label" placeholder does too, so a label is written on the map instead of far down the
 * side panel. Listens in the capture phase, before painting (whose click on a legend row picks its
 * colour) and the move tool. Annotations' own texts are annotationInput's.
 */
export function attachTextEditInput(surface: HTMLElement, editor: Editor): () => void {
  const start = (event: MouseEvent, target: EditTarget | null) => {
    if (!target || event.button !== 0 || event.shiftKey) return;
    if (!editor.startEditing(target)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  /** Where the last press came down: a click that ends a drag (the legend moved) is no click. */
  let down = { x: 0, y: 0 };
  const onPointerDown = (event: PointerEvent) => {
    down = { x: event.clientX, y: event.clientY };
  };
  const onDoubleClick = (event: MouseEvent) => start(event, textTargetAt(event.target));
  const onClick = (event: MouseEvent) => {
    const placeholder =
      event.target instanceof Element && event.target.closest('[data-legend-colour] [data-placeholder]');
    const dragged = Math.hypot(event.clientX - down.x, event.clientY - down.y) >= DRAG_THRESHOLD;
    if (placeholder && !dragged) start(event, textTargetAt(event.target));
  };
  surface.addEventListener('pointerdown', onPointerDown, true);
  surface.addEventListener('dblclick', onDoubleClick, true);
  surface.addEventListener('click', onClick, true);
  return () => {
    surface.removeEventListener('pointerdown', onPointerDown, true);
    surface.removeEventListener('dblclick', onDoubleClick, true);
    surface.removeEventListener('click', onClick, true);
  };
}

/** The map text (not an annotation's) drawn at an event's target, if any. */
export function textTargetAt(target: EventTarget | null): EditTarget | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('[data-legend-title]')) return { kind: 'legendTitle' };
  const colour = target.closest('[data-legend-colour]')?.getAttribute('data-legend-colour');
  // A row's label, not its swatch (a click there picks the colour).
  if (colour && target.closest('text')) return { kind: 'legendLabel', colour };
  const element = target.closest('[data-element]')?.getAttribute('data-element');
  if (element === 'title' || element === 'subtitle') return { kind: element };
  return null;
}
