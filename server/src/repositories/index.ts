import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createRequestLimitRepository, type RequestLimitRepository } from './request-limits';
import { createSavedMapRepository, type SavedMapRepository } from './saved-maps';
import { createUserRepository, type UserRepository } from './users';

/** All repositories, built over one Kysely instance and handed to the app (nothing global). */
export interface Repositories {
  readonly users: UserRepository;
  readonly maps: SavedMapRepository;
  /** Counters for the per-key request limits (reset mails per address). */
  readonly requestLimits: RequestLimitRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    users: createUserRepository(db),
    maps: createSavedMapRepository(db),
    requestLimits: createRequestLimitRepository(db),
  };
}
