import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MAX_LENGTH,
  sendPasswordResetEmail,
  signInWithEmail,
  signInWithGooglePopup,
  signOut,
  signUpWithEmail,
} from '../../auth/authClient';
import { FieldError, invalidFieldProps } from '../../components/FieldError';
import { useSession, useSessionControls } from '../../session/session';
import { useSiteSettings } from '../about/useSiteSettings';
import {
  canLogIn,
  canRequestReset,
  canSignUp,
  emailIndicator,
  matchIndicator,
  type Indicator,
} from './validation';
import './ProfilePage.css';

/** The spec's modes (section 4); 'reset' is the forgot-password sub-mode of log-in. */
type Mode = 'welcome' | 'signup' | 'login' | 'reset';

const EMPTY_FORM = { email: '', password: '', confirmPassword: '' };

/**
 * The account's welcome buttons and its sign-up, log-in and forgot-password forms (the spec's modes),
 * shared by /Profile and the editor's sign-in dialog, which opens over the map so the user comes back
 * to the same map and dialog (decision "Signing in from the editor happens in a dialog over the map"). Alerts
 * go to `onAlert` (the page's or the dialog's). "Continue with Google" is offered only when this server has
 * Google sign-in configured (/api/site).
 */
export function AccountForms({
  onAlert,
  initialMode = 'welcome',
}: {
  onAlert: (message: string) => void;
  initialMode?: Mode;
}) {
  const { t } = useTranslation('account');
  const { userLoggedIn } = useSession();
  const { refresh } = useSessionControls();
  const settings = useSiteSettings();
  const googleSignIn = settings?.googleSignIn === true;

  const [mode, setMode] = useState<Mode>(initialMode);
  const [form, setForm] = useState(EMPTY_FORM);
  const [resetEmail, setResetEmail] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  /** Set by a failed log-in: a red dot beside the email until the user types again. */
  const [credentialsError, setCredentialsError] = useState(false);
  const [busy, setBusy] = useState(false);

  const clearForm = () => {
    setForm(EMPTY_FORM);
    setShowPassword(false);
    setShowConfirm(false);
    setCredentialsError(false);
  };
  const back = () => {
    clearForm();
    setMode('welcome');
  };
  const backToLogin = () => {
    setResetEmail('');
    setForm(EMPTY_FORM);
    setCredentialsError(false);
    setMode('login');
  };
  const setField = (field: keyof typeof EMPTY_FORM, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'email') setCredentialsError(false);
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const onSignUp = (event: FormEvent) => {
    event.preventDefault();
    if (!canSignUp(form.email, form.password, form.confirmPassword)) return;
    void run(async () => {
      try {
        await signUpWithEmail(form.email, form.password);
        clearForm();
        setMode('welcome');
        await refresh();
      } catch (error) {
        onAlert(error instanceof Error ? error.message : String(error));
      }
    });
  };

  const onLogIn = (event: FormEvent) => {
    event.preventDefault();
    if (!canLogIn(form.email, form.password)) return;
    void run(async () => {
      try {
        await signInWithEmail(form.email, form.password);
        clearForm();
        setMode('welcome');
        await refresh();
      } catch {
        setCredentialsError(true);
        onAlert(t('alert.invalidCredentials'));
      }
    });
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    if (!canRequestReset(resetEmail)) return;
    void run(async () => {
      try {
        await sendPasswordResetEmail(resetEmail);
        onAlert(t('alert.resetSent'));
        backToLogin();
      } catch {
        onAlert(t('alert.emailError'));
      }
    });
  };

  const onGoogle = () => {
    void run(async () => {
      try {
        await signInWithGooglePopup();
        clearForm();
        setMode('welcome');
      } catch {
        onAlert(t('alert.googleError'));
      }
      await refresh();
    });
  };

  const onLogOut = () => {
    void run(async () => {
      try {
        await signOut();
      } catch (error) {
        onAlert(error instanceof Error ? error.message : String(error));
      }
      await refresh();
    });
  };

  return mode === 'welcome' ? (
    <div
      className="profile__actions"
      // Tests wait for it before saying the Google button is absent.
      data-settings={settings === undefined ? 'loading' : 'ready'}
    >
      {googleSignIn && (
        <button type="button" className="profile__google" disabled={userLoggedIn || busy} onClick={onGoogle}>
          {t('google')}
        </button>
      )}
      <button type="button" disabled={userLoggedIn} onClick={() => setMode('login')}>
        {t('logIn')}
      </button>
      <button type="button" disabled={userLoggedIn} onClick={() => setMode('signup')}>
        {t('signUp')}
      </button>
      {userLoggedIn && (
        <button type="button" className="profile__logout" onClick={onLogOut}>
          {t('logOut')}
        </button>
      )}
    </div>
  ) : mode === 'signup' ? (
    <form className="profile__form" onSubmit={onSignUp} noValidate aria-label={t('signUp')}>
      <BackArrow onClick={back} />
      <h2>{t('signUp')}</h2>
      <EmailField
        value={form.email}
        onChange={(v) => setField('email', v)}
        indicator={emailIndicator(form.email)}
      />
      <PasswordField
        id="signup-password"
        label={t('password')}
        value={form.password}
        visible={showPassword}
        onToggle={() => setShowPassword((v) => !v)}
        onChange={(v) => setField('password', v)}
        autoComplete="new-password"
      />
      <PasswordField
        id="signup-confirm"
        label={t('confirmPassword')}
        value={form.confirmPassword}
        visible={showConfirm}
        onToggle={() => setShowConfirm((v) => !v)}
        onChange={(v) => setField('confirmPassword', v)}
        disabled={form.password === ''}
        indicator={matchIndicator(form.password, form.confirmPassword)}
        indicatorLabels={[t('passwordsDiffer'), t('passwordsMatch')]}
        autoComplete="new-password"
      />
      <button type="submit" className="profile__submit" disabled={busy}>
        {t('signUp')}
      </button>
    </form>
  ) : mode === 'login' ? (
    <form className="profile__form" onSubmit={onLogIn} noValidate aria-label={t('logIn')}>
      <BackArrow onClick={back} />
      <h2>{t('logIn')}</h2>
      <EmailField
        value={form.email}
        onChange={(v) => setField('email', v)}
        indicator={credentialsError ? 'invalid' : 'none'}
        invalidLabel={t('invalidCredentials')}
        invalidMessage={t('credentialsMessage')}
      />
      <PasswordField
        id="login-password"
        label={t('password')}
        value={form.password}
        visible={showPassword}
        onToggle={() => setShowPassword((v) => !v)}
        onChange={(v) => setField('password', v)}
        autoComplete="current-password"
      />
      <button type="submit" className="profile__submit" disabled={busy}>
        {t('logIn')}
      </button>
      <button type="button" className="profile__link" onClick={() => setMode('reset')}>
        {t('forgot')}
      </button>
    </form>
  ) : (
    <form className="profile__form" onSubmit={onReset} noValidate aria-label={t('reset.title')}>
      <h2>{t('reset.title')}</h2>
      <p>{t('reset.text')}</p>
      <EmailField value={resetEmail} onChange={setResetEmail} indicator={emailIndicator(resetEmail)} />
      <button type="submit" className="profile__submit" disabled={busy}>
        {t('reset.send')}
      </button>
      <button type="button" className="profile__link" onClick={backToLogin}>
        {t('reset.back')}
      </button>
    </form>
  );
}

