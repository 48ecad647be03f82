import { moveNoteTarget } from '@mapwright/core/document/operations/annotations';
import type { Editor } from '@mapwright/core/editor/editor';
import { converterOf, nudgeAnnotations, placeAnnotation } from '../features/annotations/commands';
import { scheduleFrame } from '../canvas/frameScheduler';
import type { CountryGeometry } from '../data/countryGeometry';
import { labelUiOf } from '../features/labels/labelUi';
import { pickAt } from '../features/labels/pickInput';
import { gestureStep } from './gestureStep';
import { paintAt, revertAt } from '../features/paint/paintInput';
import type { EditHost, TimeHost } from './tools/host';

/**
 * The tools' edits of the document, the same on the desktop, the phone and in the tools' unit tests:
 * a click paints (or picks a label while the Labels section picks), a double-click reverts, an
 * annotation tool places, a drag moves annotations and note targets, a gesture is one undo step.
 * The zoom inset needs the drawn surface, so each host adds its own.
 */
export function editsOf(editor: Editor, geometry: CountryGeometry): Omit<EditHost, 'addZoomInset'> {
  return {
    editor,
    paintAt: (hit) => pickAt(editor, geometry.projected, hit) ?? paintAt(editor, geometry, hit),
    revertAt: (hit) => {
      if (labelUiOf(editor).state.picking === null) revertAt(editor, geometry, hit);
    },
    placeAnnotation: (type, at) => void placeAnnotation(editor, geometry, type, at),
    nudgeAnnotations: (ids, dx, dy) => nudgeAnnotations(editor, geometry, ids, dx, dy),
    moveNoteTarget: (id, dx, dy) => editor.apply(moveNoteTarget, id, dx, dy, converterOf(editor, geometry)),
    gestureStep: (apply, onLive) => gestureStep(editor, apply, onLive),
  };
}

/** The page's clock: animation frames through the one frame scheduler, timers through setTimeout. */
export const pageClock: Pick<TimeHost, 'schedule' | 'later'> = {
  schedule: scheduleFrame,
  later(ms, task) {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};
