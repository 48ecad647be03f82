import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open';
import type { PaymentTables } from '../payments/schema';
import { availableBackends, type TestDatabaseTarget, openMigratedDatabase } from '../testing/backends';
import {
  createPaymentRepository,
  type PaymentRepository,
  type PaymentTarget,
  type SubscriptionState,
} from './payments';
import { createUserRepository, type UserRepository } from './users';

describe.each(availableBackends())('payment repository on $kind', ({ createTarget }) => {
  let target: TestDatabaseTarget;
  let database: DatabaseHandle;
  let payments: PaymentRepository;
  let users: UserRepository;
  let next = 0;
  const db = () => database.db.withTables<PaymentTables>();
  const event = (name = 'subscription_updated') => ({
    id: `event-${++next}`,
    name,
    source: 'test' as const,
    payload: { meta: { event_name: name } },
  });
  const subscription = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
    id: 'sub-1',
    orderId: 'order-1',
    variantId: 'v-sub',
    status: 'active',
    providerUpdatedAt: new Date('2025-01-02T00:00:00Z'),
    customerPortalUrl: 'https://portal.example/1',
    testMode: true,
    ...over,
  });
  const subscribe = (
    over: Partial<SubscriptionState> = {},
    who: Partial<PaymentTarget> = {},
  ): PaymentTarget => ({
    customUserId: 'u-ann',
    subscriptionId: over.id ?? 'sub-1',
    affectsStatus: true,
    change: { kind: 'subscription', subscription: subscription(over) },
    ...who,
  });
  const status = async (uid = 'u-ann') => (await users.get(uid))?.status;

  beforeAll(async () => {
    target = await createTarget();
    database = await openMigratedDatabase(target);
    payments = createPaymentRepository(database.db);
    users = createUserRepository(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.cleanup();
  });

  beforeEach(async () => {
    await db().deleteFrom('payment_events').execute();
    await db().deleteFrom('subscriptions').execute();
    await db().deleteFrom('donations').execute();
    await db().deleteFrom('test_checkouts').execute();
    await users.ensure({ uid: 'u-ann', email: 'Ann@Example.org' });
    await users.ensure({ uid: 'u-bob', email: 'bob@example.org' });
    await users.setStatus('u-ann', 'free');
  });

  it('stores an event once: a second delivery of its id is a duplicate that changes nothing', async () => {
    const first = event();
    expect(await payments.applyEvent(first, subscribe())).toEqual({ outcome: 'applied', userUid: 'u-ann' });
    expect(await status()).toBe('active');
    await users.setStatus('u-ann', 'free');
    expect(await payments.applyEvent(first, subscribe())).toEqual({ outcome: 'duplicate', userUid: null });
    expect(await status()).toBe('free');
    const rows = await db().selectFrom('payment_events').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, outcome: 'applied', user_uid: 'u-ann', source: 'test' });
    expect(rows[0]?.payload).toEqual(first.payload);
  });

  it('records an event without a change, or without a user, as ignored', async () => {
    expect(await payments.applyEvent(event('license_key_created'), undefined)).toEqual({
      outcome: 'ignored',
      userUid: null,
    });
    const nobody = subscribe({}, { customUserId: 'u-nobody', email: 'nobody@example.org' });
    expect(await payments.applyEvent(event(), nobody)).toEqual({ outcome: 'ignored', userUid: null });
    expect(await db().selectFrom('subscriptions').selectAll().execute()).toEqual([]);
    const outcomes = await db().selectFrom('payment_events').select('outcome').execute();
    expect(outcomes.map((r) => r.outcome)).toEqual(['ignored', 'ignored']);
  });

  it('keeps the newest subscription state whatever the order events arrive in', async () => {
    const later = new Date('2025-01-05T00:00:00Z');
    await payments.applyEvent(event(), subscribe({ status: 'cancelled', providerUpdatedAt: later }));
    const older = await payments.applyEvent(event(), subscribe({ status: 'active' }));
    expect(older.outcome).toBe('stale');
    const same = await payments.applyEvent(
      event(),
      subscribe({ status: 'expired', providerUpdatedAt: later }),
    );
    expect(same.outcome).toBe('stale');
    const stored = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'cancelled', provider_updated_at: later, user_uid: 'u-ann' });
    expect(await status()).toBe('free');
    const resumed = await payments.applyEvent(
      event(),
      subscribe({ status: 'active', providerUpdatedAt: new Date('2025-01-06T00:00:00Z') }),
    );
    expect(resumed.outcome).toBe('applied');
    expect(await status()).toBe('active');
  });

  it('keeps the order and portal link an update leaves out', async () => {
    await payments.applyEvent(event(), subscribe());
    await payments.applyEvent(
      event(),
      subscribe({
        orderId: null,
        customerPortalUrl: null,
        providerUpdatedAt: new Date('2025-01-03T00:00:00Z'),
      }),
    );
    const stored = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ order_id: 'order-1', customer_portal_url: 'https://portal.example/1' });
  });

  it('finds the user by custom data, else by the stored subscription, else by a unique email', async () => {
    await payments.applyEvent(event(), subscribe({}, { customUserId: 'u-bob' }));
    // No custom data: the stored subscription's owner, even though the email names Ann.
    const bySubscription = await payments.applyEvent(
      event(),
      subscribe(
        { status: 'paused', providerUpdatedAt: new Date('2025-01-03T00:00:00Z') },
        { customUserId: undefined, email: 'ann@example.org' },
      ),
    );
    expect(bySubscription.userUid).toBe('u-bob');
    // A new subscription without custom data: the email, compared without case.
    const byEmail = await payments.applyEvent(
      event(),
      subscribe({ id: 'sub-2' }, { customUserId: undefined, email: 'ANN@example.ORG' }),
    );
    expect(byEmail.userUid).toBe('u-ann');
    // An email two accounts share names nobody.
    await users.ensure({ uid: 'u-ann-2', email: 'ann@example.org' });
    const ambiguous = await payments.applyEvent(
      event(),
      subscribe({ id: 'sub-3' }, { customUserId: undefined, email: 'ann@example.org' }),
    );
    expect(ambiguous).toEqual({ outcome: 'ignored', userUid: null });
    await db().deleteFrom('users').where('uid', '=', 'u-ann-2').execute();
  });

  it('records a donation once, refunded whichever of order and refund comes first', async () => {
    const donation = (status: string) => ({
      id: 'order-9',
      amount: 500,
      currency: 'USD',
      status,
      testMode: true,
      orderedAt: new Date('2025-02-01T00:00:00Z'),
    });
    const give = (status: string, refunded: boolean): PaymentTarget => ({
      customUserId: 'u-ann',
      affectsStatus: false,
      change: { kind: 'donation', donation: donation(status), refunded },
    });
    expect((await payments.applyEvent(event('order_refunded'), give('refunded', true))).outcome).toBe(
      'applied',
    );
    await payments.applyEvent(event('order_created'), give('paid', false));
    const { donations } = await payments.account('u-ann');
    expect(donations).toHaveLength(1);
    expect(donations[0]).toMatchObject({ id: 'order-9', status: 'refunded', amount: 500 });
    // A donation does not touch the plan.
    expect(await status()).toBe('free');
  });

  it('refunds the subscription an order bought, unless a newer state is stored', async () => {
    await payments.applyEvent(event(), subscribe());
    const refund = (at: string): PaymentTarget => ({
      customUserId: 'u-ann',
      affectsStatus: true,
      change: { kind: 'order-refund', orderId: 'order-1', providerUpdatedAt: new Date(at) },
    });
    expect((await payments.applyEvent(event('order_refunded'), refund('2025-01-01T00:00:00Z'))).outcome).toBe(
      'stale',
    );
    expect(await status()).toBe('active');
    expect((await payments.applyEvent(event('order_refunded'), refund('2025-01-04T00:00:00Z'))).outcome).toBe(
      'applied',
    );
    expect(await status()).toBe('free');
    const { subscription } = await payments.account('u-ann');
    expect(subscription).toMatchObject({ id: 'sub-1', status: 'refunded' });
  });

  it("reads a user's newest subscription and their donations, newest first", async () => {
    await payments.applyEvent(
      event(),
      subscribe({ id: 'sub-old', providerUpdatedAt: new Date('2024-01-01') }),
    );
    await payments.applyEvent(
      event(),
      subscribe({ id: 'sub-new', providerUpdatedAt: new Date('2025-03-01') }),
    );
    for (const [id, day] of [
      ['d-1', '2025-01-01'],
      ['d-3', '2025-03-01'],
      ['d-2', '2025-02-01'],
    ] as const) {
      await payments.applyEvent(event('order_created'), {
        customUserId: 'u-ann',
        affectsStatus: false,
        change: {
          kind: 'donation',
          refunded: false,
          donation: {
            id,
            amount: 100,
            currency: 'EUR',
            status: 'paid',
            testMode: true,
            orderedAt: new Date(day),
          },
        },
      });
    }
    const account = await payments.account('u-ann');
    expect(account.subscription?.id).toBe('sub-new');
    expect(account.donations.map((d) => d.id)).toEqual(['d-3', 'd-2', 'd-1']);
    expect(await payments.account('u-bob')).toEqual({ subscription: undefined, donations: [] });
  });

  it("reads a subscription only for its owner, with the owner's email", async () => {
    await payments.applyEvent(event(), subscribe());
    expect(await payments.ownedSubscription('sub-1', 'u-ann')).toEqual({
      id: 'sub-1',
      status: 'active',
      userUid: 'u-ann',
      orderId: 'order-1',
      variantId: 'v-sub',
      providerUpdatedAt: new Date('2025-01-02T00:00:00Z'),
      email: 'Ann@Example.org',
    });
    expect(await payments.ownedSubscription('sub-1', 'u-bob')).toBeUndefined();
    expect(await payments.ownedSubscription('sub-none', 'u-ann')).toBeUndefined();
  });

  it('claims a test checkout once (paid or cancelled), and reopens it when delivery failed', async () => {
    await payments.createTestCheckout({
      id: 'co-1',
      userUid: 'u-ann',
      email: 'ann@example.org',
      variantId: 'v-sub',
      kind: 'subscription',
    });
    expect(await payments.findTestCheckout('co-1')).toMatchObject({
      id: 'co-1',
      user_uid: 'u-ann',
      kind: 'subscription',
      status: 'open',
    });
    const claims = await Promise.all([
      payments.claimTestCheckout('co-1', 'paid'),
      payments.claimTestCheckout('co-1', 'paid'),
      payments.claimTestCheckout('co-1', 'cancelled'),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await payments.reopenTestCheckout('co-1');
    expect((await payments.findTestCheckout('co-1'))?.status).toBe('open');
    expect(await payments.claimTestCheckout('co-1', 'cancelled')).toBe(true);
    expect((await payments.findTestCheckout('co-1'))?.status).toBe('cancelled');
    expect(await payments.findTestCheckout('co-none')).toBeUndefined();
    expect(await payments.claimTestCheckout('co-none', 'paid')).toBe(false);
  });

  it('applies events of one user one after another when they race', async () => {
    const updates = Array.from({ length: 6 }, (_, i) =>
      subscribe({
        status: i % 2 ? 'active' : 'paused',
        providerUpdatedAt: new Date(Date.UTC(2025, 0, 10 + i)),
      }),
    );
    const results = await Promise.all(updates.map((u) => payments.applyEvent(event(), u)));
    expect(results.every((r) => r.userUid === 'u-ann')).toBe(true);
    // Whatever the order they ran in, the newest state (the 6th: active) is the one stored.
    const stored = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(stored.provider_updated_at).toEqual(new Date(Date.UTC(2025, 0, 15)));
    expect(stored.status).toBe('active');
    expect(await status()).toBe('active');
  });
});
