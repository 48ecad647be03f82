import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { describeProblem, jsonProblem } from '../http/input-check';
import { createUserRepository } from '../repositories/users';
import { ACTIVE_SUBSCRIPTION_STATUSES } from './products';
import type { PaymentTables } from './schema';

/**
 * Applying Lemon Squeezy webhook events (docs/payments.md). Each event is applied in one transaction:
 * 1. it is stored under a derived id; a second delivery of the same event conflicts and changes nothing;
 * 2. the user's row is locked, so events for one user apply one after another on any number of servers;
 * 3. a subscription event replaces the stored subscription state only when its `updated_at` is newer,
 *    so events arriving out of order end in the state of the newest one;
 * 4. the user's status is recomputed from all their subscriptions and written through the users
 *    repository (its trigger notifies the live streams of every open tab).
 */

const timestamp = z.coerce.date().refine((d) => !Number.isNaN(d.getTime()), 'must be a date');
const id = z.union([z.string().min(1), z.number().int()]).transform(String);

export const webhookEvent = z.object({
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

export type WebhookOutcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

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

export async function applyWebhookEvent(
  db: Kysely<Database>,
  event: WebhookEvent,
  raw: Uint8Array,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const eventId = eventIdOf(event, raw);
  // Reading the attributes before the transaction: a malformed event is a 400 and stores nothing.
  const plan = planEvent(event, options);
  return db.transaction().execute(async (base) => {
    const trx = base.withTables<PaymentTables>();
    const inserted = await trx
      .insertInto('payment_events')
      .values({
        id: eventId,
        event_name: event.meta.event_name,
        source: options.source,
        user_uid: null,
        outcome: 'received',
        payload: JSON.stringify(event),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { eventId, outcome: 'duplicate', userUid: null };

    const userUid = plan ? await resolveUser(trx, event, plan) : null;
    let outcome: WebhookOutcome = 'ignored';
    if (plan && userUid) {
      // Serialises all payment changes of one user (across app servers on PostgreSQL).
      await trx.selectFrom('users').select('uid').where('uid', '=', userUid).forUpdate().execute();
      outcome = await plan.apply(trx, userUid);
      if (plan.affectsStatus) await syncUserStatus(base, trx, userUid);
    }
    await trx
      .updateTable('payment_events')
      .set({ outcome, user_uid: userUid })
      .where('id', '=', eventId)
      .execute();
    return { eventId, outcome, userUid };
  });
}

interface EventPlan {
  /** The subscription this event is about (to find the user when custom data is missing). */
  readonly subscriptionId?: string;
  readonly email?: string | null;
  readonly affectsStatus: boolean;
  apply(trx: Transaction<Database & PaymentTables>, userUid: string): Promise<WebhookOutcome>;
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

/** Reads what the event says; undefined for events that change nothing here (acknowledged, ignored). */
function planEvent(event: WebhookEvent, options: ApplyOptions): EventPlan | undefined {
  const name = event.meta.event_name;
  if (SUBSCRIPTION_EVENTS.has(name) && event.data.type === 'subscriptions') {
    const a = attributes(subscriptionAttributes, event);
    const subscriptionId = event.data.id;
    return {
      subscriptionId,
      email: a.user_email,
      affectsStatus: true,
      apply: (trx, userUid) =>
        upsertSubscription(trx, {
          id: subscriptionId,
          user_uid: userUid,
          order_id: a.order_id ?? null,
          variant_id: a.variant_id,
          status: a.status,
          provider_updated_at: a.updated_at,
          customer_portal_url: a.urls?.customer_portal ?? null,
          test_mode: a.test_mode ?? event.meta.test_mode ?? false,
        }),
    };
  }
  if (name === 'subscription_payment_refunded' && event.data.type === 'subscription-invoices') {
    const a = attributes(invoiceAttributes, event);
    return {
      subscriptionId: a.subscription_id,
      email: a.user_email,
      affectsStatus: true,
      apply: (trx, userUid) =>
        upsertSubscription(trx, {
          id: a.subscription_id,
          user_uid: userUid,
          order_id: null,
          variant_id: options.subscriptionVariantId,
          status: 'refunded',
          provider_updated_at: a.updated_at,
          customer_portal_url: null,
          test_mode: a.test_mode ?? event.meta.test_mode ?? false,
        }),
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
        apply: async (trx, userUid) => {
          await trx
            .insertInto('donations')
            .values({
              id: orderId,
              user_uid: userUid,
              amount: a.total,
              currency: a.currency.toUpperCase(),
              status: refunded ? 'refunded' : a.status,
              test_mode: a.test_mode ?? event.meta.test_mode ?? false,
              ordered_at: a.created_at,
            })
            // A refund arriving before or after the order leaves it refunded either way.
            .onConflict((oc) =>
              oc.column('id').doUpdateSet({
                status: refunded ? 'refunded' : sql<string>`donations.status`,
              }),
            )
            .execute();
          return 'applied';
        },
      };
    }
    if (variant === options.subscriptionVariantId && refunded) {
      return {
        email: a.user_email,
        affectsStatus: true,
        apply: async (trx, userUid) => {
          const changed = await trx
            .updateTable('subscriptions')
            .set({ status: 'refunded', provider_updated_at: a.updated_at, updated_at: sql<Date>`now()` })
            .where('order_id', '=', orderId)
            .where('user_uid', '=', userUid)
            .where('provider_updated_at', '<', a.updated_at)
            .executeTakeFirst();
          return Number(changed.numUpdatedRows) > 0 ? 'applied' : 'stale';
        },
      };
    }
  }
  return undefined;
}

/** Stores the subscription's state unless the stored one is as new or newer. */
async function upsertSubscription(
  trx: Transaction<Database & PaymentTables>,
  row: {
    id: string;
    user_uid: string;
    order_id: string | null;
    variant_id: string;
    status: string;
    provider_updated_at: Date;
    customer_portal_url: string | null;
    test_mode: boolean;
  },
): Promise<WebhookOutcome> {
  const written = await trx
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          status: (eb) => eb.ref('excluded.status'),
          provider_updated_at: (eb) => eb.ref('excluded.provider_updated_at'),
          order_id: sql<string | null>`coalesce(excluded.order_id, subscriptions.order_id)`,
          customer_portal_url: sql<
            string | null
          >`coalesce(excluded.customer_portal_url, subscriptions.customer_portal_url)`,
          updated_at: sql<Date>`now()`,
        })
        .where('subscriptions.provider_updated_at', '<', (eb) => eb.ref('excluded.provider_updated_at')),
    )
    .returning('id')
    .executeTakeFirst();
  return written ? 'applied' : 'stale';
}

/** custom_data.user_id when it names a user; else the stored subscription's owner; else the email. */
async function resolveUser(
  trx: Transaction<Database & PaymentTables>,
  event: WebhookEvent,
  plan: EventPlan,
): Promise<string | null> {
  const custom = event.meta.custom_data?.user_id;
  if (typeof custom === 'string' && custom !== '') {
    const user = await trx.selectFrom('users').select('uid').where('uid', '=', custom).executeTakeFirst();
    if (user) return user.uid;
  }
  if (plan.subscriptionId !== undefined) {
    const sub = await trx
      .selectFrom('subscriptions')
      .select('user_uid')
      .where('id', '=', plan.subscriptionId)
      .executeTakeFirst();
    if (sub) return sub.user_uid;
  }
  if (plan.email) {
    const users = await trx
      .selectFrom('users')
      .select('uid')
      .where(sql`lower(email)`, '=', plan.email.toLowerCase())
      .limit(2)
      .execute();
    if (users.length === 1 && users[0]) return users[0].uid;
  }
  return null;
}

/** active when any of the user's subscriptions gives the perks, else free; written only when it changes. */
async function syncUserStatus(
  base: Transaction<Database>,
  trx: Transaction<Database & PaymentTables>,
  userUid: string,
): Promise<void> {
  const live = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('user_uid', '=', userUid)
    .where('status', 'in', ACTIVE_SUBSCRIPTION_STATUSES)
    .limit(1)
    .executeTakeFirst();
  const status = live ? 'active' : 'free';
  const users = createUserRepository(base);
  const current = await users.get(userUid);
  if (current && current.status !== status) await users.setStatus(userUid, status);
}
