import { useState, type KeyboardEvent } from 'react';
import { ACTIONS, GROUP_ORDER } from '../actions/registry';
import {
  actionUsing,
  effectiveShortcuts,
  shortcutOfEvent,
  withCustomShortcut,
  type ShortcutPrefs,
} from '../actions/shortcutPrefs';
import { setShortcutPrefs, useShortcutPrefs } from '../actions/shortcutPrefsStore';
import { formatShortcut, IS_MAC } from '../actions/shortcuts';
import type { EditorAction } from '../actions/types';
import { ModalDialog } from '../../components/ModalDialog';
import { Trans, useTranslation } from 'react-i18next';
import { useActionLabel } from '../actions/actionLabels';

/**
 * The shortcut list, generated from the action registry so it can never disagree with the keys, and
 * the shortcut settings: single-key shortcuts on or off (WCAG 2.1.4) and a shortcut of one's own per
 * action, both remembered in the browser.
 */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dialogs');
  const labelOf = useActionLabel();
  const prefs = useShortcutPrefs();
  const [recording, setRecording] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const update = (next: ShortcutPrefs, said: string) => {
    setShortcutPrefs(next);
    setMessage(said);
  };

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
        <h2 id="help-title">{t('help.title')}</h2>
        <button
          type="button"
          className="tool-button"
          aria-label={t('close')}
          title={t('closeEsc')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <section className="help-dialog__settings" aria-labelledby="shortcut-settings-title">
        <h3 id="shortcut-settings-title">{t('help.settings')}</h3>
        <label className="check">
          <input
            type="checkbox"
            checked={prefs.singleKeys}
            aria-describedby="single-keys-note"
            onChange={(e) =>
              update(
                { ...prefs, singleKeys: e.target.checked },
                e.target.checked ? t('help.singleOn') : t('help.singleOff'),
              )
            }
          />
          {t('help.single')}
        </label>
        <p id="single-keys-note" className="help-dialog__note">
          {IS_MAC ? t('help.singleNoteMac') : t('help.singleNote')}
        </p>
        {Object.keys(prefs.custom).length > 0 && (
          <button
            type="button"
            className="help-dialog__small-button"
            onClick={() => update({ ...prefs, custom: {} }, t('help.allDefault'))}
          >
            {t('help.restoreAll')}
          </button>
        )}
        <p className="help-dialog__status" role="status" data-testid="shortcut-status">
          {message}
        </p>
      </section>
      <div className="help-dialog__body">
        {GROUP_ORDER.map((group) => (
          <section key={group}>
            <h3>{t(`help.groups.${group}`)}</h3>
            <dl>
              {ACTIONS.filter((a) => a.group === group && a.shortcuts?.length).map((action) => (
                <ShortcutRow
                  key={action.name}
                  action={action}
                  prefs={prefs}
                  recording={recording === action.name}
                  onRecord={(on) => {
                    setRecording(on ? action.name : null);
                    if (on) setMessage(t('help.pressNew', { action: labelOf(action) }));
                  }}
                  onChange={update}
                />
              ))}
            </dl>
          </section>
        ))}
        <section>
          <h3>{t('help.mouse')}</h3>
          <dl>
            <div className="help-dialog__row">
              <dt>{t('help.pan')}</dt>
              <dd>
                <Trans t={t} i18nKey="help.panHow" components={{ key: <kbd /> }} />
              </dd>
            </div>
            <div className="help-dialog__row">
              <dt>{t('help.zoom')}</dt>
              <dd>{t('help.wheel')}</dd>
            </div>
            <div className="help-dialog__row">
              <dt>{t('help.colour')}</dt>
              <dd>{t('help.click')}</dd>
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
  const { t } = useTranslation('dialogs');
  const labelOf = useActionLabel();
  const label = labelOf(action);
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
      onChange(prefs, t('help.reserved', { key: recorded.key }));
      return;
    }
    const taken = actionUsing(recorded.shortcut, ACTIONS, prefs, action.name);
    const written = formatShortcut(recorded.shortcut, IS_MAC);
    if (taken) {
      onChange(prefs, t('help.taken', { shortcut: written, action: labelOf(taken) }));
      return;
    }
    onRecord(false);
    onChange(
      withCustomShortcut(prefs, action.name, [recorded.shortcut]),
      t('help.changed', { action: label, shortcut: written }),
    );
  };

  return (
    <div className="help-dialog__row" data-action-row={action.name}>
      <dt>{label}</dt>
      <dd>
        {shortcuts.length > 0 ? (
          shortcuts.map((s) => <kbd key={s}>{formatShortcut(s, IS_MAC)}</kbd>)
        ) : (
          <span className="help-dialog__none">{t('help.none')}</span>
        )}
        <button
          type="button"
          className="help-dialog__small-button"
          aria-label={
            recording ? t('help.pressKeysFor', { action: label }) : t('help.changeFor', { action: label })
          }
          aria-pressed={recording}
          onClick={() => onRecord(!recording)}
          onBlur={() => recording && onRecord(false)}
          onKeyDown={onKeyDown}
        >
          {recording ? t('help.pressKeys') : t('help.change')}
        </button>
        {custom && (
          <button
            type="button"
            className="help-dialog__small-button"
            aria-label={t('help.restoreFor', { action: label })}
            onClick={() =>
              onChange(withCustomShortcut(prefs, action.name, null), t('help.restored', { action: label }))
            }
          >
            {t('help.default')}
          </button>
        )}
      </dd>
    </div>
  );
}
