import { Logo } from './Logo';
import './FullScreenSpinner.css';

/** The loading fallback of every lazy page: a rotating ring around the logo, covering the screen. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <div className="fullscreen-spinner__ring" aria-hidden="true" />
      <div className="fullscreen-spinner__logo">
        <Logo size={56} title="" />
      </div>
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
