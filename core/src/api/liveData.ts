/**
 * Live data (issue 46): a CSV linked by its address (a published spreadsheet), which the server fetches
 * behind its guard and caches (`POST /api/live-data/fetch`), shared by the server that answers and the
 * web app that asks.
 */

export const LIVE_DATA_FETCH_PATH = '/api/live-data/fetch';

/** The request's body. */
export interface LiveDataFetchRequest {
  /** An http:// or https:// link to a CSV or TSV file on a public address. */
  readonly url: string;
}

/** The answer: the file's cells and when they were got. Failures are the API's error envelope. */
export interface LiveDataFetchAnswer {
  /** The cells, row by row, as the editor's own CSV import reads them (core/src/data/table.ts). */
  readonly rows: string[][];
  /** When these rows were fetched (ISO 8601); older than a minute when they came from the cache. */
  readonly fetchedAt: string;
  /**
   * Set when the latest fetch failed: these rows are the last good ones, `fetchedAt` says when they
   * were got, and `message` says what went wrong.
   */
  readonly stale?: { readonly message: string; readonly failedAt: string };
}
