import { isFillsOnly } from '@mapwright/core/editor/changes';
import type { Editor, EditorChange } from '@mapwright/core/editor/editor';

/**
 * The React side's one subscription to an editor, shared by every panel (`useEditorSelector`). A click
 * that recolours a division patches its path at once (MapView, its own subscription); the panels that
 * follow the document (toolbar, account status, legend…) are told after the frame that shows the new
 * fill, when the browser is idle, in one batch: the ~50 React subscriptions do not run between the
 * click and that frame (ADR 0010, decision 19). Any other change tells them at once, so a panel is
 * never behind an edit made through it (a controlled input must see its own change in its handler).
 */
const IDLE_TIMEOUT_MS = 100;

interface Hub {
  readonly listeners: Set<() => void>;
  readonly stop: () => void;
}

const hubs = new WeakMap<Editor, Hub>();

export function subscribeToEditor(editor: Editor, notify: () => void): () => void {
  let hub = hubs.get(editor);
  if (!hub) {
    hub = createHub(editor);
    hubs.set(editor, hub);
  }
  const { listeners, stop } = hub;
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0) {
      stop();
      hubs.delete(editor);
    }
  };
}

function createHub(editor: Editor): Hub {
  const listeners = new Set<() => void>();
  // Whether an idle notification is due; a change told at once meanwhile makes it unnecessary.
  let due = false;
  const notifyAll = () => {
    due = false;
    for (const notify of [...listeners]) notify();
  };
  const onIdle = () => {
    if (due) notifyAll();
  };
  const unsubscribe = editor.subscribe((change) => {
    if (!isRecolour(change)) return notifyAll();
    if (due) return;
    due = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(onIdle, 0);
  });
  return {
    listeners,
    stop: () => {
      due = false;
      unsubscribe();
    },
  };
}

function isRecolour(change: EditorChange): boolean {
  return change.document !== null && change.session.size === 0 && isFillsOnly(change.document);
}
