import type { EditorAction } from '../../actions/types';

export const saveJson: EditorAction = {
  name: 'saveJson',
  label: 'Save the map as a .json file',
  icon: 'save',
  group: 'file',
  shortcuts: ['Mod+S'],
  perform: ({ ui }) => ui.saveFile(),
};

export const openJson: EditorAction = {
  name: 'openJson',
  label: 'Open a map from a .json file',
  icon: 'open',
  group: 'file',
  shortcuts: ['Mod+O'],
  perform: ({ ui }) => ui.openFile(),
};

/** Leaves for /Custom, where a file of constituencies, wards or postcode areas becomes a map of its own. */
export const useOwnBoundaries: EditorAction = {
  name: 'useOwnBoundaries',
  label: 'Use your own boundaries',
  icon: 'layers',
  group: 'file',
  perform: ({ ui }) => ui.openOwnBoundaries(),
};

/** Starts over; one undo step, so it needs no confirmation dialog. Another map, whose downloads count anew. */
export const newMap: EditorAction = {
  name: 'newMap',
  label: 'New map (undoable)',
  icon: 'new',
  group: 'file',
  shortcuts: ['Alt+N'],
  perform: ({ editor, ui }) => {
    if (editor.newMap()) ui.notify('Started a new map. Undo brings the old one back.');
  },
};
