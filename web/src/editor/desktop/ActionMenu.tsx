import { useEffect, useRef, useState } from 'react';
import { ACTIONS, isEnabled, runAction } from '../actions/registry';
import { formatShortcut, IS_MAC } from '../actions/shortcuts';
import type { ActionContext } from '../actions/types';

/** Every action in one list (the toolbar shows only the frequent ones), with its shortcut. */
export function ActionMenu({ ctx }: { ctx: ActionContext }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="action-menu"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          e.preventDefault();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="tool-button tool-button--text"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Menu
      </button>
      {open && (
        <div className="action-menu__list" role="menu" aria-label="All actions">
          {ACTIONS.map((action) => (
            <button
              key={action.name}
              type="button"
              role="menuitem"
              disabled={!isEnabled(action, ctx)}
              onClick={() => {
                setOpen(false);
                runAction(action, ctx);
              }}
            >
              <span>{action.label}</span>
              {action.shortcuts?.[0] && <kbd>{formatShortcut(action.shortcuts[0], IS_MAC)}</kbd>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
