import type { MapDocument } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';

type Listener = () => void;

/**
 * Which annotations are selected: session state (never saved, never undone), kept beside the core's
 * single-element selection because Shift+click and the rectangle select several at once. The list
 * keeps the order of selection; `ids` is replaced (never mutated) so React can compare it by identity.
 */
export class AnnotationSelection {
  #ids: readonly string[] = [];
  readonly #listeners = new Set<Listener>();

  get ids(): readonly string[] {
    return this.#ids;
  }

  has(id: string): boolean {
    return this.#ids.includes(id);
  }

  get size(): number {
    return this.#ids.length;
  }

  set(ids: readonly string[]): void {
    const unique = [...new Set(ids)];
    if (unique.length === this.#ids.length && unique.every((id, i) => id === this.#ids[i])) return;
    this.#ids = unique;
    for (const listener of [...this.#listeners]) listener();
  }

  /** Shift+click: adds an annotation, or takes it out when it was selected. */
  toggle(id: string): void {
    this.set(this.has(id) ? this.#ids.filter((other) => other !== id) : [...this.#ids, id]);
  }

  clear(): void {
    this.set([]);
  }

  /** Drops ids whose annotation is gone (after a delete, an undo or a load). */
  prune(doc: MapDocument): void {
    if (this.#ids.length === 0) return;
    const present = new Set(doc.annotations.map((a) => a.id));
    if (this.#ids.some((id) => !present.has(id))) this.set(this.#ids.filter((id) => present.has(id)));
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const selections = new WeakMap<Editor, AnnotationSelection>();

/**
 * The annotation selection of an editor, made on first use. It is tied to the core's selection both
 * ways: selecting annotations selects the last one there too (so the session notifies every view and
 * the map outlines it), and selecting anything else there (the legend, a division) clears it; an
 * undo or a load that removes an annotation drops it from the list.
 */
export function selectionOf(editor: Editor): AnnotationSelection {
  const existing = selections.get(editor);
  if (existing) return existing;
  const made = new AnnotationSelection();
  selections.set(editor, made);
  made.subscribe(() => {
    const last = made.ids.at(-1);
    const current = editor.session.selection;
    if (last !== undefined) editor.select({ kind: 'annotation', id: last });
    else if (current?.kind === 'annotation') editor.select(null);
  });
  editor.subscribe((change) => {
    if (change.document) made.prune(editor.document);
    const current = editor.session.selection;
    if (change.session.has('selection') && current?.kind !== 'annotation') made.clear();
    else if (current?.kind === 'annotation' && !made.has(current.id)) made.set([current.id]);
  });
  return made;
}
