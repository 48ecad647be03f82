import type { Hono } from 'hono';
import { z } from 'zod';
import { parseDelimited } from '@mapwright/core/data/table';
import {
  LIVE_DATA_FETCH_PATH,
  type LiveDataFetchAnswer,
  type LiveDataFetchRequest,
} from '@mapwright/core/api/liveData';
import type { RouteDeps } from '../deps';
import { requireUser } from '../auth/routes';
import { ApiError } from '../errors';
import type { AppEnv } from '../http/context';
import { readJson } from '../http/read-json';
import { allowLoopback, guardedFetch, parseLink, type GuardOptions } from '../live-data/guarded-fetch';
import { loadLiveData } from '../live-data/live-data-cache';

const bodySchema = z.object({ url: z.string().min(1).max(4096) }) satisfies z.ZodType<LiveDataFetchRequest>;

/**
 * POST /api/live-data/fetch (decision "Live data is fetched by the server behind a guard"): a signed-in
 * user's link to a CSV, fetched by the server through the guard (never by the browser), at most once
 * per link per minute on any server (the database keeps the last good data). Answers the cells and when
 * they were got; when the latest fetch failed but an earlier one worked, those rows with `stale` saying
 * what went wrong. A link that is refused or never worked is a 400 with a message for the user, never
 * a 500. LIVE_DATA_ALLOW_LOOPBACK (tests only) lets links reach this machine.
 */
export function registerLiveDataRoutes(api: Hono<AppEnv>, deps: RouteDeps): void {
  const options: GuardOptions = deps.config.liveData.allowLoopback ? { allow: allowLoopback } : {};
  api.post(LIVE_DATA_FETCH_PATH.replace(/^\/api/, ''), async (c) => {
    await requireUser(deps.services.auth, c);
    const { url } = await readJson(c, bodySchema);
    let link: string;
    try {
      link = parseLink(url).href;
    } catch (error) {
      throw new ApiError(400, (error as Error).message);
    }
    const result = await loadLiveData(link, {
      cache: deps.repos.liveData,
      fetch: (href) => guardedFetch(href, options),
      minIntervalSeconds: deps.config.liveData.minIntervalSeconds,
    });
    const headers = { 'Cache-Control': 'no-store' };
    if ('pending' in result) {
      throw new ApiError(429, 'This link is being fetched right now; try again in a few seconds.', {
        headers: { ...headers, 'Retry-After': '5' },
      });
    }
    if (result.ok) {
      const answer: LiveDataFetchAnswer = {
        rows: parseDelimited(result.body),
        fetchedAt: result.fetchedAt.toISOString(),
      };
      return c.json(answer, 200, headers);
    }
    if (result.lastGood === null) throw new ApiError(400, result.message, { headers });
    const answer: LiveDataFetchAnswer = {
      rows: parseDelimited(result.lastGood.body),
      fetchedAt: result.lastGood.fetchedAt.toISOString(),
      stale: { message: result.message, failedAt: result.failedAt.toISOString() },
    };
    return c.json(answer, 200, headers);
  });
}
