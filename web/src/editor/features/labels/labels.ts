import type { DivisionRef } from '@mapwright/core/document/division-ref';
import { setLabelOverride } from '@mapwright/core/document/operations/labels';
import type { Level } from '@mapwright/core/document/schema';
import { labelUiOf } from './labelUi';
import type { ActionContext, EditorAction } from '../../actions/types';

/** The label pressed on the map, while it is still drawn by a level whose labels are on. */
export function selectedLabel({ editor }: ActionContext): DivisionRef | null {
  const selected = labelUiOf(editor).state.selected;
  if (!selected || editor.session.editing) return null;
  return editor.document.labels[selected.level].visible ? selected : null;
}

/**
 * Clicks (taps) pick divisions for a level's labels instead of painting them: the Labels section's
 * "Pick divisions on the map"; once more, painting again.
 */
function pickAction(level: Level): EditorAction {
  return {
    name: `pickLabelDivisions${level}`,
    label: `Pick level ${level} divisions to label by clicking them`,
    touchLabel: `Pick level ${level} divisions to label by tapping them`,
    icon: level === 1 ? 'level1' : 'level2',
    group: 'levels',
    enabled: ({ editor, geometry }) => {
      const labels = editor.document.labels[level];
      return geometry.levels[level].available && labels.visible && labels.which === 'picked';
    },
    active: ({ editor }) => labelUiOf(editor).state.picking === level,
    perform: ({ editor }) => {
      const ui = labelUiOf(editor);
      ui.setPicking(ui.state.picking === level ? null : level);
    },
  };
}

export const pickLabelDivisions1 = pickAction(1);
export const pickLabelDivisions2 = pickAction(2);

/**
 * Types into the label pressed on the map, where it is drawn (Enter and F2 do it too, through
 * editSelectedText, whose keys these are).
 */
export const editSelectedLabel: EditorAction = {
  name: 'editSelectedLabel',
  label: 'Edit the text of the selected label',
  icon: 'text',
  group: 'selection',
  enabled: (ctx) => selectedLabel(ctx) !== null,
  perform: (ctx) => {
    const label = selectedLabel(ctx);
    if (label) ctx.editor.startEditing({ kind: 'label', ...label });
  },
};

/** Hides the label pressed on the map (the Labels section shows it again); one undo step. */
export const hideSelectedLabel: EditorAction = {
  name: 'hideSelectedLabel',
  label: 'Hide the selected label',
  icon: 'eyeOff',
  group: 'selection',
  enabled: (ctx) => selectedLabel(ctx) !== null,
  perform: (ctx) => {
    const label = selectedLabel(ctx);
    if (!label) return;
    ctx.editor.apply(setLabelOverride, label.level, label.id, { hidden: true });
    labelUiOf(ctx.editor).select(null);
  },
};

/** The selected label back to what the core places: its own text, pin and hiding dropped; one step. */
export const resetSelectedLabel: EditorAction = {
  name: 'resetSelectedLabel',
  label: 'Reset the selected label (text, place, hidden)',
  icon: 'reset',
  group: 'selection',
  enabled: (ctx) => {
    const label = selectedLabel(ctx);
    return label !== null && ctx.editor.document.labels[label.level].overrides[label.id] !== undefined;
  },
  perform: (ctx) => {
    const label = selectedLabel(ctx);
    if (!label) return;
    ctx.editor.apply(setLabelOverride, label.level, label.id, {
      text: undefined,
      hidden: undefined,
      position: undefined,
    });
  },
};
