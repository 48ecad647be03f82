import { liveDataSchema, type LiveData } from '@mapwright/core/document/live-data';
import type { Logger } from '../logger';
import { serializeError } from '../logger';
import type { FetchedText } from './guarded-fetch';
import { loadLiveData, type LiveDataCacheRepository } from './live-data-cache';

/** What a published page draws of its linked file: the last good text, when it was got, and a failure since. */
export interface LiveState {
  readonly body: string;
  readonly fetchedAt: string;
  readonly stale?: { readonly message: string; readonly failedAt: string };
}

/** Published versions whose link is remembered (one small entry each); the oldest go first. */
const MAX_REMEMBERED = 20_000;

/**
 * The live data of published maps (decision "A published map refreshes its linked data"): a page
 * request reads the link's row (one primary-key lookup) and draws the last good data; when the link's
 * schedule says it is due, a fetch starts in the background (claimed in the database, so one server
 * fetches for all) and the next request draws what it got. A page never waits for another site.
 */
export interface PublishedLive {
  /**
   * The live state a published version draws with, or null when it links no file or nothing was got
   * yet (it then draws the data it was published with). `readDocument` is asked only the first time a
   * version is seen on this server.
   */
  stateOf(key: string, readDocument: () => Promise<unknown>): Promise<LiveState | null>;
}

export function createPublishedLive(deps: {
  readonly cache: LiveDataCacheRepository;
  readonly fetch: (url: string) => Promise<FetchedText>;
  readonly logger: Logger;
  /** The clock, for tests. */
  readonly now?: () => number;
}): PublishedLive {
  const links = new Map<string, LiveData>();
  const refreshing = new Set<string>();
  const now = deps.now ?? Date.now;

  const linkOf = async (key: string, readDocument: () => Promise<unknown>): Promise<LiveData> => {
    if (links.has(key)) return links.get(key) ?? null;
    const doc = (await readDocument()) as { liveData?: unknown } | undefined;
    const parsed = liveDataSchema.safeParse(doc?.liveData ?? null);
    const link = parsed.success ? parsed.data : null;
    links.set(key, link);
    if (links.size > MAX_REMEMBERED) links.delete(links.keys().next().value as string);
    return link;
  };

  const refresh = (url: string, minutes: number) => {
    if (refreshing.has(url)) return;
    refreshing.add(url);
    loadLiveData(url, { cache: deps.cache, fetch: deps.fetch, minIntervalSeconds: minutes * 60 })
      .catch((error: unknown) =>
        deps.logger.warn('a live-data link could not be refreshed', { url, error: serializeError(error) }),
      )
      .finally(() => refreshing.delete(url));
  };

  return {
    async stateOf(key, readDocument) {
      const link = await linkOf(key, readDocument);
      if (!link) return null;
      const entry = await deps.cache.read(link.url);
      const minutes = link.refreshMinutes;
      if (minutes !== null && (!entry || now() - entry.attemptedAt.getTime() >= minutes * 60_000))
        refresh(link.url, minutes);
      if (!entry?.body || !entry.fetchedAt) return null;
      const failed = entry.error !== null && entry.errorAt !== null && entry.errorAt >= entry.fetchedAt;
      return {
        body: entry.body,
        fetchedAt: entry.fetchedAt.toISOString(),
        ...(failed && {
          stale: { message: entry.error ?? '', failedAt: entry.errorAt?.toISOString() ?? '' },
        }),
      };
    },
  };
}
