import type { DocAnnotation } from './docAnnotation';
import type { Editor } from '@mapwright/core/editor/editor';
import type { CountryGeometry } from '../data/countryGeometry';
import { isTypingTarget } from '../actions/shortcuts';
import { selectionOf } from './annotationSelection';
import {
  parseAnnotationClipboard,
  serialiseAnnotations,
} from '@mapwright/core/document/operations/annotation-copies';
import { annotationsByIds, pasteAnnotations } from '../features/annotations/commands';

type Notify = (message: string, tone?: 'info' | 'error') => void;

function selectedText(editor: Editor): string | null {
  const chosen = annotationsByIds(editor, selectionOf(editor).ids);
  return chosen.length > 0 ? serialiseAnnotations(chosen) : null;
}

/** Whether the event belongs to a text field or a dialog, whose own copy and paste must work. */
function notOurs(event: Event): boolean {
  const target = event.target;
  return isTypingTarget(target) || (target instanceof Element && target.closest('dialog[open]') !== null);
}

/**
 * Ctrl/Cmd+C, X and V on the editor page: the browser's copy, cut and paste events, which read and
 * write the system clipboard without a permission prompt. Copy writes the selected annotations as
 * JSON (clipboardFormat.ts); paste adds the annotations found there, from this map or another.
 */
export function attachAnnotationClipboard(
  editor: Editor,
  geometry: CountryGeometry,
  notify: Notify,
): () => void {
  const onCopy = (event: ClipboardEvent) => {
    if (notOurs(event) || !event.clipboardData) return;
    const text = selectedText(editor);
    if (text === null) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent) => {
    if (notOurs(event) || !event.clipboardData) return;
    const read = parseAnnotationClipboard(event.clipboardData.getData('text/plain'));
    if (!read.ok) return; // someone else's text: not ours to paste
    event.preventDefault();
    paste(editor, geometry, read.annotations, notify);
  };
  document.addEventListener('copy', onCopy);
  document.addEventListener('paste', onPaste);
  return () => {
    document.removeEventListener('copy', onCopy);
    document.removeEventListener('paste', onPaste);
  };
}

/** Copy from the menu: the asynchronous clipboard API (a menu click is no copy event). */
export async function copyWithMenu(editor: Editor, notify: Notify): Promise<void> {
  const text = selectedText(editor);
  if (text === null) return;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    notify('The browser did not let the page write to the clipboard; use Ctrl+C (Cmd+C) instead.', 'error');
  }
}

/** Paste from the menu: reading the clipboard asks the browser's permission first. */
export async function pasteWithMenu(
  editor: Editor,
  geometry: CountryGeometry,
  notify: Notify,
): Promise<void> {
  let text: string;
  try {
    text = await navigator.clipboard.readText();
  } catch {
    notify('The browser did not let the page read the clipboard; use Ctrl+V (Cmd+V) instead.', 'error');
    return;
  }
  const read = parseAnnotationClipboard(text);
  if (!read.ok) notify(read.error, 'info');
  else paste(editor, geometry, read.annotations, notify);
}

function paste(
  editor: Editor,
  geometry: CountryGeometry,
  annotations: readonly DocAnnotation[],
  notify: Notify,
): void {
  try {
    pasteAnnotations(editor, geometry, annotations);
  } catch (error) {
    notify(
      `The annotations could not be pasted: ${error instanceof Error ? error.message : String(error)}.`,
      'error',
    );
  }
}
