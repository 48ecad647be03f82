/**
 * The saved-map records of `/api/maps`, shared by the server that stores them and the web app that lists
 * and opens them.
 */
export interface SavedMapSummary {
  readonly id: string;
  readonly country: string;
  readonly name: string;
  /** Grows by one with every save; a save names the version it was based on. */
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface SavedMap extends SavedMapSummary {
  readonly document: unknown;
}
