import { MAX_ZOOM_INSETS } from '@mapwright/core/document/insets';
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

/**
 * The zoom inset tool (decision "A drawn zoom inset is placed in the nearest free corner"): a drag over
 * a crowded part of the map makes a magnified copy of it in a box on the map.
 */
export const zoomInsetTool: EditorAction = {
  name: 'zoomInsetTool',
  label: 'Zoom inset tool: drag a rectangle over a crowded area to show it magnified in a box',
  touchLabel: 'Zoom inset tool: drag a finger over a crowded area to show it magnified in a box',
  icon: 'zoomInset',
  group: 'tools',
  shortcuts: ['I'],
  enabled: ({ editor }) => editor.document.zoomInsets.length < MAX_ZOOM_INSETS,
  active: ({ editor }) => editor.session.tool === 'zoomInset',
  perform: ({ editor }) => editor.setTool('zoomInset'),
};
