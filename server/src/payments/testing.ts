import type { App } from '../app';
import type { DatabaseHandle } from '../db/open';
import { buildTestApp, testConfig } from '../testing/app';
import { createTestClient, type TestClient } from '../testing/auth-client';
import { openMigratedDatabase, type TestBackend, type TestDatabaseTarget } from '../testing/backends';
import { signBody } from './signature';

export const WEBHOOK_SECRET = 'whsec-test-0123456789';

/** An app on a fresh database of the backend, with the given environment (payments settings). */
export async function startPaymentsApp(
  backend: TestBackend,
  env: Record<string, string> = {},
): Promise<{ app: App; database: DatabaseHandle; target: TestDatabaseTarget; close(): Promise<void> }> {
  const target = await backend.createTarget();
  const database = await openMigratedDatabase(target);
  const app = buildTestApp({
    database,
    config: testConfig(undefined, { AUTH_SECRET: 'p'.repeat(40), AUTH_RATE_LIMIT: '1000', ...env }),
  });
  return {
    app,
    database,
    target,
    async close() {
      await database.close();
      await target.cleanup();
    },
  };
}

/** A signed-up, signed-in client and its user id. */
export async function signedInUser(app: App, email: string): Promise<{ client: TestClient; uid: string }> {
  const client = createTestClient(app);
  const res = await client.signUp(email, 'pass-word-1');
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const me = (await (await client.request('/api/me')).json()) as { uid: string };
  return { client, uid: me.uid };
}

/** Posts a webhook body as Lemon Squeezy would (no Origin, no cookies), signed with `secret`. */
export async function postWebhook(
  app: App,
  body: unknown,
  secret: string | null = WEBHOOK_SECRET,
): Promise<Response> {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Event-Name': 'test' };
  if (secret !== null) headers['X-Signature'] = signBody(secret, raw);
  return app.request('/api/webhooks/lemonsqueezy', { method: 'POST', headers, body: raw });
}

/** The `meta` of a test-mode webhook event, with our user id as custom data when given. */
function eventMeta(eventName: string, uid: string | undefined) {
  return { event_name: eventName, test_mode: true, ...(uid ? { custom_data: { user_id: uid } } : {}) };
}

export function subscriptionEvent(
  eventName: string,
  options: { uid?: string; id?: string; status: string; updatedAt: string; email?: string },
) {
  return {
    meta: eventMeta(eventName, options.uid),
    data: {
      type: 'subscriptions',
      id: options.id ?? '1001',
      attributes: {
        store_id: 1,
        order_id: 2002,
        variant_id: 966247,
        status: options.status,
        user_email: options.email ?? 'someone@example.org',
        created_at: '2025-01-01T10:00:00.000000Z',
        updated_at: options.updatedAt,
        test_mode: true,
        urls: {
          update_payment_method: 'https://store.lemonsqueezy.com/subscription/1001/payment-details',
          customer_portal: 'https://store.lemonsqueezy.com/billing?expires=1&signature=abc',
        },
      },
    },
  };
}

export function orderEvent(
  eventName: string,
  options: {
    uid?: string;
    id?: string;
    variantId: number;
    total: number;
    currency?: string;
    updatedAt?: string;
  },
) {
  const at = options.updatedAt ?? '2025-01-02T10:00:00.000000Z';
  return {
    meta: eventMeta(eventName, options.uid),
    data: {
      type: 'orders',
      id: options.id ?? '5005',
      attributes: {
        store_id: 1,
        status: eventName === 'order_refunded' ? 'refunded' : 'paid',
        total: options.total,
        currency: options.currency ?? 'USD',
        user_email: 'someone@example.org',
        first_order_item: { variant_id: options.variantId, product_name: 'x' },
        created_at: '2025-01-02T10:00:00.000000Z',
        updated_at: at,
        test_mode: true,
      },
    },
  };
}
