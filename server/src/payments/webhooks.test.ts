import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createRepositories } from '../repositories/index';
import { expectNoInternalErrors } from '../testing/app';
import type { TestClient } from '../testing/auth-client';
import { availableBackends } from '../testing/backends';
import type { PaymentTables } from './schema';
import { eventIdOf, parseEvent } from './webhooks';
import {
  orderEvent,
  postWebhook,
  signedInUser,
  startPaymentsApp,
  subscriptionEvent,
  WEBHOOK_SECRET,
} from './testing';

afterAll(expectNoInternalErrors);

describe('event ids', () => {
  it('are event name, object and updated_at, so a resend is the same event and a later state is not', () => {
    const raw = (body: unknown) => Buffer.from(JSON.stringify(body));
    const a = subscriptionEvent('subscription_updated', {
      status: 'active',
      updatedAt: '2025-01-03T10:00:00Z',
    });
    const b = subscriptionEvent('subscription_updated', {
      status: 'active',
      updatedAt: '2025-01-03T10:00:01Z',
    });
    expect(eventIdOf(parseEvent(raw(a)), raw(a))).toBe(
      'subscription_updated:subscriptions:1001:2025-01-03T10:00:00.000Z',
    );
    expect(eventIdOf(parseEvent(raw(a)), raw(a))).not.toBe(eventIdOf(parseEvent(raw(b)), raw(b)));
    const noTime = {
      meta: { event_name: 'license_key_created' },
      data: { type: 'license-keys', id: 7, attributes: {} },
    };
    expect(eventIdOf(parseEvent(raw(noTime)), raw(noTime))).toMatch(
      /^license_key_created:license-keys:7:sha256:[0-9a-f]{64}$/,
    );
  });
});

