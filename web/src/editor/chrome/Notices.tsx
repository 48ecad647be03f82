import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A button that runs something, or a link to another page (e.g. /Profile to sign in). */
export type NoticeAction =
  { readonly label: string; readonly run: () => void } | { readonly label: string; readonly to: string };

export interface Notice {
  readonly id: number;
  readonly message: string;
  readonly tone: 'info' | 'error';
  /** Offered with the notice (e.g. "Open in the Japan editor"); each also dismisses it. */
  readonly actions?: readonly NoticeAction[];
}

/**
 * Messages for the user. Errors are alerts (read out at once by screen readers) and stay until
 * dismissed; information is a polite status.
 */
export function Notices({ notices, dismiss }: { notices: readonly Notice[]; dismiss: (id: number) => void }) {
  const { t } = useTranslation('dialogs');
  return (
    <div className="notices">
      {notices.map((n) => (
        <div
          key={n.id}
          className={`notice notice--${n.tone}`}
          role={n.tone === 'error' ? 'alert' : 'status'}
          data-testid={`notice-${n.tone}`}
        >
          <p>{n.message}</p>
          <div className="notice__actions">
            {n.actions?.map((a) =>
              'to' in a ? (
                <Link key={a.label} to={a.to} className="notice__button" onClick={() => dismiss(n.id)}>
                  {a.label}
                </Link>
              ) : (
                <button
                  key={a.label}
                  type="button"
                  className="notice__button"
                  onClick={() => {
                    dismiss(n.id);
                    a.run();
                  }}
                >
                  {a.label}
                </button>
              ),
            )}
            <button
              type="button"
              className="notice__close"
              aria-label={t('notice.dismiss')}
              onClick={() => dismiss(n.id)}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