/** A message the user reads and dismisses (the spec's alerts), announced to screen readers. */
export function AlertBox({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="profile-alert" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onDismiss} autoFocus>
        {t('dismiss')}
      </button>
    </div>
  );
}

function BackArrow({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('account');
  return (
    <button type="button" className="profile__back" aria-label={t('back')} onClick={onClick}>
      ←
    </button>
  );
}

function Dot({ state, labels }: { state: Indicator; labels: readonly [string, string] }) {
  if (state === 'none') return null;
  const label = state === 'invalid' ? labels[0] : labels[1];
  return (
    <span
      className={`dot dot--${state === 'invalid' ? 'red' : 'green'}`}
      role="img"
      aria-label={label}
      data-state={state}
    />
  );
}

/** A field whose dot is red is invalid: aria-invalid, and a message under it that describes it. */
function invalidProps(indicator: Indicator, messageId: string) {
  return invalidFieldProps(indicator === 'invalid', messageId);
}

function FieldMessage({ id, indicator, message }: { id: string; indicator: Indicator; message: string }) {
  return <FieldError id={id} message={indicator === 'invalid' ? message : null} />;
}

function EmailField({
  value,
  onChange,
  indicator,
  invalidLabel,
  invalidMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  indicator: Indicator;
  invalidLabel?: string;
  invalidMessage?: string;
}) {
  const { t } = useTranslation('account');
  const messageId = 'profile-email-error';
  return (
    <div className="field">
      <label htmlFor="profile-email">{t('email')}</label>
      <div className="field__row">
        <input
          id="profile-email"
          type="text"
          inputMode="email"
          spellCheck={false}
          value={value}
          autoComplete="email"
          {...invalidProps(indicator, messageId)}
          onChange={(e) => onChange(e.target.value)}
        />
        <span data-testid="email-indicator">
          {/* What an invalid field says under it (the dot's colour alone would not tell everyone, WCAG 1.4.1). */}
          <Dot state={indicator} labels={[invalidLabel ?? t('invalidEmail'), t('validEmail')]} />
        </span>
      </div>
      <FieldMessage id={messageId} indicator={indicator} message={invalidMessage ?? t('emailMessage')} />
    </div>
  );
}

export function PasswordField(props: {
  id: string;
  label: string;
  value: string;
  visible: boolean;
  onToggle: () => void;
  onChange: (value: string) => void;
  disabled?: boolean;
  indicator?: Indicator;
  indicatorLabels?: readonly [string, string];
  autoComplete: string;
}) {
  const { t, i18n } = useTranslation('account');
  const indicator = props.indicator ?? 'none';
  const messageId = `${props.id}-error`;
  // "Show password": in English the field's name runs on in lower case; the other languages quote it
  // as it is written ("Afficher le champ « Mot de passe »").
  const field = i18n.language === 'en' ? props.label.toLowerCase() : props.label;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="field__row">
        <input
          id={props.id}
          type={props.visible ? 'text' : 'password'}
          value={props.value}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={props.disabled}
          autoComplete={props.autoComplete}
          {...invalidProps(indicator, messageId)}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={props.visible ? t('hideField', { field }) : t('showField', { field })}
          aria-pressed={props.visible}
          onClick={props.onToggle}
        >
          {props.visible ? t('hide') : t('show')}
        </button>
        {props.indicatorLabels && (
          <span data-testid={`${props.id}-indicator`}>
            <Dot state={indicator} labels={props.indicatorLabels} />
          </span>
        )}
      </div>
      <FieldMessage id={messageId} indicator={indicator} message={t('mismatchMessage')} />
    </div>
  );
}
