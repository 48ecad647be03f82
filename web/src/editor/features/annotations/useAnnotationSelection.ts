import { useCallback, useSyncExternalStore } from 'react';
import { selectedAnnotationIds } from '@mapwright/core/editor/session';
import { useEditorServices } from '../../state/EditorContext';
import { selectionOf } from '../../annotations/annotationSelection';

/** The ids of the selected annotations; re-renders when the selection changes. */
export function useAnnotationSelection(): readonly string[] {
  const { editor } = useEditorServices();
  const subscribe = useCallback((notify: () => void) => selectionOf(editor).subscribe(notify), [editor]);
  return useSyncExternalStore(subscribe, () => selectedAnnotationIds(editor.session));
}
