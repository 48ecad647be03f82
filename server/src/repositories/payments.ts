import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '../payments/products';
import type {
  DonationsTable,
  PaymentTables,
  SubscriptionsTable,
  TestCheckoutsTable,
} from '../payments/schema';
import { createUserRepository } from './users';

type PaymentDb = Kysely<Database & PaymentTables>;
type PaymentTrx = Transaction<Database & PaymentTables>;

export type WebhookOutcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

/** A subscription's state as the provider reported it at `providerUpdatedAt`. */
export interface SubscriptionState {
  readonly id: string;
  readonly orderId: string | null;
  readonly variantId: string;
  readonly status: string;
  readonly providerUpdatedAt: Date;
  readonly customerPortalUrl: string | null;
  readonly testMode: boolean;
}

interface DonationOrder {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly testMode: boolean;
  readonly orderedAt: Date;
}

/** What one event changes for its user, read from the event by the webhook code (no SQL there). */
type PaymentChange =
  /** Stored unless the stored state is as new or newer (events may arrive out of order). */
  | { readonly kind: 'subscription'; readonly subscription: SubscriptionState }
  /** Recorded once; a refund, before or after the order, leaves it refunded. */
  | { readonly kind: 'donation'; readonly donation: DonationOrder; readonly refunded: boolean }
  /** The subscription bought by this order is refunded, unless a newer state is stored. */
  | { readonly kind: 'order-refund'; readonly orderId: string; readonly providerUpdatedAt: Date };

/** How to find the event's user: custom data first, then the subscription's owner, then the email. */
export interface PaymentTarget {
  readonly customUserId?: string;
  readonly subscriptionId?: string;
  readonly email?: string | null;
  /** Whether the user's status is recomputed afterwards (subscription changes; not donations). */
  readonly affectsStatus: boolean;
  readonly change: PaymentChange;
}

interface PaymentEvent {
  readonly id: string;
  readonly name: string;
  readonly source: 'lemonsqueezy' | 'test';
  /** Stored as it came (jsonb). */
  readonly payload: unknown;
}

type SubscriptionRow = Selectable<SubscriptionsTable>;
type DonationRow = Selectable<DonationsTable>;
type TestCheckout = Selectable<TestCheckoutsTable>;

interface OwnedSubscription {
  readonly id: string;
  readonly status: string;
  readonly userUid: string;
  readonly orderId: string | null;
  readonly variantId: string;
  readonly providerUpdatedAt: Date;
  readonly email: string;
}

/**
 * Payments (docs/payments.md): webhook events, subscriptions, donations and the built-in test checkout.
 *
 * `applyEvent` applies one event in one transaction:
 * 1. it is stored under its id; a second delivery of the same event conflicts and changes nothing;
 * 2. the user's row is locked, so events for one user apply one after another on any number of servers;
 * 3. the change is written (a subscription only when its provider time is newer than the stored one);
 * 4. the user's status is recomputed from all their subscriptions and written only when it changes
 *    (the users trigger notifies the live streams of every open tab).
 */
export interface PaymentRepository {
  /** `target` undefined: an event that changes nothing here (stored, then 'ignored'). */
  applyEvent(
    event: PaymentEvent,
    target: PaymentTarget | undefined,
  ): Promise<{ outcome: WebhookOutcome; userUid: string | null }>;
  /** The user's newest subscription and their last 100 donations, newest first. */
  account(uid: string): Promise<{ subscription: SubscriptionRow | undefined; donations: DonationRow[] }>;
  /** The subscription with this id when it is this user's, with the user's email. */
  ownedSubscription(id: string, uid: string): Promise<OwnedSubscription | undefined>;
  createTestCheckout(row: {
    id: string;
    userUid: string;
    email: string;
    variantId: string;
    kind: 'subscription' | 'donation';
  }): Promise<void>;
  findTestCheckout(id: string): Promise<TestCheckout | undefined>;
  /** open → paid or cancelled, once: a double submit or a second tab cannot pay twice. */
  claimTestCheckout(id: string, to: 'paid' | 'cancelled'): Promise<boolean>;
  /** Back to open, when delivering a paid checkout's events failed. */
  reopenTestCheckout(id: string): Promise<void>;
}

