import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import './FullScreenSpinner.css';

/**
 * The loading fallback of every lazy page: a rotating ring around the logo, covering the screen. It is
 * also what shows while the texts of the reader's language arrive, so it never waits for them itself.
 */
export function FullScreenSpinner({ label }: { label?: string }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const text = label ?? (ready ? t('loading') : 'Loading');
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <div className="fullscreen-spinner__ring" aria-hidden="true" />
      <div className="fullscreen-spinner__logo">
        <Logo size={56} title="" />
      </div>
      <span className="visually-hidden">{text}…</span>
    </div>
  );
}
