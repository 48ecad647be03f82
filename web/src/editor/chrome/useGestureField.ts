import { useMemo } from 'react';
import type { Editor } from '@mapwright/core/editor/editor';

/**
 * Typing in a field or dragging a slider sends a change per keystroke or step; between focus and
 * blur (or press and release) they form one undo step, as a drag on the map does.
 */
export function useGestureField(editor: Editor) {
  return useMemo(
    () => ({
      onFocus: () => editor.beginGesture(),
      onBlur: () => editor.mark(),
      onPointerUp: () => editor.mark(),
    }),
    [editor],
  );
}
