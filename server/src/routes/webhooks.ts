import type { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/context';

/**
 * POST /api/webhooks/lemonsqueezy: Lemon Squeezy's signed events (X-Signature, hex HMAC-SHA256 of the
 * raw body). 401 without a valid signature (nothing stored), 400 for a signed body we cannot read, else
 * 200 — also for a repeat (stored once, applied once) and for event types we do not use.
 */
export function registerWebhookRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { payments } = deps.services;
  api.post('/webhooks/lemonsqueezy', async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const result = await payments.receiveWebhook(raw, c.req.header('x-signature'));
    c.get('logger').info('webhook', { event: result.eventId, outcome: result.outcome });
    return c.json({ received: true, outcome: result.outcome }, 200);
  });
}
