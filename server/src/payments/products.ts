/** What is on sale (spec section 9); the variant ids come from the configuration. */

export const SUBSCRIPTION = {
  name: 'Le Journaliste',
  priceCents: 250,
  currency: 'USD',
  priceText: '$2.50 per month',
  localPriceText: 'LKR 760.85',
  perks: ['Unlimited Downloads', 'No Ads Or Promotions', 'Cheapest Anywhere'],
} as const;

export const DONATION = {
  name: 'Donation',
  currency: 'USD',
  /** The test checkout's bounds for the amount a donor types (Lemon Squeezy sets its own). */
  minCents: 100,
  maxCents: 1_000_000,
} as const;

/**
 * Subscription states that give the plan's perks. past_due keeps them while the provider retries the
 * card (it ends as unpaid, which takes them away); cancelled, expired, unpaid, paused and refunded do not.
 */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'on_trial', 'past_due'];

/** Where subscribers manage their Lemon Squeezy subscriptions when no portal link is stored. */
export const LEMONSQUEEZY_MY_ORDERS_URL = 'https://app.lemonsqueezy.com/my-orders';

/** Lemon.js, the overlay script the web app loads when real checkout is configured. */
export const LEMON_JS_URL = 'https://app.lemonsqueezy.com/js/lemon.js';

export function formatMoney(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2);
  return currency === 'USD' ? `$${amount}` : `${currency} ${amount}`;
}
