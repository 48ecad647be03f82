import { useEffect } from 'react';
import { actionForKey, runAction } from './registry';
import { isTypingTarget } from './shortcuts';
import type { ActionContext } from './types';

/**
 * The one keyboard handler: finds the action whose shortcut matches and runs it. Keys typed into a
 * text field stay there, and an open dialog (help) keeps its own keys.
 */
export function useKeyboardShortcuts(ctx: ActionContext, before?: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      const action = actionForKey(event);
      if (!action) return;
      event.preventDefault();
      before?.();
      runAction(action, ctx, { shiftKey: event.shiftKey });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ctx, before]);
}
