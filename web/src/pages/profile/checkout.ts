import { ApiError, apiRequest } from '../../auth/api';

/** Lemon Squeezy variant ids (spec section 3); the server may configure others (GET /api/payments). */
export const SUBSCRIPTION_VARIANT_ID = 966247;
export const DONATION_VARIANT_ID = 966248;
/** The callable's client timeout (spec section 9). */
export const CHECKOUT_TIMEOUT_MS = 70_000;
export const CHECKOUT_FAILED = 'Failed to create checkout';
export const SIGN_IN_FIRST = 'Sign in first';

export type CheckoutOutcome =
  | {
      readonly ok: true;
      readonly url: string;
      /** 'closed': the user closed the tab opened for the checkout before it arrived; nothing more is done. */
      readonly opened: 'overlay' | 'tab' | 'closed';
    }
  | { readonly ok: false; readonly message: string };

interface LemonWindow {
  LemonSqueezy?: { Url?: { Open?: (url: string) => void } };
  createLemonSqueezy?: () => void;
}

const lemonWindow = () => window as unknown as LemonWindow;

/** True when Lemon.js is loaded and ready to open a checkout in its overlay. */
function overlayReady(): boolean {
  return typeof lemonWindow().LemonSqueezy?.Url?.Open === 'function';
}

let overlayLoading: Promise<void> | undefined;

/**
 * Loads Lemon.js (only when the server runs real checkout and names the script; the Content-Security-
 * Policy allows its origin then) and initialises it. A failure to load leaves checkout in a new tab.
 */
export function loadOverlay(src: string): Promise<void> {
  overlayLoading ??= new Promise<void>((resolve) => {
    if (overlayReady()) return resolve();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      lemonWindow().createLemonSqueezy?.();
      resolve();
    };
    script.onerror = () => {
      overlayLoading = undefined;
      resolve();
    };
    document.head.append(script);
  });
  return overlayLoading;
}

/**
 * Asks the server for a checkout URL (`POST /api/checkout {variantId}` → `{url}`, 70 s timeout) and opens
 * it: in the Lemon.js overlay when that script is loaded, else in a new tab. The tab is opened at once,
 * while the click still counts as a user gesture (popup blockers allow that), and pointed at the URL
 * when it arrives; on failure it is closed again. No URL, or any failure → 'Failed to create checkout';
 * a session that has expired meanwhile → 'Sign in first'; the server's refusal of a second
 * subscription → its message.
 */
export async function startCheckout(variantId: number | string): Promise<CheckoutOutcome> {
  const tab = overlayReady() ? null : openPlaceholderTab();
  const fail = (message: string): CheckoutOutcome => {
    tab?.close();
    return { ok: false, message };
  };
  let url: unknown;
  try {
    const body = await apiRequest<{ url?: unknown }>('/api/checkout', {
      json: { variantId: Number(variantId) },
      signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
    });
    url = body?.url;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return fail(SIGN_IN_FIRST);
    if (error instanceof ApiError && error.status === 409) return fail(error.message);
    if (!(error instanceof ApiError)) console.warn('checkout failed', error);
    return fail(CHECKOUT_FAILED);
  }
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return fail(CHECKOUT_FAILED);

  const lemon = lemonWindow().LemonSqueezy;
  if (!tab && lemon?.Url?.Open) {
    lemon.Url.Open(url);
    return { ok: true, url, opened: 'overlay' };
  }
  if (tab && !tab.closed) {
    tab.location.replace(url);
  } else if (tab) {
    // The user closed the "Opening the checkout…" tab while it waited: they changed their mind.
    // Opening another tab, or leaving this page for the checkout, would go against that.
    return { ok: true, url, opened: 'closed' };
  } else if (!window.open(url, '_blank', 'noopener')) {
    // Blocked, and no tab to reuse: going there in this tab still lets the user pay.
    window.location.assign(url);
  }
  return { ok: true, url, opened: 'tab' };
}

function openPlaceholderTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    // The checkout page must not be able to script or navigate this page through window.opener.
    tab.opener = null;
    tab.document.title = 'Opening checkout…';
    tab.document.body.textContent = 'Opening the checkout…';
  } catch {
    // A browser that gave us a tab we cannot write to: it still navigates.
  }
  return tab;
}
