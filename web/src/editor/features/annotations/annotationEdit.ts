import { selectionOf } from '../../annotations/annotationSelection';
import { deleteAnnotations, duplicateSelected, moveAnnotationInStack } from './commands';
import type { ActionContext, EditorAction } from '../../actions/types';

const hasSelection = ({ editor }: ActionContext) => selectionOf(editor).size > 0;

/** Delete or Backspace removes the selected annotations (before the map's own Delete, which reverts a division). */
export const deleteAnnotation: EditorAction = {
  name: 'deleteAnnotation',
  label: 'Delete the selected annotations',
  icon: 'trash',
  group: 'selection',
  shortcuts: ['Delete', 'Backspace'],
  enabled: hasSelection,
  takesKeysFirst: hasSelection,
  perform: ({ editor }) => void deleteAnnotations(editor, selectionOf(editor).ids),
};

export const duplicateAnnotation: EditorAction = {
  name: 'duplicateAnnotation',
  label: 'Duplicate the selected annotations',
  icon: 'duplicate',
  group: 'selection',
  shortcuts: ['Mod+D'],
  enabled: hasSelection,
  perform: ({ editor, geometry }) => void duplicateSelected(editor, geometry),
};

/**
 * Copy and paste go through the system clipboard as JSON, so they work between two maps (two tabs,
 * two countries). The keys are the browser's own: the keyboard handler lets them through and the
 * copy and paste events carry the data (annotations/clipboard.ts), which needs no permission.
 */
export const copyAnnotation: EditorAction = {
  name: 'copyAnnotation',
  label: 'Copy the selected annotations',
  icon: 'copy',
  group: 'selection',
  shortcuts: ['Mod+C'],
  nativeKeys: true,
  enabled: hasSelection,
  perform: ({ ui }) => ui.copyAnnotations(),
};

export const pasteAnnotation: EditorAction = {
  name: 'pasteAnnotation',
  label: 'Paste annotations (also from another map)',
  icon: 'paste',
  group: 'selection',
  shortcuts: ['Mod+V'],
  nativeKeys: true,
  perform: ({ ui }) => ui.pasteAnnotations(),
};

export const bringForward: EditorAction = {
  name: 'bringForward',
  label: 'Bring the selected annotations forward',
  icon: 'forward',
  group: 'selection',
  shortcuts: ['Mod+]'],
  enabled: hasSelection,
  perform: ({ editor }) => void moveAnnotationInStack(editor, selectionOf(editor).ids, 1),
};

export const sendBackward: EditorAction = {
  name: 'sendBackward',
  label: 'Send the selected annotations backward',
  icon: 'backward',
  group: 'selection',
  shortcuts: ['Mod+['],
  enabled: hasSelection,
  perform: ({ editor }) => void moveAnnotationInStack(editor, selectionOf(editor).ids, -1),
};
