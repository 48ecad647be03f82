import type { EditorAction } from '../../actions/types';

/** Opens the export dialog (PNG, SVG, PDF); the download itself is granted by the server there. */
export const exportMap: EditorAction = {
  name: 'exportMap',
  label: 'Download the map (PNG, SVG, PDF)',
  icon: 'download',
  group: 'file',
  shortcuts: ['Mod+E'],
  perform: ({ ui }) => ui.openExport(),
};
