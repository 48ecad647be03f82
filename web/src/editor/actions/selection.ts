import { attributionOfDrawnLevels } from '@mapwright/core/geodata/attribution';
import { drawnKeyOffset } from '@mapwright/core/render/legend-placement';
import { resetDivisionOffset } from '@mapwright/core/document/operations/division-offset';
import { moveElement } from '@mapwright/core/document/operations/move-element';
import { nudgeVector, type NudgeDirection } from '@mapwright/core/document/operations/nudge';
import { selectionOf } from '../annotations/annotationSelection';
import { nudgeAnnotations } from '../features/annotations/commands';
import { labelUiOf } from '../features/labels/labelUi';
import type { ActionContext, EditorAction } from './types';

const annotationsSelected = ({ editor }: ActionContext) => selectionOf(editor).size > 0;

/** Arrow keys move the selected element, or the map when nothing is selected; one undo step per press. */
function nudge(direction: NudgeDirection, label: string, key: string): EditorAction {
  return {
    name: `nudge${direction[0]?.toUpperCase()}${direction.slice(1)}`,
    label: `${label} (Shift: 10 px)`,
    icon: 'arrow',
    group: 'selection',
    shortcuts: [key, `Shift+${key}`],
    // Selected annotations take the arrows even while the map has focus (where they move between divisions).
    takesKeysFirst: annotationsSelected,
    perform: ({ editor, geometry, ui }, trigger) => {
      const large = trigger?.shiftKey ?? false;
      const annotations = selectionOf(editor).ids;
      if (annotations.length > 0) {
        const { dx, dy } = nudgeVector(direction, large);
        nudgeAnnotations(editor, geometry, annotations, dx, dy);
      } else if (editor.session.selection) {
        const { kind } = editor.session.selection;
        // A legend or heat bar the editor placed moves from where it is drawn.
        const from =
          kind === 'legend' || kind === 'heatBar'
            ? drawnKeyOffset(
                editor.document,
                geometry.projected,
                attributionOfDrawnLevels(geometry.entry, editor.document),
                kind,
              )
            : undefined;
        editor.nudgeSelection(direction, { large, mapScale: ui.mapScale(), ...(from && { from }) });
      } else {
        const { dx, dy } = nudgeVector(direction, large);
        editor.apply(moveElement, { kind: 'map' }, dx, dy);
      }
    },
  };
}

export const nudgeUp = nudge('up', 'Nudge up', 'ArrowUp');
export const nudgeDown = nudge('down', 'Nudge down', 'ArrowDown');
export const nudgeLeft = nudge('left', 'Nudge left', 'ArrowLeft');
export const nudgeRight = nudge('right', 'Nudge right', 'ArrowRight');

/** Esc clears the selection; with an annotation tool chosen it also goes back to the paint tool. */
export const deselect: EditorAction = {
  name: 'deselect',
  label: 'Clear the selection, leave an annotation tool',
  icon: 'deselect',
  group: 'selection',
  shortcuts: ['Escape'],
  enabled: ({ editor }) =>
    editor.session.selection !== null ||
    labelUiOf(editor).state.selected !== null ||
    !['paint', 'move', 'select'].includes(editor.session.tool),
  perform: ({ editor }) => {
    selectionOf(editor).clear();
    editor.select(null);
    labelUiOf(editor).select(null);
    if (!['paint', 'move', 'select'].includes(editor.session.tool)) editor.setTool('paint');
  },
};

export const resetOffset: EditorAction = {
  name: 'resetOffset',
  label: 'Reset the offset of the selected division',
  icon: 'offset',
  group: 'selection',
  shortcuts: ['R'],
  enabled: ({ editor }) => {
    const s = editor.session.selection;
    return s?.kind === 'division' && Object.hasOwn(editor.document.levels[s.level].offsets, s.id);
  },
  perform: ({ editor }) => {
    const s = editor.session.selection;
    if (s?.kind === 'division') editor.apply(resetDivisionOffset, s.level, s.id);
  },
};
