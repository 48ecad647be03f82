import type { Hono } from 'hono';
import type { DatabaseProbe } from '../deps';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';

interface HealthBody {
  readonly status: 'ok';
  readonly version: string;
  readonly database: { readonly kind: DatabaseProbe['kind']; readonly ok: true; readonly latencyMs: number };
}

/**
 * GET /api/health for load balancers and uptime checks: 200 only when this instance can reach its
 * database, 503 otherwise, so a balancer takes an instance out of rotation when it cannot serve.
 */
export function registerHealthRoute(api: Hono<AppEnv>, deps: { database: DatabaseProbe; version: string }) {
  api.get('/health', async (c) => {
    let latencyMs: number;
    try {
      latencyMs = await deps.database.ping();
    } catch (error) {
      c.get('logger').warn('health check: database unreachable', { requestId: c.get('requestId'), error });
      throw new ApiError(503, 'Database unavailable', { cause: error });
    }
    const body: HealthBody = {
      status: 'ok',
      version: deps.version,
      database: { kind: deps.database.kind, ok: true, latencyMs },
    };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });
}