describe.each(availableBackends())('POST /api/webhooks/lemonsqueezy on $kind', (backend) => {
  let env: Awaited<ReturnType<typeof startPaymentsApp>>;
  let app: App;
  let ann: TestClient;
  let uid: string;
  const db = () => env.database.db.withTables<PaymentTables>();
  const status = async () => (await createRepositories(env.database.db).users.get(uid))?.status;
  const eventCount = async () =>
    Number(
      (
        await db()
          .selectFrom('payment_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    env = await startPaymentsApp(backend, {
      LEMONSQUEEZY_API_KEY: 'ls-key',
      LEMONSQUEEZY_STORE_ID: '1',
      LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LEMONSQUEEZY_API_URL: 'http://127.0.0.1:9',
    });
    app = env.app;
    ({ client: ann, uid } = await signedInUser(app, 'ann@example.org'));
  });

  afterAll(() => env?.close());

  beforeEach(async () => {
    await db().deleteFrom('payment_events').execute();
    await db().deleteFrom('subscriptions').execute();
    await db().deleteFrom('donations').execute();
    await createRepositories(env.database.db).users.setStatus(uid, 'free');
  });

  it('refuses a missing, wrong or forged signature with 401 and stores nothing', async () => {
    const event = subscriptionEvent('subscription_created', {
      uid,
      status: 'active',
      updatedAt: '2025-01-01T10:00:00Z',
    });
    for (const secret of [null, 'another-secret']) {
      const res = await postWebhook(app, event, secret);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'unauthenticated', message: 'Invalid or missing webhook signature' },
      });
    }
    const res = await app.request('/api/webhooks/lemonsqueezy', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': 'zz'.repeat(32) },
      body: JSON.stringify(event),
    });
    expect(res.status).toBe(401);
    expect(await eventCount()).toBe(0);
    expect(await status()).toBe('free');
  });

  it('turns the user active on subscription_created and free at once on subscription_cancelled', async () => {
    let res = await postWebhook(
      app,
      subscriptionEvent('subscription_created', { uid, status: 'active', updatedAt: '2025-01-01T10:00:00Z' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await status()).toBe('active');
    const account = (await (await ann.request('/api/payments')).json()) as { subscription: unknown };
    expect(account.subscription).toEqual({
      id: '1001',
      status: 'active',
      active: true,
      manageUrl: 'https://store.lemonsqueezy.com/billing?expires=1&signature=abc',
    });

    res = await postWebhook(
      app,
      subscriptionEvent('subscription_cancelled', {
        uid,
        status: 'cancelled',
        updatedAt: '2025-01-05T10:00:00Z',
      }),
    );
    expect(res.status).toBe(200);
    expect(await status()).toBe('free');
  });

  it.each(['expired', 'unpaid', 'paused'])('a subscription that is %s is free', async (state) => {
    await postWebhook(
      app,
      subscriptionEvent('subscription_created', {
        uid,
        status: 'on_trial',
        updatedAt: '2025-01-01T10:00:00Z',
      }),
    );
    expect(await status()).toBe('active');
    await postWebhook(
      app,
      subscriptionEvent('subscription_updated', { uid, status: state, updatedAt: '2025-01-02T10:00:00Z' }),
    );
    expect(await status()).toBe('free');
  });

  it('pushes the new status to the live stream of an open tab', async () => {
    const res = await ann.request('/api/me/stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 20_000;
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`no ${String(pattern)} in ${text}`);
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    try {
      await until(/"status":"free"/);
      await postWebhook(
        app,
        subscriptionEvent('subscription_created', {
          uid,
          status: 'active',
          updatedAt: '2025-01-01T10:00:00Z',
        }),
      );
      await until(/"status":"active"/);
    } finally {
      await reader.cancel();
    }
  });

  it('applies the same event delivered twice once', async () => {
    const donation = orderEvent('order_created', { uid, variantId: 966248, total: 700, currency: 'eur' });
    const first = await postWebhook(app, donation);
    const second = await postWebhook(app, donation);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await eventCount()).toBe(1);
    const donations = await db().selectFrom('donations').selectAll().execute();
    expect(donations).toHaveLength(1);
    expect(donations[0]).toMatchObject({
      id: '5005',
      user_uid: uid,
      amount: 700,
      currency: 'EUR',
      status: 'paid',
    });
    // A donation leaves the plan as it was.
    expect(await status()).toBe('free');

    // A replayed cancellation after a newer reactivation changes nothing either.
    const cancel = subscriptionEvent('subscription_cancelled', {
      uid,
      status: 'cancelled',
      updatedAt: '2025-01-02T10:00:00Z',
    });
    await postWebhook(
      app,
      subscriptionEvent('subscription_created', { uid, status: 'active', updatedAt: '2025-01-01T10:00:00Z' }),
    );
    await postWebhook(app, cancel);
    await postWebhook(
      app,
      subscriptionEvent('subscription_resumed', { uid, status: 'active', updatedAt: '2025-01-03T10:00:00Z' }),
    );
    expect(await status()).toBe('active');
    expect(await (await postWebhook(app, cancel)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await status()).toBe('active');
  });

  it('ends in the newest state when a cancellation arrives before the creation', async () => {
    const cancelled = await postWebhook(
      app,
      subscriptionEvent('subscription_cancelled', {
        uid,
        status: 'cancelled',
        updatedAt: '2025-01-05T10:00:00Z',
      }),
    );
    expect(await cancelled.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await status()).toBe('free');
    const created = await postWebhook(
      app,
      subscriptionEvent('subscription_created', { uid, status: 'active', updatedAt: '2025-01-01T10:00:00Z' }),
    );
    expect(await created.json()).toEqual({ received: true, outcome: 'stale' });
    expect(await status()).toBe('free');
    const row = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', user_uid: uid });
    expect(row.provider_updated_at.toISOString()).toBe('2025-01-05T10:00:00.000Z');
  });

  it('takes the plan away on a refund of the subscription payment or order', async () => {
    await postWebhook(
      app,
      subscriptionEvent('subscription_created', { uid, status: 'active', updatedAt: '2025-01-01T10:00:00Z' }),
    );
    expect(await status()).toBe('active');
    await postWebhook(app, {
      meta: { event_name: 'subscription_payment_refunded', custom_data: { user_id: uid } },
      data: {
        type: 'subscription-invoices',
        id: '77',
        attributes: { subscription_id: 1001, updated_at: '2025-01-04T00:00:00Z' },
      },
    });
    expect(await status()).toBe('free');

    await db().deleteFrom('subscriptions').execute();
    await postWebhook(
      app,
      subscriptionEvent('subscription_created', {
        uid,
        id: '1002',
        status: 'active',
        updatedAt: '2025-01-01T10:00:00Z',
      }),
    );
    expect(await status()).toBe('active');
    await postWebhook(
      app,
      orderEvent('order_refunded', {
        uid,
        id: '2002',
        variantId: 966247,
        total: 250,
        updatedAt: '2025-01-06T00:00:00Z',
      }),
    );
    expect(await status()).toBe('free');
  });

  it('finds the user by the stored subscription or the email when custom data is missing', async () => {
    await postWebhook(
      app,
      subscriptionEvent('subscription_created', {
        email: 'ANN@example.org',
        status: 'active',
        updatedAt: '2025-01-01T10:00:00Z',
      }),
    );
    expect(await status()).toBe('active');
    await postWebhook(
      app,
      subscriptionEvent('subscription_expired', {
        status: 'expired',
        updatedAt: '2025-02-01T10:00:00Z',
        email: 'changed@example.org',
      }),
    );
    expect(await status()).toBe('free');
  });

  it('acknowledges unknown event types and events for unknown users, changing nothing', async () => {
    for (const body of [
      {
        meta: { event_name: 'license_key_created' },
        data: { type: 'license-keys', id: '1', attributes: { key: 'x' } },
      },
      { meta: { event_name: 'affiliate_activated' }, data: { type: 'affiliates', id: '2', attributes: {} } },
      orderEvent('order_created', { uid, id: '6006', variantId: 966247, total: 250 }),
      subscriptionEvent('subscription_created', {
        uid: 'nobody',
        email: 'nobody@example.org',
        status: 'active',
        updatedAt: '2025-01-01T10:00:00Z',
      }),
    ]) {
      const res = await postWebhook(app, body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    expect(await status()).toBe('free');
    expect(await db().selectFrom('subscriptions').selectAll().execute()).toEqual([]);
    expect(await eventCount()).toBe(4);
  });

  it('answers 400 for a signed body it cannot read, and stores nothing', async () => {
    for (const body of [
      'not json',
      { meta: {}, data: {} },
      subscriptionEvent('subscription_created', { uid, status: 'active', updatedAt: 'yesterday' }),
    ]) {
      const res = await postWebhook(app, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid-argument');
    }
    expect(await eventCount()).toBe(0);
  });

  it('records a refunded donation as refunded whichever event comes first', async () => {
    await postWebhook(
      app,
      orderEvent('order_refunded', {
        uid,
        id: '9',
        variantId: 966248,
        total: 500,
        updatedAt: '2025-01-03T00:00:00Z',
      }),
    );
    await postWebhook(app, orderEvent('order_created', { uid, id: '9', variantId: 966248, total: 500 }));
    const account = (await (await ann.request('/api/payments')).json()) as { donations: unknown[] };
    expect(account.donations).toEqual([
      { id: '9', amount: 500, currency: 'USD', status: 'refunded', orderedAt: '2025-01-02T10:00:00.000Z' },
    ]);
  });
});
