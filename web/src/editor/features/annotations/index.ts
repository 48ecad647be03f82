import type { Feature } from '../feature';
import {
  bringForward,
  copyAnnotation,
  deleteAnnotation,
  duplicateAnnotation,
  pasteAnnotation,
  sendBackward,
} from './annotationEdit';
import { chartTool, dotTool, emojiTool, noteTool, textTool } from './annotationTools';

export { anchorGeometryOf } from './commands';

/** Texts, dots, notes, emoji and charts placed on the map, and the layers panel that orders them. */
export const annotations: Feature = {
  name: 'annotations',
  actions: [
    textTool,
    dotTool,
    noteTool,
    emojiTool,
    chartTool,
    deleteAnnotation,
    duplicateAnnotation,
    copyAnnotation,
    pasteAnnotation,
    bringForward,
    sendBackward,
  ],
  panels: ['AnnotationPanel', 'LayersPanel'],
};
