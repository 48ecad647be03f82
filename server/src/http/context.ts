import type { Logger } from '../logger';

/** Per-request values set by middleware; typed so handlers read them without casts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
