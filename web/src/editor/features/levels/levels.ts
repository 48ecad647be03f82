import { setActiveLevel, setShow } from '@mapwright/core/document/operations/levels';
import { showOf, type Show } from '@mapwright/core/document/show';
import type { ActionContext, EditorAction } from '../../actions/types';

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
export const showBoth = showAction('showBoth', 'both', '3', 'Show both levels', 'both');

/**
 * Which level a click paints while both are shown (the toolbar's "Clicks paint" switch; decision
 * "With both levels shown, both levels' paint shows"):
 * the provinces (a click on a district paints its province) or the districts themselves. Choosing a
 * level shows it, as setActiveLevel does.
 */
function paintLevelAction(name: string, level: 1 | 2, label: string): EditorAction {
  return {
    name,
    label,
    icon: level === 1 ? 'level1' : 'level2',
    group: 'levels',
    enabled: (ctx) => ctx.geometry.levels[level].available,
    active: ({ editor }) => editor.document.activeLevel === level,
    perform: ({ editor }) => void editor.apply(setActiveLevel, level),
  };
}

export const paintLevel1 = paintLevelAction('paintLevel1', 1, 'Clicks paint level 1');
export const paintLevel2 = paintLevelAction('paintLevel2', 2, 'Clicks paint level 2');
