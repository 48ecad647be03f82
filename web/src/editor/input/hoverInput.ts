import type { Editor } from '../../../../core/src/editor/editor';
import { divisionAt } from './targets';

/** Keeps the editor's hover (the division under the pointer) current; the tooltip shows its name. */
export function attachHover(svg: SVGSVGElement, editor: Editor): () => void {
  const onMove = (event: PointerEvent) => {
    if (event.buttons !== 0) return; // not while dragging: the tooltip would chase the drag
    editor.hover(divisionAt(event.target));
  };
  const onLeave = () => editor.hover(null);
  svg.addEventListener('pointermove', onMove);
  svg.addEventListener('pointerleave', onLeave);
  return () => {
    svg.removeEventListener('pointermove', onMove);
    svg.removeEventListener('pointerleave', onLeave);
  };
}
