import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../config';
import { ApiError } from '../errors';
import type { Logger } from '../logger';
import type { PaymentRepository } from '../repositories/payments';
import type { UserRepository } from '../repositories/users';
import { CheckoutFailed, createLemonSqueezyCheckout } from './lemonsqueezy';
import { ACTIVE_SUBSCRIPTION_STATUSES, LEMON_JS_URL, LEMONSQUEEZY_MY_ORDERS_URL } from './products';
import { signBody, verifySignature } from './signature';
import { applyWebhookEvent, MalformedEvent, parseEvent, type ApplyResult } from './webhooks';
import type { PaymentsAccount, PaymentsMode } from '@mapwright/core/api/payments';

/** The message the web app shows for any checkout that could not be made (spec, error catalogue). */
const CHECKOUT_FAILED = 'Failed to create checkout';

type ProductKind = 'subscription' | 'donation';

export interface Payments {
  readonly mode: PaymentsMode;
  /** The overlay script the web app loads (real checkout only). */
  readonly overlayScript: string | null;
  kindOf(variantId: string): ProductKind | undefined;
  variantOf(kind: ProductKind): string;
  /**
   * A checkout URL for the signed-in user. Throws ApiError: 409 when subscribing while subscribed,
   * 503/504 'Failed to create checkout' when the provider fails.
   */
  createCheckout(user: { id: string; email: string }, variantId: string, origin: string): Promise<string>;
  /** Verifies and applies one webhook delivery; throws ApiError 401 (signature) or 400 (content). */
  receiveWebhook(raw: Uint8Array, signature: string | undefined): Promise<ApplyResult>;
  /** Signs a body with the webhook secret in force (the test checkout delivers its own events). */
  sign(raw: Uint8Array): string;
  account(uid: string): Promise<PaymentsAccount>;
}

export function createPayments(deps: {
  config: PaymentsConfig;
  users: UserRepository;
  payments: PaymentRepository;
  logger: Logger;
}): Payments {
  const { config, users, payments, logger } = deps;
  const provider = config.provider;
  // Test mode signs its own deliveries with a secret that lives as long as the process.
  const webhookSecret =
    provider.kind === 'lemonsqueezy' ? provider.webhookSecret : randomBytes(32).toString('hex');
  const source = provider.kind === 'lemonsqueezy' ? 'lemonsqueezy' : 'test';

  const kindOf = (variantId: string): ProductKind | undefined =>
    variantId === config.subscriptionVariantId
      ? 'subscription'
      : variantId === config.donationVariantId
        ? 'donation'
        : undefined;

  return {
    mode: provider.kind,
    overlayScript: provider.kind === 'lemonsqueezy' ? LEMON_JS_URL : null,
    kindOf,
    variantOf: (kind) => (kind === 'subscription' ? config.subscriptionVariantId : config.donationVariantId),

    async createCheckout(user, variantId, origin) {
      const kind = kindOf(variantId);
      if (!kind) throw new ApiError(400, `Unknown variantId ${variantId}`);
      const record = (await users.get(user.id)) ?? (await users.ensure({ uid: user.id, email: user.email }));
      if (kind === 'subscription' && record.status === 'active') {
        throw new ApiError(409, 'You already have an active subscription');
      }
      if (provider.kind === 'test') {
        const id = randomBytes(18).toString('base64url');
        await payments.createTestCheckout({ id, userUid: user.id, email: user.email, variantId, kind });
        return `${origin}/api/test-checkout/${id}`;
      }
      try {
        return await createLemonSqueezyCheckout(
          provider,
          { variantId, userId: user.id, email: user.email, redirectUrl: `${origin}/Profile` },
          { logger },
        );
      } catch (error) {
        if (!(error instanceof CheckoutFailed)) throw error;
        logger.warn('checkout could not be created', { reason: error.message });
        throw new ApiError(error.timedOut ? 504 : 503, CHECKOUT_FAILED, { cause: error });
      }
    },

    async receiveWebhook(raw, signature) {
      if (!verifySignature(webhookSecret, raw, signature)) {
        throw new ApiError(401, 'Invalid or missing webhook signature');
      }
      try {
        return await applyWebhookEvent(payments, parseEvent(raw), raw, {
          source,
          subscriptionVariantId: config.subscriptionVariantId,
          donationVariantId: config.donationVariantId,
        });
      } catch (error) {
        if (error instanceof MalformedEvent) throw new ApiError(400, error.message);
        throw error;
      }
    },

    sign: (raw) => signBody(webhookSecret, raw),

    async account(uid) {
      const { subscription, donations } = await payments.account(uid);
      return {
        subscription: subscription
          ? {
              id: subscription.id,
              status: subscription.status,
              active: ACTIVE_SUBSCRIPTION_STATUSES.includes(subscription.status),
              manageUrl:
                provider.kind === 'test'
                  ? `/api/test-checkout/subscriptions/${encodeURIComponent(subscription.id)}`
                  : (subscription.customer_portal_url ?? LEMONSQUEEZY_MY_ORDERS_URL),
            }
          : null,
        donations: donations.map((d) => ({
          id: d.id,
          amount: d.amount,
          currency: d.currency,
          status: d.status,
          orderedAt: d.ordered_at.toISOString(),
        })),
      };
    },
  };
}
