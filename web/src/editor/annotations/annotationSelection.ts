import type { Editor } from '@mapwright/core/editor/editor';
import { selectedAnnotationIds } from '@mapwright/core/editor/session';

type Listener = () => void;

/**
 * The selected annotations, as a view over the editor's one selection (the core session's
 * `selected`): Shift+click, the rectangle, a paste and the layers panel select several there, and
 * selecting anything else (the legend, a division) replaces them. Nothing is kept here: `ids` is the
 * session's (the same array until the selection changes, so React can compare it by identity).
 */
export class AnnotationSelection {
  readonly #editor: Editor;

  constructor(editor: Editor) {
    this.#editor = editor;
  }

  get ids(): readonly string[] {
    return selectedAnnotationIds(this.#editor.session);
  }

  has(id: string): boolean {
    return this.ids.includes(id);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Selects exactly these annotations; the same list again changes nothing (a legend selected stays). */
  set(ids: readonly string[]): void {
    const unique = [...new Set(ids)];
    if (sameIds(unique, this.ids)) return;
    this.#editor.selectAll(unique.map((id) => ({ kind: 'annotation', id })));
  }

  /** Shift+click: adds an annotation, or takes it out when it was selected. */
  toggle(id: string): void {
    this.set(this.has(id) ? this.ids.filter((other) => other !== id) : [...this.ids, id]);
  }

  clear(): void {
    this.set([]);
  }

  /** Called when the selected annotations change (not for any other change of the selection). */
  subscribe(listener: Listener): () => void {
    let last = this.ids;
    return this.#editor.subscribe((change) => {
      if (!change.session.has('selection')) return;
      const ids = this.ids;
      if (sameIds(ids, last)) return;
      last = ids;
      listener();
    });
  }
}

/** The annotation selection of an editor: a view over its session's selection, cheap to make. */
export function selectionOf(editor: Editor): AnnotationSelection {
  return new AnnotationSelection(editor);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
