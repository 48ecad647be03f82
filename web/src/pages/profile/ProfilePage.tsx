import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../auth/api';
import { resetPassword } from '../../auth/authClient';
import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';
import { useSession } from '../../session/session';
import { AccountForms, AlertBox, PasswordField } from './AccountForms';
import { PricingSide } from './PricingSide';
import { SavedMapsList } from './SavedMapsList';
import { matchIndicator, welcomeName } from './validation';
import './ProfilePage.css';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const { currentUser, userLoggedIn, userStatus } = session;
  const [searchParams, setSearchParams] = useSearchParams();
  const resetToken = searchParams.get('resetToken');

  /** The forms open at log-in after a new password is set; the key remounts them there. */
  const [formsMode, setFormsMode] = useState<'welcome' | 'login'>('welcome');
  const [alert, setAlert] = useState<string | null>(null);

  return (
    <PageLayout nav="profile">
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/Profile" />
      {alert !== null && <AlertBox message={alert} onDismiss={() => setAlert(null)} />}
      <div className="profile">
        <section className="profile__account" aria-label={t('account')}>
          <h1>{t('welcome', { name: currentUser?.email ? welcomeName(currentUser.email) : t('user') })}</h1>
          {userLoggedIn && (
            <p className="profile__summary" data-testid="account-summary">
              {userStatus === 'active'
                ? t('summaryActive')
                : t('summaryFree', { count: session.downloads ?? 0 })}
            </p>
          )}
          {session.recordError && <p className="profile__error">{session.recordError}</p>}

          {resetToken !== null ? (
            <NewPasswordForm
              token={resetToken}
              onDone={(message, ok) => {
                setAlert(message);
                if (ok) {
                  setSearchParams({}, { replace: true });
                  setFormsMode('login');
                }
              }}
            />
          ) : (
            <AccountForms key={formsMode} initialMode={formsMode} onAlert={setAlert} />
          )}

          {userLoggedIn && <SavedMapsList />}
        </section>

        <PricingSide onAlert={setAlert} />
      </div>
    </PageLayout>
  );
}

/** Where a reset link lands (/Profile?resetToken=…): choose a new password, once. */
function NewPasswordForm({
  token,
  onDone,
}: {
  token: string;
  onDone: (message: string, ok: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || password !== confirm || busy) return;
    setBusy(true);
    resetPassword(token, password).then(
      () => onDone(t('newPassword.changed'), true),
      (error: unknown) => {
        setBusy(false);
        const message = error instanceof ApiError ? error.message : String(error);
        onDone(/token/i.test(message) ? t('newPassword.expired') : message, false);
      },
    );
  };
  return (
    <form className="profile__form" onSubmit={onSubmit} noValidate aria-label={t('newPassword.title')}>
      <h2>{t('newPassword.title')}</h2>
      <PasswordField
        id="reset-password"
        label={t('newPassword.label')}
        value={password}
        visible={visible}
        onToggle={() => setVisible((v) => !v)}
        onChange={setPassword}
        autoComplete="new-password"
      />
      <PasswordField
        id="reset-confirm"
        label={t('newPassword.confirm')}
        value={confirm}
        visible={visible}
        onToggle={() => setVisible((v) => !v)}
        onChange={setConfirm}
        disabled={password === ''}
        indicator={matchIndicator(password, confirm)}
        indicatorLabels={[t('account:passwordsDiffer'), t('account:passwordsMatch')]}
        autoComplete="new-password"
      />
      <button type="submit" className="profile__submit" disabled={busy}>
        {t('newPassword.submit')}
      </button>
    </form>
  );
}
