import { isFillsOnly } from '@mapwright/core/editor/changes';
import type { Editor, EditorChange } from '@mapwright/core/editor/editor';
import { whenIdle } from './whenIdle';

/**
 * The React side's one subscription to an editor, shared by every panel (`useEditorSelector`). A click
 * that recolours a division patches its path at once (MapView, its own subscription); the panels that
 * follow the document (toolbar, account status, legend…) are told after the frame that shows the new
 * fill, when the browser is idle, in one batch: the ~50 React subscriptions do not run between the
 * click and that frame (ADR 0010, decision 19). Any other change tells them at once, so a panel is
 * never behind an edit made through it (a controlled input must see its own change in its handler).
 */
const IDLE_TIMEOUT_MS = 100;

/**
 * Editors whose changes come from a drag on the map (annotationInput.ts): the panels are told of them
 * once, when the drag ends, so a frame of the drag is the one annotation's redraw and not the panels'
 * (the layers panel, the dragged annotation's fields, the fonts in use) as well. Even an idle
 * callback would not do: a steady pointer leaves no idle time, so its time-out would land in a frame.
 * Nothing is typed into a panel meanwhile, so no controlled input waits for its own change.
 */
const dragging = new WeakSet<Editor>();
const afterDrag = new WeakMap<Editor, () => void>();

export function setDragging(editor: Editor, on: boolean): void {
  if (on) dragging.add(editor);
  else if (dragging.delete(editor)) afterDrag.get(editor)?.();
}

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
  const later = () => whenIdle(onIdle, IDLE_TIMEOUT_MS);
  let held = false;
  const unsubscribe = editor.subscribe((change) => {
    if (dragging.has(editor)) {
      held = true;
      return;
    }
    if (!isRecolour(change)) return notifyAll();
    if (due) return;
    due = true;
    later();
  });
  afterDrag.set(editor, () => {
    if (!held) return;
    held = false;
    due = true;
    later();
  });
  return {
    listeners,
    stop: () => {
      due = false;
      afterDrag.delete(editor);
      unsubscribe();
    },
  };
}

function isRecolour(change: EditorChange): boolean {
  return change.document !== null && change.session.size === 0 && isFillsOnly(change.document);
}
