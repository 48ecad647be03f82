import { saveToAccount } from './account';
import { importData } from './data';
import { exportMap } from './export';
import { newMap, openJson, saveJson } from './file';
import { redo, undo } from './history';
import { showBoth, showLevel1, showLevel2 } from './levels';
import { deselect, nudgeDown, nudgeLeft, nudgeRight, nudgeUp, resetOffset } from './selection';
import { moveTool, paintTool } from './tools';
import type { ActionContext, ActionTrigger, EditorAction } from './types';
import { findDivision, resetView, showHelp, zoomIn, zoomOut } from './view';
import { matchesShortcut, type KeyLike } from './shortcuts';

/** Every user action of the desktop editor, in the order the help panel lists them. */
export const ACTIONS: readonly EditorAction[] = [
  undo,
  redo,
  paintTool,
  moveTool,
  showLevel1,
  showLevel2,
  showBoth,
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
  newMap,
  saveJson,
  openJson,
  importData,
  saveToAccount,
  exportMap,
  showHelp,
];

export function actionByName(name: string): EditorAction {
  const action = ACTIONS.find((a) => a.name === name);
  if (!action) throw new Error(`No action ${name}`);
  return action;
}

/** The action a key event triggers, if any. */
export function actionForKey(
  event: KeyLike,
  actions: readonly EditorAction[] = ACTIONS,
): EditorAction | undefined {
  return actions.find((action) => action.shortcuts?.some((s) => matchesShortcut(s, event)));
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
