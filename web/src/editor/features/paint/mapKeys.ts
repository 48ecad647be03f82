import type { FocusDirection } from '../../input/divisionFocus';
import type { EditorAction } from '../../actions/types';

/**
 * The map's own keys, for painting without a pointer. They work while the map has keyboard focus
 * (Tab to it, or choose a search result): arrows move between divisions, Enter paints the focused
 * one with the current colour (a whole state when clicks colour whole states), Delete reverts it.
 */
export const paintFocused: EditorAction = {
  name: 'paintFocused',
  label: 'Paint the focused division with the current colour',
  icon: 'paint',
  group: 'map',
  scope: 'map',
  shortcuts: ['Enter'],
  perform: ({ ui }) => ui.mapFocus()?.paint(),
};

export const revertFocused: EditorAction = {
  name: 'revertFocused',
  label: 'Revert the focused division',
  icon: 'undo',
  group: 'map',
  scope: 'map',
  shortcuts: ['Delete', 'Backspace'],
  perform: ({ ui }) => ui.mapFocus()?.revert(),
};

function focusMove(direction: FocusDirection, label: string, key: string): EditorAction {
  return {
    name: `focus${direction[0]?.toUpperCase()}${direction.slice(1)}`,
    label,
    icon: 'arrow',
    group: 'map',
    scope: 'map',
    shortcuts: [key],
    perform: ({ ui }) => ui.mapFocus()?.move(direction),
  };
}

export const focusUp = focusMove('up', 'Go to the division above', 'ArrowUp');
export const focusDown = focusMove('down', 'Go to the division below', 'ArrowDown');
export const focusLeft = focusMove('left', 'Go to the division on the left', 'ArrowLeft');
export const focusRight = focusMove('right', 'Go to the division on the right', 'ArrowRight');