export function createPaymentRepository(base: Kysely<Database>): PaymentRepository {
  const db: PaymentDb = base.withTables<PaymentTables>();
  return {
    applyEvent(event, target) {
      return base.transaction().execute(async (plain) => {
        const trx = plain.withTables<PaymentTables>();
        const inserted = await trx
          .insertInto('payment_events')
          .values({
            id: event.id,
            event_name: event.name,
            source: event.source,
            user_uid: null,
            outcome: 'received',
            payload: JSON.stringify(event.payload),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return { outcome: 'duplicate' as const, userUid: null };

        const userUid = target ? await resolveUser(trx, target) : null;
        let outcome: WebhookOutcome = 'ignored';
        if (target && userUid) {
          // Serialises all payment changes of one user (across app servers on PostgreSQL).
          await trx.selectFrom('users').select('uid').where('uid', '=', userUid).forUpdate().execute();
          outcome = await applyChange(trx, userUid, target.change);
          if (target.affectsStatus) await syncUserStatus(plain, trx, userUid);
        }
        await trx
          .updateTable('payment_events')
          .set({ outcome, user_uid: userUid })
          .where('id', '=', event.id)
          .execute();
        return { outcome, userUid };
      });
    },

    async account(uid) {
      const [subscription, donations] = await Promise.all([
        db
          .selectFrom('subscriptions')
          .selectAll()
          .where('user_uid', '=', uid)
          .orderBy('provider_updated_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('donations')
          .selectAll()
          .where('user_uid', '=', uid)
          .orderBy('ordered_at', 'desc')
          .limit(100)
          .execute(),
      ]);
      return { subscription, donations };
    },

    async ownedSubscription(id, uid) {
      const row = await db
        .selectFrom('subscriptions')
        .innerJoin('users', 'users.uid', 'subscriptions.user_uid')
        .select([
          'subscriptions.id',
          'subscriptions.status',
          'subscriptions.user_uid',
          'subscriptions.order_id',
          'subscriptions.variant_id',
          'subscriptions.provider_updated_at',
          'users.email',
        ])
        .where('subscriptions.id', '=', id)
        .where('subscriptions.user_uid', '=', uid)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            status: row.status,
            userUid: row.user_uid,
            orderId: row.order_id,
            variantId: row.variant_id,
            providerUpdatedAt: row.provider_updated_at,
            email: row.email,
          }
        : undefined;
    },

    async createTestCheckout(row) {
      await db
        .insertInto('test_checkouts')
        .values({
          id: row.id,
          user_uid: row.userUid,
          email: row.email,
          variant_id: row.variantId,
          kind: row.kind,
        })
        .execute();
    },

    findTestCheckout: (id) =>
      db.selectFrom('test_checkouts').selectAll().where('id', '=', id).executeTakeFirst(),

    async claimTestCheckout(id, to) {
      const row = await db
        .updateTable('test_checkouts')
        .set({ status: to })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async reopenTestCheckout(id) {
      await db.updateTable('test_checkouts').set({ status: 'open' }).where('id', '=', id).execute();
    },
  };
}

async function applyChange(trx: PaymentTrx, userUid: string, change: PaymentChange): Promise<WebhookOutcome> {
  switch (change.kind) {
    case 'subscription':
      return upsertSubscription(trx, userUid, change.subscription);
    case 'donation': {
      const { donation, refunded } = change;
      await trx
        .insertInto('donations')
        .values({
          id: donation.id,
          user_uid: userUid,
          amount: donation.amount,
          currency: donation.currency,
          status: donation.status,
          test_mode: donation.testMode,
          ordered_at: donation.orderedAt,
        })
        // A refund arriving before or after the order leaves it refunded either way.
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ status: refunded ? 'refunded' : sql<string>`donations.status` }),
        )
        .execute();
      return 'applied';
    }
    case 'order-refund': {
      const changed = await trx
        .updateTable('subscriptions')
        .set({
          status: 'refunded',
          provider_updated_at: change.providerUpdatedAt,
          updated_at: sql<Date>`now()`,
        })
        .where('order_id', '=', change.orderId)
        .where('user_uid', '=', userUid)
        .where('provider_updated_at', '<', change.providerUpdatedAt)
        .executeTakeFirst();
      return Number(changed.numUpdatedRows) > 0 ? 'applied' : 'stale';
    }
  }
}

/** Stores the subscription's state unless the stored one is as new or newer. */
async function upsertSubscription(
  trx: PaymentTrx,
  userUid: string,
  s: SubscriptionState,
): Promise<WebhookOutcome> {
  const written = await trx
    .insertInto('subscriptions')
    .values({
      id: s.id,
      user_uid: userUid,
      order_id: s.orderId,
      variant_id: s.variantId,
      status: s.status,
      provider_updated_at: s.providerUpdatedAt,
      customer_portal_url: s.customerPortalUrl,
      test_mode: s.testMode,
    })
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
async function resolveUser(trx: PaymentTrx, target: PaymentTarget): Promise<string | null> {
  if (target.customUserId) {
    const user = await trx
      .selectFrom('users')
      .select('uid')
      .where('uid', '=', target.customUserId)
      .executeTakeFirst();
    if (user) return user.uid;
  }
  if (target.subscriptionId !== undefined) {
    const sub = await trx
      .selectFrom('subscriptions')
      .select('user_uid')
      .where('id', '=', target.subscriptionId)
      .executeTakeFirst();
    if (sub) return sub.user_uid;
  }
  if (target.email) {
    const users = await trx
      .selectFrom('users')
      .select('uid')
      .where(sql`lower(email)`, '=', target.email.toLowerCase())
      .limit(2)
      .execute();
    if (users.length === 1 && users[0]) return users[0].uid;
  }
  return null;
}

/** active when any of the user's subscriptions gives the perks, else free; written only when it changes. */
async function syncUserStatus(plain: Transaction<Database>, trx: PaymentTrx, userUid: string): Promise<void> {
  const live = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('user_uid', '=', userUid)
    .where('status', 'in', ACTIVE_SUBSCRIPTION_STATUSES)
    .limit(1)
    .executeTakeFirst();
  const status = live ? 'active' : 'free';
  // The users repository over this transaction: the status is written the one way users are written.
  const users = createUserRepository(plain);
  const current = await users.get(userUid);
  if (current && current.status !== status) await users.setStatus(userUid, status);
}
