import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionLabel } from '../actions/actionLabels';
import { ACTIONS } from '../actions/registry';
import { isEnabled, runAction } from '../actions/run';
import { effectiveShortcuts } from '../actions/shortcutPrefs';
import { useShortcutPrefs } from '../actions/shortcutPrefsStore';
import { formatShortcut, IS_MAC } from '../actions/shortcuts';
import type { ActionContext } from '../actions/types';

/** The map's own keys (Enter paints the focused division…) act on the map, not from a menu. */
const MENU_ACTIONS = ACTIONS.filter((action) => action.scope === undefined);

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** Focuses an item by index, wrapping around (-1 is the last). */
function focusMenuItem(list: readonly HTMLElement[], index: number): void {
  if (list.length > 0) list[(index + list.length) % list.length]?.focus();
}

/** Which item takes focus when the menu opens: Up arrow on the button opens it at the end. */
type OpenAt = 'first' | 'last';

/**
 * Every action in one list (the toolbar shows only the frequent ones), with its shortcut. A WAI-ARIA
 * menu button: Enter, Space or Down opens it on the first item and Up on the last; in it, Up and
 * Down move (wrapping), Home and End jump, a letter goes to the next item starting with it, Esc
 * closes it and gives the focus back to the button, Tab closes it and moves on. Unavailable actions
 * stay in the list (aria-disabled) so people can learn they exist.
 */
export function ActionMenu({ ctx }: { ctx: ActionContext }) {
  const { t } = useTranslation('editor');
  const labelOf = useActionLabel();
  const [openAt, setOpenAt] = useState<OpenAt | null>(null);
  const open = openAt !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const prefs = useShortcutPrefs();

  const items = () => menuItems(rootRef.current);
  const focusItem = (index: number) => focusMenuItem(items(), index);

  useEffect(() => {
    if (!openAt) return;
    focusMenuItem(menuItems(rootRef.current), openAt === 'first' ? 0 : -1);
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openAt]);

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpenAt(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') focusItem(at + 1);
    else if (e.key === 'ArrowUp') focusItem(at - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(-1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') return close(false);
    else if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Typeahead: the next item after this one whose label starts with the letter.
      const letter = e.key.toLowerCase();
      const order = list.map((_, i) => list[(at + 1 + i) % list.length]);
      order.find((item) => item?.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
    } else return;
    // Handled here: the editor's own shortcuts (arrows nudge, letters switch tools) stay quiet.
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className="action-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tool-button tool-button--text"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpenAt('first'))}
        onKeyDown={onButtonKey}
      >
        {t('toolbar.menu')}
      </button>
      {open && (
        <div
          id={menuId}
          className="action-menu__list"
          role="menu"
          aria-label={t('toolbar.allActions')}
          onKeyDown={onMenuKey}
        >
          {MENU_ACTIONS.map((action) => {
            const enabled = isEnabled(action, ctx);
            const [shortcut] = effectiveShortcuts(action, prefs);
            return (
              <button
                key={action.name}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={!enabled || undefined}
                onClick={() => {
                  if (!enabled) return;
                  // The focus goes back to the button first; an action that moves it (a dialog, the
                  // search box) then takes it from there.
                  close(true);
                  runAction(action, ctx);
                }}
              >
                <span>{labelOf(action)}</span>
                {shortcut && <kbd>{formatShortcut(shortcut, IS_MAC)}</kbd>}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
