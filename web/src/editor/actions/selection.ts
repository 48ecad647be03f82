import { resetDivisionOffset } from '@mapwright/core/document/operations/division-offset';
import { moveElement } from '@mapwright/core/document/operations/move-element';
import { nudgeVector, type NudgeDirection } from '@mapwright/core/document/operations/nudge';
import type { EditorAction } from './types';

/** Arrow keys move the selected element, or the map when nothing is selected; one undo step per press. */
function nudge(direction: NudgeDirection, label: string, key: string): EditorAction {
  return {
    name: `nudge${direction[0]?.toUpperCase()}${direction.slice(1)}`,
    label: `${label} (Shift: 10 px)`,
    icon: 'arrow',
    group: 'selection',
    shortcuts: [key, `Shift+${key}`],
    perform: ({ editor, ui }, trigger) => {
      const large = trigger?.shiftKey ?? false;
      if (editor.session.selection) {
        editor.nudgeSelection(direction, { large, mapScale: ui.mapScale() });
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

export const deselect: EditorAction = {
  name: 'deselect',
  label: 'Clear the selection',
  icon: 'deselect',
  group: 'selection',
  shortcuts: ['Escape'],
  enabled: ({ editor }) => editor.session.selection !== null,
  perform: ({ editor }) => editor.select(null),
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
