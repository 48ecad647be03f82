import type { Context, Hono } from 'hono';
import type { RouteDeps } from '../deps';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { describeProblem, jsonProblem } from '../http/input-check';
import { ACTIVE_SUBSCRIPTION_STATUSES, SUBSCRIPTION, formatMoney } from '../payments/products';
import {
  checkCard,
  checkoutPage,
  deliver,
  manageSubscriptionPage,
  messagePage,
  newTestId,
  parseAmount,
  type FormValues,
} from '../payments/test-checkout';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The built-in test checkout, only when no Lemon Squeezy keys are configured (docs/payments.md):
 *   GET  /api/test-checkout/:id                        the checkout page (product, amount, card fields)
 *   POST /api/test-checkout/:id/pay                    pay: checks the card, delivers the signed events
 *   POST /api/test-checkout/:id/cancel                 leave without paying
 *   GET  /api/test-checkout/subscriptions/:id          manage a test subscription (signed-in owner)
 *   POST /api/test-checkout/subscriptions/:id/cancel   cancel it (subscription_cancelled)
 * Pages are HTML (the tab is a browser page, not an API client); failures are 4xx pages saying why.
 */
export function registerTestCheckoutRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth, payments } = deps.services;
  if (payments.mode !== 'test') return;
  const { users, payments: records } = deps.repos;

  const html = (c: Context<AppEnv>, body: string, status: 200 | 400 | 401 | 402 | 404 | 409 = 200) =>
    c.html(body, status, NO_STORE);

  api.get('/test-checkout/subscriptions/:id', async (c) => {
    const subscription = await ownedSubscription(c);
    if (subscription.status !== undefined) return html(c, subscription.page, subscription.status);
    return html(c, manageSubscriptionPage({ ...subscription, status: subscription.state }));
  });

  api.post('/test-checkout/subscriptions/:id/cancel', async (c) => {
    const subscription = await ownedSubscription(c);
    if (subscription.status !== undefined) return html(c, subscription.page, subscription.status);
    if (subscription.active) {
      // A strictly newer timestamp than the stored state, or the cancel would count as stale.
      const now = new Date(Math.max(Date.now(), subscription.providerUpdatedAt.getTime() + 1));
      await deliver(payments, 'subscription_cancelled', subscription.userUid, {
        type: 'subscriptions',
        id: subscription.id,
        attributes: {
          status: 'cancelled',
          order_id: subscription.orderId,
          variant_id: subscription.variantId,
          user_email: subscription.email,
          cancelled: true,
          ends_at: now.toISOString(),
          updated_at: now.toISOString(),
          test_mode: true,
        },
      });
    }
    return html(
      c,
      messagePage(
        'Subscription cancelled',
        'Your Le Journaliste subscription is cancelled and your account is back on the free plan.',
      ),
    );
  });

  api.get('/test-checkout/:id', async (c) => {
    const checkout = await ownedCheckout(c);
    if (checkout.page !== undefined) return html(c, checkout.page, checkout.status);
    if (checkout.status !== 'open') return html(c, closedPage(checkout.status), 409);
    return html(c, checkoutPage(checkout));
  });

  api.post('/test-checkout/:id/cancel', async (c) => {
    const id = c.req.param('id');
    const checkout = await ownedCheckout(c);
    if (checkout.page !== undefined) return html(c, checkout.page, checkout.status);
    if (!(await records.claimTestCheckout(id, 'cancelled'))) return html(c, closedPage(checkout.status), 409);
    return html(c, messagePage('Checkout cancelled', 'Nothing was charged.'));
  });

  api.post('/test-checkout/:id/pay', async (c) => {
    const id = c.req.param('id');
    const checkout = await ownedCheckout(c);
    if (checkout.page !== undefined) return html(c, checkout.page, checkout.status);
    if (checkout.status !== 'open') return html(c, closedPage(checkout.status), 409);
    const values = await readForm(c);

    let amount: number = SUBSCRIPTION.priceCents;
    if (checkout.kind === 'donation') {
      const parsed = parseAmount(values.amount);
      if (typeof parsed === 'string') return html(c, checkoutPage(checkout, values, parsed), 400);
      amount = parsed;
    }
    const refused = checkCard(values);
    if (refused) return html(c, checkoutPage(checkout, values, refused.message), refused.status);
    if (checkout.kind === 'subscription' && (await users.get(checkout.user_uid))?.status === 'active') {
      return html(c, checkoutPage(checkout, values, 'You already have an active subscription.'), 409);
    }
    if (!(await records.claimTestCheckout(id, 'paid'))) return html(c, closedPage('paid'), 409);

    const origin = deps.services.publicOrigin.value;
    const now = new Date().toISOString();
    const orderId = newTestId('order');
    try {
      await deliver(payments, 'order_created', checkout.user_uid, {
        type: 'orders',
        id: orderId,
        attributes: {
          status: 'paid',
          total: amount,
          currency: 'USD',
          user_email: checkout.email,
          first_order_item: { variant_id: Number(checkout.variant_id) },
          created_at: now,
          updated_at: now,
          test_mode: true,
        },
      });
      if (checkout.kind === 'subscription') {
        const subscriptionId = newTestId('sub');
        await deliver(payments, 'subscription_created', checkout.user_uid, {
          type: 'subscriptions',
          id: subscriptionId,
          attributes: {
            status: 'active',
            order_id: orderId,
            variant_id: Number(checkout.variant_id),
            user_email: checkout.email,
            created_at: now,
            updated_at: now,
            test_mode: true,
            urls: { customer_portal: `${origin}/api/test-checkout/subscriptions/${subscriptionId}` },
          },
        });
      }
    } catch (error) {
      await records.reopenTestCheckout(id);
      throw error;
    }
    const what =
      checkout.kind === 'subscription'
        ? `You are subscribed to ${SUBSCRIPTION.name}: downloads are unlimited from now on.`
        : `Thank you for your donation of ${formatMoney(amount, 'USD')}!`;
    return html(c, messagePage('Payment successful', `${what} (Test payment: no money was taken.)`));
  });

  function closedPage(status: string): string {
    return status === 'paid'
      ? messagePage('Already paid', 'This checkout has already been paid.')
      : messagePage('Checkout closed', 'This checkout was cancelled; start a new one from your profile.');
  }

  async function readForm(c: Context<AppEnv>): Promise<FormValues> {
    const type = c.req.header('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
      throw new ApiError(415, 'Expected a form submission', { code: 'invalid-argument' });
    }
    // A multipart type without a boundary, or a body that is not what its type says, makes the parser
    // throw: that is the sender's mistake (400), not the server's.
    const body = await c.req.parseBody().catch(() => {
      throw new ApiError(400, 'The form could not be read', { code: 'invalid-argument' });
    });
    const problem = jsonProblem(body);
    if (problem) throw new ApiError(400, describeProblem(problem));
    const text = (key: string) => {
      const value = body[key];
      return typeof value === 'string' ? value.slice(0, 100) : undefined;
    };
    return {
      amount: text('amount'),
      cardNumber: text('cardNumber'),
      expiry: text('expiry'),
      cvc: text('cvc'),
      name: text('name'),
    };
  }

  /**
   * The checkout of the URL when it is the signed-in user's, or the page to show instead: a checkout link
   * shows nothing and changes nothing for anyone but the account that started it (another account's
   * checkout reads as missing, so links cannot be probed).
   */
  async function ownedCheckout(c: Context<AppEnv>) {
    const user = await requireUser(auth, c).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return undefined;
      throw error;
    });
    if (!user) {
      return {
        status: 401 as const,
        page: messagePage('Sign in first', 'Sign in with the account that started this checkout.'),
      };
    }
    const checkout = await records.findTestCheckout(c.req.param('id') ?? '');
    if (!checkout || checkout.user_uid !== user.id) {
      return {
        status: 404 as const,
        page: messagePage('Checkout not found', 'This checkout link is not valid.'),
      };
    }
    return { ...checkout, page: undefined };
  }

  /** The signed-in user's subscription of the URL, or the page to show instead. */
  async function ownedSubscription(c: Context<AppEnv>) {
    const user = await requireUser(auth, c).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return undefined;
      throw error;
    });
    if (!user)
      return {
        status: 401 as const,
        page: messagePage('Sign in first', 'Sign in to manage your subscription.'),
      };
    const row = await records.ownedSubscription(c.req.param('id') ?? '', user.id);
    if (!row) {
      return {
        status: 404 as const,
        page: messagePage('Subscription not found', 'There is no such subscription on your account.'),
      };
    }
    return {
      ...row,
      state: row.status,
      active: ACTIVE_SUBSCRIPTION_STATUSES.includes(row.status),
      status: undefined,
    };
  }
}
