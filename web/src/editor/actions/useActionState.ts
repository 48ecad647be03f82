import { isEnabled } from './run';
import type { ActionContext, EditorAction } from './types';
import { useEditorSelector } from '../state/EditorContext';

/** Enabled/active state of an action, re-rendered when the editor changes them. */
export function useActionState(
  action: EditorAction,
  ctx: ActionContext,
): { enabled: boolean; active: boolean } {
  const enabled = useEditorSelector(() => isEnabled(action, ctx));
  const active = useEditorSelector(() => action.active?.(ctx) ?? false);
  return { enabled, active };
}
