import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../auth/routes';
import type { RateLimits } from '../config';
import type { RequestLimitRepository } from '../repositories/request-limits';
import { ApiError } from '../errors';
import type { AppEnv } from './context';
import { createRateLimiter, type RateOutcome } from './rate-limit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sign-in, sign-up and reset have their own limits (AUTH_RATE_LIMIT); webhooks are signed by the provider. */
const OWN_LIMITS = ['/api/auth/', '/api/webhooks/'];
const MINUTE = 60;

function tooMany(outcome: Extract<RateOutcome, { allowed: false }>, who: string): never {
  const seconds = outcome.retryAfterSeconds;
  throw new ApiError(
    429,
    `Too many changes from ${who} in a short time; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * Rate limits on every state-changing /api request (decision "Rate limits on writes and on
 * uncached public drawings"): per client address here, before any
 * handler runs, and per signed-in user once the handler knows who it is (requireUser calls the gate this
 * sets), so neither one address nor one account can save, publish or check out without bound. Counted in
 * the database, so the limits hold across every app server (decision "Limits and caches hold across app
 * servers").
 */
export function writeLimits(
  limits: RateLimits,
  trustProxy: boolean,
  counters: RequestLimitRepository,
): MiddlewareHandler<AppEnv> {
  const perAddress = createRateLimiter(counters, 'write-address', {
    max: limits.writesPerAddress,
    windowSeconds: MINUTE,
  });
  const perUser = createRateLimiter(counters, 'write-user', {
    max: limits.writesPerUser,
    windowSeconds: MINUTE,
  });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || OWN_LIMITS.some((prefix) => c.req.path.startsWith(prefix))) {
      await next();
      return;
    }
    const byAddress = await perAddress.consume(clientAddress(c, trustProxy));
    if (!byAddress.allowed) tooMany(byAddress, 'this address');
    let counted = false;
    c.set('writeGate', async (userId: string) => {
      if (counted) return;
      counted = true;
      const byUser = await perUser.consume(userId);
      if (!byUser.allowed) tooMany(byUser, 'your account');
    });
    await next();
  };
}
