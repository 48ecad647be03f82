/**
 * Notifications that can wait until the browser is idle, batched: the panels' view of a paint. A click
 * that recolours a division patches its path at once (MapView); the toolbar, the account status and
 * the other panels that follow the document are told after the frame that shows the new fill, so the
 * ~50 React subscriptions do not run between the click and that frame (ADR 0010, decision 19). They
 * still run within IDLE_TIMEOUT_MS when the browser is busy.
 */
const IDLE_TIMEOUT_MS = 100;

const pending = new Set<() => void>();
let scheduled = false;

export function notifyWhenIdle(notify: () => void): void {
  pending.add(notify);
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(flush, 0);
}

/** Drops a pending notification (its component unmounted, or it was told at once meanwhile). */
export function forgetIdleNotify(notify: () => void): void {
  pending.delete(notify);
}

function flush(): void {
  scheduled = false;
  const due = [...pending];
  pending.clear();
  for (const notify of due) notify();
}
