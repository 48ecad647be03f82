import type { Editor } from '@mapwright/core/editor/editor';
import { divisionAt } from './targets';

/** Keeps the editor's hover (the division under the pointer) current; the tooltip shows its name. */
export function attachHover(surface: HTMLElement, editor: Editor): () => void {
  const onMove = (event: PointerEvent) => {
    if (event.buttons !== 0) return; // not while dragging: the tooltip would chase the drag
    editor.hover(divisionAt(event.target));
  };
  const onLeave = () => editor.hover(null);
  surface.addEventListener('pointermove', onMove);
  surface.addEventListener('pointerleave', onLeave);
  return () => {
    surface.removeEventListener('pointermove', onMove);
    surface.removeEventListener('pointerleave', onLeave);
  };
}
