import type { EditorAction } from './types';

export const paintTool: EditorAction = {
  name: 'paintTool',
  label: 'Paint tool: click colours a division, double-click reverts it',
  icon: 'paint',
  group: 'tools',
  shortcuts: ['B', 'P'],
  active: ({ editor }) => editor.session.tool === 'paint',
  perform: ({ editor }) => editor.setTool('paint'),
};

export const moveTool: EditorAction = {
  name: 'moveTool',
  label: 'Move tool: drag the legend, the title or a single division',
  icon: 'move',
  group: 'tools',
  shortcuts: ['V', 'M'],
  active: ({ editor }) => editor.session.tool === 'move',
  perform: ({ editor }) => editor.setTool('move'),
};
