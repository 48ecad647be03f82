import { useCallback, useSyncExternalStore } from 'react';
import { useEditorServices } from '../state/EditorContext';
import { selectionOf } from './annotationSelection';

/** The ids of the selected annotations; re-renders when the selection changes. */
export function useAnnotationSelection(): readonly string[] {
  const { editor } = useEditorServices();
  const selection = selectionOf(editor);
  const subscribe = useCallback((notify: () => void) => selection.subscribe(notify), [selection]);
  return useSyncExternalStore(subscribe, () => selection.ids);
}
