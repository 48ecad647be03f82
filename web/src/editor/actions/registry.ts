import { publishMap, saveToAccount } from '../features/account/account';
import { importData } from '../features/data/data';
import { exportMap } from '../features/export/export';
import { newMap, openJson, saveJson } from '../features/file/file';
import { redo, undo } from './history';
import {
  editSelectedLabel,
  hideSelectedLabel,
  pickLabelDivisions1,
  pickLabelDivisions2,
  resetSelectedLabel,
} from '../features/labels/labels';
import { paintLevel1, paintLevel2, showBoth, showLevel1, showLevel2 } from '../features/levels/levels';
import { deselect, nudgeDown, nudgeLeft, nudgeRight, nudgeUp, resetOffset } from './selection';
import { moveTool, paintTool, selectAreaTool, zoomInsetTool } from './tools';
import { chartTool, dotTool, emojiTool, noteTool, textTool } from '../features/annotations/annotationTools';
import {
  bringForward,
  copyAnnotation,
  deleteAnnotation,
  duplicateAnnotation,
  pasteAnnotation,
  sendBackward,
} from '../features/annotations/annotationEdit';
import { editSelectedText } from '../features/texts/textEdit';
import { groupIntoTerritory, selectDistrictsOfState } from '../features/territories/territories';
import {
  focusDown,
  focusLeft,
  focusRight,
  focusUp,
  paintFocused,
  revertFocused,
} from '../features/paint/mapKeys';
import { effectiveShortcuts, type ShortcutPrefs } from './shortcutPrefs';
import type { ActionContext, ActionScope, ActionTrigger, EditorAction } from './types';
import { findDivision, resetView, showHelp, zoomIn, zoomOut } from './view';
import { matchesShortcut, type KeyLike } from './shortcuts';

/** Every user action of the desktop editor, in the order the help panel lists them. */
export const ACTIONS: readonly EditorAction[] = [
  undo,
  redo,
  paintTool,
  moveTool,
  selectAreaTool,
  zoomInsetTool,
  textTool,
  dotTool,
  noteTool,
  emojiTool,
  chartTool,
  showLevel1,
  showLevel2,
  showBoth,
  paintLevel1,
  paintLevel2,
  pickLabelDivisions1,
  pickLabelDivisions2,
  paintFocused,
  revertFocused,
  focusUp,
  focusDown,
  focusLeft,
  focusRight,
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
  groupIntoTerritory,
  selectDistrictsOfState,
  editSelectedText,
  editSelectedLabel,
  hideSelectedLabel,
  resetSelectedLabel,
  deleteAnnotation,
  duplicateAnnotation,
  copyAnnotation,
  pasteAnnotation,
  bringForward,
  sendBackward,
  newMap,
  saveJson,
  openJson,
  importData,
  saveToAccount,
  publishMap,
  exportMap,
  showHelp,
];

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

export function isEnabled(action: EditorAction, ctx: ActionContext): boolean {
  return action.enabled ? action.enabled(ctx) : true;
}

/** Runs an action if it is enabled; returns whether it ran. */
export function runAction(action: EditorAction, ctx: ActionContext, trigger?: ActionTrigger): boolean {
  if (!isEnabled(action, ctx)) return false;
  action.perform(ctx, trigger);
  return true;
}
