import { createHash } from 'node:crypto';
import { z } from 'zod';
import { describeProblem, jsonProblem } from '../http/input-check';
import type { PaymentRepository, PaymentTarget, WebhookOutcome } from '../repositories/payments';

/**
 * Reading Lemon Squeezy webhook events (docs/payments.md): each event gets an id derived from what it
 * says, and what it changes for which user is read from it here; the payments repository applies it in
 * one transaction (stored once, per-user lock, a subscription state replaced only by a newer one, the
 * user's status recomputed).
 */

const timestamp = z.coerce.date().refine((d) => !Number.isNaN(d.getTime()), 'must be a date');
const id = z.union([z.string().min(1), z.number().int()]).transform(String);

const webhookEvent = z.object({
  meta: z.object({
    event_name: z.string().min(1).max(100),
    test_mode: z.boolean().optional(),
    custom_data: z.record(z.string(), z.unknown()).nullish(),
  }),
  data: z.object({
    type: z.string().min(1).max(100),
    id,
    attributes: z.record(z.string(), z.unknown()),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;

const subscriptionAttributes = z.object({
  status: z.string().min(1),
  updated_at: timestamp,
  order_id: id.nullish(),
  variant_id: id,
  user_email: z.string().nullish(),
  test_mode: z.boolean().optional(),
  urls: z.object({ customer_portal: z.string().url().nullish() }).nullish(),
});

const invoiceAttributes = z.object({
  subscription_id: id,
  updated_at: timestamp,
  user_email: z.string().nullish(),
  test_mode: z.boolean().optional(),
});

const orderAttributes = z.object({
  status: z.string().min(1),
  total: z.number().int().nonnegative(),
  currency: z.string().min(3).max(3),
  user_email: z.string().nullish(),
  created_at: timestamp,
  updated_at: timestamp,
  test_mode: z.boolean().optional(),
  first_order_item: z.object({ variant_id: id }),
});

export interface ApplyResult {
  readonly eventId: string;
  readonly outcome: WebhookOutcome;
  readonly userUid: string | null;
}

/** Thrown for a signed event whose content we cannot read; the route answers 400. */
export class MalformedEvent extends Error {
  override readonly name = 'MalformedEvent';
}

/**
 * Lemon Squeezy sends no event id. The identity of an event is what it says happened to which object as
 * of when: event name, object type and id, and the object's updated_at. Objects without an updated_at
 * fall back to a hash of the raw body (a provider retry resends the same bytes).
 */
export function eventIdOf(event: WebhookEvent, raw: Uint8Array): string {
  const updated = event.data.attributes.updated_at;
  const base = `${event.meta.event_name}:${event.data.type}:${event.data.id}`;
  if (typeof updated === 'string' && !Number.isNaN(Date.parse(updated))) {
    return `${base}:${new Date(updated).toISOString()}`;
  }
  return `${base}:sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

export function parseEvent(raw: Uint8Array): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw).toString('utf8'));
  } catch {
    throw new MalformedEvent('Malformed JSON body');
  }
  // The event is stored as jsonb: text it cannot hold is refused here, not by the database.
  const problem = jsonProblem(json);
  if (problem) throw new MalformedEvent(describeProblem(problem));
  const parsed = webhookEvent.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MalformedEvent(`Invalid event ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

function attributes<S extends z.ZodType>(schema: S, event: WebhookEvent): z.output<S> {
  const parsed = schema.safeParse(event.data.attributes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MalformedEvent(
      `Invalid ${event.meta.event_name} data.attributes.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

export interface ApplyOptions {
  readonly source: 'lemonsqueezy' | 'test';
  readonly subscriptionVariantId: string;
  readonly donationVariantId: string;
}

/** Reads the event (a malformed one throws MalformedEvent: a 400 that stores nothing), then applies it. */
export async function applyWebhookEvent(
  payments: PaymentRepository,
  event: WebhookEvent,
  raw: Uint8Array,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const eventId = eventIdOf(event, raw);
  const target = targetOf(event, options);
  const { outcome, userUid } = await payments.applyEvent(
    { id: eventId, name: event.meta.event_name, source: options.source, payload: event },
    target,
  );
  return { eventId, outcome, userUid };
}

const SUBSCRIPTION_EVENTS = new Set([
  'subscription_created',
  'subscription_updated',
  'subscription_cancelled',
  'subscription_resumed',
  'subscription_expired',
  'subscription_paused',
  'subscription_unpaused',
]);

/** What the event says; undefined for events that change nothing here (acknowledged, ignored). */
function targetOf(event: WebhookEvent, options: ApplyOptions): PaymentTarget | undefined {
  const custom = event.meta.custom_data?.user_id;
  const customUserId = typeof custom === 'string' && custom !== '' ? custom : undefined;
  const user = customUserId === undefined ? {} : { customUserId };
  const change = changeOf(event, options);
  return change && { ...user, ...change };
}

function changeOf(
  event: WebhookEvent,
  options: ApplyOptions,
): Omit<PaymentTarget, 'customUserId'> | undefined {
  const name = event.meta.event_name;
  if (SUBSCRIPTION_EVENTS.has(name) && event.data.type === 'subscriptions') {
    const a = attributes(subscriptionAttributes, event);
    const subscriptionId = event.data.id;
    return {
      subscriptionId,
      email: a.user_email,
      affectsStatus: true,
      change: {
        kind: 'subscription',
        subscription: {
          id: subscriptionId,
          orderId: a.order_id ?? null,
          variantId: a.variant_id,
          status: a.status,
          providerUpdatedAt: a.updated_at,
          customerPortalUrl: a.urls?.customer_portal ?? null,
          testMode: a.test_mode ?? event.meta.test_mode ?? false,
        },
      },
    };
  }
  if (name === 'subscription_payment_refunded' && event.data.type === 'subscription-invoices') {
    const a = attributes(invoiceAttributes, event);
    return {
      subscriptionId: a.subscription_id,
      email: a.user_email,
      affectsStatus: true,
      change: {
        kind: 'subscription',
        subscription: {
          id: a.subscription_id,
          orderId: null,
          variantId: options.subscriptionVariantId,
          status: 'refunded',
          providerUpdatedAt: a.updated_at,
          customerPortalUrl: null,
          testMode: a.test_mode ?? event.meta.test_mode ?? false,
        },
      },
    };
  }
  if ((name === 'order_created' || name === 'order_refunded') && event.data.type === 'orders') {
    const a = attributes(orderAttributes, event);
    const orderId = event.data.id;
    const variant = a.first_order_item.variant_id;
    const refunded = name === 'order_refunded' || a.status === 'refunded';
    if (variant === options.donationVariantId) {
      return {
        email: a.user_email,
        affectsStatus: false,
        change: {
          kind: 'donation',
          refunded,
          donation: {
            id: orderId,
            amount: a.total,
            currency: a.currency.toUpperCase(),
            status: refunded ? 'refunded' : a.status,
            testMode: a.test_mode ?? event.meta.test_mode ?? false,
            orderedAt: a.created_at,
          },
        },
      };
    }
    if (variant === options.subscriptionVariantId && refunded) {
      return {
        email: a.user_email,
        affectsStatus: true,
        change: { kind: 'order-refund', orderId, providerUpdatedAt: a.updated_at },
      };
    }
  }
  return undefined;
}
