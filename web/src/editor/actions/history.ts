import type { EditorAction } from './types';

export const undo: EditorAction = {
  name: 'undo',
  label: 'Undo',
  icon: 'undo',
  group: 'history',
  shortcuts: ['Mod+Z'],
  enabled: ({ editor }) => editor.canUndo,
  perform: ({ editor }) => void editor.undo(),
};

export const redo: EditorAction = {
  name: 'redo',
  label: 'Redo',
  icon: 'redo',
  group: 'history',
  shortcuts: ['Shift+Mod+Z', 'Ctrl+Y'],
  enabled: ({ editor }) => editor.canRedo,
  perform: ({ editor }) => void editor.redo(),
};
