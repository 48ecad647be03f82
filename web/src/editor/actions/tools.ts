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

export const selectAreaTool: EditorAction = {
  name: 'selectAreaTool',
  label: 'Select area: drag a loop around divisions to select them (Shift adds to the selection)',
  touchLabel: 'Select area: draw a loop around divisions with a finger to select them',
  icon: 'lasso',
  group: 'tools',
  shortcuts: ['L'],
  active: ({ editor }) => editor.session.tool === 'select',
  perform: ({ editor }) => editor.setTool('select'),
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
