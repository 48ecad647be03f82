import { setShow } from '@mapwright/core/document/operations/levels';
import { showOf, type Show } from '@mapwright/core/document/show';
import type { ActionContext, EditorAction } from './types';

function available(ctx: ActionContext, show: Show): boolean {
  const { levels } = ctx.geometry;
  if (show === '1') return levels[1].available;
  if (show === '2') return levels[2].available;
  return levels[1].available && levels[2].available;
}

function showAction(
  name: string,
  show: Show,
  key: string,
  label: string,
  icon: EditorAction['icon'],
): EditorAction {
  return {
    name,
    label,
    icon,
    group: 'levels',
    shortcuts: [key],
    enabled: (ctx) => available(ctx, show),
    active: ({ editor }) => showOf(editor.document) === show,
    perform: ({ editor }) => void editor.apply(setShow, show),
  };
}

// The toolbar shows '1', '2' and 'Both' on these buttons: their names contain that text, so people
// who name a button by what they see (voice control) reach it (WCAG 2.5.3).
export const showLevel1 = showAction('showLevel1', '1', '1', 'Show level 1', 'level1');
export const showLevel2 = showAction('showLevel2', '2', '2', 'Show level 2', 'level2');
export const showBoth = showAction('showBoth', 'both', '3', 'Show both levels (level 1 as outlines)', 'both');
