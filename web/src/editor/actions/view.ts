import { fitMapToFrame } from '@mapwright/core/document/operations/frame';
import { zoomAt } from '@mapwright/core/document/operations/placement';
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

/**
 * "Fit the map to the frame": the levels on show as large as they go inside the margins, centred. The
 * name stays `resetView` so shortcuts people have set for it keep working.
 */
export const resetView: EditorAction = {
  name: 'resetView',
  label: 'Fit the map to the frame',
  icon: 'reset',
  group: 'view',
  shortcuts: ['0'],
  perform: ({ editor }) => void editor.apply(fitMapToFrame),
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
