import { resetPlacement, zoomAt } from '@mapwright/core/document/operations/placement';
import type { ActionContext, EditorAction } from './types';

const KEY_ZOOM = 1.25;

function zoomAtCentre({ editor }: ActionContext, factor: number): void {
  const { width, height } = editor.document.frame;
  editor.apply(zoomAt, { x: width / 2, y: height / 2 }, factor);
}

export const zoomIn: EditorAction = {
  name: 'zoomIn',
  label: 'Zoom in',
  icon: 'zoomIn',
  group: 'view',
  shortcuts: ['Plus', '='],
  perform: (ctx) => zoomAtCentre(ctx, KEY_ZOOM),
};

export const zoomOut: EditorAction = {
  name: 'zoomOut',
  label: 'Zoom out',
  icon: 'zoomOut',
  group: 'view',
  shortcuts: ['-'],
  perform: (ctx) => zoomAtCentre(ctx, 1 / KEY_ZOOM),
};

export const resetView: EditorAction = {
  name: 'resetView',
  label: 'Fit the map in the frame again',
  icon: 'reset',
  group: 'view',
  shortcuts: ['0'],
  perform: ({ editor }) => void editor.apply(resetPlacement),
};

export const findDivision: EditorAction = {
  name: 'findDivision',
  label: 'Find a division by name',
  icon: 'search',
  group: 'view',
  shortcuts: ['/', 'Mod+F'],
  perform: ({ ui }) => ui.focusSearch(),
};

export const showHelp: EditorAction = {
  name: 'showHelp',
  label: 'Keyboard shortcuts',
  icon: 'help',
  group: 'help',
  shortcuts: ['?'],
  perform: ({ ui }) => ui.openHelp(),
};
