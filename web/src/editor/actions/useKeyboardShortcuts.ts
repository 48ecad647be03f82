import { useEffect } from 'react';
import { actionForKey } from './registry';
import { runAction } from './run';
import { getShortcutPrefs } from './shortcutPrefsStore';
import { isControlTarget, isTypingTarget } from './shortcuts';
import type { ActionContext } from './types';

/** The map surface marks itself so: keys pressed while it has focus reach the map's own actions first. */
export const MAP_SCOPE_ATTRIBUTE = 'data-keyboard-scope';

/**
 * The one keyboard handler: finds the action whose shortcut matches (with the person's shortcut
 * preferences) and runs it. Keys typed into a text field or a text on the map stay there, and an
 * open dialog (help) keeps its own keys; so does a modal dialog even when focus has left it (the page
 * behind is inert, and Esc must reach the dialog, not clear the selection behind it).
 */
export function useKeyboardShortcuts(ctx: ActionContext, before?: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      // While a text on the map is typed into, every key is that text's (issue 31), wherever the
      // focus went meanwhile.
      if (ctx.editor.session.editing) return;
      // Enter and Space on a focused button or link activate it, whatever the editor declares.
      if ((event.key === 'Enter' || event.key === ' ') && isControlTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      if (document.querySelector('dialog:modal')) return;
      const scope =
        event.target instanceof Element && event.target.closest(`[${MAP_SCOPE_ATTRIBUTE}="map"]`)
          ? 'map'
          : undefined;
      const action = actionForKey(event, undefined, { prefs: getShortcutPrefs(), scope, ctx });
      if (!action || action.nativeKeys) return;
      event.preventDefault();
      before?.();
      runAction(action, ctx, { shiftKey: event.shiftKey });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ctx, before]);
}
