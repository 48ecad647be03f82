import { ApiError, apiRequest } from '../../auth/api';

/** Lemon Squeezy variant ids (spec section 3). */
export const SUBSCRIPTION_VARIANT_ID = 966247;
export const DONATION_VARIANT_ID = 966248;
/** The callable's client timeout (spec section 9). */
export const CHECKOUT_TIMEOUT_MS = 70_000;
export const CHECKOUT_FAILED = 'Failed to create checkout';

export type CheckoutOutcome =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

interface LemonWindow {
  LemonSqueezy?: { Url?: { Open?: (url: string) => void } };
}

/**
 * Asks the server for a checkout URL (`POST /api/checkout {variantId}` → `{url}`) and opens it: in the
 * Lemon.js overlay when that script is loaded, else in a new tab. Until the payments endpoint exists the
 * server answers 404 and this reports 'Failed to create checkout', like any answer without a url.
 */
export async function startCheckout(variantId: number): Promise<CheckoutOutcome> {
  let url: unknown;
  try {
    const body = await apiRequest<{ url?: unknown }>('/api/checkout', {
      json: { variantId },
      signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
    });
    url = body?.url;
  } catch (error) {
    if (!(error instanceof ApiError)) console.warn('checkout failed', error);
    return { ok: false, message: CHECKOUT_FAILED };
  }
  if (typeof url !== 'string' || url === '') return { ok: false, message: CHECKOUT_FAILED };
  const lemon = (window as unknown as LemonWindow).LemonSqueezy;
  if (lemon?.Url?.Open) lemon.Url.Open(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
  return { ok: true, url };
}
