import { updateAnnotation } from '@mapwright/core/document/operations/annotations';
import type { Editor } from '@mapwright/core/editor/editor';

/**
 * Edits a text's or a note's text where it stands (double-click): a textarea laid over the drawn
 * annotation, in its size and colour, whose every keystroke updates the document, the whole edit one
 * undo step. Enter adds a line (texts have several); Esc, Ctrl/Cmd+Enter or a click elsewhere ends it.
 */
export function editTextInPlace(
  editor: Editor,
  surface: HTMLElement,
  id: string,
  drawn: Element | undefined,
): void {
  const annotation = editor.document.annotations.find((a) => a.id === id);
  const host = surface.parentElement;
  if (!drawn || !host || !annotation || (annotation.type !== 'text' && annotation.type !== 'note')) return;
  host.querySelector('.map-text-editor')?.remove();
  const hostBox = host.getBoundingClientRect();
  const box = drawn.getBoundingClientRect();
  const cssPerUnit = surface.getBoundingClientRect().width / editor.document.frame.width;
  const textarea = document.createElement('textarea');
  textarea.className = 'map-text-editor';
  textarea.value = annotation.text;
  textarea.setAttribute('aria-label', annotation.type === 'note' ? 'Note text' : 'Text');
  textarea.setAttribute('data-editing', id);
  Object.assign(textarea.style, {
    left: `${box.left - hostBox.left}px`,
    top: `${box.top - hostBox.top}px`,
    minWidth: `${Math.max(box.width, 80)}px`,
    minHeight: `${Math.max(box.height, 24)}px`,
    fontSize: `${annotation.fontSize * cssPerUnit}px`,
    fontWeight: String(annotation.fontWeight),
    fontStyle: annotation.italic ? 'italic' : 'normal',
    color: annotation.color,
    textAlign:
      annotation.type === 'text'
        ? { start: 'left', middle: 'center', end: 'right' }[annotation.align]
        : 'left',
  });
  drawn.setAttribute('visibility', 'hidden');
  editor.beginGesture();
  const finish = () => {
    textarea.removeEventListener('blur', finish);
    editor.mark();
    textarea.remove();
    drawn.removeAttribute('visibility');
  };
  textarea.addEventListener('input', () => {
    editor.apply(updateAnnotation, id, { text: textarea.value });
  });
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey))) {
      event.preventDefault();
      finish();
    }
  });
  textarea.addEventListener('blur', finish);
  host.append(textarea);
  textarea.focus();
  textarea.select();
}
