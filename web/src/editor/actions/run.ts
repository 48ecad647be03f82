import type { ActionContext, ActionTrigger, EditorAction } from './types';

/** Whether an action may run now (its `enabled`, else always). */
export function isEnabled(action: EditorAction, ctx: ActionContext): boolean {
  return action.enabled ? action.enabled(ctx) : true;
}

/** Runs an action if it is enabled; returns whether it ran. */
export function runAction(action: EditorAction, ctx: ActionContext, trigger?: ActionTrigger): boolean {
  if (!isEnabled(action, ctx)) return false;
  action.perform(ctx, trigger);
  return true;
}
