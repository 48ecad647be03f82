import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { AccountForms, AlertBox } from '../../../pages/profile/AccountForms';
import { useSession } from '../../../session/session';
import { ModalDialog } from '../../../components/ModalDialog';
import { useTranslation } from 'react-i18next';

/** Why the editor asks: said at the top of the sign-in dialog. */
export type SignInReason = 'download' | 'save' | 'open';

/**
 * Sign in or sign up without leaving the editor (decision "Signing in from the editor happens in a dialog over the map"): the Profile's own forms (same modes,
 * texts and alerts) in a dialog over the map. It closes by itself once the session is signed in, and
 * focus returns to what opened it: the Download dialog (still open, same options) or the bar.
 */
function SignInDialog({
  open,
  reason,
  onClose,
}: {
  open: boolean;
  reason: SignInReason;
  onClose: () => void;
}) {
  const { t } = useTranslation('dialogs');
  const { userLoggedIn } = useSession();
  useEffect(() => {
    if (open && userLoggedIn) onClose();
  }, [open, userLoggedIn, onClose]);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="sign-in-title"
      describedBy="sign-in-reason"
      testId="sign-in-dialog"
      className="account-dialog sign-in-dialog modal"
    >
      <header className="modal__header">
        <h2 id="sign-in-title">{t('account.signInTitle')}</h2>
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
      <SignInBody reason={reason} />
    </ModalDialog>
  );
}

/** Mounted only while open, so a new opening starts at the welcome buttons without an old alert. */
function SignInBody({ reason }: { reason: SignInReason }) {
  const { t } = useTranslation('dialogs');
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <div className="account-dialog__body profile sign-in-dialog__body">
      <p id="sign-in-reason">{t(`account.reasons.${reason}`)}</p>
      {alert !== null && (
        <div className="sign-in-dialog__alert">
          <AlertBox message={alert} onDismiss={() => setAlert(null)} />
        </div>
      )}
      <AccountForms onAlert={setAlert} />
    </div>
  );
}

/** The editor's one sign-in dialog and the way to open it, for the bar, notices and the Download dialog. */
export function useSignInDialog(): { openSignIn: (reason: SignInReason) => void; dialog: ReactNode } {
  const [reason, setReason] = useState<SignInReason | null>(null);
  const openSignIn = useCallback((next: SignInReason) => setReason(next), []);
  const close = useCallback(() => setReason(null), []);
  return {
    openSignIn,
    dialog: <SignInDialog open={reason !== null} reason={reason ?? 'save'} onClose={close} />,
  };
}
