import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createRepositories } from '../repositories/index';
import { expectNoInternalErrors } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends } from '../testing/backends';
import { checkCard, escapeHtml, parseAmount } from './test-checkout';
import { postWebhook, signedInUser, startPaymentsApp, subscriptionEvent } from './testing';

afterAll(expectNoInternalErrors);

describe('test checkout checks', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('accepts the usual test cards and refuses a declined one with 402', () => {
    expect(checkCard(card, now)).toBeUndefined();
    expect(checkCard({ ...card, cardNumber: '5555-5555-5555-4444', expiry: '06/25' }, now)).toBeUndefined();
    expect(checkCard({ ...card, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({
      status: 402,
      message: 'Your card was declined. No payment was taken; try another card.',
    });
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ cardNumber: '42' }, 'Your card number is invalid.'],
    [{ expiry: '13/30' }, "Your card's expiration date is invalid (use MM/YY)."],
    [{ expiry: '05/25' }, "Your card's expiration date is in the past."],
    [{ cvc: '1' }, "Your card's security code is invalid."],
  ])('refuses %j with 400', (change, message) => {
    expect(checkCard({ ...card, ...change }, now)).toEqual({ status: 400, message });
  });

  it('reads donation amounts in dollars and cents within bounds', () => {
    expect(parseAmount('5')).toBe(500);
    expect(parseAmount(' $12.5 ')).toBe(1250);
    expect(parseAmount('1,000.99')).toBe(100099);
    for (const bad of ['', '0.99', 'abc', '1.234', '-5', '10000.01']) {
      expect(parseAmount(bad)).toBe('Enter an amount between $1.00 and $10000.00.');
    }
  });

  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

function form(values: Record<string, string>) {
  return {
    body: new URLSearchParams(values).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  };
}

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ann' };

describe.each(availableBackends())('the built-in test checkout on $kind', (backend) => {
  let env: Awaited<ReturnType<typeof startPaymentsApp>>;
  let app: App;
  let ann: TestClient;
  let uid: string;
  const me = async () =>
    (await (await ann.request('/api/me')).json()) as { status: string; downloads: number };
  const checkout = async (variantId: number) => {
    const res = await ann.request('/api/checkout', { json: { variantId } });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost\/api\/test-checkout\/[\w-]{24}$/);
    return new URL(url).pathname;
  };

  beforeAll(async () => {
    env = await startPaymentsApp(backend);
    app = env.app;
    ({ client: ann, uid } = await signedInUser(app, 'ann@example.org'));
  });

  afterAll(() => env?.close());

  it('says test mode and has no overlay script', async () => {
    expect(await (await createTestClient(app).request('/api/payments')).json()).toEqual({
      mode: 'test',
      overlayScript: null,
      variants: { subscription: '966247', donation: '966248' },
      signedIn: false,
      subscription: null,
      donations: [],
    });
  });

  it('shows the subscription, marked TEST MODE, with a form and no scripts', async () => {
    const path = await checkout(966247);
    const res = await ann.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Le Journaliste');
    expect(html).toContain('$2.50 per month');
    expect(html).toContain('LKR 760.85');
    expect(html).toContain(`action="${path}/pay"`);
    expect(html).not.toMatch(/<script/i);
  });

  it('refuses a declined card and a bad card with a message, changing nothing', async () => {
    const path = await checkout(966247);
    let res = await ann.request(`${path}/pay`, form({ ...CARD, cardNumber: '4000 0000 0000 0002' }));
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    res = await ann.request(`${path}/pay`, form({ ...CARD, cvc: '<b>' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('security code is invalid');
    expect(html).toContain('value="&#60;b&#62;"');
    expect((await me()).status).toBe('free');
    res = await ann.request(`${path}/pay`, { body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(415);
    // A multipart type with no boundary, or a body that is no multipart at all: the sender's mistake.
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      res = await ann.request(`${path}/pay`, { body: 'cardNumber=4242', headers: { 'Content-Type': type } });
      expect(res.status, type).toBe(400);
    }
    expect((await me()).status).toBe('free');
  });

  it('subscribes on pay (signed events through the webhook path), once, and cancels from the manage page', async () => {
    const path = await checkout(966247);
    let res = await ann.request(`${path}/pay`, form(CARD));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Payment successful');
    expect((await me()).status).toBe('active');
    const events = await env.database.db
      .withTables<{ payment_events: { event_name: string; source: string; outcome: string } }>()
      .selectFrom('payment_events')
      .select(['event_name', 'source', 'outcome'])
      .execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { event_name: 'order_created', source: 'test', outcome: 'ignored' },
        { event_name: 'subscription_created', source: 'test', outcome: 'applied' },
      ]),
    );

    res = await ann.request(`${path}/pay`, form(CARD));
    expect(res.status).toBe(409);
    expect((await ann.request('/api/checkout', { json: { variantId: 966247 } })).status).toBe(409);

    const account = (await (await ann.request('/api/payments')).json()) as {
      subscription: { manageUrl: string; status: string };
    };
    expect(account.subscription.status).toBe('active');
    const manage = account.subscription.manageUrl;
    expect(manage).toMatch(/^\/api\/test-checkout\/subscriptions\/test-sub-/);
    expect((await createTestClient(app).request(manage)).status).toBe(401);
    const stranger = await signedInUser(app, 'eve@example.org');
    expect((await stranger.client.request(manage)).status).toBe(404);
    expect((await stranger.client.request(`${manage}/cancel`, form({}))).status).toBe(404);
    expect((await me()).status).toBe('active');

    res = await ann.request(manage);
    expect(await res.text()).toContain('Cancel subscription');
    res = await ann.request(`${manage}/cancel`, form({}));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('back on the free plan');
    expect((await me()).status).toBe('free');
  });

  it('records a donation of the amount typed, leaving the plan as it was', async () => {
    await createRepositories(env.database.db).users.setStatus(uid, 'active');
    const path = await checkout(966248);
    expect(await (await ann.request(path)).text()).toContain('name="amount"');
    let res = await ann.request(`${path}/pay`, form({ ...CARD, amount: '0.50' }));
    expect(res.status).toBe(400);
    res = await ann.request(`${path}/pay`, form({ ...CARD, amount: '7.25' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Thank you for your donation of $7.25!');
    const account = (await (await ann.request('/api/payments')).json()) as { donations: unknown[] };
    expect(account.donations).toEqual([
      expect.objectContaining({ amount: 725, currency: 'USD', status: 'paid' }),
    ]);
    expect((await me()).status).toBe('active');
    await createRepositories(env.database.db).users.setStatus(uid, 'free');
  });

  it('cancels a checkout without paying, and answers 404 for an unknown one', async () => {
    const path = await checkout(966248);
    let res = await ann.request(`${path}/cancel`, form({}));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Nothing was charged');
    res = await ann.request(`${path}/pay`, form({ ...CARD, amount: '5' }));
    expect(res.status).toBe(409);
    expect((await ann.request('/api/test-checkout/nope')).status).toBe(404);
  });

  it('shows no email, and shows and changes nothing for anyone but the account that started it', async () => {
    const path = await checkout(966247);
    const owner = await (await ann.request(path)).text();
    expect(owner).toContain('Card number');
    expect(owner).not.toContain('ann@example.org');
    expect(owner).not.toMatch(/ann…|For ann/);

    const signedOut = createTestClient(app);
    const stranger = (await signedInUser(app, 'mallory@example.org')).client;
    for (const [client, status] of [
      [signedOut, 401],
      [stranger, 404],
    ] as const) {
      const page = await client.request(path);
      expect(page.status).toBe(status);
      expect(await page.text()).not.toContain('ann@example.org');
      expect((await client.request(`${path}/cancel`, form({}))).status).toBe(status);
      expect((await client.request(`${path}/pay`, form(CARD))).status).toBe(status);
    }
    // Still open for its owner, who can pay it.
    expect((await me()).status).toBe('free');
    const paid = await ann.request(`${path}/pay`, form(CARD));
    expect(paid.status).toBe(200);
    expect((await me()).status).toBe('active');
    await createRepositories(env.database.db).users.setStatus(uid, 'free');
  });

  it('refuses a NUL in the :id segment of every test-checkout route, and in a form value', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/test-checkout/a%00b'],
      ['POST', '/api/test-checkout/a%00b/pay'],
      ['POST', '/api/test-checkout/a%00b/cancel'],
      ['GET', '/api/test-checkout/subscriptions/a%00b'],
      ['POST', '/api/test-checkout/subscriptions/a%00b/cancel'],
    ];
    for (const [method, path] of routes) {
      const res = await ann.request(path, { method, ...(method === 'POST' ? form(CARD) : {}) });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'invalid-argument', message: 'Invalid id: must not contain a NUL character' },
      });
    }
    const path = await checkout(966248);
    const res = await ann.request(`${path}/pay`, form({ ...CARD, name: 'A\u0000nn', amount: '5' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Invalid name: must not contain a NUL character' },
    });
  });

  it('does not accept webhooks signed with anything but its own per-process secret', async () => {
    const res = await postWebhook(
      app,
      subscriptionEvent('subscription_created', { uid, status: 'active', updatedAt: '2025-01-01T00:00:00Z' }),
    );
    expect(res.status).toBe(401);
    expect((await me()).status).toBe('free');
  });
});
