import type { ColumnType, Generated } from 'kysely';

/**
 * The payment tables (migration 0100_payments), added to the app's Database type with
 * `db.withTables<PaymentTables>()` by the payments repository (repositories/payments.ts), which owns
 * every query of these tables.
 */

interface PaymentEventsTable {
  /** Derived from the event (see eventIdOf in webhooks.ts); a second delivery of it conflicts here. */
  id: string;
  event_name: string;
  /** 'lemonsqueezy' for signed deliveries from the provider, 'test' for the built-in test checkout's. */
  source: string;
  user_uid: string | null;
  /** What applying it came to: applied, stale (an older state than stored), ignored (unknown or unmapped). */
  outcome: string;
  payload: ColumnType<unknown, string, never>;
  received_at: ColumnType<Date, never, never>;
}

export interface SubscriptionsTable {
  /** The provider's subscription id. */
  id: string;
  user_uid: string;
  order_id: string | null;
  variant_id: string;
  /** The provider's status (active, on_trial, cancelled, expired, unpaid, past_due, paused) or 'refunded'. */
  status: string;
  /** The provider's updated_at of the state stored here; an event carrying an older one changes nothing. */
  provider_updated_at: Date;
  customer_portal_url: string | null;
  test_mode: boolean;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface DonationsTable {
  /** The provider's order id. */
  id: string;
  user_uid: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  /** paid or refunded. */
  status: string;
  test_mode: boolean;
  /** When the order was made (the provider's created_at). */
  ordered_at: Date;
  recorded_at: ColumnType<Date, never, never>;
}

export interface TestCheckoutsTable {
  id: string;
  user_uid: string;
  email: string;
  variant_id: string;
  kind: 'subscription' | 'donation';
  /** open → paid or cancelled, once. */
  status: Generated<string>;
  created_at: ColumnType<Date, never, never>;
}

// A type alias, not an interface: withTables needs an index-signature-compatible record.
export type PaymentTables = {
  payment_events: PaymentEventsTable;
  subscriptions: SubscriptionsTable;
  donations: DonationsTable;
  test_checkouts: TestCheckoutsTable;
};
