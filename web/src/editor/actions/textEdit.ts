import { editTargetOf } from '@mapwright/core/editor/edit-target';
import { selectionOf } from '../annotations/annotationSelection';
import type { ActionContext, EditorAction } from './types';

/** What Enter or F2 would edit now: one selected text, note or chart, or the selected title. */
function targetOf({ editor }: ActionContext) {
  if (selectionOf(editor).size > 1 || editor.session.editing) return null;
  return editTargetOf(editor.document, editor.session.selection);
}

/**
 * Enter or F2 types into the selected text where it is drawn, as in Figma, Slides and tldraw (issue
 * 31); before the map's own Enter, which paints the division the keyboard is on.
 */
export const editSelectedText: EditorAction = {
  name: 'editSelectedText',
  label: 'Edit the selected text on the map',
  icon: 'text',
  group: 'selection',
  shortcuts: ['Enter', 'F2'],
  enabled: (ctx) => targetOf(ctx) !== null,
  takesKeysFirst: (ctx) => targetOf(ctx) !== null,
  perform: (ctx) => {
    const target = targetOf(ctx);
    if (target) ctx.editor.startEditing(target);
  },
};
