import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session';

/** The icon beside PROFILE: a filled person when signed in, an outlined one when not. */
export function LoginIndicator() {
  const { t } = useTranslation('common');
  const { userLoggedIn } = useSession();
  const title = userLoggedIn ? t('nav.loggedIn') : t('nav.notLoggedIn');
  return (
    <svg
      className={`login-indicator ${userLoggedIn ? 'login-indicator--in' : 'login-indicator--out'}`}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      role="img"
      aria-label={title}
      data-testid="login-indicator"
    >
      <title>{title}</title>
      <circle
        cx="12"
        cy="8"
        r="4"
        fill={userLoggedIn ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill={userLoggedIn ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
