import { isFillsOnly } from '@mapwright/core/editor/changes';
import type { Editor, EditorChange } from '@mapwright/core/editor/editor';
import { whenIdle } from './whenIdle';

/**
 * The React side's one subscription to an editor, shared by every panel (`useEditorSelector`). A click
 * that recolours a division patches its path at once (MapView, its own subscription); the panels that
 * follow the document (toolbar, account status, legend…) are told after the frame that shows the new
 * fill, when the browser is idle, in one batch: the ~50 React subscriptions do not run between the
 * click and that frame (decision "Panels hear of recolours when the browser is idle"). Any other change tells them at once, so a panel is
 * never behind an edit made through it (a controlled input must see its own change in its handler).
 */
const IDLE_TIMEOUT_MS = 100;

/**
 * A drag on the map (annotationInput.ts, gestureStep.ts) marks the editor's session `dragging`: the
 * panels are told of its changes once, when it ends, so a frame of the drag is the one annotation's
 * redraw and not the panels' (the layers panel, the dragged annotation's fields, the fonts in use) as
 * well. Even an idle callback would not do: a steady pointer leaves no idle time, so its time-out
 * would land in a frame. Nothing is typed into a panel meanwhile, so no controlled input waits for
 * its own change.
 */
export function setDragging(editor: Editor, on: boolean): void {
  editor.setDragging(on);
}

/**
 * The panels' one subscription to an editor, owned by its workspace (WorkspaceState.panels) so that
 * the desktop and the phone editor, swapped at the breakpoint, share it. It is subscribed to the
 * editor while at least one panel listens.
 */
export class PanelNotifier {
  readonly editor: Editor;
  /** The panels listening (useEditorSelector). */
  readonly listeners = new Set<() => void>();
  /** An idle notification is due; a change told at once meanwhile makes it unnecessary. */
  due = false;
  /** Changes came while a drag moved: the panels hear of them when it ends. */
  held = false;
  #unsubscribe: (() => void) | null = null;

  constructor(editor: Editor) {
    this.editor = editor;
  }

  /** Whether the notifier is subscribed to the editor (some panel listens). */
  get attached(): boolean {
    return this.#unsubscribe !== null;
  }

  subscribe(notify: () => void): () => void {
    this.listeners.add(notify);
    this.#unsubscribe ??= this.editor.subscribe((change) => this.#onChange(change));
    return () => {
      this.listeners.delete(notify);
      if (this.listeners.size > 0) return;
      this.due = false;
      this.held = false;
      this.#unsubscribe?.();
      this.#unsubscribe = null;
    };
  }

  #onChange(change: EditorChange): void {
    if (this.editor.session.dragging) {
      if (!change.session.has('dragging')) this.held = true;
      return;
    }
    if (change.session.has('dragging') && change.session.size === 1 && !change.document) {
      // The drag ended: what it changed is told once, when idle.
      if (!this.held) return;
      this.held = false;
      return this.#later();
    }
    if (!isRecolour(change)) return this.#notifyAll();
    this.#later();
  }

  #later(): void {
    if (this.due) return;
    this.due = true;
    whenIdle(this.#onIdle, IDLE_TIMEOUT_MS);
  }

  #onIdle = () => {
    if (this.due) this.#notifyAll();
  };

  #notifyAll(): void {
    this.due = false;
    for (const notify of [...this.listeners]) notify();
  }
}

function isRecolour(change: EditorChange): boolean {
  return change.document !== null && change.session.size === 0 && isFillsOnly(change.document);
}

/** One listener told as the panels are, through a notifier of its own (outside a workspace: tests, tools). */
export function subscribeToEditor(editor: Editor, notify: () => void): () => void {
  return new PanelNotifier(editor).subscribe(notify);
}
