import { setDataLayer } from '@mapwright/core/document/operations/data-layers';
import type { EditorAction } from '../../actions/types';

/** Import a table into the data map that is on, turning a heat map on first when none is. */
export const importData: EditorAction = {
  name: 'importData',
  label: 'Import data for a heat map, pixel dot map, categories or two variables',
  icon: 'open',
  group: 'file',
  // Not D: that is the Dot tool's key (annotations).
  shortcuts: ['Shift+D'],
  perform: ({ editor, ui }) => {
    const { heatMap, pixelDotMap, categories, bivariate } = editor.document;
    if (!heatMap.active && !pixelDotMap.active && !categories.active && !bivariate.active)
      editor.apply(setDataLayer, 'heatMap', editor.document.activeLevel);
    ui.openDataImport();
  },
};
