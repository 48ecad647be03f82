import { randomBytes } from 'node:crypto';
import { DONATION, formatMoney, SUBSCRIPTION } from './products';
import type { TestCheckoutsTable } from './schema';
import type { Payments } from './service';

/**
 * The built-in test checkout (no Lemon Squeezy keys configured): plain server-rendered pages and forms,
 * no scripts, so they pass the app's Content-Security-Policy. Paying checks the card fields like a hosted
 * checkout in test mode would, then delivers Lemon Squeezy-shaped events, signed, through the same
 * verification and apply path as the real webhook endpoint.
 */

const TEST_CHECKOUT_PREFIX = '/api/test-checkout';

type Checkout = Pick<TestCheckoutsTable, 'id' | 'user_uid' | 'email' | 'variant_id' | 'kind'> & {
  status: string;
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1d1d22; }
  .test-banner { background: #ffcc00; color: #1d1d22; text-align: center; font-weight: 700; padding: 8px; letter-spacing: .08em; }
  main { max-width: 440px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 24px 28px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  .price { font-size: 1.1rem; margin: 0 0 16px; }
  label { display: block; font-size: .9rem; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 9px 10px; font-size: 1rem; border: 1px solid #bbb; border-radius: 6px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  .error { background: #fde8e8; color: #9b1c1c; border-radius: 6px; padding: 10px 12px; margin: 12px 0; }
  .note { color: #555; font-size: .85rem; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { padding: 10px 18px; font-size: 1rem; border-radius: 6px; border: 0; cursor: pointer; }
  button.primary { background: #2b59c3; color: #fff; flex: 1; }
  button.secondary { background: #e4e4ea; color: #1d1d22; }
  ul.perks { padding-left: 20px; margin: 0 0 12px; }
`;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} – TEST MODE – Mapwright</title><style>${STYLE}</style></head>` +
    `<body><div class="test-banner" role="status">TEST MODE — no real payment is taken</div>` +
    `<main>${body}</main></body></html>`
  );
}

export function messagePage(title: string, message: string, options: { link?: boolean } = {}): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      (options.link === false ? '' : `<p><a href="/Profile">Back to your profile</a></p>`),
  );
}

export interface FormValues {
  readonly amount?: string;
  readonly cardNumber?: string;
  readonly expiry?: string;
  readonly cvc?: string;
  readonly name?: string;
}

export function checkoutPage(checkout: Checkout, values: FormValues = {}, error?: string): string {
  const v = (key: keyof FormValues) => escapeHtml(values[key] ?? '');
  const product =
    checkout.kind === 'subscription'
      ? `<h1>${escapeHtml(SUBSCRIPTION.name)}</h1>` +
        `<p class="price"><strong>${escapeHtml(SUBSCRIPTION.priceText)}</strong> (${escapeHtml(SUBSCRIPTION.localPriceText)}), billed monthly until cancelled</p>` +
        `<ul class="perks">${SUBSCRIPTION.perks.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
      : `<h1>Donation to Mapwright</h1><p class="price">Any amount you like, in US dollars.</p>` +
        `<label for="amount">Amount (USD)</label>` +
        `<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required placeholder="5.00" value="${v('amount')}">`;
  const action = `${TEST_CHECKOUT_PREFIX}/${encodeURIComponent(checkout.id)}`;
  return page(
    checkout.kind === 'subscription' ? SUBSCRIPTION.name : 'Donation',
    `<form method="post" action="${action}/pay">` +
      product +
      (error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '') +
      `<label for="cardNumber">Card number</label>` +
      `<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" required placeholder="4242 4242 4242 4242" value="${v('cardNumber')}">` +
      `<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>` +
      `<input id="expiry" name="expiry" autocomplete="off" required placeholder="12/34" value="${v('expiry')}"></div>` +
      `<div><label for="cvc">CVC</label>` +
      `<input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" required placeholder="123" value="${v('cvc')}"></div></div>` +
      `<label for="name">Name on card</label>` +
      `<input id="name" name="name" autocomplete="off" value="${v('name')}">` +
      `<p class="note">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry, any CVC.</p>` +
      `<div class="actions"><button class="primary" type="submit">Pay</button>` +
      `<button class="secondary" type="submit" formaction="${action}/cancel" formnovalidate>Cancel</button></div>` +
      `</form>`,
  );
}

export function manageSubscriptionPage(
  subscription: { id: string; status: string; active: boolean },
  notice?: string,
): string {
  const action = `${TEST_CHECKOUT_PREFIX}/subscriptions/${encodeURIComponent(subscription.id)}/cancel`;
  return page(
    'Manage subscription',
    `<h1>Manage subscription</h1>` +
      `<p>${escapeHtml(SUBSCRIPTION.name)}, ${escapeHtml(SUBSCRIPTION.priceText)}.</p>` +
      `<p>Status: <strong data-status>${escapeHtml(subscription.status)}</strong></p>` +
      (notice ? `<p role="status">${escapeHtml(notice)}</p>` : '') +
      (subscription.active
        ? `<p class="note">Cancelling returns your account to the free plan at once.</p>` +
          `<form method="post" action="${action}"><div class="actions">` +
          `<button class="primary" type="submit">Cancel subscription</button></div></form>`
        : '') +
      `<p><a href="/Profile">Back to your profile</a></p>`,
  );
}

/** Why a card is refused, or undefined when it pays; the texts follow what hosted checkouts say. */
export function checkCard(
  values: FormValues,
  now: Date = new Date(),
): { status: 400 | 402; message: string } | undefined {
  const number = (values.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
    return { status: 400, message: 'Your card number is invalid.' };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry ?? '');
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { status: 400, message: "Your card's expiration date is invalid (use MM/YY)." };
  }
  const yearText = expiry[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { status: 400, message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test((values.cvc ?? '').trim())) {
    return { status: 400, message: "Your card's security code is invalid." };
  }
  if (DECLINED_TEST_CARDS.has(number)) {
    return { status: 402, message: 'Your card was declined. No payment was taken; try another card.' };
  }
  return undefined;
}

/** The usual test numbers for a declined card (generic decline, insufficient funds, lost, stolen). */
const DECLINED_TEST_CARDS = new Set([
  '4000000000000002',
  '4000000000009995',
  '4000000000009987',
  '4000000000009979',
]);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The donation amount in cents, or a message saying what to type. */
export function parseAmount(text: string | undefined): number | string {
  const trimmed = (text ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  const message = `Enter an amount between ${formatMoney(DONATION.minCents, 'USD')} and ${formatMoney(DONATION.maxCents, 'USD')}.`;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return message;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= DONATION.minCents && cents <= DONATION.maxCents ? cents : message;
}

/** Delivers one Lemon Squeezy-shaped event to ourselves, signed, through the webhook path. */
export async function deliver(
  payments: Payments,
  eventName: string,
  userUid: string,
  data: { type: string; id: string; attributes: Record<string, unknown> },
): Promise<void> {
  const raw = Buffer.from(
    JSON.stringify({
      meta: { event_name: eventName, test_mode: true, custom_data: { user_id: userUid } },
      data,
    }),
  );
  await payments.receiveWebhook(raw, payments.sign(raw));
}

export function newTestId(kind: 'order' | 'sub'): string {
  return `test-${kind}-${randomBytes(9).toString('hex')}`;
}
