import { editTargetOf, type EditTarget } from '@mapwright/core/editor/edit-target';
import { selectionOf } from '../../annotations/annotationSelection';
import { selectedLabel } from '../labels';
import type { ActionContext, EditorAction } from '../../actions/types';

/**
 * What Enter or F2 would edit now: one selected text, note or chart, the selected title, or the
 * division label pressed on the map.
 */
function targetOf(ctx: ActionContext): EditTarget | null {
  const { editor } = ctx;
  if (selectionOf(editor).size > 1 || editor.session.editing) return null;
  const label = selectedLabel(ctx);
  if (label) return { kind: 'label', ...label };
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
