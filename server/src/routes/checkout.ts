import type { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from '../deps';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { readJson } from '../http/read-json';
import type { PaymentsInfo } from '@mapwright/core/api/payments';

const checkoutBody = z.object({
  variantId: z
    .union([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z.string().trim().max(20).regex(/^\d+$/, 'must be a numeric id'),
    ])
    .transform(String),
});

/**
 * POST /api/checkout {variantId} → {url}: the spec's callable 'createCheckout'. Signed in only (401),
 * the two configured variants only (400), no second subscription while one is active (409 aborted).
 * GET /api/payments: how checkout works here (test or Lemon Squeezy, the overlay script to load) and,
 * when signed in, the user's subscription (with where to manage it) and donations.
 */
export function registerCheckoutRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const { auth, payments } = deps.services;
  const noStore = { 'Cache-Control': 'no-store' };

  api.post('/checkout', async (c) => {
    const user = await requireUser(auth, c);
    const { variantId } = await readJson(c, checkoutBody);
    const url = await payments.createCheckout(user, variantId, deps.services.publicOrigin.value);
    c.get('logger').info('checkout created', { kind: payments.kindOf(variantId), mode: payments.mode });
    return c.json({ url }, 200, noStore);
  });

  api.get('/payments', async (c) => {
    const user = await requireUser(auth, c).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    });
    const base = {
      mode: payments.mode,
      overlayScript: payments.overlayScript,
      variants: {
        subscription: payments.variantOf('subscription'),
        donation: payments.variantOf('donation'),
      },
    };
    const body: PaymentsInfo = user
      ? { ...base, signedIn: true, ...(await payments.account(user.id)) }
      : { ...base, signedIn: false, subscription: null, donations: [] };
    return c.json(body, 200, noStore);
  });
}
