import { useState, type KeyboardEvent } from 'react';
import { ACTIONS } from '../actions/registry';
import {
  actionUsing,
  effectiveShortcuts,
  shortcutOfEvent,
  withCustomShortcut,
  type ShortcutPrefs,
} from '../actions/shortcutPrefs';
import { setShortcutPrefs, useShortcutPrefs } from '../actions/shortcutPrefsStore';
import { formatShortcut, IS_MAC } from '../actions/shortcuts';
import type { ActionGroup, EditorAction } from '../actions/types';
import { ModalDialog } from '../../components/ModalDialog';

const GROUP_TITLES: Readonly<Record<ActionGroup, string>> = {
  history: 'History',
  tools: 'Tools',
  levels: 'Levels',
  map: 'On the map (Tab to it)',
  view: 'View',
  selection: 'Selection',
  file: 'File',
  help: 'Help',
};

/**
 * The shortcut list, generated from the action registry so it can never disagree with the keys, and
 * the shortcut settings: single-key shortcuts on or off (WCAG 2.1.4) and a shortcut of one's own per
 * action, both remembered in the browser.
 */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const prefs = useShortcutPrefs();
  const [recording, setRecording] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const update = (next: ShortcutPrefs, said: string) => {
    setShortcutPrefs(next);
    setMessage(said);
  };

  const groups = Object.keys(GROUP_TITLES) as ActionGroup[];
  return (
    <ModalDialog
      open={open}
      className="help-dialog modal"
      labelledBy="help-title"
      onClose={() => {
        setRecording(null);
        setMessage('');
        onClose();
      }}
    >
      {/* ModalDialog mounts these only while open: closed, the rows would be hidden copies of every action's name. */}
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
      <section className="help-dialog__settings" aria-labelledby="shortcut-settings-title">
        <h3 id="shortcut-settings-title">Settings</h3>
        <label className="check">
          <input
            type="checkbox"
            checked={prefs.singleKeys}
            aria-describedby="single-keys-note"
            onChange={(e) =>
              update(
                { ...prefs, singleKeys: e.target.checked },
                e.target.checked ? 'Single-key shortcuts are on.' : 'Single-key shortcuts are off.',
              )
            }
          />
          Single-key shortcuts
        </label>
        <p id="single-keys-note" className="help-dialog__note">
          Letters, digits and symbols without Ctrl{IS_MAC ? ' or ⌘' : ''} or Alt (such as B, 1 or ?). Turn
          them off if you use speech input or press keys by accident; the toolbar, the menu and the other
          shortcuts keep working.
        </p>
        {Object.keys(prefs.custom).length > 0 && (
          <button
            type="button"
            className="help-dialog__small-button"
            onClick={() => update({ ...prefs, custom: {} }, 'Every shortcut is back to its default.')}
          >
            Restore every default shortcut
          </button>
        )}
        <p className="help-dialog__status" role="status" data-testid="shortcut-status">
          {message}
        </p>
      </section>
      <div className="help-dialog__body">
        {groups.map((group) => (
          <section key={group}>
            <h3>{GROUP_TITLES[group]}</h3>
            <dl>
              {ACTIONS.filter((a) => a.group === group && a.shortcuts?.length).map((action) => (
                <ShortcutRow
                  key={action.name}
                  action={action}
                  prefs={prefs}
                  recording={recording === action.name}
                  onRecord={(on) => {
                    setRecording(on ? action.name : null);
                    if (on) setMessage(`Press the new shortcut for “${action.label}”, or Esc to keep it.`);
                  }}
                  onChange={update}
                />
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
    </ModalDialog>
  );
}

/** One action: its shortcuts now, and a button to record another (then one to restore its own). */
function ShortcutRow({
  action,
  prefs,
  recording,
  onRecord,
  onChange,
}: {
  action: EditorAction;
  prefs: ShortcutPrefs;
  recording: boolean;
  onRecord: (on: boolean) => void;
  onChange: (next: ShortcutPrefs, said: string) => void;
}) {
  const shortcuts = effectiveShortcuts(action, prefs);
  const custom = Object.hasOwn(prefs.custom, action.name);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!recording) return;
    if (e.key === 'Tab') return onRecord(false);
    // Every other key is the new shortcut (or Esc: keep the old one), not a command of the dialog.
    e.preventDefault();
    e.stopPropagation();
    if (e.key === 'Escape') return onRecord(false);
    const recorded = shortcutOfEvent(e);
    if (recorded.kind === 'none') return;
    if (recorded.kind === 'reserved') {
      onChange(prefs, `${recorded.key} cannot be a shortcut: it moves between controls or closes dialogs.`);
      return;
    }
    const taken = actionUsing(recorded.shortcut, ACTIONS, prefs, action.name);
    const written = formatShortcut(recorded.shortcut, IS_MAC);
    if (taken) {
      onChange(prefs, `${written} is already the shortcut of “${taken.label}”. Press another.`);
      return;
    }
    onRecord(false);
    onChange(
      withCustomShortcut(prefs, action.name, [recorded.shortcut]),
      `“${action.label}” now has the shortcut ${written}.`,
    );
  };

  return (
    <div className="help-dialog__row" data-action-row={action.name}>
      <dt>{action.label}</dt>
      <dd>
        {shortcuts.length > 0 ? (
          shortcuts.map((s) => <kbd key={s}>{formatShortcut(s, IS_MAC)}</kbd>)
        ) : (
          <span className="help-dialog__none">none</span>
        )}
        <button
          type="button"
          className="help-dialog__small-button"
          aria-label={
            recording
              ? `Press keys for the shortcut of ${action.label}`
              : `Change the shortcut of ${action.label}`
          }
          aria-pressed={recording}
          onClick={() => onRecord(!recording)}
          onBlur={() => recording && onRecord(false)}
          onKeyDown={onKeyDown}
        >
          {recording ? 'Press keys' : 'Change'}
        </button>
        {custom && (
          <button
            type="button"
            className="help-dialog__small-button"
            aria-label={`Restore the default shortcut of ${action.label}`}
            onClick={() =>
              onChange(
                withCustomShortcut(prefs, action.name, null),
                `“${action.label}” has its default shortcut again.`,
              )
            }
          >
            Default
          </button>
        )}
      </dd>
    </div>
  );
}
