import type { AnnotationType } from '@mapwright/core/document/annotations';
import type { IconName } from '../../chrome/icons';
import type { EditorAction } from '../../actions/types';

/**
 * The annotation tools: with one chosen, a click on the map places a new annotation of its type there
 * and selects it (input/annotationInput.ts); Esc goes back to the paint tool.
 */
function annotationTool(type: AnnotationType, label: string, key: string): EditorAction {
  return {
    name: `${type}Tool`,
    label,
    touchLabel: label.replace('click on the map', 'tap the map'),
    icon: type satisfies IconName,
    group: 'tools',
    shortcuts: [key],
    active: ({ editor }) => editor.session.tool === type,
    perform: ({ editor }) => editor.setTool(type),
  };
}

export const textTool = annotationTool('text', 'Text tool: click on the map to place a text', 'T');
export const dotTool = annotationTool('dot', 'Dot tool: click on the map to place a dot', 'D');
export const noteTool = annotationTool('note', 'Note tool: click on the map where the note points', 'N');
export const emojiTool = annotationTool('emoji', 'Emoji tool: click on the map to place an emoji', 'E');
export const chartTool = annotationTool('chart', 'Chart tool: click on the map to place a chart', 'C');
