export interface Notice {
  readonly id: number;
  readonly message: string;
  readonly tone: 'info' | 'error';
  /** Buttons offered with the notice (e.g. "Open in the Japan editor"); each also dismisses it. */
  readonly actions?: readonly { readonly label: string; readonly run: () => void }[];
}

/**
 * Messages for the user. Errors are alerts (read out at once by screen readers) and stay until
 * dismissed; information is a polite status.
 */
export function Notices({ notices, dismiss }: { notices: readonly Notice[]; dismiss: (id: number) => void }) {
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
            {n.actions?.map((a) => (
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
            ))}
            <button
              type="button"
              className="notice__close"
              aria-label="Dismiss"
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
