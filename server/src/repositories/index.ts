import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createCustomBoundaryRepository, type CustomBoundaryRepository } from './custom-boundaries';
import { createLiveDataCacheRepository, type LiveDataCacheRepository } from '../live-data/live-data-cache';
import { createDownloadRepository, type DownloadRepository } from './downloads';
import { createPaymentRepository, type PaymentRepository } from './payments';
import { createPublishedMapRepository, type PublishedMapRepository } from './published-maps';
import { createRequestLimitRepository, type RequestLimitRepository } from './request-limits';
import { createSavedMapRepository, type SavedMapRepository } from './saved-maps';
import { createSessionRepository, type SessionRepository } from './sessions';
import { createUserRepository, type UserRepository } from './users';

/**
 * All repositories, built once over one Kysely instance when the server starts (main.ts; tests build
 * theirs the same way) and handed to the app: routes and services reach data only through these, never
 * by building a repository of their own (routes are not even given the Kysely instance).
 */
export interface Repositories {
  readonly users: UserRepository;
  readonly maps: SavedMapRepository;
  readonly published: PublishedMapRepository;
  readonly downloads: DownloadRepository;
  /** Webhook events, subscriptions, donations and the test checkout. */
  readonly payments: PaymentRepository;
  /** Reads the auth service's sessions (when a live stream's session ends). */
  readonly sessions: SessionRepository;
  /** Counters for the per-key request limits (reset mails per address). */
  readonly requestLimits: RequestLimitRepository;
  /** Users' own boundaries, stored once by content. */
  readonly customBoundaries: CustomBoundaryRepository;
  /** Live-data links' last good data and last failure. */
  readonly liveData: LiveDataCacheRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    users: createUserRepository(db),
    maps: createSavedMapRepository(db),
    published: createPublishedMapRepository(db),
    downloads: createDownloadRepository(db),
    payments: createPaymentRepository(db),
    sessions: createSessionRepository(db),
    requestLimits: createRequestLimitRepository(db),
    customBoundaries: createCustomBoundaryRepository(db),
    liveData: createLiveDataCacheRepository(db),
  };
}
