import { useEffect, useRef } from 'react';
import { ACTIONS } from '../actions/registry';
import { formatShortcut, IS_MAC } from '../actions/shortcuts';
import type { ActionGroup } from '../actions/types';

const GROUP_TITLES: Readonly<Record<ActionGroup, string>> = {
  history: 'History',
  tools: 'Tools',
  levels: 'Levels',
  view: 'View',
  selection: 'Selection',
  file: 'File',
  help: 'Help',
};

/** The shortcut list, generated from the action registry so it can never disagree with the keys. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const groups = Object.keys(GROUP_TITLES) as ActionGroup[];
  return (
    <dialog ref={ref} className="help-dialog modal" aria-labelledby="help-title" onClose={onClose}>
      <header className="help-dialog__header modal__header">
        <h2 id="help-title">Keyboard shortcuts</h2>
        <button
          type="button"
          className="tool-button"
          aria-label="Close"
          title="Close (Esc)"
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div className="help-dialog__body">
        {groups.map((group) => (
          <section key={group}>
            <h3>{GROUP_TITLES[group]}</h3>
            <dl>
              {ACTIONS.filter((a) => a.group === group && a.shortcuts?.length).map((action) => (
                <div key={action.name} className="help-dialog__row">
                  <dt>{action.label}</dt>
                  <dd>
                    {action.shortcuts?.map((s) => (
                      <kbd key={s}>{formatShortcut(s, IS_MAC)}</kbd>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section>
          <h3>Mouse</h3>
          <dl>
            <div className="help-dialog__row">
              <dt>Pan the map</dt>
              <dd>
                <kbd>Shift</kbd> + drag
              </dd>
            </div>
            <div className="help-dialog__row">
              <dt>Zoom around the pointer</dt>
              <dd>Wheel</dd>
            </div>
            <div className="help-dialog__row">
              <dt>Colour / revert a division</dt>
              <dd>Click / double-click</dd>
            </div>
          </dl>
        </section>
      </div>
    </dialog>
  );
}
