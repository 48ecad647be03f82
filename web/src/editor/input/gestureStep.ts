import type { Editor } from '@mapwright/core/editor/editor';
import { cancelFrameTask } from '../canvas/frameScheduler';
import { setDragging } from '../state/idleNotify';

/**
 * The life of a gesture that changes the document while it moves (a drag of the map or of what the
 * move tool pressed, a pinch, an annotation's drag), the same in every input module:
 *
 * - start: the gesture opens one undo step, the panels hear of its changes once, when it ends
 *   (idleNotify's setDragging), and the view is told the map is moving;
 * - end: the moves still waiting for a frame (`apply`, scheduled with scheduleFrame) are applied at
 *   once, then the step is closed, the panels told, and the view drawn at rest.
 */
export interface GestureStep {
  start(): void;
  end(): void;
}

export function gestureStep(
  editor: Editor,
  /** Applies the moves summed since the last frame (the module's frame task). */
  apply: () => void,
  /** The map started moving (true) or came to rest (false): MapView.setLive, or an overlay's lift. */
  onLive: (live: boolean) => void,
): GestureStep {
  return {
    start() {
      editor.beginGesture();
      setDragging(editor, true);
      onLive(true);
    },
    end() {
      cancelFrameTask(apply);
      apply();
      editor.mark();
      setDragging(editor, false);
      onLive(false);
    },
  };
}
