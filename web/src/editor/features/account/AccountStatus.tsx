import { useSyncExternalStore } from 'react';
import { useSession } from '../../../session/session';
import { useEditorSelector } from '../../state/EditorContext';
import { accountStatus, type AccountStatusView, type SavedMapTracker } from './savedMapTracker';
import { useTranslation } from 'react-i18next';

/**
 * The top bar's word on the account copy: 'Saved to account as "…"' or 'Unsaved changes to "…"', and,
 * signed out, why "Save to account" is off with the way to sign in (a dialog over the map).
 */
export function AccountStatus({
  tracker,
  onSignIn,
}: {
  tracker: SavedMapTracker;
  /** Opens the sign-in dialog over the editor (decision "Signing in from the editor happens in a dialog over the map"): the user stays with this map. */
  onSignIn: () => void;
}) {
  const { t } = useTranslation('dialogs');
  const session = useSession();
  const state = useSyncExternalStore(tracker.subscribe, () => tracker.state);
  const view = useEditorSelector(
    ({ doc }) => accountStatus(state, doc),
    (a: AccountStatusView | null, b: AccountStatusView | null) => a?.text === b?.text,
  );
  if (!session.loading && !session.userLoggedIn) {
    return (
      <span className="editor__account" data-testid="account-status" data-account-status="signed-out">
        {/* Short on screen, so the bar's search box keeps its width on a 1440 px window; the whole
            sentence is the link's name and tooltip. */}
        <button
          type="button"
          className="editor__account-sign-in"
          aria-label={t('account.signInToSave')}
          title={t('account.signInToSave')}
          onClick={onSignIn}
        >
          {t('account.signInShort')}
        </button>
      </span>
    );
  }
  if (view === null) return null;
  return (
    <span
      className="editor__account"
      role="status"
      data-testid="account-status"
      data-account-status={view.status}
    >
      {t(`account.status.${view.status}`, { name: state.link?.name ?? '' })}
    </span>
  );
}
