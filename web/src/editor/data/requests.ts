/**
 * The editor's first network requests, with no dependencies (no zod, no geometry code), so the route
 * can start them from the entry chunk while the editor's chunks are still downloading. The modules
 * that check them (countryIndex.ts, countryGeometry.ts) read the same cached promises.
 *
 * A failed request is not cached, so "Retry" really asks the server again.
 */

export const INDEX_URL = '/maps/index.json';

const requests = new Map<string, Promise<unknown>>();

/** The JSON at url, fetched once per page life. */
function requestJson(url: string, describe: (status: number) => string): Promise<unknown> {
  let promise = requests.get(url);
  if (!promise) {
    promise = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(describe(response.status));
      return (await response.json()) as unknown;
    })();
    const settled = promise;
    settled.catch(() => {
      if (requests.get(url) === settled) requests.delete(url);
    });
    requests.set(url, promise);
  }
  return promise;
}

/** Drops a cached response (a damaged index), so the next request asks the server again. */
export function forgetJson(url: string): void {
  requests.delete(url);
}

export function requestIndexJson(): Promise<unknown> {
  return requestJson(INDEX_URL, (status) => `The map index could not be loaded (HTTP ${status}).`);
}

export function requestMapJson(url: string): Promise<unknown> {
  return requestJson(url, (status) => `A map file could not be loaded (HTTP ${status}).`);
}

/** The projected file's URL of a country in an index that has not been validated yet. */
function projectedUrlOf(index: unknown, slug: string): string | undefined {
  const countries = (index as { countries?: unknown } | null)?.countries;
  if (!Array.isArray(countries)) return undefined;
  const entry = (countries as { slug?: unknown; projected?: { url?: unknown } }[]).find(
    (c) => c?.slug === slug,
  );
  const url = entry?.projected?.url;
  return typeof url === 'string' ? url : undefined;
}

/**
 * Starts downloading what the editor of this country shows first: the index, then the country's
 * projected levels (both, whatever the draft shows). Errors are dropped here: the editor makes the same
 * requests and reports them.
 */
export function prefetchCountry(slug: string): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  requestIndexJson()
    .then((index) => {
      const url = projectedUrlOf(index, slug);
      if (url) void requestMapJson(url).catch(() => undefined);
    })
    .catch(() => undefined);
}
