import { FEATURES } from '../features';
import { redo, undo } from './history';
import { isEnabled } from './run';
import { deselect, nudgeDown, nudgeLeft, nudgeRight, nudgeUp, resetOffset } from './selection';
import { effectiveShortcuts, type ShortcutPrefs } from './shortcutPrefs';
import { matchesShortcut, type KeyLike } from './shortcuts';
import { moveTool, paintTool, selectAreaTool, zoomInsetTool } from './tools';
import type { ActionContext, ActionGroup, ActionScope, EditorAction } from './types';
import { findDivision, resetView, showHelp, zoomIn, zoomOut } from './view';

/** The groups in the order the help and the menu list them. */
export const GROUP_ORDER: readonly ActionGroup[] = [
  'history',
  'tools',
  'levels',
  'map',
  'view',
  'selection',
  'file',
  'help',
];

/** The editor's own actions, beside the features': history, the toolbar's tools, the view, the selection. */
const CHROME_ACTIONS: readonly EditorAction[] = [
  undo,
  redo,
  paintTool,
  moveTool,
  selectAreaTool,
  zoomInsetTool,
  zoomIn,
  zoomOut,
  resetView,
  findDivision,
  nudgeUp,
  nudgeDown,
  nudgeLeft,
  nudgeRight,
  resetOffset,
  deselect,
  showHelp,
];

/**
 * Every user action of the desktop editor, in the order the help panel lists them: by group, and in
 * a group the editor's own first, then each feature's in the order of FEATURES (features/index.ts).
 */
export const ACTIONS: readonly EditorAction[] = [
  ...CHROME_ACTIONS,
  ...FEATURES.flatMap((feature) => feature.actions),
].sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));

export function actionByName(name: string): EditorAction {
  const action = ACTIONS.find((a) => a.name === name);
  if (!action) throw new Error(`No action ${name}`);
  return action;
}

/**
 * The action a key event triggers, if any, with the person's shortcut preferences. In a scope (the map
 * has focus) that scope's actions come first; outside it they do not answer at all.
 */
export function actionForKey(
  event: KeyLike,
  actions: readonly EditorAction[] = ACTIONS,
  { prefs, scope, ctx }: { prefs?: ShortcutPrefs; scope?: ActionScope; ctx?: ActionContext } = {},
): EditorAction | undefined {
  const matches = actions.filter((action) =>
    (prefs ? effectiveShortcuts(action, prefs) : (action.shortcuts ?? [])).some((s) =>
      matchesShortcut(s, event),
    ),
  );
  const first = ctx && matches.find((action) => action.takesKeysFirst?.(ctx) && isEnabled(action, ctx));
  if (first) return first;
  return (
    (scope && matches.find((action) => action.scope === scope)) ??
    matches.find((action) => action.scope === undefined)
  );
}
