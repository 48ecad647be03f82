import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { createRepositories } from '../repositories/index';
import { expectNoInternalErrors } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { availableBackends } from '../testing/backends';
import { FAKE_CHECKOUT_URL, startFakeLemonSqueezy, type FakeLemonSqueezy } from './fake-lemonsqueezy';
import { startPaymentsApp, WEBHOOK_SECRET } from './testing';

afterAll(expectNoInternalErrors);

describe('payments configuration', () => {
  it('is the test checkout without keys and Lemon Squeezy with all three', () => {
    expect(loadConfig({}).payments.provider).toEqual({ kind: 'test' });
    expect(
      loadConfig({
        LEMONSQUEEZY_API_KEY: 'k',
        LEMONSQUEEZY_STORE_ID: '12',
        LEMONSQUEEZY_WEBHOOK_SECRET: 'secret-1',
        SUBSCRIPTION_VARIANT_ID: '1',
        DONATION_VARIANT_ID: '2',
      }).payments,
    ).toEqual({
      provider: {
        kind: 'lemonsqueezy',
        apiKey: 'k',
        storeId: '12',
        webhookSecret: 'secret-1',
        apiUrl: new URL('https://api.lemonsqueezy.com'),
      },
      subscriptionVariantId: '1',
      donationVariantId: '2',
    });
  });

  it('refuses a partial Lemon Squeezy setup and clashing variants, naming the variables', () => {
    expect(() => loadConfig({ LEMONSQUEEZY_API_KEY: 'k' })).toThrow(
      'Invalid configuration: LEMONSQUEEZY_STORE_ID and LEMONSQUEEZY_WEBHOOK_SECRET must be set too when LEMONSQUEEZY_API_KEY is',
    );
    expect(() => loadConfig({ DONATION_VARIANT_ID: '966247' })).toThrow(
      'DONATION_VARIANT_ID must differ from SUBSCRIPTION_VARIANT_ID',
    );
    expect(() => loadConfig({ LEMONSQUEEZY_STORE_ID: 'abc' })).toThrow(
      'LEMONSQUEEZY_STORE_ID must be a numeric id',
    );
  });
});

describe.each(availableBackends())('POST /api/checkout with Lemon Squeezy on $kind', (backend) => {
  let fake: FakeLemonSqueezy;
  let app: App;
  let env: Awaited<ReturnType<typeof startPaymentsApp>>;
  let ann: TestClient;
  let uid: string;

  beforeAll(async () => {
    fake = await startFakeLemonSqueezy();
    env = await startPaymentsApp(backend, {
      LEMONSQUEEZY_API_KEY: 'ls-key-123',
      LEMONSQUEEZY_STORE_ID: '4242',
      LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LEMONSQUEEZY_API_URL: fake.url,
    });
    app = env.app;
    ann = createTestClient(app);
    await ann.signUp('ann@example.org', 'anns-pass-1');
    uid = ((await (await ann.request('/api/me')).json()) as { uid: string }).uid;
  });

  afterAll(async () => {
    await fake?.close();
    await env?.close();
  });

  it('creates a hosted checkout with the JSON:API shape, the bearer key and the user as custom data', async () => {
    fake.requests.length = 0;
    const res = await ann.request('/api/checkout', { json: { variantId: 966247 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: FAKE_CHECKOUT_URL });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkouts');
    expect(sent?.headers.authorization).toBe('Bearer ls-key-123');
    expect(sent?.headers.accept).toBe('application/vnd.api+json');
    expect(sent?.headers['content-type']).toBe('application/vnd.api+json');
    expect(sent?.body).toEqual({
      data: {
        type: 'checkouts',
        attributes: {
          checkout_data: { email: 'ann@example.org', custom: { user_id: uid } },
          checkout_options: { embed: true },
          product_options: { redirect_url: 'http://localhost/Profile' },
        },
        relationships: {
          store: { data: { type: 'stores', id: '4242' } },
          variant: { data: { type: 'variants', id: '966247' } },
        },
      },
    });
  });

  it('takes the donation variant as a number or a numeric string', async () => {
    fake.requests.length = 0;
    const res = await ann.request('/api/checkout', { json: { variantId: '966248' } });
    expect(res.status).toBe(200);
    expect(fake.requests[0]?.body).toMatchObject({
      data: { relationships: { variant: { data: { id: '966248' } } } },
    });
  });

  it('answers Failed to create checkout when the provider refuses or answers without a url', async () => {
    fake.respondWith(422, { errors: [{ detail: 'The variant is not available.' }] });
    let res = await ann.request('/api/checkout', { json: { variantId: 966248 } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'unavailable', message: 'Failed to create checkout' },
    });

    fake.respondWith(201, { data: { type: 'checkouts', id: 'x', attributes: {} } });
    res = await ann.request('/api/checkout', { json: { variantId: 966248 } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Failed to create checkout',
    );

    fake.respondWith(201, 'not json');
    res = await ann.request('/api/checkout', { json: { variantId: 966248 } });
    expect(res.status).toBe(503);
    fake.respondWith(201, { data: { attributes: { url: FAKE_CHECKOUT_URL } } });
  });

  it('answers Failed to create checkout when the provider cannot be reached', async () => {
    const down = await startFakeLemonSqueezy();
    await down.close();
    const other = await startPaymentsApp(backend, {
      LEMONSQUEEZY_API_KEY: 'k',
      LEMONSQUEEZY_STORE_ID: '1',
      LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LEMONSQUEEZY_API_URL: down.url,
    });
    try {
      const client = createTestClient(other.app);
      await client.signUp('bob@example.org', 'bobs-pass-1');
      const res = await client.request('/api/checkout', { json: { variantId: 966247 } });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: { code: 'unavailable', message: 'Failed to create checkout' },
      });
    } finally {
      await other.close();
    }
  });

  it('refuses signed-out callers, unknown variants and bad bodies with 4xx, before calling the provider', async () => {
    fake.requests.length = 0;
    let res = await createTestClient(app).request('/api/checkout', { json: { variantId: 966247 } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Sign in first' } });

    res = await ann.request('/api/checkout', { json: { variantId: 123 } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Unknown variantId 123',
    );

    for (const body of [{}, { variantId: 'abc' }, { variantId: -1 }, { variantId: 1.5 }, []]) {
      res = await ann.request('/api/checkout', { json: body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid-argument');
    }
    res = await ann.request('/api/checkout', {
      body: 'variantId=966247',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a second subscription while one is active (409 aborted) but still takes donations', async () => {
    await createRepositories(env.database.db).users.setStatus(uid, 'active');
    try {
      fake.requests.length = 0;
      let res = await ann.request('/api/checkout', { json: { variantId: 966247 } });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: { code: 'aborted', message: 'You already have an active subscription' },
      });
      res = await ann.request('/api/checkout', { json: { variantId: 966248 } });
      expect(res.status).toBe(200);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await createRepositories(env.database.db).users.setStatus(uid, 'free');
    }
  });

  it('tells the web app to load Lemon.js and allows its origins in the CSP; no test checkout pages', async () => {
    const res = await ann.request('/api/payments');
    expect(await res.json()).toMatchObject({
      mode: 'lemonsqueezy',
      overlayScript: 'https://app.lemonsqueezy.com/js/lemon.js',
      signedIn: true,
      subscription: null,
      donations: [],
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/app\.lemonsqueezy\.com/);
    expect(csp).toMatch(/frame-src https:\/\/\*\.lemonsqueezy\.com/);
    expect((await ann.request('/api/test-checkout/anything')).status).toBe(404);
  });
});
