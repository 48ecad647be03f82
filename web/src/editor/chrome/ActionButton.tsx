import { useTranslation } from 'react-i18next';
import { useActionLabel } from '../actions/actionLabels';
import { formatShortcut, IS_MAC } from '../actions/shortcuts';
import { runAction } from '../actions/run';
import { effectiveShortcuts, type ShortcutPrefs } from '../actions/shortcutPrefs';
import { useShortcutPrefs } from '../actions/shortcutPrefsStore';
import type { ActionContext, EditorAction } from '../actions/types';
import { useActionState } from '../actions/useActionState';
import { useTouchEditor } from '../state/inputMode';
import { Icon } from './icons';

/** A title such as "Undo (Ctrl+Z)": the tooltip teaches the shortcut that works now. */
function actionTitle(label: string, action: EditorAction, prefs: ShortcutPrefs, or: string): string {
  const keys = effectiveShortcuts(action, prefs)
    .map((s) => formatShortcut(s, IS_MAC))
    .join(or);
  return keys ? `${label} (${keys})` : label;
}

/** A toolbar button for one action: icon, accessible name, shortcut in the tooltip, pressed state. */
export function ActionButton({
  action,
  ctx,
  text,
}: {
  action: EditorAction;
  ctx: ActionContext;
  text?: string;
}) {
  const { t } = useTranslation('editor');
  const labelOf = useActionLabel();
  const { enabled, active } = useActionState(action, ctx);
  const prefs = useShortcutPrefs();
  // A phone has no keys to teach: its tooltip (and accessible description) is the label alone.
  const touch = useTouchEditor();
  return (
    <button
      type="button"
      className={`tool-button${text ? ' tool-button--text' : ''}`}
      aria-label={labelOf(action, touch)}
      title={touch ? labelOf(action, true) : actionTitle(labelOf(action), action, prefs, t('shortcutOr'))}
      aria-pressed={action.active ? active : undefined}
      disabled={!enabled}
      data-action={action.name}
      onClick={() => runAction(action, ctx)}
    >
      <Icon name={action.icon} />
      {text && <span>{text}</span>}
    </button>
  );
}
